#pragma once
// What differs between two scenarios, hex by hex and hexside by hexside: the part of
// scenarioDifferences (scenario_diff.h) that has a place on the map, as typed values, so that the
// editor's Compare With... (docs/editor.md, "Compare with another scenario") can mark each changed
// hex and hexside and word the change in the program's language. Terrain, place names and
// provenance of hexes; the features of hexsides (roads and trails among them); victory hexes;
// entry areas; the hexes units start in. What has no place (a unit's strength, the charts, the
// turn track) is only in the list of differences.
#include "eylau/map/hex.h"
#include "eylau/map/terrain.h"
#include "eylau/map/provenance.h"
#include "eylau/scenario/victory.h"

#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace eylau {

struct Scenario;

// How an item that lies at a hex (an entry area, a unit's start) differs there.
enum class Placement {
    Added,      // only in the second scenario, here
    Removed,    // only in the first scenario, here
    MovedHere,  // here in the second scenario; `other`: where it was in the first (none: off the map)
    MovedAway,  // here in the first scenario; `other`: where it is in the second (none: off the map)
    Changed,    // here in both, something else about it changed (an entry area's name)
};

struct TerrainChange {
    Terrain before = Terrain::Clear;
    Terrain after = Terrain::Clear;
    friend bool operator==(const TerrainChange&, const TerrainChange&) = default;
};
struct PlaceNameChange {
    std::string before;  // empty: no name
    std::string after;
    friend bool operator==(const PlaceNameChange&, const PlaceNameChange&) = default;
};
struct HexProvenanceChange {
    Provenance before = Provenance::Printed;
    Provenance after = Provenance::Printed;
    friend bool operator==(const HexProvenanceChange&, const HexProvenanceChange&) = default;
};
// 23.4: none before (added), none after (removed), or its points, name or marks changed.
struct VictoryHexChange {
    std::optional<VictoryHex> before;
    std::optional<VictoryHex> after;
    friend bool operator==(const VictoryHexChange&, const VictoryHexChange&) = default;
};
struct EntryAreaChange {
    std::string id;  // "A"
    Placement placement = Placement::Changed;
    std::optional<Hex> other;
    std::string nameBefore;
    std::string nameAfter;
    friend bool operator==(const EntryAreaChange&, const EntryAreaChange&) = default;
};
// A unit that starts in the hex in one scenario and not in the other.
struct UnitStartChange {
    std::string unit;  // "Tut.1"
    Placement placement = Placement::Added;
    std::optional<Hex> other;
    friend bool operator==(const UnitStartChange&, const UnitStartChange&) = default;
};

using HexChange =
    std::variant<TerrainChange, PlaceNameChange, HexProvenanceChange, VictoryHexChange, EntryAreaChange, UnitStartChange>;

struct HexsideChange {
    HexsideFeatures before;
    HexsideFeatures after;
    Provenance provenanceBefore = Provenance::Reconstructed;
    Provenance provenanceAfter = Provenance::Reconstructed;
    friend bool operator==(const HexsideChange&, const HexsideChange&) = default;
    HexsideFeatures added() const;    // in `after` only
    HexsideFeatures removed() const;  // in `before` only
};

struct MapChanges {
    std::map<Hex, std::vector<HexChange>> hexes;  // each hex's changes, in the order of HexChange's types
    std::map<Hexside, HexsideChange> hexsides;
    bool empty() const { return hexes.empty() && hexsides.empty(); }
};

// What changed from `before` to `after` at each hex and hexside of either map.
MapChanges mapChanges(const Scenario& before, const Scenario& after);

}  // namespace eylau
