#include "map_contrast.h"

#include "map_scene.h"

namespace eylau::mapview {

Contrast contrastOf(const QGraphicsItem& item) {
    const auto* map = qobject_cast<const MapScene*>(item.scene());
    return map ? map->contrast() : Contrast::Normal;
}

}  // namespace eylau::mapview
