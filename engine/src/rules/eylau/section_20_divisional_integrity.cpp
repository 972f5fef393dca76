// 20.0 Divisional Integrity in the Attack (Exclusive Rules): units of one division attacking
// together earn a bonus; the defence never does.
#include "rules/eylau/section_20_divisional_integrity.h"
#include "eylau/rules/game_state.h"

#include "eylau/rules/combat_odds.h"
#include "eylau/rules/sentences.h"

#include <string>
#include <utility>
#include <vector>

namespace eylau {
namespace {

struct DivisionCount {
    std::string division;
    int units = 0;
    int bombarding = 0;
};

void count(std::vector<DivisionCount>& counts, const std::string& division, bool bombarding) {
    for (DivisionCount& c : counts)
        if (c.division == division) {
            ++c.units;
            c.bombarding += bombarding ? 1 : 0;
            return;
        }
    counts.push_back({division, 1, bombarding ? 1 : 0});
}

}  // namespace

void DivisionalIntegrity::adjustAttack(const Scenario& scenario, const GameState&, const Attack& attack,
                                       OddsAccount& account) const {
    // Divisions in the order their first unit is named: adjacent attackers, then bombarding.
    std::vector<DivisionCount> counts;
    for (UnitIndex u : attack.attackers) count(counts, scenario.units.at(u.slot()).division, false);
    for (UnitIndex u : attack.bombarding) count(counts, scenario.units.at(u.slot()).division, true);

    for (const DivisionCount& c : counts) {
        if (c.units < 2) continue;
        // 20.3: artillery bombarding in an attack with a unit of its own division counts;
        // RULES-NOTES reads it to cover a bombardment by two artillery units as well.
        const bool with = c.bombarding > 0;
        const std::vector<std::string> args{c.division, std::to_string(c.units)};
        if (c.units == 2) {
            // 20.1: two units of a division: their basic strength together gains two points.
            account.integrityBonus += 2;
            account.lines.push_back(say(with ? Say::IntegrityTwoUnitsBombarding : Say::IntegrityTwoUnits, args));
        } else if (attack.integrityShift) {
            // 20.2: three or more: the +2, or, at the attacker's choice, one column to the right.
            // The choice is made once per attack and applies to every such division.
            account.columnShifts += 1;
            account.lines.push_back(say(with ? Say::IntegrityColumnShiftBombarding : Say::IntegrityColumnShift, args));
        } else {
            account.integrityBonus += 2;
            account.lines.push_back(say(with ? Say::IntegrityManyUnitsBombarding : Say::IntegrityManyUnits, args));
        }
        // 20.4: several divisions in one attack each earn their own bonus.
    }
}

std::unique_ptr<ExclusiveRules> makeDivisionalIntegrity() { return std::make_unique<DivisionalIntegrity>(); }

}  // namespace eylau
