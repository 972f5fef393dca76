#pragma once
// A small valid scenario for loader tests, as JSON that tests damage one place at a time.
#include <nlohmann/json.hpp>

#include <string>

namespace eylau::test {

inline nlohmann::json minimalScenarioJson() {
    return nlohmann::json::parse(R"({
  "format": "eylau-scenario", "version": 1, "name": "Test",
  "rules": {"firstPlayer": "french", "exclusive": [], "options": {}},
  "map": {"columns": 6, "rows": 5, "defaultTerrain": "clear",
          "hexes": [{"hex": "0202", "terrain": "town", "name": "Dorf"}, {"hex": "0303", "terrain": "lake"}],
          "hexsides": [{"between": ["0202", "0302"], "features": ["road"]}]},
  "terrainEffects": {
    "terrain": [{"terrain": "clear", "halfMP": 2}, {"terrain": "woods", "halfMP": 4, "blocksBombardment": true},
                {"terrain": "grove", "halfMP": 2, "blocksBombardment": true},
                {"terrain": "town", "halfMP": 2, "blocksBombardment": true, "defenderDoubled": true},
                {"terrain": "fort", "halfMP": 2, "defenderDoubled": true},
                {"terrain": "lake", "halfMP": 2, "impassable": true}],
    "hexsides": [{"feature": "road", "routeHalfMP": 2}, {"feature": "trail", "routeHalfMP": 2},
                 {"feature": "slope", "addHalfMP": 2, "defenderDoubledIfExclusive": true},
                 {"feature": "gully", "addHalfMP": 4, "artilleryOnlyAtBridge": true},
                 {"feature": "stream", "addHalfMP": 4, "artilleryOnlyAtBridge": true},
                 {"feature": "river", "impassable": true, "artilleryOnlyAtBridge": true, "blocksZoc": true},
                 {"feature": "bridge"}]},
  "combatResults": {"columns": ["1-2", "1-1", "2-1"],
    "rows": [{"die": 1, "results": ["Dr", "Dr", "De"]}, {"die": 2, "results": ["Ar", "Dr", "Dr"]},
             {"die": 3, "results": ["Ar", "Ar", "Dr"]}, {"die": 4, "results": ["Ar", "Ar", "Ee"]},
             {"die": 5, "results": ["Ae", "Ar", "Ar"]}, {"die": 6, "results": ["Ae", "Ae", "Ar"]}]},
  "turns": [{"turn": 1, "time": "1400"}, {"turn": 2, "time": "1515"}, {"turn": 3, "time": "1800", "night": true}],
  "entryAreas": [{"id": "A", "name": "West road", "hex": "0103"}],
  "divisions": [{"id": "Fr", "name": "French Div", "side": "french", "nationality": "french"},
                {"id": "Ru", "name": "Russian Div", "side": "allied", "nationality": "russian"}],
  "freshStrength": [{"division": "Ru", "bonus": 3}],
  "units": [{"id": "Fr.1", "division": "Fr", "type": "infantry", "strength": 5, "movement": 4, "start": "0202"},
            {"id": "Fr.2", "division": "Fr", "type": "artillery", "strength": 4, "movement": 3, "entry": {"area": "A", "turn": 2}},
            {"id": "Ru.1", "division": "Ru", "type": "cavalry", "strength": 3, "movement": 5, "start": "0505"}],
  "victory": {"pointsPerStrengthPoint": 1, "hexes": [{"hex": "0202", "name": "Dorf", "points": 5}],
              "awards": [], "levels": [{"from": 0, "name": "Draw"}, {"from": 10, "name": "Victory"}]}
})");
}

// The minimal scenario emptied to a board of `columns` x `rows` clear hexes: no terrain, hexsides,
// units, divisions, Fresh Strength markers or victory hexes, for tests to fill.
inline nlohmann::json emptyBoardJson(int columns, int rows) {
    nlohmann::json j = minimalScenarioJson();
    j["map"]["columns"] = columns;
    j["map"]["rows"] = rows;
    for (const char* key : {"hexes", "hexsides"}) j["map"][key] = nlohmann::json::array();
    for (const char* key : {"units", "divisions", "freshStrength"}) j[key] = nlohmann::json::array();
    j["victory"]["hexes"] = nlohmann::json::array();
    return j;
}

}  // namespace eylau::test
