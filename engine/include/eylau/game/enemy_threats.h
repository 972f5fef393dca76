#pragma once
// What the enemy could do to a side in its next Player-Turn, from the present position: the hexes
// its units could move into in its next Movement Phase, and for each of the side's units on the
// map the best odds the enemy could attack it at in the Combat Phase after it (the window's
// View > Enemy Threats; docs/playing.md, "Enemy threats"). Every rule is the engine's own:
// reach is Movement::reachableSet (4.0-4.6, 8.1 night, 9.0 terrain) for each enemy unit the
// Exclusive Rules let move (19.x), with the whole allowance again (4.1); the odds are Game::odds
// (6.2, 9.0 doubling, 20.x integrity, CR.x readiness) of an attack the enemy could draw up there.
//
// Included: every enemy unit on the map, and the enemy's reinforcements due by its next
// Game-Turn, entering by the hexes Movement::reachableSetOnEntry opens (7.1, 7.2).
// Estimated, not searched (it runs on every change of position):
//  * one attacker per hex around the defender (4.4), chosen strongest first among the enemy units
//    that could end their move there, every hex used at most once; an enemy unit already next to
//    the defender attacks from where it stands;
//  * enemy artillery that could stand two hexes away with a clear line of sight, outside the
//    defender's side's Zones of Control, bombards instead (5.6-5.8, canBombard);
//  * neither side's Fresh Strength (21.x) is counted, nor the 6.2 lowering; the 20.2 shift is
//    taken when it gives the higher column;
//  * the 5.1 obligations of the other units are not weighed: each defender is the enemy's only
//    target.
// Nothing is threatened when the enemy's next Game-Turn is a night turn (8.2: no Combat Phase).
#include "eylau/game/game.h"

#include <string>
#include <vector>

namespace eylau {

// 4.1: the state of `enemy`'s next Movement Phase from the present position: the enemy phasing,
// every unit with its whole allowance, nothing pending; the Game-Turn after this one when the
// enemy moves first and the present Player-Turn is the other side's.
GameState enemyMovementPhase(const Game& game, Side enemy);

// Where one attacking unit would stand.
struct ThreatStand {
    UnitIndex unit;
    Hex hex;
    friend bool operator==(const ThreatStand&, const ThreatStand&) = default;
};

// The best attack the enemy could make on one of the side's units.
struct UnitThreat {
    UnitIndex unit;                    // the side's unit
    Hex hex;                           // where it stands
    Attack attack;                     // the enemy's attackers and bombarding artillery; every unit of the hex defends
    std::vector<ThreatStand> standing; // where each attacking and bombarding unit would be
    OddsAccount odds;                  // Game::odds of `attack` with the attackers where they would stand
    std::string column;                // the Combat Results Table column it falls in ("3-1")
};

struct EnemyThreats {
    Side enemy = Side::Allied;
    bool combatPhase = true;           // false: the enemy's next Game-Turn is a night turn (8.2)
    std::vector<Hex> reach;            // hexes some enemy unit could move into, in hex order
    std::vector<UnitThreat> threats;   // the side's units the enemy could attack, in scenario order

    bool reaches(Hex h) const;
    const UnitThreat* threatTo(UnitIndex unit) const;
};

// The threats against `side` of its enemy's next Player-Turn.
EnemyThreats enemyThreats(const Game& game, Side side);

}  // namespace eylau
