#pragma once
// The game's marks over the map, in named groups that are replaced as a whole: the selected
// unit, the hexes it can reach, the path under the mouse, what stops a command, combat
// obligations, the units of an attack, the hexes of a retreat or an advance, the computer's last command,
// the computer's suggestion (Game > Suggest), the enemy's threats (View > Enemy Threats). The items come from
// app/mapview (highlight, outline, path, badge); this class only keeps track of them.
#include "overlay_kinds.h"

#include "eylau/map/hex.h"

#include <QList>
#include <QString>

#include <array>
#include <vector>

class QGraphicsItem;

namespace eylau::mapview {
class MapScene;
}

namespace eylau::game {

class MapOverlay {
public:
    enum class Group { Selection, Reach, Path, Problem, Obligation, Attack, Resolution, Control, Computer, LastTurn, Hint, Threat, Count };

    explicit MapOverlay(mapview::MapScene* scene);
    ~MapOverlay();
    MapOverlay(const MapOverlay&) = delete;
    MapOverlay& operator=(const MapOverlay&) = delete;

    void clear(Group group);
    void clearAll();

    void addHighlight(Group group, Hex hex, mapview::OverlayTone tone, const QString& label = {},
                      const QString& toolTip = {});
    void addOutline(Group group, Hex hex, mapview::OverlayTone tone);
    void addBadge(Group group, Hex hex, mapview::OverlayTone tone, const QString& sign, const QString& toolTip = {},
                  bool lowerLeft = false);
    // A badge at the counter's lower-right corner, as wide as its sign ("3-1").
    void addOddsBadge(Group group, Hex hex, mapview::OverlayTone tone, const QString& sign, const QString& toolTip);
    void addPath(Group group, const std::vector<Hex>& hexes, mapview::OverlayTone tone = mapview::OverlayTone::Reach);

    const QList<QGraphicsItem*>& items(Group group) const { return groups_[std::size_t(group)]; }
    // The hexes highlighted (shaded) in a group, in the order added.
    std::vector<Hex> highlightedHexes(Group group) const;
    bool isHighlighted(Group group, Hex hex) const;

private:
    void add(Group group, QGraphicsItem* item);

    mapview::MapScene* scene_;
    std::array<QList<QGraphicsItem*>, std::size_t(Group::Count)> groups_;
};

}  // namespace eylau::game
