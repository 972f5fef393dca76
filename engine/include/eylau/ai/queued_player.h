#pragma once
// A player that decides a stretch of commands at once (a whole Movement Phase, say) and gives
// them one by one, checking each with Game::whyNot again before it is given; when one is refused,
// or none is left, it decides afresh, and as a last resort asks the random-legal player, so that
// it never stalls and never gives an illegal command.
#include "eylau/ai/player.h"
#include "eylau/ai/random_player.h"

#include <deque>

namespace eylau::ai {

class QueuedPlayer : public Player {
public:
    explicit QueuedPlayer(std::uint64_t seed) : fallback_(seed) {}
    std::optional<Command> next(const Game& game) final;

protected:
    // The next commands for the side that must act now, legal in order from game's state.
    virtual std::vector<Command> decide(const Game& game) = 0;

private:
    std::deque<Command> queue_;
    RandomPlayer fallback_;
};

}  // namespace eylau::ai
