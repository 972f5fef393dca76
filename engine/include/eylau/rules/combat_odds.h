#pragma once
// The odds of an attack, itemised (6.2, 9.0 doubling, 20.x integrity, 21.x fresh strength), and
// the exact chance of each result, with and without the weather rule (22.x).
#include "eylau/rules/eylau/weather.h"  // chanceWithWeather: 22.x
#include "eylau/rules/game_state_fwd.h"
#include "eylau/rules/sentence.h"
#include "eylau/scenario/scenario.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

class ExclusiveRules;  // eylau/rules/exclusive_rules.h

struct StrengthItem {
    UnitIndex unit;
    int base = 0;            // printed Combat Strength (2.5)
    int fresh = 0;           // 21.1 bonus given to this unit
    int divisor = 1;         // CR.3, CR.4 (variant): tired 2, exhausted 3, x3 when sparing itself
    int reduced = 0;         // base after the divisor (CR.3 rounding); base when it is 1
    bool bombarding = false; // 5.6
    bool doubled = false;    // defender: 9.0 (town, fort, slope exclusively; never more than x2)
    std::string doubledBy{}; // "town", "slope", ...
    int total = 0;           // (reduced + fresh) x (doubled ? 2 : 1)   (21.2 example: 5 + 3 in a town = 16)
    friend bool operator==(const StrengthItem&, const StrengthItem&) = default;
};

struct OddsAccount {
    std::vector<StrengthItem> attackers;   // adjacent, then bombarding
    std::vector<StrengthItem> defenders;
    int integrityBonus = 0;                // 20.x strength points added
    int columnShifts = 0;                  // 20.2 shifts to the right
    std::vector<Sentence> lines;           // one line per modifier with its case: "[20.1] Leg: 2 units attack together: +2"
    std::size_t defenceLinesBegin = 0;     // lines[defenceLinesBegin, defenceLinesEnd) change the defence (21.1, 9.0);
    std::size_t defenceLinesEnd = 0;       // the lines before ratioLinesBegin and outside them, the attack's
    std::size_t ratioLinesBegin = 0;       // lines[ratioLinesBegin, ratioLinesEnd) state the ratio and column (6.2)
    std::size_t ratioLinesEnd = 0;
    int attackTotal = 0;
    int defenceTotal = 0;
    CombatRatio rawRatio;                  // 6.2: simplified in favour of the defender (11 vs 4 = 2-1)
    std::size_t rawColumn = 0;             // the table column for rawRatio, clamped (6.2)
    std::optional<CombatRatio> loweredTo;  // 6.2: voluntarily lowered
    std::size_t finalColumn = 0;           // after lowering and shifts, clamped to the table
    std::array<double, 5> chance{};        // by CombatResult (Ae, Ar, Dr, De, Ee), without weather
    std::array<double, 5> chanceWithWeather{};  // 22.x
    friend bool operator==(const OddsAccount&, const OddsAccount&) = default;

    // `lines` but those that state the ratio and column: what changed the strengths or the column.
    std::vector<Sentence> modifiers() const;
};

// 6.2: the ratio simplified in favour of the defender: 11:4 is 2-1, 4:11 is 1-3.
CombatRatio simplifiedRatio(int attack, int defence);
// 6.2: the column for a ratio: the highest column not above it; below the lowest, the lowest.
std::size_t columnFor(const CombatResultsTable& crt, CombatRatio ratio);

// Computes the itemised odds of an attack (assumed eligible; see combat_rules.h).
OddsAccount computeOdds(const Scenario& scenario, const GameState& state, const Attack& attack,
                        const ExclusiveRules& rules);

}  // namespace eylau
