#pragma once
// What a player may do now with one unit, and why not, in the rules' own words: the questions the
// window asks while a player moves, attacks, answers an attack or chooses losses, so that it never
// works a rule out for itself (docs/rules-engine.md, "Queries").
#include "eylau/game/game.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace eylau {

// 4.1: the unit's Movement Points left in this Movement Phase, in half Movement Points: twice its
// printed allowance less what it has spent (Movement Points are not accumulated, so a new
// Player-Turn starts it afresh). 0 for a unit that is not on the map or waiting to enter.
int halfMPLeft(const Game& game, UnitIndex unit);

// 4.0, 4.1, 7.0: the phasing player's units that may still move in this Movement Phase: those on
// the map with a hex left to go to, and the reinforcements that may enter now (7.0) and have an
// entry hex open, in scenario order (Game::reachable is not empty for each). Empty outside a
// Movement Phase. A unit that has spent its Movement Points, or stands in an enemy Zone of
// Control (4.5), or may not move this Game-Turn (19.1-19.3), is not among them.
std::vector<UnitIndex> unitsThatMayMove(const Game& game);

// 7.1, 7.2: the hexes a waiting reinforcement may enter the map by, as things stand: its entry
// area's hex and the other map-edge hexes 7.2 opens when an enemy unit is near; empty for a unit
// that is not waiting to enter. Whether it is due now is reinforcementStatus's answer, and where
// it may go from them Game::reachable's.
std::vector<Hex> entryHexesNow(const Game& game, UnitIndex unit);

// Where `unit` stands on the map; nullopt when it is not on it (a reinforcement still to enter, or
// eliminated): for marks drawn at a unit, without reading the game state.
std::optional<Hex> hexOnMap(const Game& game, UnitIndex unit);

// 4.0, 4.4: the phasing player's units on the map at `hex` (two when one pauses on another), in
// scenario order: the units a click on the hex may mean in the Movement Phase.
std::vector<UnitIndex> phasingUnitsAt(const Game& game, Hex hex);

// 5.2 (and 3.0, 6.1, 6.6, 21.1): why `unit` may not be picked for an attack drawn up now (as an
// attacker when it is the phasing player's, as a defender otherwise): no attack may be drawn up
// now, it is not on the map, it has already attacked or been attacked this Combat Phase. nullopt
// when it may be picked (whether the whole attack may be declared is Game::whyNot's).
Verdict whyCannotJoinAttack(const Game& game, UnitIndex unit);

// 6.2, 20.2: the choices the odds of an attack being drawn up allow. `column`: the column it falls
// at as drawn up (with its 20.2 choice: the +2, or the shift to come after), before any lowering; `lowerTo`: the columns it may be lowered to by choice, every
// column below that one, highest first (6.2); `shiftOpen`: its attackers may take 20.2's one-column
// shift instead of the +2 strength (three or more units of one division); `odds`: the itemised odds
// of the attack as drawn up, its lowering included (Game::odds), so that one call answers the attack
// window. Empty (column 0, nothing to lower to, no shift, no odds) when the attack has no defender
// or no attacking unit.
struct OddsChoices {
    std::size_t column = 0;
    std::vector<std::size_t> lowerTo;
    bool shiftOpen = false;
    OddsAccount odds;
};
OddsChoices oddsChoices(const Game& game, const Attack& attack);

// 4.0, 5.2: whether `unit` is done for the phase in progress, as the map fades it: in the
// Movement Phase a unit of the phasing player that may not move now (Game::whyCannotMove says
// why); in the Combat Phase a phasing unit that has attacked, or an enemy unit that has been
// attacked (each only once a Combat Phase). False in any other phase and for units off the map.
bool isDoneForThePhase(const Game& game, UnitIndex unit);

// 21.1: the defending units of the attack awaiting the defender's answer, each with its
// division's Fresh Strength bonus and why it may not use it now (nullopt: it may). Empty when no
// attack awaits an answer. Whether the answer as a whole is legal (one unit per marker) is
// Game::whyNot(DefendCommand).
struct FreshStrengthAnswer {
    UnitIndex unit;
    int bonus = 0;      // its division's marker's bonus; 0 when the division has none
    Verdict refusal{};  // the Exclusive Rules' reason (21.0, 21.1); nullopt: it may use it
    bool mayUse() const { return !refusal; }
};
std::vector<FreshStrengthAnswer> defenceFreshStrength(const Game& game);

// 6.3 Ee: the units the attacker may lose, in the order of the attack: its adjacent attackers
// still on the map (bombarding artillery is never lost). Empty when no Ee losses are owed. Whether
// a choice of them loses enough strength is Game::whyNot(LoseCommand).
std::vector<UnitIndex> lossOptions(const Game& game);

// 7.0, 7.3: where a reinforcement stands.
enum class ReinforcementStatus : std::uint8_t {
    None,         // not a reinforcement waiting to enter (on the map, eliminated, or no arrival)
    MayEnterNow,  // 7.0: due, and this is its player's Movement Phase
    HeldBack,     // 7.3: due, and a Movement Phase of its player in which it might have entered is over
    DueLater,     // 7.0: its Game-Turn, or its player's Movement Phase of it, is still to come
};
ReinforcementStatus reinforcementStatus(const Game& game, UnitIndex unit);

// 19.3: why no division may be released now, in the Exclusive Rules' words; nullopt when one may
// (releasableDivisions, decision_due.h, names them).
Verdict whyNoRelease(const Game& game);

}  // namespace eylau
