#pragma once
// A complete battle: map, charts, order of battle, turn track, entry areas, victory, rules.
#include "eylau/scenario/combat_results_table.h"
#include "eylau/map/game_map.h"
#include "eylau/scenario/order_of_battle.h"
#include "eylau/scenario/terrain_effects.h"
#include "eylau/scenario/turn_track.h"
#include "eylau/scenario/underlay_reference.h"
#include "eylau/scenario/variant_options.h"
#include "eylau/scenario/victory.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

// A reinforcement entry area: a named map-edge hex (7.0, 7.2).
struct EntryArea {
    std::string id;    // "A"
    std::string name;
    Hex hex;
    Provenance provenance = Provenance::Printed;
    std::string note;  // why a value was reconstructed, or an oddity
    friend bool operator==(const EntryArea&, const EntryArea&) = default;
};

struct RuleOptions {
    Side firstPlayer = Side::French;        // 3.0
    std::vector<std::string> exclusive;     // Exclusive Rules sections in force, "19.0" ...
    std::map<std::string, bool> options;    // optional rules and their default, "weather", "cavalryReadiness"
    int limberTarget = kDefaultLimberTarget; // AL.2 (variant): the highest roll that limbers guns
    bool hasExclusive(const std::string& section) const;
    bool option(const std::string& name) const;
    friend bool operator==(const RuleOptions&, const RuleOptions&) = default;
};

struct Scenario {
    std::string name;
    std::string title;
    std::string description;
    RuleOptions rules;
    GameMap map;
    TerrainEffectsChart terrainEffects;
    CombatResultsTable combatResults;
    std::vector<GameTurn> turns;
    std::vector<EntryArea> entryAreas;
    std::vector<Division> divisions;
    std::vector<FreshStrengthMarker> freshStrength;
    std::vector<Unit> units;
    VictoryConditions victory;
    std::optional<MapUnderlay> underlay;  // a scan of the printed map, by reference (editor, game)

    friend bool operator==(const Scenario&, const Scenario&) = default;

    // Lookups by id; nullptr when absent.
    const Division* division(std::string_view id) const;
    const Unit* unit(std::string_view id) const;
    std::optional<UnitIndex> unitIndex(std::string_view id) const;  // the unit's place in `units`
    const EntryArea* entryArea(std::string_view id) const;
    int lastTurn() const { return int(turns.size()); }
};

// Every unit of the scenario, in order.
inline UnitIndices unitIndices(const Scenario& scenario) { return unitIndices(scenario.units.size()); }

}  // namespace eylau
