// eylau-cli: checks and reports on scenario files (docs/scenario-format.md) and plays game records
// (docs/game-record.md), without a display. Engine only: no Qt here.
//
// This file reads the command line with CLI11 and runs the command it names. Each command's
// arguments and options are set up by a function of its own (addPlay, addSelfplay, ...), which
// reads every option's value into the command's options (game_commands.h, selfplay.h, ...),
// refusing a bad one in the program's own words, and checks, once CLI11 has parsed the command,
// what CLI11 leaves to it: unknown options, how many files were given, the options the command
// needs. A wrong command line exits 2 with 'eylau-cli: MESSAGE', a blank line and the help of the
// command (or the program's). --help prints that hand-written help (each command's header has
// its own), not CLI11's.
#include "analyse.h"
#include "game_commands.h"
#include "scenario_commands.h"
#include "scenario_loading.h"
#include "selfplay.h"
#include "tournament.h"
#include "verify.h"

#include "eylau/ai/game_analysis.h"
#include "eylau/ai/player.h"
#include "eylau/rules/variants/variant_rules.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#ifndef EYLAU_VERSION
#error "EYLAU_VERSION must be defined (app/cli/CMakeLists.txt passes PROJECT_VERSION)"
#endif

namespace eylau::cli {
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
    "  analyse SCENARIO RECORD [--depth quick|deep] [--save]\n"
    "                  the computer's analysis of every Player-Turn: evaluations, the cost\n"
    "                  of each turn against the computer's plan, marks, turning points\n"
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

// A wrong command line, in the program's words. Thrown while CLI11 parses (by an option's reader
// or a command's check), it reaches main as CLI11's own errors do, with exit status 2.
class WrongCommandLine : public CLI::ParseError {
public:
    explicit WrongCommandLine(const std::string& message) : CLI::ParseError("WrongCommandLine", message, kExitUsage) {}
};

[[noreturn]] void refuse(const std::string& message) { throw WrongCommandLine(message); }

// What main runs once the command line is read: the command on its options.
using Run = std::function<int()>;

// Takes an option's value into the command's options, or returns false to refuse it.
using Reader = std::function<bool(const std::string&)>;

// A command's arguments other than its options: files, a unit, an attack's words.
using Operands = std::vector<std::string>;

// Checks a parsed command: its operands and the options it needs; then sets what main runs.
using Check = std::function<void(const CLI::App& command, const Operands& operands)>;

// A command NAME with its own HELP in place of the one CLI11 would write. CLI11 keeps what it
// does not know, so that CHECK runs after the first unknown option is refused in our words.
CLI::App* addCommand(CLI::App& app, const std::string& name, std::string_view help, Check check) {
    CLI::App* command = app.add_subcommand(name);
    command->formatter_fn([help](const CLI::App*, std::string, CLI::AppFormatMode) { return std::string(help); });
    command->allow_extras();
    auto operands = std::make_shared<Operands>();
    command->add_option("operands", *operands);
    command->callback([command, operands, check] {
        for (const std::string& extra : command->remaining())
            if (extra != "--") refuse("unknown option '" + extra + "' for " + command->get_name());
        check(*command, *operands);
    });
    return command;
}

// --NAME VALUE, VALUE being WHAT (CLI11's description of the option); the last one given counts.
// READ takes the value, or refuses it: 'NAME takes WHAT'.
CLI::Option* addValue(CLI::App& command, const std::string& name, const std::string& what, Reader read) {
    const auto take = [name, what, read](const std::string& value) {
        if (!read(value)) refuse(name + " takes " + what);
    };
    return command.add_option_function<std::string>(name, take, what);
}

// The same for an option given any number of times (each time with one value): READ takes every
// value, in order.
CLI::Option* addValues(CLI::App& command, const std::string& name, const std::string& what, Reader read) {
    const auto take = [name, what, read](const std::vector<std::string>& values) {
        for (const std::string& value : values)
            if (!read(value)) refuse(name + " takes " + what);
    };
    return command.add_option_function<std::vector<std::string>>(name, take, what)->take_all()->allow_extra_args(false);
}

// A whole number in decimal digits alone (no sign, no blank), from LOW to HIGH.
std::optional<std::uint64_t> wholeNumber(const std::string& text, std::uint64_t low, std::uint64_t high) {
    std::uint64_t n = 0;
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    if (std::from_chars(text.data(), text.data() + text.size(), n).ec != std::errc() || n < low || n > high)
        return std::nullopt;
    return n;
}

// Reads a whole number from LOW to HIGH into INTO.
template <class Number>
Reader number(Number& into, std::uint64_t low, std::uint64_t high) {
    return [&into, low, high](const std::string& text) {
        const auto n = wholeNumber(text, low, high);
        if (n) into = Number(*n);
        return n.has_value();
    };
}

constexpr std::uint64_t kAnySeed = std::numeric_limits<std::uint64_t>::max();

// random, greedy, quick, normal or strong (ai/player.h).
Reader level(ai::Level& into) {
    return [&into](const std::string& text) {
        const auto l = ai::parseLevel(text);
        if (l) into = *l;
        return l.has_value();
    };
}

// 3,1,6: die rolls 1-6 separated by commas (none for an empty value).
bool readDice(const std::string& text, std::vector<int>& into) {
    std::vector<int> dice;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        if (item.size() != 1 || item[0] < '1' || item[0] > '6') return false;
        dice.push_back(item[0] - '0');
    }
    into = dice;
    return true;
}

// greedy,quick,normal: two or more different levels.
bool readPlayers(const std::string& text, std::vector<ai::Level>& into) {
    std::vector<ai::Level> players;
    for (std::size_t start = 0; start <= text.size();) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        const auto l = ai::parseLevel(text.substr(start, end - start));
        if (!l || std::count(players.begin(), players.end(), *l)) return false;
        players.push_back(*l);
        start = end + 1;
    }
    if (players.size() < 2) return false;
    into = players;
    return true;
}

// NAME=on or NAME=off, NAME a variant rule (rules/variants/variant_rules.h).
bool readVariant(const std::string& text, std::map<std::string, bool>& into) {
    const std::size_t eq = text.find('=');
    if (eq == std::string::npos) return false;
    const std::string name = text.substr(0, eq), on = text.substr(eq + 1);
    if (!isVariantRule(name) || (on != "on" && on != "off")) return false;
    into[name] = on == "on";
    return true;
}

// What --variant takes, naming every variant rule.
std::string variantSyntax() {
    std::string known;
    for (const std::string& k : variantRuleNames()) known += (known.empty() ? "" : ", ") + k;
    return "NAME=on or NAME=off, NAME one of: " + known;
}

// The one OPERAND (FILE, SCENARIO) a command takes.
const std::string& one(const CLI::App& command, const Operands& operands, const std::string& operand) {
    if (operands.size() != 1)
        refuse(command.get_name() + (operands.empty() ? " needs a " : " takes one ") + operand);
    return operands.front();
}

// validate FILE, show FILE, map FILE (scenario_commands.h).
void addScenarioCommand(CLI::App& app, Run& run, const std::string& name, std::string_view help,
                        int (*report)(const std::string&)) {
    addCommand(app, name, help, [&run, report](const CLI::App& command, const Operands& files) {
        run = [report, file = one(command, files, "FILE")] { return report(file); };
    });
}

// diff A B (scenario_commands.h).
void addDiff(CLI::App& app, Run& run) {
    addCommand(app, "diff", kDiffHelp, [&run](const CLI::App&, const Operands& files) {
        if (files.size() != 2) refuse("diff needs two scenario files, A and B");
        run = [a = files[0], b = files[1]] { return runDiff(a, b); };
    });
}

// A command on a SCENARIO and a RECORD (play, verify): both go into its options O, RUN_ON runs it
// on them, and any other number of operands is refused with MESSAGE.
template <class Options>
CLI::App* addRecordCommand(CLI::App& app, Run& run, const std::string& name, std::string_view help,
                           std::shared_ptr<Options> o, int (*runOn)(const Options&), const std::string& message) {
    return addCommand(app, name, help, [&run, o, runOn, message](const CLI::App&, const Operands& files) {
        if (files.size() != 2) refuse(message);
        o->scenario = files[0];
        o->record = files[1];
        run = [o, runOn] { return runOn(*o); };
    });
}

// play SCENARIO RECORD [--dice 3,1,6,...] [--state-json OUT] [--quiet] (game_commands.h).
void addPlay(CLI::App& app, Run& run) {
    auto o = std::make_shared<PlayOptions>();
    CLI::App* play = addRecordCommand(app, run, "play", kPlayHelp, o, runPlay, "play needs SCENARIO and RECORD");
    addValue(*play, "--dice", "die rolls 1-6 separated by commas, such as 3,1,6",
             [o](const std::string& text) { return readDice(text, o->dice); });
    addValue(*play, "--state-json", "a file name", [o](const std::string& file) {
        if (file.empty()) refuse("--state-json needs a file name, not an empty one");
        o->stateJson = file;
        return true;
    });
    play->add_flag("--quiet", o->quiet);
}

// reach SCENARIO RECORD UNIT (game_commands.h).
void addReach(CLI::App& app, Run& run) {
    addCommand(app, "reach", kReachHelp, [&run](const CLI::App&, const Operands& operands) {
        if (operands.size() != 3) refuse("reach needs SCENARIO, RECORD and UNIT");
        run = [operands] { return runReach(operands[0], operands[1], operands[2]); };
    });
}

// odds SCENARIO RECORD ATTACK... (game_commands.h).
void addOdds(CLI::App& app, Run& run) {
    addCommand(app, "odds", kOddsHelp, [&run](const CLI::App&, const Operands& operands) {
        if (operands.size() < 3) refuse("odds needs SCENARIO, RECORD and an attack");
        run = [operands] {
            return runOdds(operands[0], operands[1], Operands(operands.begin() + 2, operands.end()));
        };
    });
}

// selfplay SCENARIO --french LEVEL --allied LEVEL --games N [--seed S] [--weather on|off]
// [--variant NAME=on|off]... [--plans P] [--search LEVEL=...]... [--quiet] (selfplay.h).
void addSelfplay(CLI::App& app, Run& run) {
    auto o = std::make_shared<SelfplayOptions>();
    const Check check = [&run, o](const CLI::App& command, const Operands& files) {
        o->scenario = one(command, files, "SCENARIO");
        if (!command.count("--french") || !command.count("--allied"))
            refuse("selfplay needs --french LEVEL and --allied LEVEL");
        if (!command.count("--games")) refuse("selfplay needs --games N");
        run = [o] { return runSelfplay(*o); };
    };
    CLI::App* selfplay = addCommand(app, "selfplay", kSelfplayHelp, check);
    const std::string levels = "a LEVEL: random, greedy, quick, normal or strong";
    addValue(*selfplay, "--french", levels, level(o->french));
    addValue(*selfplay, "--allied", levels, level(o->allied));
    addValue(*selfplay, "--games", "a number of games from 1 to 100000", number(o->games, 1, 100000));
    addValue(*selfplay, "--seed", "a whole number", number(o->seed, 0, kAnySeed));
    addValue(*selfplay, "--weather", "on or off", [o](const std::string& text) {
        if (text != "on" && text != "off") return false;
        o->weather = text == "on";
        return true;
    });
    addValues(*selfplay, "--variant", variantSyntax(),
              [o](const std::string& text) { return readVariant(text, o->variants); });
    addValue(*selfplay, "--plans", "a number of plans from 0 to 1000000000", [o](const std::string& text) {
        const auto plans = wholeNumber(text, 0, 1000000000);
        if (plans) o->work = ai::WorkBudget{std::int64_t(*plans)};
        return plans.has_value();
    });
    addValues(*selfplay, "--search", std::string(kSearchSyntax), [o](const std::string& text) {
        const auto search = readSearch(text);
        if (search) o->search[search->first] = search->second;
        return search.has_value();
    });
    addValue(*selfplay, "--records", "a folder", [o](const std::string& folder) {
        o->records = folder;
        return !folder.empty();
    });
    selfplay->add_flag("--quiet", o->quiet);
}

// tournament SCENARIO [--players L1,L2,...] --games N [--seed S] [--jobs J] (tournament.h).
void addTournament(CLI::App& app, Run& run) {
    auto o = std::make_shared<TournamentOptions>();
    const Check check = [&run, o](const CLI::App& command, const Operands& files) {
        o->scenario = one(command, files, "SCENARIO");
        if (!command.count("--games")) refuse("tournament needs --games N");
        run = [o] { return runTournament(*o); };
    };
    CLI::App* tournament = addCommand(app, "tournament", kTournamentHelp, check);
    addValue(*tournament, "--players", "two or more different levels, such as greedy,quick,normal",
             [o](const std::string& text) { return readPlayers(text, o->players); });
    addValue(*tournament, "--games", "a number from 1 to 100000", number(o->games, 1, 100000));
    addValue(*tournament, "--seed", "a whole number", number(o->seed, 0, kAnySeed));
    addValue(*tournament, "--jobs", "a number from 1 to 64", number(o->jobs, 1, 64));
}

// verify SCENARIO RECORD [--key FINGERPRINT] (verify.h).
void addVerify(CLI::App& app, Run& run) {
    auto o = std::make_shared<VerifyOptions>();
    CLI::App* verify =
        addRecordCommand(app, run, "verify", kVerifyHelp, o, runVerify, "verify needs a SCENARIO file and a RECORD");
    addValue(*verify, "--key", "a FINGERPRINT", [o](const std::string& key) {
        o->key = key;
        return true;
    });
}

// analyse SCENARIO RECORD [--depth quick|deep] [--seed S] [--threads N] [--save] (analyse.h).
void addAnalyse(CLI::App& app, Run& run) {
    auto o = std::make_shared<AnalyseOptions>();
    CLI::App* analyse =
        addRecordCommand(app, run, "analyse", kAnalyseHelp, o, runAnalyse, "analyse needs SCENARIO and RECORD");
    addValue(*analyse, "--depth", "quick or deep", [o](const std::string& text) {
        if (!ai::parseAnalysisDepth(text)) return false;
        o->depth = text;
        return true;
    });
    addValue(*analyse, "--seed", "a whole number", number(o->seed, 0, kAnySeed));
    addValue(*analyse, "--threads", "a number from 1 to 64", number(o->threads, 1, 64));
    analyse->add_flag("--save", o->save);
}

// After parsing: the command, and nothing CLI11 did not know before it.
void checkCommand(const CLI::App& app) {
    for (const std::string& extra : app.remaining())
        if (extra != "--")
            refuse(extra.starts_with('-') ? "unknown option '" + extra + "'" : "unknown command '" + extra + "'");
    if (app.get_subcommands().empty()) refuse("no command given");
}

// CLI11's own refusals in the program's words: an option that ends the command line without its
// value is 'NAME needs a value (WHAT)', WHAT its description; any other keeps CLI11's message.
WrongCommandLine inOurWords(const CLI::App& app, const CLI::ParseError& error, const std::string& last) {
    const CLI::App* command = app.get_subcommands().empty() ? &app : app.get_subcommands().front();
    const std::string name = last.substr(0, last.find('='));
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&error))
        if (const CLI::Option* option = command->get_option_no_throw(name))
            return WrongCommandLine(name + " needs a value (" + option->get_description() + ")");
    return WrongCommandLine(error.what());
}

// Whether --help was given: anywhere on a command's line it wins over what is wrong with the rest
// (CLI11 checks an option's value before it looks at the help flag).
bool helpAsked(const CLI::App& app) {
    for (const CLI::App* command : app.get_subcommands())
        if (command->get_help_ptr()->count() > 0) return true;
    return app.get_help_ptr()->count() > 0;
}

// The program's command line: every command, help and version, a wrong command line refused as
// 'eylau-cli: MESSAGE' over the help.
void addCommands(CLI::App& app, Run& run) {
    app.formatter_fn([](const CLI::App*, std::string, CLI::AppFormatMode) { return std::string(kUsage); });
    app.failure_message([](const CLI::App* a, const CLI::Error& e) {
        return std::string(kProgram) + ": " + e.what() + "\n\n" + a->help();
    });
    app.set_version_flag("--version", std::string(kProgram) + ' ' + EYLAU_VERSION);
    app.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);  // an option given twice: the last
    app.allow_extras();  // what CLI11 does not know is refused in our words (checkCommand)
    app.require_subcommand(0, 1);  // a command's operands are never taken for a second command
    addScenarioCommand(app, run, "validate", kValidateHelp, runValidate);
    addScenarioCommand(app, run, "show", kShowHelp, runShow);
    addScenarioCommand(app, run, "map", kMapHelp, runMap);
    addPlay(app, run);
    addReach(app, run);
    addOdds(app, run);
    addSelfplay(app, run);
    addDiff(app, run);
    addVerify(app, run);
    addAnalyse(app, run);
    addTournament(app, run);
}

}  // namespace
}  // namespace eylau::cli

int main(int argc, char** argv) {
    using namespace eylau::cli;
    CLI::App app;
    Run run;
    addCommands(app, run);
    try {
        app.parse(argc, argv);
        checkCommand(app);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == kExitOk) return app.exit(e);  // --help, --version
        if (helpAsked(app)) return app.exit(CLI::CallForHelp());
        if (const auto* ours = dynamic_cast<const WrongCommandLine*>(&e)) return app.exit(*ours);
        return app.exit(inOurWords(app, e, argc > 1 ? argv[argc - 1] : ""));
    }
    return run();
}
