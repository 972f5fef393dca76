// What a player may do now with one unit, and why not (player_queries.h). Each answer is the one
// the command runner gives for the same command: the refusals come from the same rules
// (attackDraftOptions, the Exclusive Rules' hooks, Game::whyNot).
#include "eylau/game/player_queries.h"
#include "eylau/rules/game_state.h"

#include "eylau/game/decision_due.h"
#include "eylau/rules/attack_draft.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/eylau/fresh_strength.h"
#include "eylau/rules/movement.h"
#include "eylau/rules/sentences.h"

namespace eylau {
namespace {

bool isUnit(const Game& game, UnitIndex unit) {
    return unitIndices(game.scenario()).contains(unit);
}

}  // namespace

int halfMPLeft(const Game& game, UnitIndex unit) {
    if (!isUnit(game, unit)) return 0;
    const UnitState& us = game.state().unit(unit);
    if (us.status == UnitStatus::Eliminated) return 0;
    return halfMPLeft(game.scenario().units[unit.slot()], us);
}

std::vector<Hex> entryHexesNow(const Game& game, UnitIndex unit) {
    if (!isUnit(game, unit) || game.state().unit(unit).status != UnitStatus::Waiting) return {};
    return game.movement().entryHexes(game.situation(), unit);
}

std::optional<Hex> hexOnMap(const Game& game, UnitIndex unit) {
    if (!isUnit(game, unit) || game.state().unit(unit).status != UnitStatus::OnMap) return std::nullopt;
    return game.state().unit(unit).hex;
}

std::vector<UnitIndex> phasingUnitsAt(const Game& game, Hex hex) {
    std::vector<UnitIndex> out;
    const GameState& st = game.state();
    for (UnitIndex u : unitIndices(st))
        if (hexOnMap(game, u) == hex && game.scenario().units[u.slot()].side == st.phasing)
            out.push_back(u);
    return out;
}

OddsChoices oddsChoices(const Game& game, const Attack& attack) {
    OddsChoices out;
    if (attack.defenders.empty() || (attack.attackers.empty() && attack.bombarding.empty())) return out;
    Attack raw = attack;  // as drawn up (with or without the 20.2 shift), before any lowering
    raw.lowerTo.reset();
    const OddsAccount plain = game.odds(raw);
    out.column = plain.rawColumn;
    for (std::size_t c = out.column; c-- > 0;) out.lowerTo.push_back(c);  // 6.2: by choice, lower only
    out.odds = attack.lowerTo ? game.odds(attack) : plain;
    if (attack.integrityShift) {
        out.shiftOpen = plain.columnShifts > 0;  // 20.2, as chosen
    } else {
        raw.integrityShift = true;
        out.shiftOpen = game.odds(raw).columnShifts > 0;  // 20.2, were it chosen
    }
    return out;
}

bool isDoneForThePhase(const Game& game, UnitIndex unit) {
    if (!isUnit(game, unit)) return false;
    const GameState& st = game.state();
    const UnitState& us = st.unit(unit);
    if (us.status != UnitStatus::OnMap) return false;
    const bool phasing = game.scenario().units[unit.slot()].side == st.phasing;
    if (st.phase == Phase::Movement) return phasing && game.whyCannotMove(unit).has_value();
    if (st.phase == Phase::Combat) return phasing ? us.attacked : us.defended;
    return false;
}

std::vector<UnitIndex> unitsThatMayMove(const Game& game) {
    std::vector<UnitIndex> out;
    const GameState& st = game.state();
    if (st.phase != Phase::Movement) return out;
    for (UnitIndex u : unitIndices(st)) {
        if (game.scenario().units[u.slot()].side != st.phasing) continue;
        const UnitStatus status = st.unit(u).status;
        if (status != UnitStatus::OnMap && status != UnitStatus::Waiting) continue;
        // The hexes it may reach are the rules' whole answer (4.1, 4.5, 7.0-7.2, 19.x).
        if (!game.reachableSet(u).empty()) out.push_back(u);
    }
    return out;
}

Verdict whyCannotJoinAttack(const Game& game, UnitIndex unit) {
    if (!isUnit(game, unit)) return refuse("2.4", Say::NoSuchUnit);
    // The draft's options with nothing picked: what concerns the unit alone (5.2, 6.1), or why no
    // attack may be drawn up at all (3.0, 6.6, 21.1).
    const AttackDraftOptions options =
        attackDraftOptions(game.board(), game.state(), game.exclusiveRules(), AttackPicks{});
    if (options.closed) return options.closed;
    if (const DraftOption* o = options.option(unit)) return o->refusal;
    const Unit& u = game.scenario().units[unit.slot()];
    return refuse("6.1", Say::NotOnMap, {u.id});
}

std::vector<FreshStrengthAnswer> defenceFreshStrength(const Game& game) {
    std::vector<FreshStrengthAnswer> out;
    const GameState& st = game.state();
    if (!st.awaitingDefence) return out;
    const ExclusiveRules& rules = game.exclusiveRules();
    for (UnitIndex d : st.awaitingDefence->defenders) {
        FreshStrengthAnswer a{.unit = d};
        a.bonus = freshStrengthBonus(game.scenario(), d);
        // 21.0, 21.1: the section's answer (with no section 21, "no Fresh Strength markers").
        a.refusal = rules.whyNotUseFreshStrength(game.scenario(), st, d);
        out.push_back(std::move(a));
    }
    return out;
}

std::vector<UnitIndex> lossOptions(const Game& game) { return eeLossCandidates(game.state()); }

ReinforcementStatus reinforcementStatus(const Game& game, UnitIndex unit) {
    if (!isUnit(game, unit)) return ReinforcementStatus::None;
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    const Unit& u = scenario.units[unit.slot()];
    if (st.unit(unit).status != UnitStatus::Waiting || !u.arrival) return ReinforcementStatus::None;
    // 7.0: a reinforcement enters in its player's Movement Phase of its Game-Turn or later.
    if (u.arrival->turn > st.turn) return ReinforcementStatus::DueLater;
    if (u.side == st.phasing) {
        if (st.phase == Phase::Movement) return ReinforcementStatus::MayEnterNow;
        return ReinforcementStatus::HeldBack;  // 7.3: its player's Movement Phase is over
    }
    // The other player: his Movement Phase of this Game-Turn is over when he moves first (3.0).
    if (u.arrival->turn < st.turn || u.side == scenario.rules.firstPlayer) return ReinforcementStatus::HeldBack;
    return ReinforcementStatus::DueLater;
}

Verdict whyNoRelease(const Game& game) {
    if (!releasableDivisions(game).empty()) return std::nullopt;
    // 19.3: the refusal of the first division, which the Exclusive Rules word by what closes the
    // release for every division first (the Game-Turn and phase, a division already released).
    const std::vector<Division>& divisions = game.scenario().divisions;
    if (const Verdict v = game.whyNot(ReleaseCommand{divisions.empty() ? std::string() : divisions.front().id})) return v;
    return refuse("19.3", Say::NoReleaseNow);
}

}  // namespace eylau
