// The luck report (luck_report.h): the record replayed, each attack's odds taken from the
// position before its die was rolled.
#include "eylau/reports/luck_report.h"

#include "eylau/game/game.h"
#include "eylau/game/rolled_attack.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"
#include "eylau/record/shared_dice.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <boost/algorithm/string/join.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace eylau {
namespace {

constexpr std::array<CombatResult, 5> kResults{CombatResult::Ae, CombatResult::Ar, CombatResult::Dr, CombatResult::De,
                                               CombatResult::Ee};

int printedStrength(const Scenario& scenario, const std::vector<UnitIndex>& units) {
    int total = 0;
    for (UnitIndex u : units) total += scenario.units[u.slot()].strength;
    return total;
}

std::vector<std::string> ids(const Scenario& scenario, const std::vector<UnitIndex>& units) {
    std::vector<std::string> out;
    for (UnitIndex u : units) out.push_back(scenario.units[u.slot()].id);
    return out;
}

// Each result's worth to the attacker, in Victory Points (luck_report.h).
std::array<double, 5> values(const Scenario& scenario, const Attack& a) {
    const double perPoint = scenario.victory.pointsPerStrengthPoint;
    const int attack = printedStrength(scenario, a.attackers);  // bombarding guns are never hurt (6.8)
    const int defence = printedStrength(scenario, a.defenders);
    std::array<double, 5> v{};
    v[std::size_t(CombatResult::Ae)] = -attack * perPoint;  // guns alone: nothing lost (6.8)
    v[std::size_t(CombatResult::De)] = defence * perPoint;
    v[std::size_t(CombatResult::Ee)] = (defence - std::min(attack, defence)) * perPoint;
    return v;
}

}  // namespace

double AttackLuck::expected() const {
    double e = 0;
    for (CombatResult r : kResults) e += chance[std::size_t(r)] * value[std::size_t(r)];
    return e;
}

LuckReport luckReport(const GameSession& session) {
    return luckReport(session.sharedScenario(), session.options(), session.record());
}

LuckReport luckReport(const std::shared_ptr<const Scenario>& scenario, const GameOptions& options,
                      const GameRecord& record) {
    LuckReport report;
    Game game(scenario, options);
    for (std::size_t i = 0; i < record.lines.size(); ++i) {
        const Command& command = record.lines[i].command;
        const int turn = game.state().turn;
        const Side phasing = game.state().phasing;
        const std::optional<Attack> attack = attackRolledBy(game, command);
        std::optional<OddsAccount> odds;
        if (attack) odds = game.odds(*attack);
        const bool weather = game.state().weather;
        const ApplyResult applied = applyRecordLine(game, record.lines[i], i);
        if (!applied.ok()) break;
        const std::optional<CombatResult> result = resultRolled(applied);
        if (!attack || !result) continue;
        AttackLuck luck;
        luck.line = i;
        luck.turn = turn;
        luck.attacker = phasing;
        luck.attackers = ids(*scenario, attack->attackers.empty() ? attack->bombarding : attack->attackers);
        luck.defenders = ids(*scenario, attack->defenders);
        luck.attack = boost::algorithm::join(luck.attackers, ", ") + " on " + boost::algorithm::join(luck.defenders, ", ");
        luck.column = scenario->combatResults.columns()[odds->finalColumn].text();
        luck.result = *result;
        luck.chance = weather ? odds->chanceWithWeather : odds->chance;
        luck.value = values(*scenario, *attack);
        const double l = luck.luck();
        const std::size_t side = std::size_t(luck.attacker);
        report.total[side] += l;
        report.total[1 - side] -= l;
        auto& byTurn = report.byTurn[luck.turn];
        byTurn[side] += l;
        byTurn[1 - side] -= l;
        report.attacks.push_back(std::move(luck));
    }
    return report;
}

std::string AttackLuck::describe() const {
    return attack + " (" + std::string(displayName(attacker)) + ", Game-Turn " + std::to_string(turn) +
           "): " + std::string(toString(result)) + " at " + column + ", " + formatLuck(luck());
}

namespace {
bool lessLucky(const AttackLuck& a, const AttackLuck& b) { return a.luck() < b.luck(); }
}  // namespace

const AttackLuck* LuckReport::luckiest() const {
    const auto it = std::max_element(attacks.begin(), attacks.end(), lessLucky);
    return it == attacks.end() ? nullptr : &*it;
}

const AttackLuck* LuckReport::unluckiest() const {
    const auto it = std::min_element(attacks.begin(), attacks.end(), lessLucky);
    return it == attacks.end() ? nullptr : &*it;
}

std::string formatLuck(double luck) {
    const double rounded = std::round(luck * 10.0) / 10.0;
    char text[32];
    std::snprintf(text, sizeof text, rounded > 0 ? "+%.1f" : "%.1f", rounded == 0 ? 0.0 : rounded);
    return text;
}

}  // namespace eylau
