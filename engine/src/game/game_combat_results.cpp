// Applying combat results (6.3): eliminations, retreats and displacement (6.4, 6.5), the
// attacker's Ee losses, and advance after combat (6.6, 6.7).
#include "game/command_runner.h"

#include "eylau/core/contains.h"

#include <algorithm>

namespace eylau::detail {
namespace {

void erase(std::vector<UnitIndex>& v, UnitIndex u) { v.erase(std::remove(v.begin(), v.end(), u), v.end()); }

}  // namespace

void CommandRunner::applyResult(const Attack& a, CombatResult result) {
    // Where the defenders stood, for the event (before any of them is eliminated or retreats).
    std::vector<Hex> defenderHexes;
    for (UnitIndex d : a.defenders) defenderHexes.push_back(state_.unit(d).hex);
    PendingResolution p;
    p.attack = a;
    p.result = result;
    const Side attacker = state_.phasing;
    switch (result) {
        case CombatResult::De:
            for (UnitIndex d : a.defenders) {
                p.vacated.push_back(state_.unit(d).hex);
                eliminate(d, "6.3", EventCause::CombatResult, CombatResult::De);
            }
            p.advancing = attacker;
            break;
        case CombatResult::Ae:  // bombarding artillery is never affected (6.8)
            for (UnitIndex u : a.attackers) {
                p.vacated.push_back(state_.unit(u).hex);
                eliminate(u, "6.3", EventCause::CombatResult, CombatResult::Ae);
            }
            p.advancing = enemyOf(attacker);
            p.mayRetreat = a.bombarding;
            break;
        case CombatResult::Dr:
            for (UnitIndex d : a.defenders) p.vacated.push_back(state_.unit(d).hex);
            p.mustRetreat = a.defenders;
            p.advancing = attacker;
            break;
        case CombatResult::Ar:
            for (UnitIndex u : a.attackers) p.vacated.push_back(state_.unit(u).hex);
            p.mustRetreat = a.attackers;
            p.mayRetreat = a.bombarding;
            p.advancing = enemyOf(attacker);
            break;
        case CombatResult::Ee: {
            int owed = 0;
            for (UnitIndex d : a.defenders) {
                owed += unit(d).strength;  // 6.3: the attacker loses at least the defenders' printed strength
                p.vacated.push_back(state_.unit(d).hex);
                eliminate(d, "6.3", EventCause::CombatResult, CombatResult::Ee);
            }
            int available = 0;
            for (UnitIndex u : a.attackers) available += unit(u).strength;
            if (available <= owed) {
                for (UnitIndex u : a.attackers) eliminate(u, "6.3", EventCause::AttackersLost, CombatResult::Ee);
            } else {
                p.lossesOwed = owed;
            }
            p.mayRetreat = a.bombarding;
            p.advancing = attacker;
            break;
        }
    }
    // 6.8: an attack by bombarding artillery alone loses nothing to Ae, Ar or Ee.
    const bool gunsAlone = a.attackers.empty();
    emit(EventKind::CombatResolved, gunsAlone && result != CombatResult::Dr && result != CombatResult::De ? "6.8" : "6.3",
         say([&] {
             switch (result) {
                 case CombatResult::Ae: return gunsAlone ? Say::ResultAeArtilleryUnaffected : Say::ResultAe;
                 case CombatResult::Ar: return gunsAlone ? Say::ResultArArtilleryUnaffected : Say::ResultAr;
                 case CombatResult::Dr: return Say::ResultDr;
                 case CombatResult::De: return Say::ResultDe;
                 case CombatResult::Ee: break;
             }
             return gunsAlone ? Say::ResultEeArtilleryUnaffected : Say::ResultEe;
         }()),
         std::nullopt, std::move(defenderHexes));
    events_.back().result = result;
    state_.pending = p;
    destroyUnitsThatCannotRetreat();
    finishIfResolved();
}

// 6.4: a unit that must retreat but has no safe hex is destroyed.
void CommandRunner::destroyUnitsThatCannotRetreat() {
    for (bool changed = true; changed && state_.pending;) {
        changed = false;
        for (UnitIndex u : state_.pending->mustRetreat) {
            if (canRetreat(Situation(movement_.board(), state_), u)) continue;
            erase(state_.pending->mustRetreat, u);
            eliminate(u, "6.4", EventCause::NoSafeHex);
            changed = true;
            break;
        }
    }
}

void CommandRunner::finishIfResolved() {
    if (!state_.pending) return;
    PendingResolution& p = *state_.pending;
    if (!p.mustRetreat.empty() || p.lossesOwed > 0) return;
    const Situation situation(movement_.board(), state_);
    if (!advanceOptions(situation).empty()) return;
    // 6.8: nobody may advance, but bombarding artillery may still retreat by choice (after Ae, Ar
    // or Ee, also when it attacked alone); the combat stays open for that alone.
    p.advancing.reset();
    std::erase_if(p.mayRetreat, [&](UnitIndex u) { return !canRetreat(situation, u); });
    if (p.mayRetreat.empty()) state_.pending.reset();
}

void CommandRunner::closeOptionalRetreats() {
    if (state_.pending && state_.pending->onlyOptionalRetreats()) state_.pending.reset();  // 6.8: not taken
}

Verdict CommandRunner::retreat(const RetreatCommand& c) {
    if (!state_.pending) return refuse("6.3", Say::NoRetreatNow);
    auto found = unitNamed(c.unit);
    if (auto* r = std::get_if<Refusal>(&found)) return *r;
    const UnitIndex u = std::get<UnitIndex>(found);
    PendingResolution& p = *state_.pending;
    if (!contains(p.mustRetreat, u) && !contains(p.mayRetreat, u))
        return refuse("6.3", Say::DoesNotRetreat, {c.unit});
    std::vector<std::pair<UnitIndex, Hex>> chain;
    for (const auto& [id, hex] : c.displacements) {
        auto d = unitNamed(id);
        if (auto* r = std::get_if<Refusal>(&d)) return *r;
        chain.emplace_back(std::get<UnitIndex>(d), hex);
    }
    if (auto v = checkRetreat(Situation(movement_.board(), state_), u, c.to, chain)) return v;
    const Hex from = state_.unit(u).hex;
    placeUnit(u, c.to);
    const bool chosen = !contains(p.mustRetreat, u);  // 6.8
    emit(EventKind::Retreated, chosen ? "6.8" : "6.4", say(Say::Retreats, {c.unit, from.id(), c.to.id()}), u,
         {from, c.to}, chosen ? EventCause::OptionalRetreat : EventCause::None);
    touch(c.to, unit(u).side);  // 23.4, after the retreat that causes it
    for (const auto& [d, hex] : chain) {
        const Hex was = state_.unit(d).hex;
        placeUnit(d, hex);
        emit(EventKind::Displaced, "6.5", say(Say::Displaced, {unit(d).id, was.id(), hex.id()}), d, {was, hex});
        touch(hex, unit(d).side);
    }
    erase(p.mustRetreat, u);
    erase(p.mayRetreat, u);
    destroyUnitsThatCannotRetreat();
    finishIfResolved();
    return std::nullopt;
}

Verdict CommandRunner::lose(const LoseCommand& c) {
    const std::vector<UnitIndex> candidates = eeLossCandidates(state_);
    if (!state_.pending || state_.pending->lossesOwed == 0) return refuse("6.3", Say::NoEeLossesOwed);
    auto found = unitsNamed(c.units);
    if (auto* r = std::get_if<Refusal>(&found)) return *r;
    const std::vector<UnitIndex> units = std::get<0>(found);
    PendingResolution& p = *state_.pending;
    int total = 0;
    for (std::size_t i = 0; i < units.size(); ++i) {
        const UnitIndex u = units[i];
        if (!contains(candidates, u))
            return refuse("6.3", Say::NotAnEeLossCandidate, {unit(u).id});
        if (std::find(units.begin(), units.begin() + std::ptrdiff_t(i), u) != units.begin() + std::ptrdiff_t(i))
            return refuse("6.3", Say::NamedTwice, {unit(u).id});
        total += unit(u).strength;
    }
    if (total < p.lossesOwed)
        return refuse("6.3", Say::EeLossTooSmall, {std::to_string(p.lossesOwed), std::to_string(total)});
    for (UnitIndex u : units) eliminate(u, "6.3", EventCause::ExchangeLoss, CombatResult::Ee);
    p.lossesOwed = 0;
    finishIfResolved();
    return std::nullopt;
}

Verdict CommandRunner::advance(const AdvanceCommand& c) {
    if (!state_.pending) return refuse("6.6", Say::NothingToAdvanceAfter);
    const PendingResolution& p = *state_.pending;
    if (!p.mustRetreat.empty()) return refuse("6.4", Say::RetreatsBeforeAdvance);
    if (p.lossesOwed > 0) return refuse("6.3", Say::LossesBeforeAdvance);
    if (!c.unit) {
        emit(EventKind::Advanced, "6.6", say(Say::NoAdvance));
        state_.pending.reset();
        return std::nullopt;
    }
    auto found = unitNamed(*c.unit);
    if (auto* r = std::get_if<Refusal>(&found)) return *r;
    const UnitIndex u = std::get<UnitIndex>(found);
    const std::vector<AdvanceOption> options = advanceOptions(Situation(movement_.board(), state_));
    if (std::none_of(options.begin(), options.end(), [&](const AdvanceOption& o) { return o.unit == u; }))
        return refuse("6.6", Say::MayNotAdvance, {*c.unit});
    if (!c.to) return refuse("6.6", Say::AdvanceWhere, {*c.unit});
    if (std::find(options.begin(), options.end(), AdvanceOption{u, *c.to}) == options.end())
        return refuse("6.6", Say::NotAVacatedHex, {c.to->id(), *c.unit});
    const Hex from = state_.unit(u).hex;
    placeUnit(u, *c.to);  // 6.7: no Movement Points are spent
    emit(EventKind::Advanced, "6.6", say(Say::Advances, {*c.unit, from.id(), c.to->id()}), u, {from, *c.to});
    touch(*c.to, unit(u).side);  // 23.4, after the advance that causes it
    state_.pending.reset();
    return std::nullopt;
}

}  // namespace eylau::detail
