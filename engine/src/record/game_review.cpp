// Reviewing a game (game_review.h): positions replayed from kept checkpoints.
#include "eylau/record/game_review.h"

#include "eylau/record/shared_dice.h"
#include "eylau/rules/game_state.h"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace eylau {
namespace {

// What a step of each size keeps the same: a new phase begins where (turn, side, phase) changes.
std::tuple<int, int, int> key(const SessionStep& s, ReviewStep by) {
    switch (by) {
    case ReviewStep::ByCommand: break;
    case ReviewStep::ByPhase: return {s.turn, int(s.phasing), int(s.phase)};
    case ReviewStep::ByPlayerTurn: return {s.turn, int(s.phasing), 0};
    case ReviewStep::ByGameTurn: return {s.turn, 0, 0};
    }
    return {0, 0, 0};
}

}  // namespace

GameReview::GameReview(const GameSession& session)
    : scenario_(session.sharedScenario()), options_(session.options()), record_(session.record()),
      steps_(session.steps()) {
    opening_ = std::make_unique<Game>(scenario_, options_);
    // Replays the record once, keeping a position every kCheckpointEvery commands.
    Game game(*opening_);
    checkpoints_.push_back(game.state());
    for (std::size_t i = 0; i < record_.lines.size(); ++i) {
        if (!applyRecordLine(game, record_.lines[i], i).ok())
            throw std::logic_error("a session's record does not replay");  // a session holds only accepted commands
        if ((i + 1) % kCheckpointEvery == 0) checkpoints_.push_back(game.state());
    }
    game_ = std::make_unique<Game>(*opening_);
    seek(0);
}

GameReview::~GameReview() = default;

void GameReview::seek(std::size_t position) {
    position = std::min(position, length());
    const std::size_t k = position / kCheckpointEvery;
    auto game = std::make_unique<Game>(*opening_, checkpoints_[k]);
    for (std::size_t i = k * kCheckpointEvery; i < position; ++i) applyRecordLine(*game, record_.lines[i], i);
    game_ = std::move(game);
    position_ = position;
}

std::size_t GameReview::next(ReviewStep by) const {
    if (position_ >= length()) return length();
    if (by == ReviewStep::ByCommand) return position_ + 1;
    const auto here = key(steps_[position_], by);
    std::size_t p = position_ + 1;
    while (p < length() && key(steps_[p], by) == here) ++p;
    return p;
}

std::size_t GameReview::previous(ReviewStep by) const {
    if (position_ == 0) return 0;
    if (by == ReviewStep::ByCommand) return position_ - 1;
    // The start of the stretch the command before the position belongs to; from a start, the
    // start of the stretch before it.
    std::size_t p = position_ - 1;
    const auto there = key(steps_[p], by);
    while (p > 0 && key(steps_[p - 1], by) == there) --p;
    return p;
}

std::unique_ptr<GameSession> GameReview::playOnFromHere() const {
    auto session = std::make_unique<GameSession>(scenario_, record_.scenario, options_);
    session->setPlayers(record_.players);
    for (std::size_t i = 0; i < position_; ++i)
        if (!session->apply(record_.lines[i].command, record_.lines[i].comment, record_.lines[i].reveal).ok())
            throw std::logic_error("a reviewed record does not replay");
    return session;
}

}  // namespace eylau
