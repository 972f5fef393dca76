#pragma once
// Sides, divisions, units and Fresh Strength markers (2.4-2.7, 21.0).
#include "eylau/map/hex.h"
#include "eylau/map/provenance.h"
#include "eylau/scenario/unit_index.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace eylau {

enum class Side : std::uint8_t { French, Allied };
inline constexpr std::array<Side, 2> kSides{Side::French, Side::Allied};
Side enemyOf(Side s);
std::string_view toString(Side s);        // "french", "allied"
std::string_view displayName(Side s);     // "French", "Allied"
std::optional<Side> parseSide(std::string_view s);

// 2.7: infantry (i), cavalry (c), artillery (a).
enum class UnitType : std::uint8_t { Infantry, Cavalry, Artillery };
std::string_view toString(UnitType t);    // "infantry", ...
char typeLetter(UnitType t);              // 'i', 'c', 'a' as in the order of battle
std::optional<UnitType> parseUnitType(std::string_view s);

struct Division {
    std::string id;       // "Tut"
    std::string name;     // "Tutchov"
    Side side = Side::French;
    std::string nationality;  // "russian", "prussian", "french"
    bool guard = false;   // the French Guard (19.1, 23.3)
    Provenance provenance = Provenance::Printed;
    std::string note;  // why a value was reconstructed, or an oddity
    friend bool operator==(const Division&, const Division&) = default;
};

// A reinforcement's entry: area letter and earliest Game-Turn (2.4, 7.0).
struct Arrival {
    std::string area;
    int turn = 1;
    friend bool operator==(const Arrival&, const Arrival&) = default;
};

struct Unit {
    std::string id;          // "Tut.1" = first unit listed for Tutchov
    std::string division;
    Side side = Side::French;            // the division's
    std::string nationality;             // the division's unless overridden
    bool nationalityOverridden = false;  // written to the file only when true
    UnitType type = UnitType::Infantry;
    int strength = 0;        // Combat Strength (2.5)
    int movement = 0;        // Movement Allowance in MP (2.6)
    std::optional<Hex> start;         // exactly one of start and arrival
    std::optional<Arrival> arrival;
    Provenance provenance = Provenance::Printed;
    std::string note;
    friend bool operator==(const Unit&, const Unit&) = default;
};

struct FreshStrengthMarker {
    std::string division;
    int bonus = 0;
    Provenance provenance = Provenance::Printed;
    std::string note;  // why a value was reconstructed, or an oddity
    friend bool operator==(const FreshStrengthMarker&, const FreshStrengthMarker&) = default;
};

}  // namespace eylau
