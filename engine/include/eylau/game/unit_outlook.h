#pragma once
// What one unit may still do now, for a player looking at it (the hex inspector): the answers of
// the play queries (player_queries.h) and the 5.1 obligations for that unit, in one value, so that
// the window words them and works none of them out.
#include "eylau/game/game.h"
#include "eylau/game/player_queries.h"

namespace eylau {

struct UnitOutlook {
    bool phasing = false;  // the unit is the phasing player's (3.0)
    // Movement Phase (4.1, 4.5, 7.0, 19.x), the phasing player's units only.
    bool mayMove = false;          // among unitsThatMayMove
    int halfMPLeft = 0;            // 4.1, in half Movement Points
    Verdict cannotMove;            // Game::whyCannotMove, when it may not
    // Combat Phase (5.1, 5.2): as an attacker for the phasing player, as a defender otherwise.
    bool mustAttack = false;       // 5.1: in an enemy Zone of Control, and has not attacked
    bool mustBeAttacked = false;   // 5.1: a phasing unit in its Zone of Control, not yet attacked
    bool mayJoinAttack = false;    // may be picked for an attack drawn up now
    Verdict cannotJoinAttack;      // whyCannotJoinAttack, when it may not (and a Combat Phase is on)
    ReinforcementStatus reinforcement = ReinforcementStatus::None;  // 7.0, 7.3
};

UnitOutlook unitOutlook(const Game& game, UnitIndex unit);

}  // namespace eylau
