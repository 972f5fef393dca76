#pragma once
// Everything that changes during a game, as one copyable value. Units, divisions and markers
// are referred to by their index in the Scenario.
#include "eylau/map/hex.h"
#include "eylau/rules/attack.h"
#include "eylau/rules/dice.h"
#include "eylau/rules/phase.h"
#include "eylau/rules/sentence.h"
#include "eylau/rules/variants/variant_rules.h"
#include "eylau/scenario/combat_results_table.h"
#include "eylau/scenario/order_of_battle.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

struct UnitState {
    UnitStatus status = UnitStatus::Waiting;
    Hex hex;                   // when OnMap
    bool moved = false;        // moved (or entered) in this Movement Phase
    int spentHalfMP = 0;       // spent this Movement Phase (4.1: no accumulating)
    bool attacked = false;     // took part in an attack this Combat Phase (5.2)
    bool defended = false;     // was attacked this Combat Phase (5.2)
    // Variant rules (eylau/rules/variants/), meaningful only when the game plays them:
    Readiness readiness = Readiness::Fresh;  // CR.1 (cavalry)
    bool unrested = false;     // CR.6: moved more than half its allowance or fought this Game-Turn
    bool limbered = false;     // AL.1 (artillery)
    friend bool operator==(const UnitState&, const UnitState&) = default;
};

// What still has to be decided after a die roll, before the next attack (6.3-6.6).
struct PendingResolution {
    Attack attack;
    CombatResult result = CombatResult::Dr;  // after weather
    std::vector<UnitIndex> mustRetreat;      // still to retreat (6.3 Ar/Dr)
    std::vector<UnitIndex> mayRetreat;       // bombarding artillery's voluntary retreat (6.8)
    int lossesOwed = 0;                      // Ee: strength points the attacker must still lose
    std::vector<Hex> vacated;                // hexes that may be advanced into (6.6)
    std::optional<Side> advancing;           // the side that may advance, if any
    // 6.8: all that is left is bombarding artillery's voluntary retreat. The attacker may make it
    // or go on: the next attack, or the end of the Combat Phase, closes this combat.
    bool onlyOptionalRetreats() const {
        return mustRetreat.empty() && lossesOwed == 0 && !advancing && !mayRetreat.empty();
    }
    friend bool operator==(const PendingResolution&, const PendingResolution&) = default;
};

struct GameState {
    int turn = 1;
    Side phasing = Side::French;
    Phase phase = Phase::Movement;
    std::vector<UnitState> units;            // one per Scenario unit
    std::vector<bool> freshUsed;             // one per Scenario Fresh Strength marker (21.1)
    std::array<int, 2> strengthLost{0, 0};   // printed strength eliminated, by the side that lost it (23.1)
    std::vector<std::optional<Side>> control;  // one per victory hex: the last side to occupy it (23.4)
    bool guardCommitted = false;             // 23.3
    std::optional<std::string> released;     // 19.3: the Russian division released on Game-Turn 2
    bool weather = false;                    // 22.0 chosen for this game
    VariantRules variants;                   // the variant rules chosen for this game (CR, AL)
    std::optional<Attack> awaitingDefence;   // 21.1: declared; the defender answers Fresh Strength
    std::optional<PendingResolution> pending;
    Dice dice;
    friend bool operator==(const GameState&, const GameState&) = default;

    const UnitState& unit(UnitIndex u) const { return units.at(u.slot()); }
    UnitState& unit(UnitIndex u) { return units.at(u.slot()); }
};

// Every unit of the state, in order.
inline UnitIndices unitIndices(const GameState& state) { return unitIndices(state.units.size()); }

// A combat is being resolved and something in it must still be decided before the next attack:
// a retreat, Ee losses, an advance (6.3-6.6), or the defender's Fresh Strength answer (21.1). Not
// so when all that is left is bombarding artillery's voluntary retreat (6.8).
inline bool combatUnresolved(const GameState& s) {
    return s.awaitingDefence.has_value() || (s.pending && !s.pending->onlyOptionalRetreats());
}

// "French Combat Phase of Game-Turn 3", for refusals that say where the game stands: as a
// sentence (Say::MovementPhaseTitle, Say::CombatPhaseTitle, quoted by others), and in English.
Sentence phaseSentence(const GameState& state);
std::string phaseTitle(const GameState& state);

}  // namespace eylau
