#pragma once
// The places the movement planner considers for each unit (4.0, 7.0), each with its worth on its
// own: exposure to the enemy's next attacks (threat_map.h), the pull of the victory hexes (23.4)
// and of the enemy, and, for the French, the Guard kept out of reach (23.3). What a place is
// worth together with the others (the attacks it sets up) is the planner's to judge.
#include "ai/threat_map.h"
#include "ai/value_model.h"
#include "eylau/game/game.h"

#include <vector>

namespace eylau::ai {

// 6.4: when the enemy's reach a place's ways back are read from was taken (openWaysBack): as our
// Movement Phase began (the planner's first reading: our units will move), as it ends with our
// units where the plan leaves them (the planner's reading again, REFIT), or as the enemy is about to
// move (an answer in a Combat Phase: a retreat or an advance, 6.4-6.6). Each tells a fatal Dr from a
// harmless one better than the one before it.
enum class WaysBackReading : unsigned char { BeforeOurMoves, AfterOurMoves, AsTheEnemyMoves };

// How the planner leans: `caution` weighs exposure to the enemy's next attacks, `drive` the pull
// toward the enemy and the victory hexes, `eylau` the victory hexes' share of it (above 1 the
// victory hexes pull harder and the enemy less, below 1 the reverse). The computer opponent tries
// several and keeps the plan whose look-ahead turns out best (lookahead.cpp).
struct Style {
    double caution = 1.0;
    double drive = 1.0;
    double eylau = 1.0;
    // How much a place whose way back the enemy can close weighs a Dr as the unit's loss (6.4: a
    // unit with no hex to retreat into is eliminated): 0, a Dr is a loss now and then wherever it
    // stands; 1, where most of its neighbours are the enemy's or within his reach, nearly always.
    double cornered = 0.0;
    // How far a Dr's loss at a place is read from its way back instead (6.4): 0, as `cornered`
    // says; 1, from how many of its neighbours the enemy cannot close next Player-Turn (none: a
    // retreat there is most often a loss; two or more: hardly ever).
    double traps = 0.0;
    // With traps, when the enemy's reach was read.
    WaysBackReading reading = WaysBackReading::BeforeOurMoves;
    // How many enemy units an attack on a place is reckoned with (4.4, 5.4): false, the three
    // strongest that can come next to it, as in a line; true, as many as it has neighbours the
    // enemy can reach (ThreatMap::approaches), fewer in a line and up to six out of it.
    bool flanks = false;
};

// A place the look-ahead saw a unit lost at (lookahead.h, repairs): planned again, the unit's place
// there costs `cost` VP, and a place next to it half as much (the same trap, most likely).
struct Avoided {
    UnitIndex unit{0};
    Hex hex;
    double cost = 0;
};

struct MoveOption {
    bool stay = true;      // no move (a waiting reinforcement is held back, 7.3)
    Hex to;                // where it ends (its own hex when staying on the map)
    std::vector<Hex> path; // as Reach::path
    bool contact = false;  // ends next to an enemy unit (4.5): it will have to attack (5.1)
    double worth = 0;      // on its own
};

struct UnitOptions {
    UnitIndex unit;
    bool waiting = false;              // a reinforcement not yet on the map
    std::vector<MoveOption> options;   // options[0] is staying
};

// The options of every unit of the phasing side that may move now; `breadth` is how many
// quiet (non-contact) places are kept per unit besides the contact and bombardment ones.
std::vector<UnitOptions> moveOptions(const Game& game, const ValueModel& values, const ThreatMap& threat,
                                     int breadth, const Style& style = {});

// The worth of one of a unit's options on its own: standingWorth at its place, a reinforcement
// held back a little less.
double optionWorth(const Game& game, const ValueModel& values, const ThreatMap& threat, const UnitOptions& unit,
                   const MoveOption& option, const Style& style = {});

// Every option's worth again against another reading of the enemy's reach (the same places;
// avoidPlaces, if wanted, again after it).
void rescoreOptions(const Game& game, const ValueModel& values, const ThreatMap& threat, std::vector<UnitOptions>& units,
                    const Style& style = {});

// Each place in `avoid` made dearer for its unit, as Avoided says.
void avoidPlaces(std::vector<UnitOptions>& units, const std::vector<Avoided>& avoid);

// 6.4: how many of h's neighbours a unit at h could retreat into whatever the enemy does in his
// next Player-Turn: on the map, passable, and out of his reach and of every hex next to it
// (ThreatMap::closable; river hexsides are not read).
int openWaysBack(const Scenario& scenario, const ThreatMap& threat, Hex h);
// 6.4: the share of Dr results that eliminate a defender with so many open ways back, the enemy's
// reach read when `reading` says.
double trappedShare(int openWays, WaysBackReading reading = WaysBackReading::BeforeOurMoves);

// 6.3 with 6.4 and 9.0: the share of unit u's strength the enemy's next attack on it at h is
// likely to destroy: an attack of three quarters of the threat map's pressure against h (of as
// many attackers as `style.flanks` says), a Dr counted as a loss as `style.cornered` and
// `style.traps` say; 0 where no enemy can come next to h.
double exposedShare(const Game& game, const ThreatMap& threat, UnitIndex u, Hex h, const Style& style = {});

// The worth of unit u standing at h on its own (exposure, pull, the Guard).
double standingWorth(const Game& game, const ValueModel& values, const ThreatMap& threat, UnitIndex u, Hex h,
                     const Style& style = {});

}  // namespace eylau::ai
