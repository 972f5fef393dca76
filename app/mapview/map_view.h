#pragma once
// A view of a MapScene: smooth zoom with the wheel (around the cursor) and with + - 0, pan by
// dragging or with the scroll bars, fit-to-window. It reports the hex under the mouse; it
// knows no rules.
// moc cannot parse the C++20 standard headers these pull in; the compiler still sees them.
#ifndef Q_MOC_RUN
#include "eylau/map/hex.h"
#endif

#include <QGraphicsView>

#include <optional>

namespace eylau::mapview {

class MapScene;

class MapView : public QGraphicsView {
    Q_OBJECT
public:
    explicit MapView(QWidget* parent = nullptr);

    void setMapScene(MapScene* scene);
    MapScene* mapScene() const { return mapScene_; }

    // Scene units to device-independent pixels.
    double zoom() const;
    // The zoom at which the whole map (scene rect) fits the viewport.
    double fitZoom() const;
    // Whether the view keeps the whole map fitted (until the user zooms).
    bool isFitted() const { return fitted_; }
    // Sets the zoom (clamped to the limits) around the middle of the view, as zoomIn does.
    void setZoom(double zoom);

    static constexpr double kZoomStep = 1.25;
    static constexpr double kMaxZoom = 6.0;

public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();

signals:
    void hexHovered(eylau::Hex hex);  // the mouse entered an on-map hex
    void hoverLeftMap();
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // Scales by `factor` (clamped to the limits) keeping the scene point under `anchor` (viewport
    // coordinates) where it is.
    void zoomBy(double factor, QPointF anchor);
    double minZoom() const;
    void applyFit();
    void updateHover(QPoint viewportPos);

    MapScene* mapScene_ = nullptr;
    bool fitted_ = true;
    std::optional<Hex> hovered_;
};

}  // namespace eylau::mapview
