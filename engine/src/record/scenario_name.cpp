#include "eylau/record/scenario_name.h"

#include "eylau/scenario/scenario.h"

#include <algorithm>
#include <cctype>

namespace eylau {
namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// The last part of a path, with either separator.
std::string_view fileName(std::string_view path) {
    const std::size_t slash = path.find_last_of("/\\");
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

std::string_view stem(std::string_view name) {
    const std::size_t dot = name.rfind('.');
    return dot == std::string_view::npos || dot == 0 ? name : name.substr(0, dot);
}

}  // namespace

std::string recordNameOf(const Scenario& scenario) {
    std::string name = lower(scenario.name);
    std::replace(name.begin(), name.end(), ' ', '-');
    std::replace(name.begin(), name.end(), '#', '-');
    return name.empty() ? "eylau" : name;
}

bool recordNamesScenario(std::string_view recorded, const Scenario& scenario, std::string_view file) {
    if (recorded.empty()) return false;
    const std::string name = lower(recorded);
    if (name == lower(scenario.name) || name == recordNameOf(scenario)) return true;
    if (file.empty()) return false;
    return recorded == file || recorded == stem(fileName(file));
}

}  // namespace eylau
