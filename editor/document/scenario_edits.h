#pragma once
// Edits that keep the scenario consistent, each one step of the history (a macro when it
// touches several items): placing a unit, renaming a division (its units follow), deleting a
// division with its units, adding units with fresh ids. The panels, the map tools and the
// teaching-scenario generator all edit through these or through the commands directly.
#include "eylau/scenario/scenario.h"

#include <QString>

#include <optional>
#include <string>

namespace eylau::editor {

class ScenarioDocument;

// Pure helpers.
// The unit with its side and nationality taken from `divisionId` (the nationality only when
// the unit does not override it).
Unit withDivision(const Scenario& scenario, Unit unit, const std::string& divisionId);
// "Div.N", one past the highest number used for the division.
std::string nextUnitId(const Scenario& scenario, const std::string& divisionId);
// The on-map hex nearest `from` where a unit may start (no unit there, not impassable).
std::optional<Hex> nearestFreeHex(const Scenario& scenario, Hex from);
// The first letter A, B, ... not yet an entry area id.
std::string nextEntryAreaId(const Scenario& scenario);
// `base`, or `base2`, `base3`... whichever no division uses yet.
std::string uniqueDivisionId(const Scenario& scenario, const std::string& base);

// Edits (each pushes onto the document's undo stack).
// Puts the unit on `hex` as its start hex (clearing a reinforcement entry).
void placeUnit(ScenarioDocument& document, const std::string& unitId, Hex hex);
// Replaces a unit, taking side and nationality from its division.
void editUnit(ScenarioDocument& document, std::size_t index, Unit after, int mergeKey = 0);
// Appends a unit (its id made unique) and returns its index.
std::size_t addUnit(ScenarioDocument& document, Unit unit, const QString& text);
void removeUnit(ScenarioDocument& document, std::size_t index);
// Replaces a division; when its id, side or nationality change, its units and Fresh Strength
// marker follow in the same step.
void editDivision(ScenarioDocument& document, std::size_t index, const Division& after);
// Removes a division with its units and its Fresh Strength marker, as one step.
void removeDivision(ScenarioDocument& document, std::size_t index);

// The map with other bounds: hexes and hexsides beyond them dropped, the rest kept.
GameMap resizedMap(const GameMap& map, int columns, int rows, int firstColumn, int firstRow);
// Resizes the map in one step (units left off the map are reported by the checks).
void resizeMap(ScenarioDocument& document, int columns, int rows, int firstColumn, int firstRow);

}  // namespace eylau::editor
