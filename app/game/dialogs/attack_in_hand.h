#pragma once
// The attack in hand: one being drawn up in the attack dialog, before it is declared (6.1): the units picked on
// each side and the attacker's options. Which units may join and as what (attacking, or
// bombarding artillery, 5.6, 5.8), and which may use Fresh Strength (21.1), is the engine's
// answer (attackDraftOptions, eylau/rules/attack_draft.h); the engine judges the whole attack
// (Game::whyNot) and computes the odds (Game::odds).
#include "eylau/game/command.h"
#include "eylau/game/game.h"
#include "eylau/rules/attack_draft.h"

#include <optional>
#include <vector>

namespace eylau::game {

class AttackInHand {
public:
    AttackInHand() = default;
    // The picks the engine starts from when the player points at `unit` (attackPicksAround).
    static AttackInHand around(const Game& game, UnitIndex unit);

    // Picks or drops a unit (friendly: attacker or bombarding; enemy: defender).
    void toggle(const Game& game, UnitIndex unit);
    bool contains(UnitIndex unit) const;
    bool empty() const { return friendly_.empty() && defenders_.empty(); }

    const std::vector<UnitIndex>& attackers() const { return attackers_; }
    const std::vector<UnitIndex>& bombarding() const { return bombarding_; }
    const std::vector<UnitIndex>& defenders() const { return defenders_; }

    // 6.2: lower the odds to this column (nullopt: as they fall).
    std::optional<CombatRatio> lowerTo;
    // 20.2: a column shift instead of the +2.
    bool shift = false;
    // 21.1: attacking units given their division's Fresh Strength.
    std::vector<UnitIndex> fresh;
    // CR.4 (variant): attacking cavalry fighting at a third to keep its readiness.
    std::vector<UnitIndex> sparing;

    // The engine's answer for these picks: each unit that may or may not join, as what and why
    // not, and the Fresh Strength choices of the picked units.
    AttackDraftOptions options(const Game& game) const;

    AttackCommand command(const Scenario& scenario) const;
    Attack attack() const;

private:
    void settleRoles(const Game& game);  // the roles the engine gives the picked friendly units

    std::vector<UnitIndex> friendly_;    // picked, in the order picked
    std::vector<UnitIndex> attackers_;
    std::vector<UnitIndex> bombarding_;
    std::vector<UnitIndex> defenders_;
};

}  // namespace eylau::game
