#include "counter_art.h"

#include "map_palette.h"

#include <QFile>
#include <QPainter>
#include <QRectF>
#include <QSvgRenderer>
#include <QtDebug>

#include <map>
#include <utility>

// Q_INIT_RESOURCE must name the resource from the global namespace; it keeps the map's art in
// the program when the mapview library is linked statically.
static void initMapviewResources() { Q_INIT_RESOURCE(mapview); }

namespace eylau::mapview {

CounterColours counterColours(Side side, std::string_view nationality, bool guard, Contrast contrast) {
    const bool high = contrast == Contrast::High;
    if (side == Side::French) {
        const QRgb fill = guard ? (high ? palette::high::kFrenchGuardFill : palette::kFrenchGuardFill)
                                : (high ? palette::high::kFrenchFill : palette::kFrenchFill);
        return {QColor(fill), QColor(palette::kFrenchInk)};
    }
    const QRgb fill = nationality == "prussian" ? palette::kPrussianFill : palette::kRussianFill;
    return {QColor(fill), QColor(high ? palette::high::kAlliedInk : palette::kAlliedInk)};
}

// One renderer per (type, ink), made on first use from the type's template.
struct CounterArt::Renderers {
    std::map<std::pair<UnitType, QRgb>, std::unique_ptr<QSvgRenderer>> byKey;
    std::map<UnitType, QByteArray> templates;

    QSvgRenderer* get(UnitType type, const QColor& ink) {
        auto& slot = byKey[{type, ink.rgba()}];
        if (!slot) {
            QByteArray svg = templates[type];
            svg.replace("currentColor", ink.name(QColor::HexRgb).toLatin1());
            slot = std::make_unique<QSvgRenderer>(svg);
        }
        return slot->isValid() ? slot.get() : nullptr;
    }
};

CounterArt::CounterArt() : renderers_(std::make_unique<Renderers>()) {
    initMapviewResources();
    for (UnitType type : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery}) {
        const QString path = QStringLiteral(":/counters/%1.svg").arg(QLatin1String(toString(type).data(),
                                                                                   qsizetype(toString(type).size())));
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            renderers_->templates[type] = file.readAll();
        } else {
            qWarning("eylau: counter art %s is missing", qPrintable(path));
        }
    }
}

CounterArt::~CounterArt() = default;

void CounterArt::paintSymbol(QPainter& painter, UnitType type, const QColor& ink, const QRectF& box) const {
    if (QSvgRenderer* renderer = renderers_->get(type, ink)) {
        renderer->render(&painter, box);
        return;
    }
    // Without the art, at least the box of the symbol.
    painter.save();
    painter.setPen(QPen(ink, box.height() * 0.08));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(box);
    painter.restore();
}

}  // namespace eylau::mapview
