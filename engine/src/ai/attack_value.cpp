#include "ai/attack_value.h"

#include "eylau/core/contains.h"
#include "eylau/rules/combat_odds.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"

#include <algorithm>
#include <limits>
#include <map>

namespace eylau::ai {
namespace {

const Unit& unitOf(const Scenario& scenario, UnitIndex u) { return scenario.units[u.slot()]; }

int strengthOf(const Scenario& scenario, const std::vector<UnitIndex>& units) {
    int total = 0;
    for (UnitIndex u : units) total += unitOf(scenario, u).strength;
    return total;
}


// 21.1: the marker of a division, if it has one still unused.
std::optional<std::size_t> unusedMarker(const Scenario& scenario, const GameState& st, const std::string& division) {
    for (std::size_t m = 0; m < scenario.freshStrength.size(); ++m)
        if (scenario.freshStrength[m].division == division && !st.freshUsed[m]) return m;
    return std::nullopt;
}

// One unit per division with an unused marker among `units` (the first named).
std::vector<UnitIndex> freshCandidates(const Scenario& scenario, const GameState& st, const std::vector<UnitIndex>& units) {
    std::vector<UnitIndex> out;
    std::vector<std::string> seen;
    for (UnitIndex u : units) {
        const std::string& d = unitOf(scenario, u).division;
        if (contains(seen, d) || !unusedMarker(scenario, st, d)) continue;
        seen.push_back(d);
        out.push_back(u);
    }
    return out;
}

// The control a side gains by advancing into one of `hexes` (6.6, 23.4): the best of them.
double advanceGain(const ValueModel& v, const std::vector<Hex>& hexes, bool ours) {
    double best = 0;
    for (Hex h : hexes)
        if (auto i = v.victoryHexAt(h)) best = std::max(best, ours ? v.controlGain(*i) : v.controlLoss(*i));
    return best;
}

}  // namespace

std::vector<UnitIndex> cheapestLosses(const Scenario& scenario, const std::vector<UnitIndex>& units, int owed) {
    if (strengthOf(scenario, units) <= owed || units.size() > 12) return units;
    std::vector<UnitIndex> best = units;
    int bestTotal = strengthOf(scenario, units);
    for (unsigned mask = 1; mask < (1u << units.size()); ++mask) {
        int total = 0;
        std::vector<UnitIndex> pick;
        for (std::size_t i = 0; i < units.size(); ++i)
            if (mask & (1u << i)) {
                total += unitOf(scenario, units[i]).strength;
                pick.push_back(units[i]);
            }
        if (total >= owed && (total < bestTotal || (total == bestTotal && pick.size() < best.size()))) {
            best = pick;
            bestTotal = total;
        }
    }
    return best;
}

std::array<double, 5> resultValues(const Situation& sit, const ExclusiveRules& rules, const ValueModel& v, const Attack& a) {
    const Scenario& scenario = sit.scenario();
    const GameState& st = sit.state();
    std::vector<Hex> defenderHexes, attackerHexes;
    for (UnitIndex d : a.defenders) defenderHexes.push_back(st.unit(d).hex);
    for (UnitIndex u : a.attackers) attackerHexes.push_back(st.unit(u).hex);
    const int defenders = strengthOf(scenario, a.defenders);
    int trappedDefenders = 0, trappedAttackers = 0;
    for (UnitIndex d : a.defenders)
        if (!canRetreat(sit, d)) trappedDefenders += unitOf(scenario, d).strength;
    for (UnitIndex u : a.attackers)
        if (!canRetreat(sit, u)) trappedAttackers += unitOf(scenario, u).strength;
    // 6.6: only adjacent attackers advance; the defender advances into an attacker's hex.
    const double weAdvance = a.attackers.empty() ? 0.0 : advanceGain(v, defenderHexes, true);
    const double theyAdvance = advanceGain(v, attackerHexes, false);
    // Being pushed back, or pushing the enemy back, is worth a little in itself.
    const double ground = 0.3 * double(a.defenders.size());

    std::array<double, 5> out{};
    out[std::size_t(CombatResult::Ae)] = v.weLose(strengthOf(scenario, a.attackers)) - theyAdvance;
    out[std::size_t(CombatResult::Ar)] =
        v.weLose(trappedAttackers) - theyAdvance - (a.attackers.empty() ? 0.0 : 0.3 * double(a.attackers.size()));
    out[std::size_t(CombatResult::Dr)] = v.enemyLoses(trappedDefenders) + weAdvance + ground;
    out[std::size_t(CombatResult::De)] = v.enemyLoses(defenders) + weAdvance;
    out[std::size_t(CombatResult::Ee)] =
        v.enemyLoses(defenders) + v.weLose(strengthOf(scenario, cheapestLosses(scenario, a.attackers, defenders))) + weAdvance;
    // 23.3: the first Guard infantry attack commits the Guard, whatever the result (the rules say
    // which attack does).
    double guard = 0;
    for (UnitIndex u : a.attackers)
        if (rules.commitsGuard(scenario, sit.state(), u)) guard = v.guardCommitCost();
    for (double& x : out) x -= guard;
    return out;
}

double expectedAt(const CombatResultsTable& crt, std::size_t column, bool weather, const std::array<double, 5>& values) {
    const int faces = crt.dieFaces();
    double total = 0;
    for (int die = 1; die <= faces; ++die) {
        const CombatResult r = crt.cell(die, column).result;
        if (!weather || !weatherRollFollows(r)) {  // 22.4
            total += values[std::size_t(r)];
            continue;
        }
        for (int w = 1; w <= 6; ++w) total += values[std::size_t(applyWeather(r, w))] / 6.0;
    }
    return faces > 0 ? total / faces : 0.0;
}

ScoredAttack scoreAttack(const Situation& sit, const ExclusiveRules& rules, const ValueModel& v, const Attack& base) {
    const Scenario& scenario = sit.scenario();
    const GameState& st = sit.state();
    const auto& crt = scenario.combatResults;
    const auto values = resultValues(sit, rules, v, base);
    const bool fresh = rules.freshStrength();
    std::vector<UnitIndex> all = base.attackers;
    all.insert(all.end(), base.bombarding.begin(), base.bombarding.end());
    std::vector<UnitIndex> ours = fresh ? freshCandidates(scenario, st, all) : std::vector<UnitIndex>{};
    if (ours.size() > 3) ours.erase(ours.begin() + 3, ours.end());
    const std::vector<UnitIndex> theirs = fresh ? freshCandidates(scenario, st, base.defenders) : std::vector<UnitIndex>{};

    ScoredAttack best{base, -std::numeric_limits<double>::infinity()};
    for (int shift = 0; shift < 2; ++shift) {
        for (unsigned mask = 0; mask < (1u << ours.size()); ++mask) {
            Attack a = base;
            a.integrityShift = shift == 1;
            a.lowerTo.reset();
            a.attackerFresh.clear();
            for (std::size_t i = 0; i < ours.size(); ++i)
                if (mask & (1u << i)) a.attackerFresh.push_back(ours[i]);
            const OddsAccount odds = computeOdds(scenario, st, a, rules);
            if (shift == 1 && odds.columnShifts == 0) continue;  // 20.2 needs three units of a division
            // 21.1: the defender's answer, at worst for the attacker (the same shifts apply).
            std::optional<OddsAccount> answered;
            if (!theirs.empty()) {
                Attack d = a;
                d.defenderFresh = theirs;
                answered = computeOdds(scenario, st, d, rules);
            }
            const double cost = double(a.attackerFresh.size()) * v.freshMarkerCost();
            // 6.2: every column up to the odds reached, lowered by choice; on a tie the higher.
            const long last = long(crt.columns().size()) - 1;
            auto finalOf = [&](const OddsAccount& o, std::size_t lowered) {
                const std::size_t c = std::min(lowered, o.rawColumn);
                return std::size_t(std::clamp(long(c) + o.columnShifts, 0L, last));
            };
            for (std::size_t col = odds.rawColumn + 1; col-- > 0;) {
                double ev = expectedAt(crt, finalOf(odds, col), st.weather, values);
                // The defender answers only when that gains him more than his marker is worth.
                if (answered)
                    ev = std::min(ev, expectedAt(crt, finalOf(*answered, col), st.weather, values) + v.freshMarkerCost());
                ev -= cost;
                if (ev > best.ev + 1e-9) {
                    best.ev = ev;
                    best.attack = a;
                    if (col < odds.rawColumn) best.attack.lowerTo = crt.columns()[col];
                }
            }
        }
    }
    return best;
}

AttackCommand toCommand(const Scenario& scenario, const Attack& a) {
    AttackCommand c;
    for (UnitIndex u : a.attackers) c.attackers.push_back(unitOf(scenario, u).id);
    for (UnitIndex u : a.defenders) c.defenders.push_back(unitOf(scenario, u).id);
    for (UnitIndex u : a.bombarding) c.bombarding.push_back(unitOf(scenario, u).id);
    for (UnitIndex u : a.attackerFresh) c.fresh.push_back(unitOf(scenario, u).id);
    for (UnitIndex u : a.sparing) c.spare.push_back(unitOf(scenario, u).id);  // CR.4 (variant)
    c.odds = a.lowerTo;
    c.shift = a.integrityShift;
    return c;
}

}  // namespace eylau::ai
