// MapScene's redraw of the markings and counters after an edit (map_scene.h): the items that are
// still right stay the same objects, so an edit of one place name, victory hex, entry area or
// unit costs one item, not the whole map.
#include "map_scene.h"

#include "counter_art.h"
#include "counter_item.h"
#include "entry_area_item.h"
#include "place_labels.h"
#include "place_name_item.h"
#include "victory_hex_item.h"

#include "eylau/scenario/scenario.h"

#include <functional>
#include <map>
#include <optional>
#include <tuple>

namespace eylau::mapview {
namespace {

// What each marking item shows, as a key: an item whose key is still wanted is kept.
using MarkingKey = std::tuple<int, Hex, QString, QString>;

std::optional<MarkingKey> keyOf(const QGraphicsItem* item) {
    switch (item->type()) {
        case PlaceNameKind: {
            const auto* name = static_cast<const PlaceNameItem*>(item);
            return MarkingKey{PlaceNameKind, name->hex(), name->name(), {}};
        }
        case VictoryHexKind: {
            const auto* victory = static_cast<const VictoryHexItem*>(item);
            return MarkingKey{VictoryHexKind, victory->hex(), QString::number(victory->points()), {}};
        }
        case EntryAreaKind: {
            const auto* area = static_cast<const EntryAreaItem*>(item);
            return MarkingKey{EntryAreaKind, area->hex(), area->letter(), area->name()};
        }
        default: return std::nullopt;
    }
}

}  // namespace

void MapScene::updateMarkings(const Scenario& scenario) {
    // The markings wanted, each with a way to make it.
    std::multimap<MarkingKey, std::function<QGraphicsItem*()>> wanted;
    for (const PlaceLabel& label : placeLabels(scenario.map)) {
        const QString name = QString::fromStdString(label.name);
        wanted.emplace(MarkingKey{PlaceNameKind, label.hex, name, {}}, [this, label, name]() -> QGraphicsItem* {
            auto* item = new PlaceNameItem(layout_, label.hex, name);
            showAsDrawnMap(item);
            return item;
        });
    }
    for (const VictoryHex& victory : scenario.victory.hexes) {
        if (!onMap(victory.hex)) continue;
        wanted.emplace(MarkingKey{VictoryHexKind, victory.hex, QString::number(victory.points), {}},
                       [this, victory] { return new VictoryHexItem(layout_, victory.hex, victory.points); });
    }
    for (const EntryArea& area : scenario.entryAreas) {
        if (!onMap(area.hex)) continue;
        wanted.emplace(MarkingKey{EntryAreaKind, area.hex, QString::fromStdString(area.id), QString::fromStdString(area.name)},
                       [this, area] { return newEntryAreaItem(area); });
    }
    // Keep each item still wanted (once), take the others away, then make what is missing.
    for (QGraphicsItem* item : items()) {
        const std::optional<MarkingKey> key = keyOf(item);
        if (!key) continue;
        if (const auto it = wanted.find(*key); it != wanted.end()) {
            wanted.erase(it);
            continue;
        }
        removeItem(item);
        delete item;
    }
    // A new entry area's badge may stick out of the map where none did: the scene grows to hold it.
    const double margin = layout_.radius() * 0.25;
    QRectF rect = sceneRect();
    for (const auto& [key, make] : wanted) {
        QGraphicsItem* item = make();
        addItem(item);
        rect |= item->sceneBoundingRect().adjusted(-margin, -margin, margin, margin);
    }
    if (rect != sceneRect()) setSceneRect(rect);
}

void MapScene::updateCounters(const Scenario& scenario) {
    std::map<QString, CounterItem*> drawn;
    for (CounterItem* counter : counters()) drawn.emplace(counter->unitId(), counter);
    const double size = layout_.hexHeight() * 0.72;
    for (const Unit& unit : scenario.units) {
        if (!unit.start || !onMap(*unit.start)) continue;
        const Division* division = scenario.division(unit.division);
        CounterItem* counter = nullptr;
        if (const auto it = drawn.find(QString::fromStdString(unit.id)); it != drawn.end()) {
            if (it->second->face() == CounterItem::face(unit, division)) counter = it->second;
            else delete it->second;  // leaves the scene as it goes
            drawn.erase(it);
        }
        if (!counter) {
            counter = new CounterItem(unit, division, *art_, size);
            addItem(counter);
        }
        counter->setPos(layout_.centre(*unit.start));
    }
    for (const auto& [id, counter] : drawn) delete counter;  // units no longer on the map
}

}  // namespace eylau::mapview
