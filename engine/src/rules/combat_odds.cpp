// The odds of an attack, itemised: 6.2 (ratio and column), 9.0 (defender doubling), 20.x (through
// the ExclusiveRules hook), 21.x (fresh strength) and the chance of each result, with the weather
// rule (22.x) and without.
#include "eylau/rules/combat_odds.h"

#include "eylau/core/contains.h"
#include "eylau/rules/sentences.h"
#include "eylau/rules/game_state.h"

#include "eylau/rules/eylau/fresh_strength.h"
#include "eylau/rules/variants/cavalry_readiness.h"

#include <algorithm>
#include <cstdlib>
#include <string>

namespace eylau {
namespace {

const Unit& unitOf(const Scenario& scenario, UnitIndex u) { return scenario.units.at(u.slot()); }

// CR.3, CR.4 (variant): a cavalry unit's strength after its readiness, itemised.
void applyReadiness(const Scenario& scenario, const GameState& state, StrengthItem& item, bool attacking, bool sparing,
                    std::vector<Sentence>& lines) {
    item.divisor = readinessDivisor(scenario, state, item.unit, sparing);
    item.reduced = dividedStrength(item.base, item.divisor, attacking);
    if (item.divisor == 1) return;
    const std::string level(toString(state.unit(item.unit).readiness));
    const std::string& id = unitOf(scenario, item.unit).id;
    const std::string base = std::to_string(item.base);
    const std::string divisor = std::to_string(item.divisor);
    const std::string reduced = std::to_string(item.reduced);
    if (sparing && item.divisor == 3) lines.push_back(say(Say::OddsSparingItself, {id, base, divisor, reduced}));
    else if (sparing) lines.push_back(say(Say::OddsReadinessSparingItself, {id, level, base, divisor, reduced}));
    else
        lines.push_back(say(attacking ? Say::OddsReadinessAttacking : Say::OddsReadinessDefending,
                            {id, level, base, divisor, reduced}));
}

StrengthItem itemFor(const Scenario& scenario, const GameState& state, UnitIndex u, bool fresh, bool bombarding, bool attacking,
                     bool sparing, std::vector<Sentence>& lines) {
    StrengthItem item{.unit = u};
    item.base = unitOf(scenario, u).strength;
    applyReadiness(scenario, state, item, attacking, sparing, lines);
    item.fresh = fresh ? freshStrengthBonus(scenario, u) : 0;
    item.bombarding = bombarding;
    if (fresh) lines.push_back(say(Say::OddsFreshStrength, {unitOf(scenario, u).id, std::to_string(item.fresh)}));
    item.total = item.reduced + item.fresh;
    return item;
}

// The hexside feature that doubles a defender attacked across it (slope; gully and stream by the
// reading of RULES-NOTES), or none.
std::optional<HexsideFeature> doublingFeature(const Scenario& scenario, Hex a, Hex b) {
    const auto side = Hexside::between(a, b);
    if (!side) return std::nullopt;
    const HexsideFeatures f = scenario.map.features(*side);
    for (HexsideFeature feature : kHexsideFeatures)
        if (f.has(feature) && scenario.terrainEffects.effective(feature).defenderDoubledIfExclusive) return feature;
    return std::nullopt;
}

// 9.0, defender doubling, never more than x2 (the Terrain Notes: doublings do not stack):
//  * town or fort: the hex's terrain doubles, whoever attacks (bombardment included);
//  * hexsides: the chart doubles a defender attacked only across slope hexsides, and by our
//    reading (RULES-NOTES, "Gully and stream hexsides in combat": the Terrain Notes' town behind a
//    stream "merely doubled") gully and stream hexsides double as well. Every feature marked
//    `defenderDoubledIfExclusive` counts, in any mix: the defender is doubled when there is at
//    least one ADJACENT attacking unit and every adjacent attacking unit attacks across such a
//    hexside; bombarding artillery does not count, and a pure bombardment never earns hexside
//    doubling. This also covers the chart's river note (a unit bombarded across a river hexside
//    is not doubled for it), whatever a scenario says of rivers (in Eylau they are frozen).
void applyDoubling(const Scenario& scenario, const GameState& state, const Attack& attack, StrengthItem& item,
                   std::vector<Sentence>& lines) {
    const Hex at = state.unit(item.unit).hex;
    const TerrainEffect terrain = scenario.terrainEffects.effective(scenario.map.terrain(at));
    std::vector<HexsideFeature> across;  // doubled for the hexsides it is attacked across, not for its hex
    if (!terrain.defenderDoubled) {
        int adjacent = 0;
        bool exclusive = true;
        for (UnitIndex a : attack.attackers) {
            const Hex from = state.unit(a).hex;
            if (distance(from, at) != 1) continue;
            ++adjacent;
            const std::optional<HexsideFeature> f = doublingFeature(scenario, from, at);
            if (!f) exclusive = false;
            else if (std::find(across.begin(), across.end(), *f) == across.end()) across.push_back(*f);
        }
        if (adjacent == 0 || !exclusive) return;
        std::sort(across.begin(), across.end());
    }
    item.doubled = true;
    item.doubledBy = terrain.defenderDoubled ? std::string(toString(scenario.map.terrain(at)))
                     : across.size() == 1    ? std::string(toString(across.front()))
                                             : std::string("hexsides");
    item.total = (item.reduced + item.fresh) * 2;
    // 21.2: the Fresh Strength bonus is added first, then the sum is doubled.
    const std::string& id = unitOf(scenario, item.unit).id;
    const std::string reduced = std::to_string(item.reduced), fresh = std::to_string(item.fresh),
                      total = std::to_string(item.total);
    if (across.size() > 1) {
        // "slope and stream", "slope, gully and stream": the features in the chart's order.
        std::vector<std::string> names;
        for (HexsideFeature f : across) names.emplace_back(toString(f));
        lines.push_back(item.fresh > 0 ? Sentence{Say::OddsFreshDoubledAcrossMixed, {id, reduced, fresh, total}, {sayList(names)}}
                                       : Sentence{Say::OddsDoubledAcrossMixed, {id, reduced, total}, {sayList(names)}});
        return;
    }
    const bool inHex = across.empty();
    if (item.fresh > 0)
        lines.push_back(say(inHex ? Say::OddsFreshDoubledIn : Say::OddsFreshDoubledAcross, {id, item.doubledBy, reduced, fresh, total}));
    else
        lines.push_back(say(inHex ? Say::OddsDoubledIn : Say::OddsDoubledAcross, {id, item.doubledBy, reduced, total}));
}

int sum(const std::vector<StrengthItem>& items) {
    int total = 0;
    for (const StrengthItem& i : items) total += i.total;
    return total;
}

}  // namespace

// 6.2: ratios are simplified, and any rounding favours the defender: 11:4 is 2-1, 4:11 is 1-3.
// An attack of 0 (strength-0 units) is below every column; a defence of 0 above every column.
CombatRatio simplifiedRatio(int attack, int defence) {
    if (attack <= 0) return {0, 1};
    if (defence <= 0) return {1, 0};
    if (attack >= defence) return {attack / defence, 1};
    return {1, (defence + attack - 1) / attack};
}

// 6.2: a ratio beyond either end of the table uses the column at that end.
std::size_t columnFor(const CombatResultsTable& crt, CombatRatio ratio) {
    const auto& cols = crt.columns();
    std::optional<std::size_t> best;
    std::size_t lowest = 0;
    for (std::size_t i = 0; i < cols.size(); ++i) {
        if (cols[i] < cols[lowest]) lowest = i;
        if (!(ratio < cols[i]) && (!best || cols[*best] < cols[i])) best = i;
    }
    return best.value_or(lowest);
}

namespace {

// Attackers: adjacent units, then bombarding artillery (21.2: fresh strength may go to either;
// CR.3, CR.4: cavalry readiness, and a unit sparing itself).
void addAttackers(const Scenario& scenario, const GameState& state, const Attack& attack, OddsAccount& acc) {
    for (UnitIndex u : attack.attackers)
        acc.attackers.push_back(itemFor(scenario, state, u, contains(attack.attackerFresh, u), false, true,
                                        contains(attack.sparing, u), acc.lines));
    for (UnitIndex u : attack.bombarding)
        acc.attackers.push_back(itemFor(scenario, state, u, contains(attack.attackerFresh, u), true, true, false, acc.lines));
}

// Defenders: fresh strength first, then doubling (21.2: 5 + 3 in a town defends at 16; 9.0).
// Their lines are the account's defence lines.
void addDefenders(const Scenario& scenario, const GameState& state, const Attack& attack, OddsAccount& acc) {
    acc.defenceLinesBegin = acc.lines.size();
    for (UnitIndex u : attack.defenders) {
        StrengthItem item = itemFor(scenario, state, u, contains(attack.defenderFresh, u), false, false, false, acc.lines);
        applyDoubling(scenario, state, attack, item, acc.lines);
        acc.defenders.push_back(std::move(item));
    }
    acc.defenceLinesEnd = acc.lines.size();
}

// 20.x and any other battle's rules: the hook sets integrityBonus and columnShifts and adds
// its lines; the attack total is taken again afterwards, so a hook need not touch it.
void applyBattleRules(const Scenario& scenario, const GameState& state, const Attack& attack, const ExclusiveRules& rules,
                      OddsAccount& acc) {
    rules.adjustAttack(scenario, state, attack, acc);
    acc.attackTotal = sum(acc.attackers) + acc.integrityBonus;
}

// 6.2: the ratio simplified in favour of the defender and the column it falls in, as a line.
// False (and a line saying so) when the scenario has no Combat Results Table.
bool stateRatio(const CombatResultsTable& crt, OddsAccount& acc) {
    const auto& cols = crt.columns();
    acc.rawRatio = simplifiedRatio(acc.attackTotal, acc.defenceTotal);
    const std::string attackTotal = std::to_string(acc.attackTotal);
    const std::string defenceTotal = std::to_string(acc.defenceTotal);
    if (cols.empty()) {
        acc.lines.push_back(say(Say::OddsNoTable, {attackTotal, defenceTotal}));
        return false;
    }
    acc.rawColumn = columnFor(crt, acc.rawRatio);
    const CombatRatio& rawCol = cols[acc.rawColumn];
    if (acc.attackTotal <= 0 || acc.defenceTotal <= 0)
        acc.lines.push_back(say(Say::OddsTreatedAs, {attackTotal, defenceTotal, rawCol.text()}));
    else if (acc.rawRatio == rawCol)
        acc.lines.push_back(say(Say::OddsSimplifies, {attackTotal, defenceTotal, acc.rawRatio.text()}));
    else
        acc.lines.push_back(
            say(Say::OddsSimplifiesTreatedAs, {attackTotal, defenceTotal, acc.rawRatio.text(), rawCol.text()}));
    return true;
}

// 6.2: the attacker may choose to attack at a lower ratio. Checked by the caller; clamped
// here so that a request above the raw column changes nothing. Returns the column attacked on.
std::size_t lowerByChoice(const CombatResultsTable& crt, const Attack& attack, OddsAccount& acc) {
    if (!attack.lowerTo) return acc.rawColumn;
    const std::size_t lowered = std::min(columnFor(crt, *attack.lowerTo), acc.rawColumn);
    if (lowered >= acc.rawColumn) return acc.rawColumn;
    acc.loweredTo = crt.columns()[lowered];
    acc.lines.push_back(say(Say::OddsLoweredByChoice, {crt.columns()[lowered].text()}));
    return lowered;
}

// 20.2: the final ratio moves one column to the right (clamped to the table); any battle's rules
// may shift it by more, or to the left. Returns the column after the shifts.
std::size_t shiftColumn(const CombatResultsTable& crt, std::size_t column, OddsAccount& acc) {
    if (acc.columnShifts == 0) return column;
    const auto& cols = crt.columns();
    const long last = long(cols.size()) - 1;
    const auto shifted = std::size_t(std::clamp(long(column) + acc.columnShifts, 0L, last));
    const int n = std::abs(acc.columnShifts);
    const bool right = acc.columnShifts > 0;
    if (n == 1)
        acc.lines.push_back(say(right ? Say::OddsShiftedRight : Say::OddsShiftedLeft, {cols[column].text(), cols[shifted].text()}));
    else
        acc.lines.push_back(say(right ? Say::OddsShiftedRightBy : Say::OddsShiftedLeftBy,
                                {std::to_string(n), cols[column].text(), cols[shifted].text()}));
    return shifted;
}

// Exact chances: each face of the combat die equally likely; the weather die (22.0) is a
// six-sided die rolled after every result but Ee (22.4).
void addChances(const CombatResultsTable& crt, std::size_t column, OddsAccount& acc) {
    const int faces = crt.dieFaces();
    for (int die = 1; die <= faces; ++die) {
        const CombatResult r = crt.cell(die, column).result;
        acc.chance[std::size_t(r)] += 1.0 / faces;
        if (!weatherRollFollows(r)) {
            acc.chanceWithWeather[std::size_t(r)] += 1.0 / faces;
            continue;
        }
        for (int weather = 1; weather <= 6; ++weather)
            acc.chanceWithWeather[std::size_t(applyWeather(r, weather))] += 1.0 / (faces * 6);
    }
}

}  // namespace

OddsAccount computeOdds(const Scenario& scenario, const GameState& state, const Attack& attack,
                        const ExclusiveRules& rules) {
    OddsAccount acc;
    addAttackers(scenario, state, attack, acc);
    addDefenders(scenario, state, attack, acc);
    acc.defenceTotal = sum(acc.defenders);
    acc.attackTotal = sum(acc.attackers);
    applyBattleRules(scenario, state, attack, rules, acc);

    const CombatResultsTable& crt = scenario.combatResults;
    acc.ratioLinesBegin = acc.lines.size();
    if (!stateRatio(crt, acc)) {
        acc.ratioLinesEnd = acc.lines.size();
        return acc;
    }
    const std::size_t chosen = lowerByChoice(crt, attack, acc);
    acc.ratioLinesEnd = acc.lines.size();
    acc.finalColumn = shiftColumn(crt, chosen, acc);
    addChances(crt, acc.finalColumn, acc);
    return acc;
}

std::vector<Sentence> OddsAccount::modifiers() const {
    std::vector<Sentence> out;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (i < ratioLinesBegin || i >= ratioLinesEnd) out.push_back(lines[i]);
    return out;
}

}  // namespace eylau
