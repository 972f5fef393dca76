#include "eylau/ai/player.h"

#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/greedy_player.h"
#include "eylau/ai/queued_player.h"
#include "eylau/game/decision_due.h"
#include "eylau/ai/random_player.h"

#include <array>

namespace eylau::ai {
namespace {

constexpr std::array<std::string_view, 5> kNames{"random", "greedy", "quick", "normal", "strong"};

// The random-legal player (random_player.h) behind the Player interface.
class RandomLegalPlayer : public Player {
public:
    explicit RandomLegalPlayer(std::uint64_t seed) : random_(seed) {}
    std::optional<Command> next(const Game& game) override { return random_.next(game); }
    std::string name() const override { return "random"; }

private:
    RandomPlayer random_;
};

}  // namespace

std::string_view toString(Level level) { return kNames[std::size_t(level)]; }

std::optional<Level> parseLevel(std::string_view text) {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == text) return Level(i);
    return std::nullopt;
}

std::optional<Side> sideToAct(const Scenario& scenario, const GameState& st) { return decisionDue(scenario, st).side; }

std::optional<Command> QueuedPlayer::next(const Game& game) {
    if (game.gameOver()) return std::nullopt;
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (queue_.empty()) {
            const std::vector<Command> decided = decide(game);
            queue_.assign(decided.begin(), decided.end());
        }
        while (!queue_.empty()) {
            Command c = queue_.front();
            queue_.pop_front();
            if (game.isLegal(c)) return c;
            queue_.clear();  // the rest was planned from a position that is no longer there
        }
    }
    return fallback_.next(game);
}

std::unique_ptr<Player> makePlayer(Level level, std::uint64_t seed) {
    switch (level) {
        case Level::Random: return std::make_unique<RandomLegalPlayer>(seed);
        case Level::Greedy: return std::make_unique<GreedyPlayer>(seed);
        default: return std::make_unique<ComputerOpponent>(level, seed);
    }
}

}  // namespace eylau::ai
