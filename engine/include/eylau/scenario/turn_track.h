#pragma once
// The Game-Turn Record Track: time of day and night turns (3.0, 8.0).
#include "eylau/map/provenance.h"

#include <string>

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

}  // namespace eylau
