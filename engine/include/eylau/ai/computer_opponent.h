#pragma once
// The computer opponent: for whichever side must act, the next command(s), decided within a time
// budget set by its level, or within a budget of work (docs/computer-opponent.md). `decide` reads
// nothing but the position, the settings and the seed (and the clock, unless a work budget is
// set), changes nothing, never looks at the dice to come (6.1), and is safe to call from a worker
// thread on its own copy of the game.
#include "eylau/ai/queued_player.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace eylau::ai {

// Work instead of time: the Movement Phase's search stops after scoring so many plans, however fast
// or loaded the machine, and no clock is read, so `decide` is a pure function of the position, the
// settings and the seed (tests, reproducible measurements). The level's own search (its passes,
// the places tried per unit, the styles and play-outs of the look-ahead) is otherwise unchanged.
struct WorkBudget {
    // Movement plans scored in one Movement Phase at most, shared as the time is (the 19.3 release's
    // trials a twelfth each of what is left, the look-ahead's styles equally); 0: no bound but the
    // level's passes. Checked between units, as the time is: a search may score a few more.
    std::int64_t plans = 0;
};

struct ComputerSettings {
    Level level = Level::Normal;
    std::chrono::milliseconds budget{0};  // 0: the level's own (budgetFor); ignored with `work`
    std::uint64_t seed = 1;
    std::optional<WorkBudget> work;  // set: the search is bounded by work, never by the clock
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
    // With `work`, every decision is bounded by it instead of the level's time (ComputerSettings).
    ComputerOpponent(Level level, std::uint64_t seed, std::optional<WorkBudget> work = std::nullopt)
        : QueuedPlayer(seed), level_(level), seed_(seed), work_(work) {}
    std::string name() const override { return std::string(toString(level_)); }

protected:
    std::vector<Command> decide(const Game& game) override;

private:
    Level level_;
    std::uint64_t seed_;
    std::optional<WorkBudget> work_;
    std::uint64_t decisions_ = 0;
};

}  // namespace eylau::ai
