#include "eylau/scenario/scenario.h"

#include "eylau/core/contains.h"

#include <algorithm>

namespace eylau {

bool RuleOptions::hasExclusive(const std::string& section) const {
    return contains(exclusive, section);
}

bool RuleOptions::option(const std::string& name) const {
    auto it = options.find(name);
    return it != options.end() && it->second;
}

namespace {
template <typename T>
const T* findById(const std::vector<T>& items, std::string_view id) {
    auto it = std::find_if(items.begin(), items.end(), [&](const T& t) { return t.id == id; });
    return it == items.end() ? nullptr : &*it;
}
}  // namespace

const Division* Scenario::division(std::string_view id) const { return findById(divisions, id); }
const Unit* Scenario::unit(std::string_view id) const {
    const std::optional<UnitIndex> u = unitIndex(id);
    return u ? &units[u->slot()] : nullptr;
}

std::optional<UnitIndex> Scenario::unitIndex(std::string_view id) const {
    for (UnitIndex u : unitIndices(*this))
        if (units[u.slot()].id == id) return u;
    return std::nullopt;
}
const EntryArea* Scenario::entryArea(std::string_view id) const { return findById(entryAreas, id); }

}  // namespace eylau
