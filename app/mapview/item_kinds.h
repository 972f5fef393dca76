#pragma once
// QGraphicsItem::type() values of the map's items, so that code (and tests) can tell a counter
// from a hex with qgraphicsitem_cast, and the stacking order of the map's layers.
#include <QGraphicsItem>

namespace eylau::mapview {

enum ItemKind : int {
    TerrainKind = QGraphicsItem::UserType + 1,
    HexsideKind,
    RiverKind,
    RouteKind,
    HexNumbersKind,
    PlaceNameKind,
    VictoryHexKind,
    EntryAreaKind,
    CounterKind,
    UnderlayKind,
};

// Bottom to top.
namespace layer {
inline constexpr double kBoardImage = -1.0;   // the map image as the board (game: View > Board Image)
inline constexpr double kTerrain = 0.0;
inline constexpr double kUnderlay = 0.5;      // the map image over the drawn terrain (editor)
inline constexpr double kHexsides = 1.0;
inline constexpr double kRoutes = 2.0;
inline constexpr double kVictory = 3.0;
inline constexpr double kHexNumbers = 4.0;
inline constexpr double kPlaceNames = 5.0;
inline constexpr double kEntryAreas = 6.0;
inline constexpr double kCounters = 10.0;
}  // namespace layer

}  // namespace eylau::mapview
