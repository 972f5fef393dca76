#pragma once
// What a problem's JSON path points at, so that clicking a problem can select it: a unit, a
// hex, a division, a turn, an entry area, a chart... Paths are those of the canonical file
// (engine/src/scenario_check.cpp), so map hexes and hexsides count in sorted order.
#include "eylau/scenario/scenario.h"

#include <optional>
#include <string>

namespace eylau::editor {

struct ProblemTarget {
    enum class Kind {
        None, Unit, Division, FreshStrength, Turn, EntryArea, MapHex, MapHexside, VictoryHex,
        Victory, CombatResults, TerrainEffects, Rules, Info,
    };
    Kind kind = Kind::None;
    int index = -1;          // in its list
    std::string unitId;      // Kind::Unit
    std::optional<Hex> hex;  // a hex to centre on, when there is one
};

ProblemTarget problemTarget(const Scenario& scenario, const std::string& path);

}  // namespace eylau::editor
