// eylau-cli: checks and reports on scenario files (docs/scenario-format.md), without a display.
// Engine only: no Qt here.
#include "game_commands.h"
#include "scenario_loading.h"
#include "selfplay.h"
#include "show_report.h"
#include "tournament.h"
#include "verify.h"

#include "eylau/reports/ascii_map.h"
#include "eylau/scenario/scenario_diff.h"
#include "eylau/scenario/scenario_io.h"

#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#ifndef EYLAU_VERSION
#error "EYLAU_VERSION must be defined (app/cli/CMakeLists.txt passes PROJECT_VERSION)"
#endif

namespace {

constexpr std::string_view kProgram = "eylau-cli";

constexpr std::string_view kUsage =
    "Usage: eylau-cli COMMAND [--help] ARGS...\n"
    "       eylau-cli --help | --version\n"
    "\n"
    "Checks and reports on Eylau scenario files (docs/scenario-format.md) and plays game\n"
    "records (docs/game-record.md) headless.\n"
    "\n"
    "Commands:\n"
    "  validate FILE   check a scenario: a one-line summary, or every error\n"
    "  show FILE       order of battle, turn track, entry areas, victory, reconstructed items\n"
    "  map FILE        an ASCII picture of the map\n"
    "  play SCENARIO RECORD [--dice 3,1,6] [--state-json OUT]\n"
    "                  apply a game record, printing every event with its rulebook case\n"
    "  reach SCENARIO RECORD UNIT\n"
    "                  the hexes UNIT can reach after the record, with costs and paths\n"
    "  odds SCENARIO RECORD ATTACK...\n"
    "                  the itemised odds and the chance of each result of an attack\n"
    "  selfplay SCENARIO --french LEVEL --allied LEVEL --games N [--seed S]\n"
    "                  seeded games between two players (random, greedy, quick, normal,\n"
    "                  strong): wins, Victory Points, time per Player-Turn\n"
    "  tournament SCENARIO --games N [--players L1,L2,...]\n"
    "                  a round robin of players with Elo-style ratings\n"
    "  diff A B        what differs between two scenario files, in words\n"
    "  verify SCENARIO RECORD [--key FINGERPRINT]\n"
    "                  check a record or turn file: every line legal, a turn file's signature,\n"
    "                  every shared roll recomputed from both players' revealed secrets\n"
    "\n"
    "Options:\n"
    "  -h, --help      show this help; after a command, that command's help\n"
    "  --version       print the version\n"
    "\n"
    "Exit status: 0 success, 1 a file cannot be read, is not valid, or a record line is\n"
    "illegal, 2 wrong command line.\n";

// A subcommand: its help, and how it runs on its arguments (FILE for the scenario commands).
struct Command {
    std::string_view name;
    std::string_view help;
    int (*run)(const std::string& file);
    int (*runArgs)(const std::vector<std::string>& args) = nullptr;  // commands with their own arguments
};

using eylau::cli::kExitFailure;
using eylau::cli::kExitOk;
using eylau::cli::kExitUsage;
using eylau::cli::load;
using eylau::cli::plural;

// "FILE: ok: Eylau, 24x24 hexes, 9 Game-Turns, 98 units (60 French, 38 Allied), K reconstructed
// items, W warnings".
int runValidate(const std::string& file) {
    std::size_t warnings = 0;
    const std::optional<eylau::Scenario> s = load(file, &warnings);
    if (!s) return kExitFailure;
    std::size_t french = 0, allied = 0;
    for (const eylau::Unit& u : s->units) ++(u.side == eylau::Side::French ? french : allied);
    const int reconstructed = eylau::cli::totalReconstructed(eylau::cli::countReconstructed(*s));
    std::cout << file << ": ok: " << s->name << ", " << s->map.columns() << 'x' << s->map.rows() << " hexes, "
              << plural(s->turns.size(), "Game-Turn", "Game-Turns") << ", "
              << plural(s->units.size(), "unit", "units") << " (" << french << " French, " << allied << " Allied), "
              << plural(std::size_t(reconstructed), "reconstructed item", "reconstructed items") << ", "
              << plural(warnings, "warning", "warnings") << '\n';
    return kExitOk;
}

int runShow(const std::string& file) {
    const std::optional<eylau::Scenario> s = load(file);
    if (!s) return kExitFailure;
    std::cout << eylau::cli::showReport(*s);
    return kExitOk;
}

int runMap(const std::string& file) {
    const std::optional<eylau::Scenario> s = load(file);
    if (!s) return kExitFailure;
    std::cout << eylau::renderAsciiMap(*s);
    return kExitOk;
}

int runDiff(const std::vector<std::string>& args) {
    if (args.size() != 2) {
        std::cerr << kProgram << ": diff needs two scenario files, A and B\n";
        return kExitUsage;
    }
    const std::optional<eylau::Scenario> a = load(args[0]);
    const std::optional<eylau::Scenario> b = load(args[1]);
    if (!a || !b) return kExitFailure;
    const std::vector<std::string> lines = eylau::scenarioDifferences(*a, *b);
    if (lines.empty()) std::cout << "no differences\n";
    for (const std::string& line : lines) std::cout << line << '\n';
    return kExitOk;
}

const std::vector<Command>& commands() {
    static const std::vector<Command> list{
        {"validate",
         "Usage: eylau-cli validate FILE\n"
         "\n"
         "Loads the scenario FILE with every check of the loader (docs/scenario-format.md).\n"
         "Valid: prints 'FILE: ok: NAME, CxR hexes, T Game-Turns, U units (F French, A Allied),\n"
         "K reconstructed items, W warnings' and exits 0; warnings go to stderr, one a line.\n"
         "Invalid: prints every error on stderr, one a line, as 'FILE: /json/path: message',\n"
         "and exits 1.\n",
         runValidate},
        {"show",
         "Usage: eylau-cli show FILE\n"
         "\n"
         "Prints the scenario's rules, map size, charts, Game-Turn track, entry areas, the order\n"
         "of battle per side and division with strength totals (at start and reinforcements,\n"
         "with entry area and turn), Fresh Strength markers, victory conditions and how many\n"
         "items are reconstructed rather than printed, per kind. Exits 1 if FILE is invalid.\n",
         runShow},
        {"map",
         "Usage: eylau-cli map FILE\n"
         "\n"
         "Prints an ASCII picture of the map: terrain, victory hexes, entry areas and the units\n"
         "at their start hexes, with a legend, place names and hexside feature counts.\n"
         "Exits 1 if FILE is invalid.\n",
         runMap},
        {"play", eylau::cli::kPlayHelp, nullptr, eylau::cli::runPlay},
        {"reach", eylau::cli::kReachHelp, nullptr, eylau::cli::runReach},
        {"odds", eylau::cli::kOddsHelp, nullptr, eylau::cli::runOdds},
        {"selfplay", eylau::cli::kSelfplayHelp, nullptr, eylau::cli::runSelfplay},
        {"diff",
         "Usage: eylau-cli diff A B\n"
         "\n"
         "Prints, one a line, what differs from scenario file A to scenario file B, in words: the\n"
         "name, title and description, the rules and options, the map's size, each hex's terrain,\n"
         "name and provenance, each hexside's features, the charts (Terrain Effects Chart rows,\n"
         "Combat Results Table cells), the turn track, entry areas, divisions, Fresh Strength\n"
         "markers, units (added, removed, each changed value) and victory conditions, matching\n"
         "items by what names them (a hex by its number, a unit by its id). Prints 'no\n"
         "differences' when there are none. Exits 0 either way, 1 if a file is invalid.\n",
         nullptr, runDiff},
        {"verify", eylau::cli::kVerifyHelp, nullptr, eylau::cli::runVerify},
        {"tournament", eylau::cli::kTournamentHelp, nullptr, eylau::cli::runTournament},
    };
    return list;
}

int usageError(const std::string& message, std::string_view usage) {
    std::cerr << kProgram << ": " << message << "\n\n" << usage;
    return kExitUsage;
}

bool isHelp(std::string_view arg) { return arg == "-h" || arg == "--help"; }

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) return usageError("no command given", kUsage);

    const std::string& first = args.front();
    if (isHelp(first)) {
        std::cout << kUsage;
        return kExitOk;
    }
    if (first == "--version") {
        std::cout << kProgram << ' ' << EYLAU_VERSION << '\n';
        return kExitOk;
    }
    if (first.starts_with('-')) return usageError("unknown option '" + first + "'", kUsage);

    const Command* command = nullptr;
    for (const Command& c : commands())
        if (c.name == first) command = &c;
    if (!command) return usageError("unknown command '" + first + "'", kUsage);
    if (command->runArgs) {
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        for (const std::string& arg : rest)
            if (isHelp(arg)) {
                std::cout << command->help;
                return kExitOk;
            }
        return command->runArgs(rest);
    }

    std::vector<std::string> files;
    bool optionsEnded = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (!optionsEnded && arg == "--") {
            optionsEnded = true;
        } else if (!optionsEnded && isHelp(arg)) {
            std::cout << command->help;
            return kExitOk;
        } else if (!optionsEnded && arg.size() > 1 && arg.starts_with('-')) {
            return usageError("unknown option '" + arg + "' for " + std::string(command->name), command->help);
        } else {
            files.push_back(arg);
        }
    }
    if (files.size() != 1)
        return usageError(std::string(command->name) + (files.empty() ? " needs a FILE" : " takes one FILE"),
                          command->help);
    return command->run(files.front());
}
