#pragma once
// Reviewing a game: any position of a record, by command, phase, Player-Turn or Game-Turn,
// forward and back, exactly as the record's commands made it; and a new game that plays on from
// the position shown (docs/playing.md, "Reviewing a game"). The record reviewed is never changed.
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"
#include "eylau/rules/game_state_fwd.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace eylau {

// How far a step of the review goes.
enum class ReviewStep : std::uint8_t { ByCommand, ByPhase, ByPlayerTurn, ByGameTurn };

class GameReview {
public:
    // The session's game as it stands: its record, and the events of each command.
    explicit GameReview(const GameSession& session);
    ~GameReview();  // in the .cpp, where the checkpoints' GameState is defined

    // Commands in the record; positions run from 0 (the opening) to length() (the end).
    std::size_t length() const { return record_.lines.size(); }
    std::size_t position() const { return position_; }
    // The game at the position: the record's first position() commands applied.
    const Game& game() const { return *game_; }
    // Moves to a position (clamped to 0..length()).
    void seek(std::size_t position);
    // The position one step of this size on or back: the start of the next (previous) phase,
    // Player-Turn or Game-Turn, or the next (previous) command; the end (opening) at most.
    std::size_t next(ReviewStep by) const;
    std::size_t previous(ReviewStep by) const;

    const GameRecord& record() const { return record_; }
    // When each command was given and what it did (GameSession::steps()).
    const std::vector<SessionStep>& steps() const { return steps_; }
    const Scenario& scenario() const { return *scenario_; }
    const std::shared_ptr<const Scenario>& sharedScenario() const { return scenario_; }
    const GameOptions& options() const { return options_; }

    // A new game that plays on from the position shown: the record's first position() commands
    // (with their comments), on the same scenario, options, seed and players.
    std::unique_ptr<GameSession> playOnFromHere() const;

private:
    // Positions kept every kCheckpointEvery commands, so a seek replays fewer than that many.
    static constexpr std::size_t kCheckpointEvery = 32;

    std::shared_ptr<const Scenario> scenario_;
    GameOptions options_;
    GameRecord record_;
    std::vector<SessionStep> steps_;
    std::vector<GameState> checkpoints_;  // checkpoints_[k]: the state after k * kCheckpointEvery commands
    std::unique_ptr<Game> opening_;
    std::unique_ptr<Game> game_;
    std::size_t position_ = 0;
};

}  // namespace eylau
