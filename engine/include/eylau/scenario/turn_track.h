#pragma once
// The Game-Turn Record Track: time of day and night turns (3.0, 8.0).
#include "eylau/map/provenance.h"

#include <string>
#include <vector>

namespace eylau {

struct GameTurn {
    int number = 1;
    std::string time;   // "1400"
    std::string date;   // "Feb 7", may be empty
    bool night = false;
    Provenance provenance = Provenance::Printed;
    std::string note;  // why a value was reconstructed, or an oddity
    friend bool operator==(const GameTurn&, const GameTurn&) = default;
};

// How every part of the program names a Game-Turn's time (the window, the log, the summaries):
// the clock time as the game shows it ("14:00" for "1400"; another form as written), the date
// of the turn or, when the track gives none, of the last turn before it that has one ("Feb 7" for
// Game-Turn 2), and both together ("15:15, Feb 7"). Empty for a turn not on the track.
std::string turnClock(const std::vector<GameTurn>& track, int turn);
std::string turnDate(const std::vector<GameTurn>& track, int turn);
std::string turnLabel(const std::vector<GameTurn>& track, int turn);

// 8.0: whether Game-Turn `turn` is a night turn (8.2: no Combat Phase; 8.1: movement as at night).
// A turn not on the track (before the first, after the last) is not. The one place the engine, the
// computer opponent and the window ask it.
bool isNightTurn(const std::vector<GameTurn>& track, int turn);

}  // namespace eylau
