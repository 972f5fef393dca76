#include "underlay/calibration_pins.h"

#include "map_scene.h"
#include "overlay_kinds.h"
#include "underlay_calibration.h"

#include "eylau/scenario/map_underlay.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

namespace eylau::editor {
namespace {

// The pins' words, in the catalogue's context "CalibrationPin" (the item is no QObject).
struct PinText {
    Q_DECLARE_TR_FUNCTIONS(CalibrationPin)
};

// In screen pixels (the pin keeps its size at every zoom): the needle, the head above it.
constexpr double kNeedle = 16.0;
constexpr double kHead = 6.0;

QFont pinFont() {
    QFont f;
    f.setPixelSize(12);
    f.setBold(true);
    return f;
}

}  // namespace

CalibrationPin::CalibrationPin(const QString& hex, std::optional<double> pixelsOff, bool labelOnLeft)
    : label_(pixelsOff ? PinText::tr("%1: %2 px").arg(hex).arg(*pixelsOff, 0, 'f', 1) : hex), pixelsOff_(pixelsOff) {
    setFlag(ItemIgnoresTransformations);
    setZValue(mapview::layer::kPins);
    const QFontMetricsF metrics(pinFont());
    const double width = metrics.horizontalAdvance(label_) + 8;
    labelRect_ = QRectF(labelOnLeft ? -kHead - 3 - width : kHead + 3, -kNeedle - kHead - metrics.height() / 2 - 2, width,
                        metrics.height() + 4);
    setToolTip(pixelsOff ? PinText::tr("Calibration point of hex %1: %2 image pixels from the hex's centre as the "
                                       "calibration lays the image")
                               .arg(hex)
                               .arg(*pixelsOff, 0, 'f', 1)
                         : PinText::tr("Calibration point of hex %1: its error shows once two points calibrate the image")
                               .arg(hex));
}

int CalibrationPin::type() const { return mapview::PinKind; }

QRectF CalibrationPin::boundingRect() const {
    return QRectF(-kHead - 1, -kNeedle - 2 * kHead - 1, 2 * kHead + 2, kNeedle + 2 * kHead + 2).united(labelRect_).adjusted(-1, -1, 1, 1);
}

void CalibrationPin::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    // The needle's point is the clicked pixel; a white halo keeps it seen on dark terrain.
    painter->setPen(QPen(Qt::white, 3.5));
    painter->drawLine(QPointF(0, 0), QPointF(0, -kNeedle));
    painter->setPen(QPen(QColor(0x1f, 0x1f, 0x1f), 1.5));
    painter->drawLine(QPointF(0, 0), QPointF(0, -kNeedle));
    painter->setBrush(QColor(0xd0, 0x2f, 0x1f));
    painter->setPen(QPen(Qt::white, 1.5));
    painter->drawEllipse(QPointF(0, -kNeedle - kHead), kHead, kHead);
    painter->setPen(QPen(QColor(0x1f, 0x1f, 0x1f), 1.0));
    painter->setBrush(QColor(255, 255, 255, 225));
    painter->drawRoundedRect(labelRect_, 3, 3);
    painter->setFont(pinFont());
    painter->drawText(labelRect_, Qt::AlignCenter, label_);
}

void showCalibrationPins(mapview::MapScene& scene, const std::optional<MapUnderlay>& underlay,
                         const QTransform& imageToScene, const std::optional<mapview::Calibration>& calibration) {
    for (QGraphicsItem* item : scene.items())
        if (item->type() == mapview::PinKind) {
            scene.removeItem(item);
            delete item;
        }
    if (!underlay) return;
    for (const CalibrationPoint& p : underlay->points) {
        if (!scene.onMap(p.hex)) continue;
        const QPointF image(p.x, p.y);
        std::optional<double> off;
        if (calibration) off = calibration->pixelsOff(image, scene.layout().centre(p.hex));
        const QPointF at = imageToScene.map(image);
        auto* pin = new CalibrationPin(QString::fromStdString(p.hex.id()), off, at.x() > scene.mapRect().center().x());
        pin->setPos(at);
        scene.addItem(pin);
    }
}

}  // namespace eylau::editor
