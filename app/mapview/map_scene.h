#pragma once
// The map of a Scenario as a QGraphicsScene: terrain, hexside features, roads, hex numbers,
// place names, victory hexes, entry areas, and one counter per unit that starts on the map.
// It knows no rules; the game and the scenario editor share it.
// moc cannot parse the C++20 standard headers these pull in; the compiler still sees them.
#ifndef Q_MOC_RUN
#include "hex_layout.h"
#include "map_contrast.h"

#include "eylau/map/hex.h"
#include "eylau/map/terrain.h"
#endif

#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QPainterPath>

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace eylau {
struct EntryArea;
struct Scenario;
struct Unit;
struct Division;
}

namespace eylau::mapview {

class CounterArt;
class CounterItem;

class MapScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit MapScene(const Scenario& scenario, QObject* parent = nullptr);
    ~MapScene() override;

    // Throws the map's items away and draws `scenario` afresh (the scenario editor, after an
    // edit). The overlays others laid over it (overlay_kinds.h) stay theirs; the views keep
    // their zoom and scroll position.
    void rebuild(const Scenario& scenario);
    // Redraws the terrain of these hexes only (and the hex numbers, light on dark terrain), after
    // an edit that changed nothing else: instant where rebuild() redraws everything.
    void updateTerrain(const Scenario& scenario, const std::vector<Hex>& hexes);
    // The same for hexsides whose features changed (slopes, streams, rivers, roads, ...).
    void updateHexsides(const Scenario& scenario, const std::vector<Hexside>& hexsides);
    // The same for place names, victory hexes and entry areas, and for counters
    // (map_scene_markings.cpp): each item still right is kept (a counter whose unit only moved is
    // moved), only those that changed are replaced, added or taken away.
    void updateMarkings(const Scenario& scenario);
    void updateCounters(const Scenario& scenario);

    const HexLayout& layout() const { return layout_; }
    // The on-map hex at a scene point; nullopt off the map.
    std::optional<Hex> hexAt(QPointF scenePos) const;
    bool onMap(Hex hex) const;
    // The rectangle around every hex of the map (the scene rect adds a margin for the
    // entry area badges).
    QRectF mapRect() const { return mapRect_; }

    int counterCount() const;
    QList<CounterItem*> counters() const;
    CounterItem* counter(std::string_view unitId) const;
    // The unit's counter, made (hidden, for the caller to place) when the scene has none yet:
    // for reinforcements, which start off the map.
    CounterItem* ensureCounter(const Unit& unit, const Division* division);

    // Whether each hex draws its grid hairline (on by default). A printed summary turns it off to
    // draw the map under the counters once as a picture, and draws the grid over it as vectors
    // (gridPath): a hairline in a picture costs much and prints less crisply.
    void setGridShown(bool shown);
    bool gridShown() const { return gridShown_; }
    // Every edge of the map's hexes once, for drawing the grid in one stroke.
    QPainterPath gridPath() const;

    // A picture of the map (docs/editor.md, "Map image") drawn with `imageToScene`, at `opacity`, on
    // layer `z` (layer::kUnderlay over the drawn terrain, layer::kBoardImage under it). It stays
    // through rebuild(); a null image takes it away.
    void setUnderlay(const QImage& image, const QTransform& imageToScene, double opacity, double z);
    QGraphicsPixmapItem* underlay() const { return underlay_; }
    // The drawn map's opacity: terrain, hexside features, roads, rivers, hex numbers and place
    // names (under a board image they may be shown faintly, or not at all); victory hexes, entry
    // areas and counters keep theirs.
    void setDrawnMapOpacity(double opacity);

    // Drawn for contrast or not (map_contrast.h): every item paints again.
    void setContrast(Contrast contrast);
    Contrast contrast() const { return contrast_; }

    // The scene's size of a hex's radius; counters are sized from it.
    static constexpr double kHexRadius = 50.0;

private:
    void addTerrain(const Scenario& scenario);
    void addHexsides(const Scenario& scenario);
    void addHexside(const Scenario& scenario, Hexside hexside, HexsideFeatures features);
    // The items setDrawnMapOpacity concerns, and giving one (a new one too) that opacity.
    static bool isDrawnMap(int type);
    void showAsDrawnMap(QGraphicsItem* item) const;
    void addMarkings(const Scenario& scenario);
    QGraphicsItem* newEntryAreaItem(const EntryArea& area) const;
    void addCounters(const Scenario& scenario);

    HexLayout layout_;
    int firstCol_ = 0, lastCol_ = -1, firstRow_ = 0, lastRow_ = -1;
    QRectF mapRect_;
    std::unique_ptr<CounterArt> art_;
    bool gridShown_ = true;
    QGraphicsPixmapItem* underlay_ = nullptr;
    qint64 underlayKey_ = 0;        // the QImage::cacheKey of the picture drawn
    double drawnMapOpacity_ = 1.0;  // setDrawnMapOpacity
    Contrast contrast_ = Contrast::Normal;
};

}  // namespace eylau::mapview
