#include "dialogs/attack_in_hand.h"

#include "eylau/core/contains.h"
#include "eylau/game/command_units.h"
#include "eylau/scenario/scenario.h"

#include <algorithm>

namespace eylau::game {
namespace {

void drop(std::vector<UnitIndex>& v, UnitIndex u) { v.erase(std::remove(v.begin(), v.end(), u), v.end()); }

}  // namespace

AttackInHand AttackInHand::around(const Game& game, UnitIndex unit) {
    const AttackPicks picks = attackPicksAround(game.board(), game.state(), unit);
    AttackInHand draft;
    draft.friendly_ = picks.friendly;
    draft.defenders_ = picks.defenders;
    draft.settleRoles(game);
    return draft;
}

bool AttackInHand::contains(UnitIndex unit) const { return eylau::contains(friendly_, unit) || eylau::contains(defenders_, unit); }

void AttackInHand::toggle(const Game& game, UnitIndex unit) {
    const AttackDraftOptions now = options(game);
    const DraftOption* option = now.option(unit);
    if (!option) return;  // not on the map
    std::vector<UnitIndex>& side = option->role == DraftRole::Defender ? defenders_ : friendly_;
    if (eylau::contains(side, unit)) {
        drop(side, unit);
        drop(fresh, unit);
        drop(sparing, unit);
    } else {
        side.push_back(unit);
    }
    settleRoles(game);
}

AttackDraftOptions AttackInHand::options(const Game& game) const {
    return attackDraftOptions(game.board(), game.state(), game.exclusiveRules(), AttackPicks{friendly_, defenders_, fresh});
}

// The roles, Fresh Strength and sparing the picks allow, as the engine settles them (6.1, 5.6,
// 21.1, CR.4).
void AttackInHand::settleRoles(const Game& game) {
    const Attack a = attackFromPicks(game.board(), game.state(), AttackPicks{friendly_, defenders_, fresh}, sparing);
    attackers_ = a.attackers;
    bombarding_ = a.bombarding;
    fresh = a.attackerFresh;
    sparing = a.sparing;
}

AttackCommand AttackInHand::command(const Scenario& scenario) const {
    AttackCommand c;
    c.attackers = unitIds(scenario, attackers_);
    c.defenders = unitIds(scenario, defenders_);
    c.bombarding = unitIds(scenario, bombarding_);
    c.odds = lowerTo;
    c.shift = shift;
    c.fresh = unitIds(scenario, fresh);
    c.spare = unitIds(scenario, sparing);
    return c;
}

Attack AttackInHand::attack() const {
    Attack a;
    a.attackers = attackers_;
    a.bombarding = bombarding_;
    a.defenders = defenders_;
    a.lowerTo = lowerTo;
    a.integrityShift = shift;
    a.attackerFresh = fresh;
    a.sparing = sparing;
    return a;
}

}  // namespace eylau::game
