#pragma once
// What outcomes are worth to one side, in Victory Points (23.0), as the computer opponent
// weighs them: eliminated strength (23.1), the chance of the 75-point awards (23.2) and the Guard
// clause (23.3), control of the victory hexes (23.4), and the worth of an unused Fresh Strength
// marker (21.1). Built from a state; cheap.
#include "eylau/rules/game_state_fwd.h"
#include "eylau/scenario/scenario.h"

#include <cstddef>
#include <optional>

namespace eylau::ai {

class ValueModel {
public:
    ValueModel(const Scenario& scenario, const GameState& state, Side side);

    Side side() const { return side_; }
    Side enemy() const { return enemyOf(side_); }

    // 23.1 and 23.2/23.3: the worth to `side` of the enemy losing `strength` more points, and of
    // `side` losing them (a negative number). The awards are counted by the chance that this
    // loss makes the difference at the end of the game.
    double enemyLoses(int strength) const;
    double weLose(int strength) const;
    // 23.3: what it costs the French to commit the Guard infantry now (0 once committed, or for
    // the Allied side, or when the scenario has no such clause).
    double guardCommitCost() const;

    // 23.4: the victory hex at h, if any (its index in the scenario's list).
    std::optional<std::size_t> victoryHexAt(Hex h) const;
    // The worth of `side` taking control of victory hex i now (0 if it has it already).
    double controlGain(std::size_t i) const;
    // The worth of the enemy taking it from `side` (a positive cost; 0 if `side` lacks it).
    double controlLoss(std::size_t i) const;
    // How much the control of a victory hex now is likely to be the control at the end: small
    // early, 1 in the last Player-Turn.
    double controlCertainty() const { return certainty_; }

    // 21.1: an unused marker kept for later is worth this much.
    double freshMarkerCost() const;
    // 0 at the first Player-Turn, 1 at the last.
    double lateness() const { return lateness_; }
    // Player-Turns with a Combat Phase still to come after the current one.
    int combatTurnsAfterThis() const { return combatTurnsAfter_; }
    // Whether the enemy has another Player-Turn after this one, and whether it has combat.
    bool enemyPlaysAgain() const { return enemyAgain_; }
    bool enemyNextTurnIsNight() const { return enemyNight_; }

private:
    double awardChance(Side killer, int eliminated, bool guardCommitted) const;

    const Scenario* scenario_;
    const GameState* state_;
    Side side_;
    double lateness_ = 0;
    double certainty_ = 0;
    int combatTurnsAfter_ = 0;
    int combatTurnsLeft_ = 0;   // including this one
    bool enemyAgain_ = false;
    bool enemyNight_ = false;
    double rate_[2] = {3, 3};   // strength eliminated per combat Player-Turn, by losing side
};

}  // namespace eylau::ai
