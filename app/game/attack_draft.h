#pragma once
// An attack being drawn up in the attack dialog, before it is declared (6.1): the units picked on
// each side and the attacker's options. A picked friendly artillery unit attacks from next to
// the defenders when it is adjacent to one of them and bombards otherwise (5.6, 5.8); the engine
// judges the result (Game::whyNot) and computes the odds (Game::odds).
#include "eylau/game/command.h"
#include "eylau/game/game.h"

#include <optional>
#include <vector>

namespace eylau::game {

class AttackDraft {
public:
    AttackDraft() = default;
    // Picks `unit`, and around it whatever the engine's obligations make plain: clicking an enemy
    // picks it and every friendly unit next to it that must attack (5.1) ; clicking a friendly
    // unit picks it and, if it has exactly one enemy next to it that has not been attacked, that
    // enemy.
    static AttackDraft around(const Game& game, UnitIndex unit);

    // Picks or drops a unit (friendly: attacker or bombarding; enemy: defender).
    void toggle(const Game& game, UnitIndex unit);
    bool contains(UnitIndex unit) const;
    bool empty() const { return attackers_.empty() && bombarding_.empty() && defenders_.empty(); }

    const std::vector<UnitIndex>& attackers() const { return attackers_; }
    const std::vector<UnitIndex>& bombarding() const { return bombarding_; }
    const std::vector<UnitIndex>& defenders() const { return defenders_; }

    // 6.2: lower the odds to this column (nullopt: as they fall).
    std::optional<CombatRatio> lowerTo;
    // 20.2: a column shift instead of the +2.
    bool shift = false;
    // 21.1: attacking units given their division's Fresh Strength.
    std::vector<UnitIndex> fresh;

    // The friendly and enemy units worth listing beside the picked ones: friendly units that
    // have not attacked next to a picked defender (artillery also two hexes away), enemy units
    // that have not been attacked next to a picked attacker or in range of a picked bombarding
    // unit. With nothing picked on one side, the units near the other side's picks.
    std::vector<UnitIndex> friendlyCandidates(const Game& game) const;
    std::vector<UnitIndex> enemyCandidates(const Game& game) const;

    // 21.1: the picked units whose division's Fresh Strength marker is unused.
    std::vector<UnitIndex> freshCandidates(const Game& game) const;

    AttackCommand command(const Scenario& scenario) const;
    Attack attack() const;

private:
    void settleRoles(const Game& game);  // artillery: adjacent to a defender or bombarding

    std::vector<UnitIndex> friendly_;    // picked, in the order picked
    std::vector<UnitIndex> attackers_;
    std::vector<UnitIndex> bombarding_;
    std::vector<UnitIndex> defenders_;
};

}  // namespace eylau::game
