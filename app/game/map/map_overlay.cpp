#include "map/map_overlay.h"

#include "badge_item.h"
#include "hex_outline_item.h"
#include "highlight_item.h"
#include "map_scene.h"
#include "path_item.h"

namespace eylau::game {

using mapview::OverlayTone;

MapOverlay::MapOverlay(mapview::MapScene* scene) : scene_(scene) {}

MapOverlay::~MapOverlay() = default;  // the scene owns the items

void MapOverlay::clear(Group group) {
    QList<QGraphicsItem*>& items = groups_[std::size_t(group)];
    for (QGraphicsItem* item : items) {
        scene_->removeItem(item);
        delete item;
    }
    items.clear();
}

void MapOverlay::clearAll() {
    for (std::size_t g = 0; g < groups_.size(); ++g) clear(Group(g));
}

void MapOverlay::add(Group group, QGraphicsItem* item) {
    scene_->addItem(item);
    groups_[std::size_t(group)].append(item);
}

void MapOverlay::addHighlight(Group group, Hex hex, OverlayTone tone, const QString& label, const QString& toolTip) {
    auto* item = new mapview::HighlightItem(scene_->layout(), hex, tone, label);
    if (!toolTip.isEmpty()) item->setToolTip(toolTip);
    add(group, item);
}

void MapOverlay::addOutline(Group group, Hex hex, OverlayTone tone) {
    add(group, new mapview::HexOutlineItem(scene_->layout(), hex, tone));
}

void MapOverlay::addBadge(Group group, Hex hex, OverlayTone tone, const QString& sign, const QString& toolTip,
                          bool lowerLeft) {
    auto* item = new mapview::BadgeItem(scene_->layout(), hex, tone, sign,
                                        lowerLeft ? mapview::BadgeItem::Corner::LowerLeft
                                                  : mapview::BadgeItem::Corner::UpperRight);
    if (!toolTip.isEmpty()) item->setToolTip(toolTip);
    add(group, item);
}

void MapOverlay::addOddsBadge(Group group, Hex hex, OverlayTone tone, const QString& sign, const QString& toolTip) {
    auto* item = new mapview::BadgeItem(scene_->layout(), hex, tone, sign, mapview::BadgeItem::Corner::LowerRight);
    if (!toolTip.isEmpty()) item->setToolTip(toolTip);
    add(group, item);
}

void MapOverlay::addPath(Group group, const std::vector<Hex>& hexes, OverlayTone tone) {
    add(group, new mapview::PathItem(scene_->layout(), hexes, tone));
}

std::vector<Hex> MapOverlay::highlightedHexes(Group group) const {
    std::vector<Hex> hexes;
    for (QGraphicsItem* item : items(group))
        if (auto* h = qgraphicsitem_cast<mapview::HighlightItem*>(item)) hexes.push_back(h->hex());
    return hexes;
}

bool MapOverlay::isHighlighted(Group group, Hex hex) const {
    for (QGraphicsItem* item : items(group))
        if (auto* h = qgraphicsitem_cast<mapview::HighlightItem*>(item); h && h->hex() == hex) return true;
    return false;
}

}  // namespace eylau::game
