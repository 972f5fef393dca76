#include "map_view.h"

#include "map_palette.h"
#include "map_scene.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace eylau::mapview {

MapView::MapView(QWidget* parent) : QGraphicsView(parent) {
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::NoAnchor);  // zoomBy anchors itself
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setBackgroundBrush(QColor(palette::kTable));
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
}

void MapView::setMapScene(MapScene* scene) {
    mapScene_ = scene;
    setScene(scene);
    hovered_.reset();
    fitted_ = true;
    applyFit();
}

double MapView::zoom() const { return transform().m11(); }

double MapView::fitZoom() const {
    if (!scene()) return 1.0;
    const QRectF rect = sceneRect();
    const QSize port = viewport()->size();
    if (rect.isEmpty() || port.isEmpty()) return 1.0;
    // A hair under the exact fit, so that rounding never calls up the scroll bars.
    return 0.998 * std::min(port.width() / rect.width(), port.height() / rect.height());
}

// Never so small that the map is lost in the window; a little room to zoom out past the fit.
double MapView::minZoom() const { return std::min(fitZoom() * 0.8, kMaxZoom); }

void MapView::applyFit() {
    if (!scene()) return;
    const double before = zoom();
    const double z = fitZoom();
    setTransform(QTransform::fromScale(z, z));
    centerOn(sceneRect().center());
    if (!qFuzzyCompare(before, z)) emit zoomChanged(z);
}

void MapView::fitToWindow() {
    fitted_ = true;
    applyFit();
}

void MapView::zoomIn() { zoomBy(kZoomStep, QRectF(viewport()->rect()).center()); }

void MapView::zoomOut() { zoomBy(1.0 / kZoomStep, QRectF(viewport()->rect()).center()); }

void MapView::setZoom(double z) {
    if (z > 0 && zoom() > 0) zoomBy(z / zoom(), QRectF(viewport()->rect()).center());
}

void MapView::zoomBy(double factor, QPointF anchor) {
    if (!scene()) return;
    const double current = zoom();
    const double target = std::clamp(current * factor, minZoom(), kMaxZoom);
    if (qFuzzyCompare(target, current)) return;
    fitted_ = false;
    const QPointF sceneAnchor = mapToScene(anchor.toPoint());
    setTransform(QTransform::fromScale(target, target));
    // Scroll so that the scene point under the anchor stays under it.
    const QPointF moved = mapFromScene(sceneAnchor) - anchor;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(std::lround(moved.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + int(std::lround(moved.y())));
    emit zoomChanged(target);
}

void MapView::wheelEvent(QWheelEvent* event) {
    // 120 units = one notch = one zoom step; touchpads send smaller deltas for smooth zoom.
    const double notches = event->angleDelta().y() / 120.0;
    if (notches == 0.0) {
        event->ignore();
        return;
    }
    zoomBy(std::pow(kZoomStep, notches), event->position());
    event->accept();
}

void MapView::keyPressEvent(QKeyEvent* event) {
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QGraphicsView::keyPressEvent(event);  // leave Ctrl+... to the window's actions
        return;
    }
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomIn(); break;
    case Qt::Key_Minus:
    case Qt::Key_Underscore: zoomOut(); break;
    case Qt::Key_0: fitToWindow(); break;
    default: QGraphicsView::keyPressEvent(event); return;
    }
    event->accept();
}

void MapView::mouseMoveEvent(QMouseEvent* event) {
    QGraphicsView::mouseMoveEvent(event);
    updateHover(event->position().toPoint());
}

void MapView::leaveEvent(QEvent* event) {
    QGraphicsView::leaveEvent(event);
    if (hovered_) {
        hovered_.reset();
        emit hoverLeftMap();
    }
}

void MapView::updateHover(QPoint viewportPos) {
    const std::optional<Hex> hex = mapScene_ ? mapScene_->hexAt(mapToScene(viewportPos)) : std::nullopt;
    if (hex == hovered_) return;
    hovered_ = hex;
    if (hex) {
        emit hexHovered(*hex);
    } else {
        emit hoverLeftMap();
    }
}

void MapView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (fitted_) applyFit();
}

void MapView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    if (fitted_) applyFit();
}

}  // namespace eylau::mapview
