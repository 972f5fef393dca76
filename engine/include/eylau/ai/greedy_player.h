#pragma once
// A simple one-ply player, the yardstick between the random-legal player and the computer
// opponent: each unit, strongest first, moves on its own toward the nearest enemy and the
// victory hexes (23.4), closing with an enemy only where it alone would attack at 2-1 or better;
// each attack is the legal one of highest expected worth (attack_value.h) among the obligated
// and bombardment attacks; retreats, losses and advances are those of responses.h.
#include "eylau/ai/queued_player.h"

namespace eylau::ai {

class GreedyPlayer : public QueuedPlayer {
public:
    explicit GreedyPlayer(std::uint64_t seed) : QueuedPlayer(seed) {}
    std::string name() const override { return "greedy"; }

protected:
    std::vector<Command> decide(const Game& game) override;
};


}  // namespace eylau::ai
