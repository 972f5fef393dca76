#pragma once
// What an edit changed, so that each view refreshes only what it shows.
#include <QFlags>

namespace eylau::editor {

enum class Change : unsigned {
    Info = 1u << 0,           // name, title, description
    Rules = 1u << 1,          // first player, exclusive sections, options
    Map = 1u << 2,            // size, terrain, place names, hexsides
    TerrainEffects = 1u << 3,
    CombatResults = 1u << 4,
    Turns = 1u << 5,
    EntryAreas = 1u << 6,
    Divisions = 1u << 7,
    FreshStrength = 1u << 8,
    Units = 1u << 9,
    Victory = 1u << 10,
    Underlay = 1u << 11,      // the map image: file, calibration, opacity, lock, colour samples
};
Q_DECLARE_FLAGS(Changes, Change)
Q_DECLARE_OPERATORS_FOR_FLAGS(Changes)

inline constexpr Changes kAllChanges = Changes::fromInt(0xfff);
// What the map picture shows.
inline constexpr Changes kMapPicture = Changes::fromInt(unsigned(Change::Map) | unsigned(Change::TerrainEffects) |
                                                        unsigned(Change::EntryAreas) | unsigned(Change::Divisions) |
                                                        unsigned(Change::Units) | unsigned(Change::Victory));

}  // namespace eylau::editor
