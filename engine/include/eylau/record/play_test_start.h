#pragma once
// Play-testing an edited scenario (docs/editor.md, "Play-test"): a game begun at a later Game-Turn
// with the scenario's set-up, or a saved game replayed on the edited scenario as far as it still
// holds. Both give an ordinary GameSession, so the game, its record, review and summaries work on
// it unchanged.
#include "eylau/record/game_session.h"
#include "eylau/rules/refusal.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

namespace eylau {

// Ends every phase from the start of `session` until the first Player-Turn of Game-Turn `turn`
// begins (3.0). No unit moves: every unit stays where the scenario sets it up, and reinforcements
// due on earlier Game-Turns are held back, free to enter from then on (7.3). Each command joins
// the record with a comment saying why it is there. Returns nullopt, or why the game cannot get
// there: a Game-Turn off the scenario's track, or a phase that may not end as set up (an attack
// that must be made, 5.1); the session then stands where it stopped.
Verdict carryToGameTurn(GameSession& session, int turn);

// Where a replay on another scenario stopped: the record line and command it refused, and why.
struct ReplayStop {
    int line = 0;
    Command command;
    Refusal why;
    // "line 140: [4.5] Fr.3 is in an enemy Zone of Control and cannot move (in 'move Fr.3 1412')"
    std::string describe() const;
};

// A saved game replayed on another scenario (the record's own `scenario` line is not looked up).
struct PartialReplay {
    std::unique_ptr<GameSession> session;  // null only when the record cannot be read (`error`)
    std::string error;                     // "game.eylau: line 3: unknown option 'snow'"
    std::size_t replayed = 0;              // commands replayed
    std::size_t commands = 0;              // commands in the record
    std::optional<ReplayStop> stopped;     // nullopt when the whole record replayed
    bool whole() const { return session && !stopped; }
};

// Replays the record `text` (named `sourceName` in messages) on `scenario`, written into the
// session's record as `scenarioName`, command by command until the first the scenario refuses.
// The players, names and options are the record's; a record with shared dice replays its
// revealed rolls.
PartialReplay replayWhereItHolds(const std::string& text, const std::string& sourceName,
                                 std::shared_ptr<const Scenario> scenario, const std::string& scenarioName);

}  // namespace eylau
