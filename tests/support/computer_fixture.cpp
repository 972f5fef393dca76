#include "support/computer_fixture.h"

namespace eylau::test {

ai::WorkBudget computerWork(ai::Level level) {
    switch (level) {
        case ai::Level::Quick: return ai::WorkBudget{60};
        case ai::Level::Normal: return ai::WorkBudget{300};
        case ai::Level::Strong: return ai::WorkBudget{1200};
        default: return ai::WorkBudget{};
    }
}

std::unique_ptr<ai::Player> player(ai::Level level, std::uint64_t seed) { return player(level, seed, computerWork(level)); }

std::unique_ptr<ai::Player> player(ai::Level level, std::uint64_t seed, ai::WorkBudget work) {
    if (level == ai::Level::Random || level == ai::Level::Greedy) return ai::makePlayer(level, seed);
    return std::make_unique<ai::ComputerOpponent>(level, seed, work);
}

ai::ComputerSettings computerSettings(ai::Level level, std::uint64_t seed) {
    return computerSettings(level, seed, computerWork(level));
}

ai::ComputerSettings computerSettings(ai::Level level, std::uint64_t seed, ai::WorkBudget work) {
    ai::ComputerSettings settings;
    settings.level = level;
    settings.seed = seed;
    settings.work = work;
    return settings;
}

}  // namespace eylau::test
