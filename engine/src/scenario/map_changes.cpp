// What differs between two scenarios hex by hex and hexside by hexside (map_changes.h).
#include "eylau/scenario/map_changes.h"

#include "eylau/scenario/scenario.h"

#include <set>

namespace eylau {
namespace {

HexsideFeatures only(HexsideFeatures in, HexsideFeatures notIn) {
    HexsideFeatures out;
    for (HexsideFeature f : kHexsideFeatures)
        if (in.has(f) && !notIn.has(f)) out.set(f);
    return out;
}

void compareHexes(const GameMap& a, const GameMap& b, MapChanges& out) {
    std::set<Hex> hexes;
    for (const GameMap* m : {&a, &b}) {
        for (const Hex h : m->hexes()) hexes.insert(h);
        for (const auto& [h, data] : m->explicitHexes()) hexes.insert(h);
    }
    for (const Hex h : hexes) {
        const MapHex x = a.hex(h), y = b.hex(h);
        std::vector<HexChange> changes;
        if (x.terrain != y.terrain) changes.emplace_back(TerrainChange{x.terrain, y.terrain});
        if (x.name != y.name) changes.emplace_back(PlaceNameChange{x.name, y.name});
        if (x.provenance != y.provenance) changes.emplace_back(HexProvenanceChange{x.provenance, y.provenance});
        if (!changes.empty()) out.hexes[h] = std::move(changes);
    }
}

void compareHexsides(const GameMap& a, const GameMap& b, MapChanges& out) {
    std::set<Hexside> sides;
    for (const auto& [s, data] : a.hexsides()) sides.insert(s);
    for (const auto& [s, data] : b.hexsides()) sides.insert(s);
    for (const Hexside& s : sides) {
        const MapHexside x = a.hexside(s), y = b.hexside(s);
        const HexsideChange change{x.features, y.features, x.provenance, y.provenance};
        if (x.features != y.features || x.provenance != y.provenance) out.hexsides.emplace(s, change);
    }
}

void compareVictoryHexes(const std::vector<VictoryHex>& a, const std::vector<VictoryHex>& b, MapChanges& out) {
    std::map<Hex, std::pair<std::optional<VictoryHex>, std::optional<VictoryHex>>> at;
    for (const VictoryHex& v : a) at[v.hex].first = v;
    for (const VictoryHex& v : b) at[v.hex].second = v;
    for (const auto& [hex, pair] : at)
        if (pair.first != pair.second) out.hexes[hex].emplace_back(VictoryHexChange{pair.first, pair.second});
}

// Items named by an id that lie at a hex (entry areas, units' start hexes): where each is in
// either scenario, and what to say at each hex it left or came to. `hexOf` gives an item's hex
// (none: not on the map); `same` whether the item is otherwise unchanged.
template <typename T, typename Id, typename HexOf, typename Make>
void comparePlacements(const std::vector<T>& a, const std::vector<T>& b, Id id, HexOf hexOf, Make make, MapChanges& out) {
    std::map<std::string, std::pair<const T*, const T*>> byId;
    for (const T& x : a) byId[id(x)].first = &x;
    for (const T& y : b) byId[id(y)].second = &y;
    for (const auto& [key, pair] : byId) {
        const auto [x, y] = pair;
        const std::optional<Hex> from = x ? hexOf(*x) : std::nullopt;
        const std::optional<Hex> to = y ? hexOf(*y) : std::nullopt;
        if (!x) {
            if (to) out.hexes[*to].emplace_back(make(key, Placement::Added, std::nullopt, x, y));
        } else if (!y) {
            if (from) out.hexes[*from].emplace_back(make(key, Placement::Removed, std::nullopt, x, y));
        } else if (from != to) {
            if (from) out.hexes[*from].emplace_back(make(key, Placement::MovedAway, to, x, y));
            if (to) out.hexes[*to].emplace_back(make(key, Placement::MovedHere, from, x, y));
        }
    }
}

void compareEntryAreas(const Scenario& a, const Scenario& b, MapChanges& out) {
    const auto id = [](const EntryArea& e) { return e.id; };
    const auto hexOf = [](const EntryArea& e) { return std::optional<Hex>(e.hex); };
    const auto make = [](const std::string& key, Placement p, std::optional<Hex> other, const EntryArea* x,
                         const EntryArea* y) -> HexChange {
        return EntryAreaChange{key, p, other, x ? x->name : std::string(), y ? y->name : std::string()};
    };
    comparePlacements(a.entryAreas, b.entryAreas, id, hexOf, make, out);
    // Renamed where it was.
    for (const EntryArea& x : a.entryAreas)
        for (const EntryArea& y : b.entryAreas)
            if (x.id == y.id && x.hex == y.hex && x.name != y.name)
                out.hexes[x.hex].emplace_back(EntryAreaChange{x.id, Placement::Changed, std::nullopt, x.name, y.name});
}

void compareStarts(const Scenario& a, const Scenario& b, MapChanges& out) {
    const auto id = [](const Unit& u) { return u.id; };
    const auto hexOf = [](const Unit& u) { return u.start; };
    const auto make = [](const std::string& key, Placement p, std::optional<Hex> other, const Unit*, const Unit*) -> HexChange {
        return UnitStartChange{key, p, other};
    };
    comparePlacements(a.units, b.units, id, hexOf, make, out);
}

}  // namespace

HexsideFeatures HexsideChange::added() const { return only(after, before); }
HexsideFeatures HexsideChange::removed() const { return only(before, after); }

MapChanges mapChanges(const Scenario& a, const Scenario& b) {
    MapChanges out;
    compareHexes(a.map, b.map, out);
    compareHexsides(a.map, b.map, out);
    compareVictoryHexes(a.victory.hexes, b.victory.hexes, out);
    compareEntryAreas(a, b, out);
    compareStarts(a, b, out);
    return out;
}

}  // namespace eylau
