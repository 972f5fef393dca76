#pragma once
// A game being played, as the program keeps it: the Scenario, the options, the dice seed and the
// record of every command applied so far (docs/game-record.md). The record is the save format:
// saving writes it (atomically), loading replays it. Commands go through the Game, so refusals
// (citing the case) pass straight through.
//
// Undo and redo cover the moves of the current Movement Phase only (4.0: a player may change his
// mind until he ends the phase): a die roll (6.1: a thrown die is final) and the end of a phase
// are never undone. Undo replays the record without its last
// command from the position after the last command that can never be undone (kept as a
// checkpoint), so it costs the moves of one phase, not the game; the Game is deterministic, so
// this gives exactly the state before it.
#include "eylau/game/command.h"
#include "eylau/game/event.h"
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/rules/refusal.h"
#include "eylau/scenario/scenario.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

// Finds the scenario a record names (its `scenario` line: a name such as "eylau", or a file
// path). Returns nullptr and sets `error` when there is no such scenario.
using ScenarioLookup = std::function<std::shared_ptr<const Scenario>(const std::string& name, std::string& error)>;

class GameSession;

// The result of loading a record: a session, or a message naming the file and, where it applies,
// the line ("game.eylau: line 12: [4.5] Tut.1 is in an enemy Zone of Control and cannot move").
struct SessionLoad {
    std::unique_ptr<GameSession> session;
    std::string error;
    bool ok() const { return session != nullptr; }
};

// One applied command and what it did.
struct SessionStep {
    std::vector<Event> events;
    int turn = 1;                  // when it was given
    Side phasing = Side::French;
    Phase phase = Phase::Movement;
    std::uint64_t rollsBefore = 0;  // dice rolled before it (seeded and scripted)
    std::uint64_t rollsAfter = 0;
};

class GameSession {
public:
    // A new game. `scenarioName` is what the record's `scenario` line will say ("eylau", or the
    // scenario file's path).
    GameSession(std::shared_ptr<const Scenario> scenario, std::string scenarioName, GameOptions options);
    ~GameSession();
    GameSession(const GameSession&) = delete;
    GameSession& operator=(const GameSession&) = delete;

    const Game& game() const { return *game_; }
    const GameState& state() const { return game_->state(); }
    const Scenario& scenario() const { return *scenario_; }
    const std::shared_ptr<const Scenario>& sharedScenario() const { return scenario_; }
    const GameOptions& options() const { return options_; }
    const GameRecord& record() const { return record_; }
    // Who plays each side besides a person (the record's "player" lines): kept with the record so
    // a game against the computer opens against the computer again.
    void setPlayers(std::map<std::string, std::string> players);
    // The names of who plays each side (the record's "name" lines); a name is cut to what a record
    // holds, control characters become blanks, and a blank name is left out.
    void setNames(std::map<std::string, std::string> names);
    // The keys pinned for each side's turn files (the record's "signer" lines; turn_exchange.h).
    void setSigners(std::map<std::string, PublicKey> signers);
    // One step per line of record().lines, in order.
    const std::vector<SessionStep>& steps() const { return steps_; }

    // Applies a command through the Game; a refusal leaves everything as it was. `comment` is
    // kept in the record (written after '#'). Applying a command clears the redo list. In a game
    // with shared dice (GameOptions::sharedDice) a command that rolls needs the players' `reveal`
    // (shared_dice.h), and one that does not is refused with it.
    ApplyResult apply(const Command& command, std::string comment = {}, std::optional<DiceReveal> reveal = {});

    // Why the last command cannot be undone (nullopt: it can).
    Verdict undoRefusal() const;
    bool canUndo() const { return !undoRefusal().has_value(); }
    bool canRedo() const { return !redo_.empty(); }
    // The command undo would take back, and the one redo would apply again.
    std::optional<Command> undoCommand() const;
    std::optional<Command> redoCommand() const;
    // How many of the last commands undo can take back one after another: those since the last
    // command that can never be undone (a roll, the end of a phase, an attack); 0 when none.
    std::size_t undoableCount() const { return record_.lines.size() - checkpointLines_; }
    // Takes back the last command (nullopt) or says why not.
    Verdict undo();
    // Applies the last undone command again (nullopt) or says why not.
    Verdict redo();

    // The record as text (writeRecord), and saved to `path` atomically (a temporary file beside
    // it, flushed, then renamed over it). Returns an error message when the file cannot be written.
    std::string recordText() const;
    std::optional<std::string> save(const std::string& path) const;

    // Reads and replays a record file. Any problem (unreadable file, malformed line, unknown
    // scenario or option, a command the engine refuses) gives no session and a message naming
    // the file and the line. `scriptedDice` as in GameOptions (tests).
    static SessionLoad load(const std::string& path, const ScenarioLookup& lookup, std::vector<int> scriptedDice = {});
    // The same, from text already read; `sourceName` names it in messages.
    static SessionLoad fromText(const std::string& text, const std::string& sourceName, const ScenarioLookup& lookup,
                                std::vector<int> scriptedDice = {});
    // A new session of `scenario` as the header of `record` (parsed from `text`) sets it up: its
    // options, players, names and signers, no command yet; or a message naming `sourceName` and
    // the option's line. `scenarioName` is what its record's `scenario` line will say.
    static SessionLoad fromHeader(const GameRecord& record, const std::string& text, const std::string& sourceName,
                                  std::shared_ptr<const Scenario> scenario, std::string scenarioName,
                                  std::vector<int> scriptedDice = {});

private:
    // Rebuilds the Game from the scenario and replays the first `count` lines of the record.
    ApplyResult take(RecordLine line);
    void keepCheckpoint();
    static Verdict undoRefusalOf(const Command& last, const SessionStep& step);

    std::shared_ptr<const Scenario> scenario_;
    GameOptions options_;
    std::unique_ptr<Game> game_;
    GameRecord record_;
    std::vector<SessionStep> steps_;
    std::vector<RecordLine> redo_;  // most recently undone last
    // The position after the last command that can never be undone, and how many commands led
    // to it: an undo replays from here.
    std::unique_ptr<GameState> checkpoint_;  // set from the start (the opening position)
    std::size_t checkpointLines_ = 0;
};

}  // namespace eylau
