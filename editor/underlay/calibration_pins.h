#pragma once
// The calibration points of the map image drawn as pins on the map (docs/editor.md, "Map
// image"): each where it was clicked on the image, labelled with its hex and, once two or more
// points calibrate the image, its own error: how many image pixels it lies from its hex's centre
// as the fitted calibration lays the image. A point far off stands out among the others; click
// its hex again with the Calibrate tool to move it.
#include <QGraphicsItem>
#include <QString>

#include <optional>

namespace eylau {
struct MapUnderlay;
}

namespace eylau::mapview {
class MapScene;
struct Calibration;
}  // namespace eylau::mapview

namespace eylau::editor {

class CalibrationPin : public QGraphicsItem {
public:
    // `pixelsOff`: the point's error, when the image is calibrated; the label on the left of the
    // head for a pin on the right of the map (so that it stays on the map).
    CalibrationPin(const QString& hex, std::optional<double> pixelsOff, bool labelOnLeft = false);
    int type() const override;
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    // "0202: 0.4 px", or the hex alone before the image is calibrated.
    QString label() const { return label_; }
    std::optional<double> pixelsOff() const { return pixelsOff_; }

private:
    QString label_;
    std::optional<double> pixelsOff_;
    QRectF labelRect_;
};

// Replaces the pins on `scene` with those of `underlay` (none when there is no underlay), laid by
// `imageToScene`; `calibration` gives each point's error.
void showCalibrationPins(mapview::MapScene& scene, const std::optional<MapUnderlay>& underlay,
                         const QTransform& imageToScene, const std::optional<mapview::Calibration>& calibration);

}  // namespace eylau::editor
