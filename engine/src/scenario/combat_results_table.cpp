#include "eylau/scenario/combat_results_table.h"

#include "io/names.h"

#include <charconv>

namespace eylau {
namespace {
constexpr std::array<std::pair<CombatResult, std::string_view>, 5> kResultNames{{
    {CombatResult::Ae, "Ae"},
    {CombatResult::Ar, "Ar"},
    {CombatResult::Dr, "Dr"},
    {CombatResult::De, "De"},
    {CombatResult::Ee, "Ee"},
}};

std::optional<int> parseTerm(std::string_view s) {
    int v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || end != s.data() + s.size() || v <= 0 || v > CombatRatio::kMaxTerm) return std::nullopt;
    return v;
}
}  // namespace

std::string_view toString(CombatResult r) { return detail::nameOf(kResultNames, r); }

// 6.3: "Ee is also written Ex elsewhere" (RULES-NOTES).
std::optional<CombatResult> parseCombatResult(std::string_view s) {
    if (s == "Ex") return CombatResult::Ee;
    return detail::parseName(kResultNames, s);
}

std::optional<CombatRatio> CombatRatio::parse(std::string_view s) {
    const auto dash = s.find('-');
    if (dash == std::string_view::npos) return std::nullopt;
    auto a = parseTerm(s.substr(0, dash));
    auto d = parseTerm(s.substr(dash + 1));
    if (!a || !d) return std::nullopt;
    return CombatRatio{*a, *d};
}

std::string CombatRatio::text() const { return std::to_string(attacker) + "-" + std::to_string(defender); }

CombatResultsTable::CombatResultsTable(std::vector<CombatRatio> columns,
                                       std::vector<std::vector<CombatResultCell>> rows)
    : columns_(std::move(columns)), rows_(std::move(rows)) {}

}  // namespace eylau
