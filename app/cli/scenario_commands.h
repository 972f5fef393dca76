#pragma once
// eylau-cli validate / show / map / diff: reports on scenario files (docs/scenario-format.md).
#include <string>
#include <string_view>

namespace eylau::cli {

int runValidate(const std::string& file);
int runShow(const std::string& file);
int runMap(const std::string& file);
int runDiff(const std::string& a, const std::string& b);

inline constexpr std::string_view kValidateHelp =
    "Usage: eylau-cli validate FILE\n"
    "\n"
    "Loads the scenario FILE with every check of the loader (docs/scenario-format.md).\n"
    "Valid: prints 'FILE: ok: NAME, CxR hexes, T Game-Turns, U units (F French, A Allied),\n"
    "K reconstructed items, W warnings' and exits 0; warnings go to stderr, one a line.\n"
    "Invalid: prints every error on stderr, one a line, as 'FILE: /json/path: message',\n"
    "and exits 1.\n";

inline constexpr std::string_view kShowHelp =
    "Usage: eylau-cli show FILE\n"
    "\n"
    "Prints the scenario's rules, map size, charts, Game-Turn track, entry areas, the order\n"
    "of battle per side and division with strength totals (at start and reinforcements,\n"
    "with entry area and turn), Fresh Strength markers, victory conditions and how many\n"
    "items are reconstructed rather than printed, per kind. Exits 1 if FILE is invalid.\n";

inline constexpr std::string_view kMapHelp =
    "Usage: eylau-cli map FILE\n"
    "\n"
    "Prints an ASCII picture of the map: terrain, victory hexes, entry areas and the units\n"
    "at their start hexes, with a legend, place names and hexside feature counts.\n"
    "Exits 1 if FILE is invalid.\n";

inline constexpr std::string_view kDiffHelp =
    "Usage: eylau-cli diff A B\n"
    "\n"
    "Prints, one a line, what differs from scenario file A to scenario file B, in words: the\n"
    "name, title and description, the rules and options, the map's size, each hex's terrain,\n"
    "name and provenance, each hexside's features, the charts (Terrain Effects Chart rows,\n"
    "Combat Results Table cells), the turn track, entry areas, divisions, Fresh Strength\n"
    "markers, units (added, removed, each changed value) and victory conditions, matching\n"
    "items by what names them (a hex by its number, a unit by its id). Prints 'no\n"
    "differences' when there are none. Exits 0 either way, 1 if a file is invalid.\n";

}  // namespace eylau::cli
