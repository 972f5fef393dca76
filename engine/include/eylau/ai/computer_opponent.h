#pragma once
// The computer opponent: for whichever side must act, the next command(s), decided within a time
// budget set by its level (docs/computer-opponent.md). `decide` is a pure function of the
// position, the settings and the seed, safe to call from a worker thread on its own copy of the
// game: it reads nothing else, changes nothing, and never looks at the dice to come (6.1).
#include "eylau/ai/queued_player.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>

namespace eylau::ai {

struct ComputerSettings {
    Level level = Level::Normal;
    std::chrono::milliseconds budget{0};  // 0: the level's own (budgetFor)
    std::uint64_t seed = 1;
};

// The time a level may think about one Movement Phase (the Combat Phase takes a fraction).
std::chrono::milliseconds budgetFor(Level level);

struct Decision {
    // Legal in order from the position decided on: a Movement Phase's release, moves, entries and
    // `end`; one attack (its die is rolled next) or `end`; one answer during a combat.
    std::vector<Command> commands;
    bool cancelled = false;  // stopped early by `cancel`: the commands are still legal, but hastier
};

Decision decide(const Game& game, const ComputerSettings& settings, const std::atomic<bool>* cancel = nullptr,
                const std::function<void(double)>& progress = {});
Decision decide(std::shared_ptr<const Scenario> scenario, const GameState& state, const ComputerSettings& settings,
                const std::atomic<bool>* cancel = nullptr, const std::function<void(double)>& progress = {});

// The computer opponent as a Player (eylau-cli selfplay, tests).
class ComputerOpponent : public QueuedPlayer {
public:
    ComputerOpponent(Level level, std::uint64_t seed) : QueuedPlayer(seed), level_(level), seed_(seed) {}
    std::string name() const override { return std::string(toString(level_)); }

protected:
    std::vector<Command> decide(const Game& game) override;

private:
    Level level_;
    std::uint64_t seed_;
    std::uint64_t decisions_ = 0;
};

}  // namespace eylau::ai
