// Least-squares similarity from point pairs (underlay_calibration.h). With centred coordinates
// p (image) and q (scene): a = sum(p.q) / sum(|p|^2), b = sum(p x q) / sum(|p|^2); the shift
// carries the image centroid onto the scene centroid.
#include "underlay_calibration.h"

#include "map_scene.h"

#include "eylau/scenario/map_underlay.h"

#include <algorithm>

#include <cmath>
#include <numbers>

namespace eylau::mapview {

double Similarity::scale() const { return std::hypot(a, b); }

double Similarity::rotationDegrees() const { return std::atan2(b, a) * 180.0 / std::numbers::pi; }

double Calibration::pixelsOff(QPointF image, QPointF scene) const {
    const QPointF d = similarity.map(image) - scene;
    return std::hypot(d.x(), d.y()) / std::max(1e-12, similarity.scale());
}

std::optional<Calibration> calibrate(const std::vector<std::pair<QPointF, QPointF>>& pairs) {
    if (pairs.size() < 2) return std::nullopt;
    QPointF pc, qc;
    for (const auto& [p, q] : pairs) {
        pc += p;
        qc += q;
    }
    const double n = double(pairs.size());
    pc /= n;
    qc /= n;
    double dot = 0, cross = 0, norm = 0;
    for (const auto& [p0, q0] : pairs) {
        const QPointF p = p0 - pc, q = q0 - qc;
        dot += p.x() * q.x() + p.y() * q.y();
        cross += p.x() * q.y() - p.y() * q.x();
        norm += p.x() * p.x() + p.y() * p.y();
    }
    if (norm <= 1e-9) return std::nullopt;  // every click at one image point
    Calibration c;
    Similarity& s = c.similarity;
    s.a = dot / norm;
    s.b = cross / norm;
    s.tx = qc.x() - (s.a * pc.x() - s.b * pc.y());
    s.ty = qc.y() - (s.b * pc.x() + s.a * pc.y());
    double sum = 0;
    for (const auto& [p, q] : pairs) {
        const QPointF d = s.map(p) - q;
        sum += d.x() * d.x() + d.y() * d.y();
    }
    c.residual = std::sqrt(sum / n);
    return c;
}

UnderlayPlacement placeUnderlay(const MapUnderlay& underlay, const MapScene& scene, QSize imageSize) {
    UnderlayPlacement out;
    std::vector<std::pair<QPointF, QPointF>> pairs;
    for (const CalibrationPoint& p : underlay.points)
        if (scene.onMap(p.hex)) pairs.emplace_back(QPointF(p.x, p.y), scene.layout().centre(p.hex));
    out.points = int(pairs.size());
    out.calibration = calibrate(pairs);
    if (out.calibration) {
        out.imageToScene = out.calibration->similarity.transform();
    } else if (!imageSize.isEmpty()) {
        const QRectF map = scene.mapRect();
        const double k = std::min(map.width() / imageSize.width(), map.height() / imageSize.height());
        out.imageToScene = QTransform::fromScale(k, k) * QTransform::fromTranslate(map.left(), map.top());
    }
    return out;
}

}  // namespace eylau::mapview
