#pragma once
// Calibrating a map image against the hex grid (docs/editor.md, "Map image"): from two or more
// hex centres clicked on the image, the similarity (scale, rotation and offset, no shear) that
// carries image pixels onto the scene's hex centres best, by least squares, and how far the
// clicked points then lie from their hexes' centres.
#include <QPointF>
#include <QSize>
#include <QTransform>

#include <optional>
#include <utility>
#include <vector>

namespace eylau {
struct MapUnderlay;
}

namespace eylau::mapview {

class MapScene;

// scene = (a -b; b a) image + (tx, ty): a uniform scale and a rotation, then a shift.
struct Similarity {
    double a = 1, b = 0, tx = 0, ty = 0;
    QPointF map(QPointF image) const { return {a * image.x() - b * image.y() + tx, b * image.x() + a * image.y() + ty}; }
    double scale() const;            // scene units per image pixel
    double rotationDegrees() const;  // counter-clockwise on screen is negative (y grows downward)
    QTransform transform() const { return QTransform(a, b, -b, a, tx, ty); }
};

struct Calibration {
    Similarity similarity;
    double residual = 0;  // root mean square distance of the clicked points from their hex centres, in scene units
    // How far one clicked point lies from its hex's centre once the image is laid by the fit, in
    // image pixels: that point's own error (the pins on the map show it).
    double pixelsOff(QPointF image, QPointF scene) const;
};

// From pairs (image point, scene point), two or more, not all at one image point; nullopt
// otherwise.
std::optional<Calibration> calibrate(const std::vector<std::pair<QPointF, QPointF>>& pairs);

// Where a scenario's map image lies over a scene: calibrated from its points on the map's hexes
// when two or more are set, otherwise fitted into the map's rectangle (a first look before
// calibrating).
struct UnderlayPlacement {
    QTransform imageToScene;
    std::optional<Calibration> calibration;
    int points = 0;  // the calibration points used (on the map)
};
UnderlayPlacement placeUnderlay(const MapUnderlay& underlay, const MapScene& scene, QSize imageSize);

}  // namespace eylau::mapview
