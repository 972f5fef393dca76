#include "map_scene.h"

#include "counter_art.h"
#include "counter_item.h"
#include "entry_area_item.h"
#include "hex_numbers_item.h"
#include "hexside_item.h"
#include "overlay_kinds.h"
#include "place_labels.h"
#include "place_name_item.h"
#include "river_item.h"
#include "route_item.h"
#include "terrain_item.h"
#include "victory_hex_item.h"

#include "eylau/scenario/scenario.h"

#include <algorithm>
#include <utility>
#include <vector>

#include <array>
#include <cmath>
#include <set>

namespace eylau::mapview {
namespace {

// The map image: a picture that takes no clicks (the hexes under it do) and says what it is.
class UnderlayItem : public QGraphicsPixmapItem {
public:
    UnderlayItem() {
        setAcceptedMouseButtons(Qt::NoButton);
        setAcceptHoverEvents(false);
    }
    enum { Type = UnderlayKind };
    int type() const override { return Type; }
};

}  // namespace

MapScene::MapScene(const Scenario& scenario, QObject* parent)
    : QGraphicsScene(parent), layout_(kHexRadius), art_(std::make_unique<CounterArt>()) {
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    rebuild(scenario);
}

void MapScene::rebuild(const Scenario& scenario) {
    // The map's own items go; the marks laid over it (overlay_kinds.h) belong to whoever laid
    // them, and stay.
    if (underlay_) removeItem(underlay_);  // kept, and kept out of the scene rect
    const QList<QGraphicsItem*> all = items();
    for (QGraphicsItem* item : all) {
        if (item->parentItem() || isOverlayKind(item->type())) continue;
        removeItem(item);
        delete item;
    }
    const GameMap& map = scenario.map;
    firstCol_ = map.firstColumn();
    lastCol_ = map.lastColumn();
    firstRow_ = map.firstRow();
    lastRow_ = map.lastRow();
    mapRect_ = map.columns() > 0 && map.rows() > 0 ? layout_.bounds(firstCol_, lastCol_, firstRow_, lastRow_)
                                                   : QRectF();
    addTerrain(scenario);
    addHexsides(scenario);
    addMarkings(scenario);
    addCounters(scenario);
    // The map and what sticks out of it (entry area badges), with a narrow border.
    const double margin = layout_.radius() * 0.25;
    setSceneRect(mapRect_.united(itemsBoundingRect()).adjusted(-margin, -margin, margin, margin));
    if (underlay_) addItem(underlay_);
    if (drawnMapOpacity_ != 1.0) setDrawnMapOpacity(drawnMapOpacity_);
}

void MapScene::updateTerrain(const Scenario& scenario, const std::vector<Hex>& hexes) {
    const std::set<Hex> changed(hexes.begin(), hexes.end());
    const bool frozen = scenario.terrainEffects.frozenWater();
    HexNumbersItem* numbers = nullptr;
    // Only the items around those hexes are looked at (and only their area is painted again).
    QRectF area;
    for (const Hex hex : changed) area |= layout_.polygon(hex).boundingRect();
    for (QGraphicsItem* item : items(area)) {
        if (item->type() == HexNumbersKind) numbers = static_cast<HexNumbersItem*>(item);
        else if (item->type() == TerrainKind && changed.count(static_cast<TerrainItem*>(item)->hex())) {
            removeItem(item);
            delete item;
        }
    }
    for (const Hex hex : changed) {
        if (!onMap(hex)) continue;
        auto* item = new TerrainItem(layout_, hex, scenario.map.terrain(hex), frozen);
        showAsDrawnMap(item);
        addItem(item);
    }
    std::vector<Hex> dark;
    for (const Hex hex : scenario.map.hexes())
        if (scenario.map.terrain(hex) == Terrain::Woods) dark.push_back(hex);
    std::sort(dark.begin(), dark.end());
    if (numbers) numbers->setDarkHexes(std::move(dark), hexes);
}

void MapScene::setUnderlay(const QImage& image, const QTransform& imageToScene, double opacity, double z) {
    if (image.isNull()) {
        delete underlay_;
        underlay_ = nullptr;
        underlayKey_ = 0;
        return;
    }
    if (!underlay_) {
        underlay_ = new UnderlayItem;
        addItem(underlay_);
    }
    // The same picture again (a redraw after an edit) is not converted and repainted again.
    if (image.cacheKey() != underlayKey_) {
        underlay_->setPixmap(QPixmap::fromImage(image));
        underlay_->setTransformationMode(Qt::SmoothTransformation);
        underlayKey_ = image.cacheKey();
    }
    if (underlay_->transform() != imageToScene) underlay_->setTransform(imageToScene);
    underlay_->setOpacity(opacity);
    underlay_->setZValue(z);
}

void MapScene::setDrawnMapOpacity(double opacity) {
    drawnMapOpacity_ = opacity;
    for (QGraphicsItem* item : items())
        if (isDrawnMap(item->type())) showAsDrawnMap(item);
}

bool MapScene::isDrawnMap(int type) {
    switch (type) {
        case TerrainKind:
        case HexsideKind:
        case RiverKind:
        case RouteKind:
        case HexNumbersKind:
        case PlaceNameKind: return true;
        default: return false;
    }
}

void MapScene::showAsDrawnMap(QGraphicsItem* item) const {
    item->setOpacity(drawnMapOpacity_);
    item->setVisible(drawnMapOpacity_ > 0.0);
}

MapScene::~MapScene() {
    // The counters paint with art_: take them down before it goes.
    clear();
}

bool MapScene::onMap(Hex hex) const {
    return hex.col >= firstCol_ && hex.col <= lastCol_ && hex.row >= firstRow_ && hex.row <= lastRow_;
}

void MapScene::setGridShown(bool shown) {
    if (gridShown_ == shown) return;
    gridShown_ = shown;
    update();
}

void MapScene::setContrast(Contrast contrast) {
    if (contrast_ == contrast) return;
    contrast_ = contrast;
    update();
}

QPainterPath MapScene::gridPath() const {
    // Each edge once: an edge shared by two hexes is kept from the first (its end points rounded
    // to a thousandth of a scene unit, so the two hexes' copies compare equal).
    std::set<std::array<long long, 4>> seen;
    QPainterPath path;
    const auto key = [](QPointF p) { return std::pair{std::llround(p.x() * 1000.0), std::llround(p.y() * 1000.0)}; };
    for (int col = firstCol_; col <= lastCol_; ++col)
        for (int row = firstRow_; row <= lastRow_; ++row) {
            const QPolygonF hex = layout_.polygon(Hex{col, row});
            for (qsizetype i = 0; i < hex.size(); ++i) {
                const QPointF a = hex[i];
                const QPointF b = hex[(i + 1) % hex.size()];
                auto [ka, kb] = std::pair{key(a), key(b)};
                if (kb < ka) std::swap(ka, kb);
                if (!seen.insert({ka.first, ka.second, kb.first, kb.second}).second) continue;
                path.moveTo(a);
                path.lineTo(b);
            }
        }
    return path;
}

std::optional<Hex> MapScene::hexAt(QPointF scenePos) const {
    const Hex hex = layout_.hexAt(scenePos);
    if (!onMap(hex)) return std::nullopt;
    return hex;
}

void MapScene::addTerrain(const Scenario& scenario) {
    const GameMap& map = scenario.map;
    const bool frozen = scenario.terrainEffects.frozenWater();
    std::vector<Hex> darkHexes;  // sorted: hexes() goes column by column
    for (const Hex hex : map.hexes()) {
        const Terrain terrain = map.terrain(hex);
        addItem(new TerrainItem(layout_, hex, terrain, frozen));
        if (terrain == Terrain::Woods) darkHexes.push_back(hex);
    }
    std::sort(darkHexes.begin(), darkHexes.end());
    if (map.columns() > 0 && map.rows() > 0) {
        addItem(new HexNumbersItem(layout_, firstCol_, lastCol_, firstRow_, lastRow_, std::move(darkHexes)));
    }
}

void MapScene::addHexsides(const Scenario& scenario) {
    for (const auto& [hexside, data] : scenario.map.hexsides()) addHexside(scenario, hexside, data.features);
}

void MapScene::addHexside(const Scenario& scenario, Hexside hexside, HexsideFeatures features) {
    const bool frozen = scenario.terrainEffects.frozenWater();
    std::vector<QGraphicsItem*> added;
    HexsideFeatures drawn = features;
    drawn.set(HexsideFeature::Road, false);
    drawn.set(HexsideFeature::Trail, false);
    drawn.set(HexsideFeature::River, false);
    if (!drawn.empty()) added.push_back(new HexsideItem(layout_, hexside, drawn));
    if (features.has(HexsideFeature::River))
        for (const auto part : {RiverItem::Part::Banks, RiverItem::Part::Water})
            added.push_back(new RiverItem(layout_, hexside, frozen, part));
    if (features.isRoute()) {
        const auto kind = features.has(HexsideFeature::Road) ? RouteItem::Kind::Road : RouteItem::Kind::Trail;
        const bool firstOn = onMap(hexside.first);
        const bool secondOn = onMap(hexside.second);
        if (firstOn || secondOn)
            for (const auto part : {RouteItem::Part::Casing, RouteItem::Part::Line})
                added.push_back(new RouteItem(layout_, hexside, kind, part, firstOn, secondOn));
    }
    for (QGraphicsItem* item : added) {
        showAsDrawnMap(item);
        addItem(item);
    }
}

void MapScene::updateHexsides(const Scenario& scenario, const std::vector<Hexside>& hexsides) {
    const std::set<Hexside> changed(hexsides.begin(), hexsides.end());
    QRectF area;
    for (const Hexside& s : changed) area |= layout_.polygon(s.first).boundingRect() | layout_.polygon(s.second).boundingRect();
    const auto sideOf = [](QGraphicsItem* item) -> std::optional<Hexside> {
        switch (item->type()) {
            case HexsideKind: return static_cast<HexsideItem*>(item)->hexside();
            case RiverKind: return static_cast<RiverItem*>(item)->hexside();
            case RouteKind: return static_cast<RouteItem*>(item)->hexside();
            default: return std::nullopt;
        }
    };
    for (QGraphicsItem* item : items(area))
        if (const auto side = sideOf(item); side && changed.count(*side)) {
            removeItem(item);
            delete item;
        }
    for (const Hexside& s : changed) addHexside(scenario, s, scenario.map.features(s));
}

void MapScene::addMarkings(const Scenario& scenario) {
    for (const PlaceLabel& label : placeLabels(scenario.map)) {
        addItem(new PlaceNameItem(layout_, label.hex, QString::fromStdString(label.name)));
    }
    for (const VictoryHex& victory : scenario.victory.hexes) {
        if (onMap(victory.hex)) addItem(new VictoryHexItem(layout_, victory.hex, victory.points));
    }
    for (const EntryArea& area : scenario.entryAreas) {
        if (onMap(area.hex)) addItem(newEntryAreaItem(area));
    }
}

QGraphicsItem* MapScene::newEntryAreaItem(const EntryArea& area) const {
    // Out of the map: towards the off-map neighbours, on average.
    QPointF outward;
    for (const Hex next : neighbours(area.hex)) {
        if (!onMap(next)) outward += layout_.centre(next) - layout_.centre(area.hex);
    }
    return new EntryAreaItem(layout_, area.hex, outward, QString::fromStdString(area.id), QString::fromStdString(area.name));
}

void MapScene::addCounters(const Scenario& scenario) {
    const double size = layout_.hexHeight() * 0.72;
    for (const Unit& unit : scenario.units) {
        if (!unit.start || !onMap(*unit.start)) continue;
        auto* item = new CounterItem(unit, scenario.division(unit.division), *art_, size);
        item->setPos(layout_.centre(*unit.start));
        addItem(item);
    }
}

CounterItem* MapScene::ensureCounter(const Unit& unit, const Division* division) {
    if (CounterItem* existing = counter(unit.id)) return existing;
    auto* item = new CounterItem(unit, division, *art_, layout_.hexHeight() * 0.72);
    item->setVisible(false);
    addItem(item);
    return item;
}

int MapScene::counterCount() const { return int(counters().size()); }

QList<CounterItem*> MapScene::counters() const {
    QList<CounterItem*> result;
    for (QGraphicsItem* item : items(Qt::AscendingOrder)) {
        if (auto* counter = qgraphicsitem_cast<CounterItem*>(item)) result.append(counter);
    }
    return result;
}

CounterItem* MapScene::counter(std::string_view unitId) const {
    const QString id = QString::fromUtf8(unitId.data(), qsizetype(unitId.size()));
    for (CounterItem* item : counters()) {
        if (item->unitId() == id) return item;
    }
    return nullptr;
}

}  // namespace eylau::mapview
