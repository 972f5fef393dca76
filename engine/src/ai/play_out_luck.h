#pragma once
// The luck of a play-out's dice, to take out of its score (the strong level's look-ahead,
// lookahead.h). Each die a play-out rolls for an attack (6.1) gives a result worth more or less
// to the attacker than the attack could expect at its column: that difference, the luck, averages
// nothing over the die, so a play-out's score less the luck of all its rolls is still an unbiased
// estimate of what the plan is worth, and a far steadier one: most of the spread between two
// play-outs of one plan is the dice. The worth of each result is the computer's own
// (attack_value.h, resultValues), in Victory Points to the side judged.
#include "eylau/game/command.h"
#include "eylau/game/game.h"

#include <array>
#include <optional>

namespace eylau::ai {

class PlayOutLuck {
public:
    explicit PlayOutLuck(Side judged) : judged_(judged) {}

    // Before `command` is applied: notes the attack whose die it may roll (an attack declared,
    // or the defender's Fresh Strength answer to one, 21.1) and what each result is worth.
    void before(const Game& game, const Command& command);
    // After it was applied: adds the luck of the result it rolled, if any.
    void after(const ApplyResult& applied);

    // The luck so far, in Victory Points to the side judged (positive: the dice favoured it).
    double total() const { return total_; }

private:
    struct Pending {
        Side attacker = Side::French;
        std::array<double, 5> values{};  // by CombatResult, to the attacker
        double expected = 0;
    };
    Side judged_;
    std::optional<Pending> pending_;
    double total_ = 0;
};

}  // namespace eylau::ai
