#include "scenario_commands.h"

#include "scenario_loading.h"
#include "show_report.h"

#include "eylau/reports/ascii_map.h"
#include "eylau/scenario/scenario_diff.h"

#include <iostream>
#include <optional>
#include <vector>

namespace eylau::cli {

// "FILE: ok: Eylau, 24x24 hexes, 9 Game-Turns, 98 units (60 French, 38 Allied), K reconstructed
// items, W warnings".
int runValidate(const std::string& file) {
    std::size_t warnings = 0;
    const std::optional<Scenario> s = load(file, &warnings);
    if (!s) return kExitFailure;
    std::size_t french = 0, allied = 0;
    for (const Unit& u : s->units) ++(u.side == Side::French ? french : allied);
    const int reconstructed = totalReconstructed(countReconstructed(*s));
    std::cout << file << ": ok: " << s->name << ", " << s->map.columns() << 'x' << s->map.rows() << " hexes, "
              << plural(s->turns.size(), "Game-Turn", "Game-Turns") << ", "
              << plural(s->units.size(), "unit", "units") << " (" << french << " French, " << allied << " Allied), "
              << plural(std::size_t(reconstructed), "reconstructed item", "reconstructed items") << ", "
              << plural(warnings, "warning", "warnings") << '\n';
    return kExitOk;
}

int runShow(const std::string& file) {
    const std::optional<Scenario> s = load(file);
    if (!s) return kExitFailure;
    std::cout << showReport(*s);
    return kExitOk;
}

int runMap(const std::string& file) {
    const std::optional<Scenario> s = load(file);
    if (!s) return kExitFailure;
    std::cout << renderAsciiMap(*s);
    return kExitOk;
}

int runDiff(const std::string& a, const std::string& b) {
    const std::optional<Scenario> first = load(a);
    const std::optional<Scenario> second = load(b);
    if (!first || !second) return kExitFailure;
    const std::vector<std::string> lines = scenarioDifferences(*first, *second);
    if (lines.empty()) std::cout << "no differences\n";
    for (const std::string& line : lines) std::cout << line << '\n';
    return kExitOk;
}

}  // namespace eylau::cli
