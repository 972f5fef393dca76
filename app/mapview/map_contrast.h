#pragma once
// The map drawn for contrast (View > High Contrast): stronger outlines and overlay colours,
// darker counter ink, terrain washed paler and greyer so that counters and highlights stand out.
// A choice of the scene (MapScene::setContrast) that each item reads when it paints.

class QGraphicsItem;

namespace eylau::mapview {

enum class Contrast { Normal, High };

// The contrast the item's scene is drawn at; Normal for an item not on a MapScene (a counter
// painted for a list beside the map, the editor's palette).
Contrast contrastOf(const QGraphicsItem& item);

}  // namespace eylau::mapview
