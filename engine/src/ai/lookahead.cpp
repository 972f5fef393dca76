#include "ai/lookahead.h"

#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/greedy_player.h"
#include "eylau/ai/player.h"
#include "ai/play_out_luck.h"
#include "ai/position_score.h"

namespace eylau::ai {
namespace {

// Plays on through `limits.horizon` Player-Turns after the one under way (the enemy's, then ours,
// ...) and stops as the next begins, or when the game ends. Notes the luck of its dice in `luck`.
void playOut(Game& game, Side side, std::uint64_t seed, const SearchLimits& limits, PlayOutLuck& luck) {
    // In a play-out the quick player makes only Combat Phases and answers, which read no clock; on
    // a work budget it gets one all the same, so that nothing of the search may.
    const std::unique_ptr<Player> ours = limits.timed() ? makePlayer(Level::Quick, seed)
                                                        : std::make_unique<ComputerOpponent>(Level::Quick, seed, WorkBudget{});
    // The enemy's turn: the greedy player's, or (the strong level) the quick level's plan.
    const std::unique_ptr<Player> theirs = limits.searchingEnemy
                                               ? std::unique_ptr<Player>(std::make_unique<ComputerOpponent>(Level::Quick, seed + 1, WorkBudget{}))
                                               : std::unique_ptr<Player>(std::make_unique<GreedyPlayer>(seed + 1));
    Side turnOf = game.state().phasing;
    int begun = 0;
    for (int n = 0; n < 6000 && !game.gameOver(); ++n) {
        const GameState& st = game.state();
        if (st.phase == Phase::Movement && st.phasing != turnOf) {
            turnOf = st.phasing;
            if (++begun > limits.horizon) break;
        }
        if (limits.cancel && limits.cancel->load()) break;
        const auto actor = sideToAct(game.scenario(), st);
        if (!actor) break;
        std::optional<Command> c = *actor == side ? ours->next(game) : theirs->next(game);
        if (!c) break;
        luck.before(game, *c);
        const ApplyResult applied = game.apply(*c);
        if (!applied.ok()) break;
        luck.after(applied);
    }
}

}  // namespace

PlayOuts playOuts(const Game& game, Side side, const std::vector<Command>& commands, int first, int samples,
                  std::uint64_t seed, const SearchLimits& limits) {
    PlayOuts out;
    for (int i = first; i < first + samples; ++i) {
        if (out.count > 0 && limits.stop()) break;
        GameState state = game.state();
        state.dice = Dice{};                        // dice of its own: the game's are not known (6.1)
        state.dice.seed = seed + std::uint64_t(i) * 7919;
        Game copy(game, state);
        for (const Command& c : commands)
            if (!copy.apply(c).ok()) break;
        PlayOutLuck luck(side);
        playOut(copy, side, seed + std::uint64_t(i), limits, luck);
        out.total += positionScore(copy.scenario(), copy.state(), side) - (limits.luckAdjusted ? luck.total() : 0.0);
        ++out.count;
    }
    return out;
}

}  // namespace eylau::ai
