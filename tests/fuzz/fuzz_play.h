#pragma once
// Shared by the fuzz targets that play: the shipped scenarios' opening positions made once per
// process, and the checks made around every command a target plays and after its last.
#include "fuzz_support.h"

#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state.h"

#include <string>
#include <vector>

namespace eylau::fuzz {

// A new game from `prototype`, a Game of the same scenario at its opening: what
// Game(scenario, options) gives, without building the scenario's movement graph again (the
// costly part of a new Game; copies share it).
inline Game openingFrom(const Game& prototype, const GameOptions& options) {
    GameState state = prototype.state();
    state.weather = options.weather && prototype.exclusiveRules().weatherRule();
    state.dice.seed = options.seed;
    state.dice.scripted = options.scriptedDice;
    return Game(prototype, std::move(state));
}

// The prototype for openingFrom, built once per scenario. It checks once that openingFrom still
// makes what the Game constructor makes, so that the shortcut cannot drift from it unseen.
inline Game makePrototype(const std::shared_ptr<const Scenario>& scenario) {
    Game prototype(scenario, GameOptions{});
    GameOptions options;
    options.weather = true;
    options.seed = 42;
    if (openingFrom(prototype, options).state() != Game(scenario, options).state())
        fail("openingFrom no longer makes the opening a new Game has: update fuzz_support.h");
    return prototype;
}

inline const Game& eylauPrototype() {
    static const Game prototype = makePrototype(eylauScenario());
    return prototype;
}

inline const Game& teachingPrototype() {
    static const Game prototype = makePrototype(teachingScenario());
    return prototype;
}

// Plays one command through Game::whyNot and Game::apply and checks that they agree:
//  * legal() leaves the state alone;
//  * a command legal() refuses, apply() refuses too, for the same reason, and the state, down to
//    the dice, is what it was before;
//  * a command legal() accepts, apply() applies.
// Returns whether the command was applied.
inline bool playChecked(Game& game, const Command& command) {
    const auto broken = [&](std::string_view what, const std::string& why = {}) {
        fail(what, formatCommand(command) + (why.empty() ? "" : ": " + why));
    };
    const GameState before = game.state();
    const Verdict verdict = game.whyNot(command);
    if (game.state() != before) broken("Game::whyNot changed the state");
    const ApplyResult result = game.apply(command);
    if (verdict) {
        if (verdict->reason().empty()) broken("a refusal without a reason");
        if (!verdict->why.complete()) broken("a refusal whose sentence lacks an argument", verdict->describe());
        if (result.ok()) broken("legal() refused a command that apply() then applied", verdict->describe());
        if (*result.refusal != *verdict)
            broken("legal() and apply() refused for different reasons",
                   verdict->describe() + " / " + result.refusal->describe());
        if (!result.events.empty()) broken("a refused command reported events");
        if (game.state() != before) broken("a refused command changed the state", verdict->describe());
        return false;
    }
    if (!result.ok()) broken("legal() accepted a command that apply() refused", result.refusal->describe());
    for (const Event& e : result.events)
        if (!e.what.complete()) broken("an event whose sentence lacks an argument", e.describe());
    return true;
}

// Replays the applied commands on `start`, a Game at the position the commands were first played
// from: the state must come out the same, dice included, since a saved game is only its record.
inline void checkReplay(Game start, const std::vector<Command>& applied, const GameState& expected) {
    for (const Command& c : applied)
        if (const ApplyResult r = start.apply(c); !r.ok())
            fail("a replayed command was refused", formatCommand(c) + ": " + r.refusal->describe());
    if (start.state() != expected) fail("the replay ended in another state");
}

}  // namespace eylau::fuzz
