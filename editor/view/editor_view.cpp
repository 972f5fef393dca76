#include "view/editor_view.h"

#include "document/scenario_document.h"
#include "document/scenario_edits.h"
#include "tools/map_tool.h"
#include "tools/overlay_painting.h"
#include "view/comparison.h"

#include "counter_item.h"
#include "hex_layout.h"
#include "map_scene.h"

#include "eylau/scenario/scenario.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>

#include <map>
#include <utility>

namespace eylau::editor {

namespace {

ToolEvent toolEvent(const EditorView& view, const QMouseEvent* e) {
    return {view.mapToScene(e->position().toPoint()), e->button(), e->buttons(), e->modifiers()};
}

}  // namespace

EditorView::EditorView(ScenarioDocument& document, QWidget* parent)
    : MapView(parent),
      document_(document),
      scene_(new mapview::MapScene(document.scenario(), this)),
      comparison_(new Comparison(document, *scene_, this)) {
    connect(comparison_, &Comparison::updated, this, &EditorView::message);
    fanOutStacks();
    setMapScene(scene_);
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true);
    connect(&document_, &ScenarioDocument::changed, this, &EditorView::redraw);
    applyCursor();
}

EditorView::~EditorView() = default;

void EditorView::setTool(MapTool* tool) {
    if (tool_ == tool) return;
    if (tool_) tool_->cancel();
    tool_ = tool;
    toolHasMouse_ = false;
    applyCursor();
    updateOverlay(hover_);
    if (tool_) emit message(tool_->hint());
}

void EditorView::applyCursor() {
    // The select tool pans by dragging the empty map; the others draw with the left button.
    const bool pans = tool_ == nullptr || tool_->pansOnLeftDrag();
    setDragMode(pans ? QGraphicsView::ScrollHandDrag : QGraphicsView::NoDrag);
    if (!pans) viewport()->setCursor(Qt::CrossCursor);
}

// Only what the edit changed is drawn again, at once (docs/editor.md, "Instant edits"): the hexes
// of a brush stroke, the hexsides of a hexside stroke, the place names, victory hexes and entry
// areas, the counters. What changes the whole picture (the map's size or default terrain, frozen water)
// draws it all afresh, soon after.
void EditorView::redraw(Changes what) {
    if (!(what & kMapPicture)) return;
    if (rebuildPending_) return;  // the rebuild to come draws this edit too
    const Scenario& scenario = document_.scenario();
    Changes rest = what;
    if (!document_.hexEdit().empty() || !document_.hexsideEdit().empty()) {
        if (tool_) tool_->sceneAboutToChange();
        if (!document_.hexEdit().empty()) scene_->updateTerrain(scenario, document_.hexEdit());
        if (!document_.hexsideEdit().empty()) scene_->updateHexsides(scenario, document_.hexsideEdit());
        if (document_.hexEditRenames()) scene_->updateMarkings(scenario);
        rest &= ~Changes(Change::Map);
    }
    if (rest & (Change::Map | Change::TerrainEffects)) {
        scheduleRebuild();
        return;
    }
    const bool markings = bool(rest & (Change::Victory | Change::EntryAreas));
    const bool counters = bool(rest & (Change::Units | Change::Divisions));
    if (!markings && !counters) return;
    if (tool_) tool_->sceneAboutToChange();
    if (markings) {
        scene_->updateMarkings(scenario);
        if (sceneRect() != scene_->sceneRect()) setSceneRect(scene_->sceneRect());
    }
    if (counters) {
        scene_->updateCounters(scenario);
        fanOutStacks();
    }
}

void EditorView::scheduleRebuild() {
    if (rebuildPending_) return;
    rebuildPending_ = true;
    QTimer::singleShot(0, this, [this] {
        if (rebuildPending_) rebuildNow();
    });
}

void EditorView::rebuildNow() {
    rebuildPending_ = false;
    if (tool_) tool_->sceneAboutToChange();
    const QPointF centre = mapToScene(viewport()->rect().center());
    scene_->rebuild(document_.scenario());
    fanOutStacks();
    setSceneRect(scene_->sceneRect());
    if (isFitted())
        fitToWindow();
    else
        centerOn(centre);
}

// Two units with one start hex are an error the problems panel reports; draw them a little
// apart so that both show and either can be dragged away.
void EditorView::fanOutStacks() {
    std::map<std::pair<double, double>, int> seen;
    const double step = scene_->layout().radius() * 0.3;
    for (mapview::CounterItem* counter : scene_->counters()) {
        const int k = seen[{counter->pos().x(), counter->pos().y()}]++;
        if (k > 0) counter->moveBy(step * k, step * k);
    }
}

void EditorView::selectHex(std::optional<Hex> hex) {
    showSelection(hex, {});
    if (hex) emit hexSelected(*hex);
}

void EditorView::selectUnit(const QString& unitId) {
    const Unit* unit = document_.scenario().unit(unitId.toStdString());
    showSelection(unit ? unit->start : std::nullopt, unitId);
    emit unitSelected(unitId);
}

void EditorView::showSelection(std::optional<Hex> hex, const QString& unitId) {
    selectedHex_ = hex;
    selectedUnit_ = unitId;
    viewport()->update();
}

void EditorView::centreOnHex(Hex hex) { centerOn(scene_->layout().centre(hex)); }

void EditorView::revealHex(Hex hex) { ensureVisible(scene_->layout().polygon(hex).boundingRect(), 40, 40); }

void EditorView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton) {
        panning_ = true;
        panFrom_ = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (tool_ && tool_->press(toolEvent(*this, event))) {
        toolHasMouse_ = true;
        updateOverlay(mapToScene(event->position().toPoint()));
        event->accept();
        return;
    }
    MapView::mousePressEvent(event);
}

void EditorView::mouseMoveEvent(QMouseEvent* event) {
    if (panning_) {
        const QPoint now = event->position().toPoint();
        const QPoint delta = now - panFrom_;
        panFrom_ = now;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    if (toolHasMouse_ || !(event->buttons() & Qt::LeftButton)) {
        if (tool_) tool_->move(toolEvent(*this, event));
    }
    MapView::mouseMoveEvent(event);  // hover reports; the hand drag when the view pans
    updateOverlay(mapToScene(event->position().toPoint()));
}

void EditorView::mouseReleaseEvent(QMouseEvent* event) {
    if (panning_ && event->button() == Qt::MiddleButton) {
        panning_ = false;
        applyCursor();
        event->accept();
        return;
    }
    if (toolHasMouse_) {
        if (tool_) tool_->release(toolEvent(*this, event));
        if (!(event->buttons() & (Qt::LeftButton | Qt::RightButton))) toolHasMouse_ = false;
        updateOverlay(mapToScene(event->position().toPoint()));
        event->accept();
        return;
    }
    MapView::mouseReleaseEvent(event);
    applyCursor();
}

void EditorView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && tool_) {
        tool_->cancel();
        toolHasMouse_ = false;
        updateOverlay(hover_);
        event->accept();
        return;
    }
    MapView::keyPressEvent(event);
}

void EditorView::leaveEvent(QEvent* event) {
    MapView::leaveEvent(event);
    if (!toolHasMouse_) updateOverlay(std::nullopt);
}

void EditorView::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasFormat(QString::fromLatin1(kUnitMimeType)))
        event->acceptProposedAction();
    else
        event->ignore();
}

void EditorView::dragMoveEvent(QDragMoveEvent* event) {
    if (!event->mimeData()->hasFormat(QString::fromLatin1(kUnitMimeType))) {
        event->ignore();
        return;
    }
    const Hex hex = scene_->layout().hexAt(mapToScene(event->position().toPoint()));
    const bool on = document_.scenario().map.onMap(hex);
    if (on != dropHex_.has_value() || (on && *dropHex_ != hex)) {
        dropHex_ = on ? std::optional<Hex>(hex) : std::nullopt;
        viewport()->update();
    }
    if (on)
        event->acceptProposedAction();
    else
        event->ignore();
}

void EditorView::dragLeaveEvent(QDragLeaveEvent* event) {
    dropHex_.reset();
    viewport()->update();
    event->accept();
}

void EditorView::dropEvent(QDropEvent* event) {
    dropHex_.reset();
    viewport()->update();
    const QByteArray id = event->mimeData()->data(QString::fromLatin1(kUnitMimeType));
    const Hex hex = scene_->layout().hexAt(mapToScene(event->position().toPoint()));
    if (id.isEmpty() || !document_.scenario().map.onMap(hex)) {
        event->ignore();
        return;
    }
    placeUnit(document_, id.toStdString(), hex);
    selectUnit(QString::fromUtf8(id));
    event->acceptProposedAction();
}

void EditorView::updateOverlay(std::optional<QPointF> scenePos) {
    hover_ = scenePos;
    const QRectF next = (tool_ && scenePos) ? tool_->overlayRect(*scenePos) : QRectF();
    if (next == overlayRect_ && next.isNull()) return;
    const QRectF dirty = overlayRect_.united(next);
    overlayRect_ = next;
    if (!dirty.isNull()) viewport()->update(mapFromScene(dirty).boundingRect().adjusted(-2, -2, 2, 2));
}

void EditorView::drawForeground(QPainter* painter, const QRectF& rect) {
    MapView::drawForeground(painter, rect);
    const mapview::HexLayout& layout = scene_->layout();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (!selectedUnit_.isEmpty()) {
        if (mapview::CounterItem* counter = scene_->counter(selectedUnit_.toStdString())) {
            const double s = counter->size() * 0.5 + layout.radius() * 0.08;
            painter->setPen(QPen(QColor(255, 215, 0), layout.radius() * 0.1));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(QRectF(counter->pos() - QPointF(s, s), QSizeF(2 * s, 2 * s)));
        }
    } else if (selectedHex_) {
        outlineHexes(*painter, layout, {*selectedHex_}, QColor(255, 215, 0));
    }
    if (dropHex_) outlineHexes(*painter, layout, {*dropHex_}, QColor(255, 215, 0));
    if (tool_ && hover_) tool_->paintOverlay(*painter, *hover_);
    painter->restore();
}

}  // namespace eylau::editor
