// The Combat Phase: declaring attacks (5.0-6.2, 20.x, 21.x), the defender's Fresh Strength
// answer (21.1), the die and the weather die (6.0, 22.x), and ending the phase (5.1).
#include "game/command_runner.h"

#include "eylau/core/contains.h"
#include "eylau/rules/combat_odds.h"
#include "eylau/rules/eylau/fresh_strength.h"
#include "eylau/rules/eylau/weather.h"
#include "eylau/rules/variants/cavalry_readiness.h"

#include <algorithm>
#include <set>

namespace eylau::detail {
namespace {

std::string names(const Scenario& scenario, const std::vector<UnitIndex>& units) {
    std::string out;
    for (UnitIndex u : units) out += (out.empty() ? "" : ", ") + scenario.units[u.slot()].id;
    return out;
}

}  // namespace

std::variant<Attack, Refusal> CommandRunner::attackFrom(const AttackCommand& c) const {
    Attack a;
    auto attackers = unitsNamed(c.attackers);
    if (auto* r = std::get_if<Refusal>(&attackers)) return *r;
    auto defenders = unitsNamed(c.defenders);
    if (auto* r = std::get_if<Refusal>(&defenders)) return *r;
    auto bombarding = unitsNamed(c.bombarding);
    if (auto* r = std::get_if<Refusal>(&bombarding)) return *r;
    auto fresh = unitsNamed(c.fresh);
    if (auto* r = std::get_if<Refusal>(&fresh)) return *r;
    auto spare = unitsNamed(c.spare);
    if (auto* r = std::get_if<Refusal>(&spare)) return *r;
    a.sparing = std::get<0>(spare);
    a.attackers = std::get<0>(attackers);
    a.defenders = std::get<0>(defenders);
    a.bombarding = std::get<0>(bombarding);
    a.attackerFresh = std::get<0>(fresh);
    a.lowerTo = c.odds;
    a.integrityShift = c.shift;
    return a;
}

Verdict CommandRunner::attack(const AttackCommand& c) {
    if (auto v = whyNoAttackNow(s_, state_)) return v;
    closeOptionalRetreats();
    auto resolved = attackFrom(c);
    if (auto* r = std::get_if<Refusal>(&resolved)) return *r;
    Attack a = std::get<Attack>(resolved);
    if (auto v = checkAttackDeclaration(Situation(movement_.board(), state_), a)) return v;
    std::vector<UnitIndex> all = a.attackers;
    all.insert(all.end(), a.bombarding.begin(), a.bombarding.end());
    if (auto v = checkFreshStrength(s_, state_, rules_, a.attackerFresh, all, FreshStrengthSide::Attacking)) return v;

    const OddsAccount odds = computeOdds(s_, state_, a, rules_);
    const auto& columns = s_.combatResults.columns();
    if (a.lowerTo) {  // 6.2: the attacker may deliberately lower the ratio
        auto it = std::find(columns.begin(), columns.end(), *a.lowerTo);
        if (it == columns.end()) return refuse("6.2", Say::NotACrtColumn, {a.lowerTo->text()});
        if (std::size_t(it - columns.begin()) > odds.rawColumn)
            return refuse("6.2", Say::OddsOnlyLowered, {columns[odds.rawColumn].text()});
    }
    if (a.integrityShift && odds.columnShifts == 0) return refuse("20.2", Say::ShiftNeedsThreeOfADivision);

    for (UnitIndex u : all) state_.unit(u).attacked = true;  // 5.2
    for (UnitIndex u : a.defenders) state_.unit(u).defended = true;
    for (UnitIndex u : a.attackerFresh) {
        state_.freshUsed[*freshStrengthMarkerOf(s_, unit(u).division)] = true;
        emit(EventKind::FreshStrengthUsed, "21.1", say(Say::AttacksWithFreshStrength, {unit(u).id, unit(u).division}), u);
    }
    // 23.3: the Guard is committed once a Guard infantry unit attacks.
    for (UnitIndex u : a.attackers) {
        if (rules_.commitsGuard(s_, state_, u)) {
            state_.guardCommitted = true;
            emit(EventKind::GuardCommitted, "23.3", say(Say::GuardCommitted, {unit(u).id}), u);
        }
    }
    // Who attacks, who bombards (either may be nobody), whom, and the totals.
    std::vector<std::string> who;
    if (!a.attackers.empty()) who.push_back(names(s_, a.attackers));
    if (!a.bombarding.empty()) who.push_back(names(s_, a.bombarding));
    const Say said = a.bombarding.empty() ? Say::Attack : a.attackers.empty() ? Say::Bombardment : Say::AttackWithBombardment;
    who.insert(who.end(), {names(s_, a.defenders), std::to_string(odds.attackTotal), std::to_string(odds.defenceTotal)});
    emit(EventKind::AttackDeclared, "6.1", say(said, std::move(who)));

    // 21.1: the defender then says whether he answers with Fresh Strength of his own.
    if (defenderMayAnswer(s_, state_, rules_, a)) {
        state_.awaitingDefence = a;
        emit(EventKind::AttackDeclared, "21.1", say(Say::DefenderMayAnswer));
        return std::nullopt;
    }
    resolve(a);
    return std::nullopt;
}

Verdict CommandRunner::defend(const DefendCommand& c) {
    if (!state_.awaitingDefence) return refuse("21.1", Say::NoAttackAwaitsAnswer);
    auto fresh = unitsNamed(c.fresh);
    if (auto* r = std::get_if<Refusal>(&fresh)) return *r;
    Attack a = *state_.awaitingDefence;
    a.defenderFresh = std::get<0>(fresh);
    if (auto v = checkFreshStrength(s_, state_, rules_, a.defenderFresh, a.defenders, FreshStrengthSide::Defending)) return v;
    for (UnitIndex u : a.defenderFresh) {
        state_.freshUsed[*freshStrengthMarkerOf(s_, unit(u).division)] = true;
        emit(EventKind::FreshStrengthUsed, "21.1", say(Say::DefendsWithFreshStrength, {unit(u).id, unit(u).division}), u);
    }
    state_.awaitingDefence.reset();
    resolve(a);
    return std::nullopt;
}

void CommandRunner::resolve(const Attack& a) {
    const OddsAccount odds = computeOdds(s_, state_, a, rules_);
    const auto& crt = s_.combatResults;
    const int die = state_.dice.roll();
    CombatResult result = crt.cell(die, odds.finalColumn).result;
    emit(EventKind::DieRolled, "6.0",
         say(Say::DieRolled, {std::to_string(die), crt.columns()[odds.finalColumn].text(), std::string(toString(result))}));
    if (state_.weather && weatherRollFollows(result)) {  // 22.4
        const int weatherDie = state_.dice.roll();
        const CombatResult changed = applyWeather(result, weatherDie);
        emit(EventKind::WeatherRolled, weatherCase(weatherDie),
             changed == result ? say(Say::WeatherStands, {std::to_string(weatherDie), std::string(toString(result))})
                               : say(Say::WeatherChanges, {std::to_string(weatherDie), std::string(toString(result)),
                                                           std::string(toString(changed))}));
        result = changed;
    }
    tireCavalry(a);
    applyResult(a, result);
}

// CR.2 (variant): every cavalry unit that fought loses a level once the die is rolled, but one
// that spared itself (CR.4). CR.6: fighting also spoils this Game-Turn's rest.
void CommandRunner::tireCavalry(const Attack& a) {
    std::vector<UnitIndex> fought = a.attackers;
    fought.insert(fought.end(), a.bombarding.begin(), a.bombarding.end());
    fought.insert(fought.end(), a.defenders.begin(), a.defenders.end());
    for (UnitIndex u : fought) {
        state_.unit(u).unrested = true;
        if (!tracksReadiness(s_, state_, u)) continue;
        UnitState& us = state_.unit(u);
        const std::string before(toString(us.readiness));
        if (contains(a.sparing, u)) {
            emit(EventKind::ReadinessChanged, "CR.4", say(Say::KeepsReadiness, {unit(u).id, before}), u, {us.hex});
            continue;
        }
        if (us.readiness == Readiness::Exhausted) continue;
        us.readiness = tired(us.readiness);
        emit(EventKind::ReadinessChanged, "CR.2", say(Say::BecomesTired, {unit(u).id, std::string(toString(us.readiness))}), u,
             {us.hex});
    }
}

Verdict CommandRunner::endCombatPhase() {
    if (state_.awaitingDefence) return refuse("21.1", Say::DefenderMustAnswerFirst);
    closeOptionalRetreats();
    if (state_.pending) {  // what is still owed, and by whom
        const PendingResolution& p = *state_.pending;
        if (!p.mustRetreat.empty()) return refuse("6.4", Say::RetreatStillOwed, {names(s_, p.mustRetreat)}, p.mustRetreat);
        if (p.lossesOwed > 0) return refuse("6.3", Say::EeLossesStillOwed, {std::to_string(p.lossesOwed)});
        return refuse("6.6", Say::AdvanceStillToDecide, {std::string(displayName(p.advancing.value_or(state_.phasing)))});
    }
    // 5.1, as far as it can still be met: combat results (an advance, 6.6) can leave an
    // obligation that no remaining attack could satisfy; it does not hold the phase open.
    const Obligations open = meetableObligations(Situation(movement_.board(), state_));
    std::vector<UnitIndex> all = open.mustAttack;
    all.insert(all.end(), open.mustBeAttacked.begin(), open.mustBeAttacked.end());
    if (!open.mustAttack.empty())
        return refuse("5.1", open.mustAttack.size() == 1 ? Say::MustStillAttackOne : Say::MustStillAttack,
                      {names(s_, open.mustAttack)}, all);
    if (!open.mustBeAttacked.empty())
        return refuse("5.1", Say::MustStillBeAttacked, {names(s_, open.mustBeAttacked)}, all);
    nextPlayerTurn();
    return std::nullopt;
}

}  // namespace eylau::detail
