// The computer's choices under the variant rules (AL.2, AL.3, CR.4): see variant_choices.h.
#include "ai/variant_choices.h"

#include "eylau/rules/game_state.h"
#include "eylau/rules/variants/artillery_limbering.h"
#include "eylau/rules/variants/cavalry_readiness.h"

#include <algorithm>

namespace eylau::ai {
namespace {

// A gun within this distance of an enemy stays (or becomes) unlimbered: bombardment is at two
// hexes (5.6), and a prolong (AL.4) closes one more.
constexpr int kGunReach = 3;

bool enemyWithin(const Game& game, UnitIndex gun, int range) {
    const GameState& st = game.state();
    const Side enemy = enemyOf(game.scenario().units[gun.slot()].side);
    for (std::size_t i = 0; i < st.units.size(); ++i)
        if (game.scenario().units[i].side == enemy && st.units[i].status == UnitStatus::OnMap &&
            distance(st.units[i].hex, st.unit(gun).hex) <= range)
            return true;
    return false;
}

}  // namespace

std::optional<Command> gunToLimber(const Game& game) {
    const GameState& st = game.state();
    if (!st.variants.artilleryLimbering || st.phase != Phase::Movement) return std::nullopt;
    for (UnitIndex u : unitIndices(st)) {
        if (game.scenario().units[u.slot()].side != st.phasing || !mayOnlyProlong(game.scenario(), st, u)) continue;
        if (st.units[u.slot()].status != UnitStatus::OnMap || enemyWithin(game, u, kGunReach)) continue;
        const Command c = LimberCommand{game.scenario().units[u.slot()].id, true};
        if (game.isLegal(c)) return c;
    }
    return std::nullopt;
}

std::vector<Command> gunsToUnlimber(const Game& game) {
    std::vector<Command> out;
    const GameState& st = game.state();
    if (!st.variants.artilleryLimbering || st.phase != Phase::Movement) return out;
    for (UnitIndex u : unitIndices(st)) {
        if (game.scenario().units[u.slot()].side != st.phasing || !limberedGuns(game.scenario(), st, u)) continue;
        if (st.units[u.slot()].status != UnitStatus::OnMap || !enemyWithin(game, u, kGunReach)) continue;
        const Command c = LimberCommand{game.scenario().units[u.slot()].id, false};
        if (game.isLegal(c)) out.push_back(c);
    }
    return out;
}

Attack spareWhereFree(const Game& game, Attack attack) {
    const GameState& st = game.state();
    if (!st.variants.cavalryReadiness) return attack;
    std::vector<UnitIndex> cavalry;
    for (UnitIndex u : attack.attackers)
        if (tracksReadiness(game.scenario(), st, u)) cavalry.push_back(u);
    std::stable_sort(cavalry.begin(), cavalry.end(), [&](UnitIndex a, UnitIndex b) {
        return game.scenario().units[a.slot()].strength > game.scenario().units[b.slot()].strength;
    });
    const std::size_t column = game.odds(attack).finalColumn;
    for (UnitIndex u : cavalry) {
        attack.sparing.push_back(u);
        if (game.odds(attack).finalColumn != column) attack.sparing.pop_back();
    }
    return attack;
}

}  // namespace eylau::ai
