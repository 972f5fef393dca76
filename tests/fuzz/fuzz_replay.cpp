// fuzz_replay: any bytes as a game record, its commands played on a shipped scenario.
//
// The record's "scenario" line picks the battle: "teaching", the teaching battle's name (as
// eylau-test-random-record writes it) or a path ending in teaching.json plays
// data/scenarios/teaching.json; anything else plays data/scenarios/eylau.json. Its seed and its
// "option weather" line (or else the scenario's default) are the game's options. When the text
// is not a valid record, every line that parseCommand reads is played all the same, with the
// default options, so that one bad line does not waste the input.
//
// Every command, legal or not, goes through fuzz::playChecked (whyNot() and apply() agree, and a
// refused command changes nothing); play goes on after a refusal. At most kMaxCommands commands
// are played, more than a whole random game of Eylau has: a command costs up to some 5 ms in
// the sanitizer build (whyNot() and apply() each search paths), so that no input runs for more
// than a few seconds. At the end the applied commands, replayed from the opening with
// the same options, must give the same state.
#include "fuzz_play.h"

#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/reports/state_report.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

constexpr std::size_t kMaxCommands = 500;

const eylau::Game& prototypeFor(std::string_view name) {
    const std::string& teaching = eylau::fuzz::teachingScenario()->name;
    if (name == "teaching" || name == teaching || name.ends_with("teaching.json"))
        return eylau::fuzz::teachingPrototype();
    return eylau::fuzz::eylauPrototype();
}

// The commands of text that is not a valid record: those of the lines parseCommand accepts.
eylau::GameRecord salvage(const std::string& text) {
    eylau::GameRecord record;
    if (text.find("scenario teaching") != std::string::npos) record.scenario = "teaching";
    std::string_view rest = text;
    while (!rest.empty() && record.lines.size() < kMaxCommands) {
        const std::size_t end = std::min(rest.find_first_of("\r\n"), rest.size());
        if (auto command = eylau::parseCommand(std::string(rest.substr(0, end)), nullptr))
            record.lines.push_back({0, std::move(*command), {}, {}});
        rest.remove_prefix(std::min(end + 1, rest.size()));
    }
    return record;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace eylau;
    const std::string text = fuzz::text(data, size);
    RecordParse parse = parseRecord(text);
    const GameRecord record = parse.record ? std::move(*parse.record) : salvage(text);

    // The options as eylau-cli play takes them: the scenario's default unless the record names it.
    const Game& prototype = prototypeFor(record.scenario);
    GameOptions options;
    options.seed = record.seed;
    options.weather = prototype.scenario().rules.option("weather");
    if (const auto weather = record.options.find("weather"); weather != record.options.end())
        options.weather = weather->second;
    const Game start = fuzz::openingFrom(prototype, options);
    Game game = start;
    std::vector<Command> applied;
    for (std::size_t i = 0; i < record.lines.size() && i < kMaxCommands; ++i)
        if (fuzz::playChecked(game, record.lines[i].command)) applied.push_back(record.lines[i].command);

    (void)stateJson(game.scenario(), game.state());  // the state report must cope with any reachable state
    fuzz::checkReplay(start, applied, game.state());
    return 0;
}
