// eylau-cli: checks and reports on scenario files (docs/scenario-format.md), without a display.
// Engine only: no Qt here.
#include "show_report.h"

#include "eylau/ascii_map.h"
#include "eylau/scenario_io.h"

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

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;  // the file cannot be read or is not a valid scenario
constexpr int kExitUsage = 2;    // wrong command line

constexpr std::string_view kProgram = "eylau-cli";

constexpr std::string_view kUsage =
    "Usage: eylau-cli COMMAND [--help] FILE\n"
    "       eylau-cli --help | --version\n"
    "\n"
    "Checks and reports on Eylau scenario files (docs/scenario-format.md).\n"
    "\n"
    "Commands:\n"
    "  validate FILE   check a scenario: a one-line summary, or every error\n"
    "  show FILE       order of battle, turn track, entry areas, victory, reconstructed items\n"
    "  map FILE        an ASCII picture of the map\n"
    "\n"
    "Options:\n"
    "  -h, --help      show this help; after a command, that command's help\n"
    "  --version       print the version\n"
    "\n"
    "Exit status: 0 success, 1 the file cannot be read or is not a valid scenario,\n"
    "2 wrong command line.\n";

struct Command {
    std::string_view name;
    std::string_view help;
    int (*run)(const std::string& file);
};

std::string plural(std::size_t n, std::string_view one, std::string_view many) {
    return std::to_string(n) + ' ' + std::string(n == 1 ? one : many);
}

// Loads FILE; on failure prints why on stderr (every problem, one a line) and returns nullopt.
// Warnings of a loaded file go to stderr too, so that stdout holds only the report.
std::optional<eylau::Scenario> load(const std::string& file, std::size_t* warnings = nullptr) {
    std::error_code ec;
    const auto status = std::filesystem::status(file, ec);
    if (!std::filesystem::exists(status)) {
        std::cerr << kProgram << ": cannot read " << file << ": no such file\n";
        return std::nullopt;
    }
    if (std::filesystem::is_directory(status)) {
        std::cerr << kProgram << ": cannot read " << file << ": it is a directory\n";
        return std::nullopt;
    }
    eylau::ScenarioLoad loaded = eylau::readScenarioFile(file);
    for (const eylau::ScenarioProblem& p : loaded.problems) std::cerr << p.describe(file) << '\n';
    if (!loaded.ok()) {
        const std::size_t errors = loaded.errorCount();
        std::cerr << kProgram << ": " << file << ": not a valid scenario: " << plural(errors, "error", "errors")
                  << ", " << plural(loaded.problems.size() - errors, "warning", "warnings") << '\n';
        return std::nullopt;
    }
    if (warnings) *warnings = loaded.problems.size();
    return std::move(loaded.scenario);
}

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
