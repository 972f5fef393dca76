#include "counter_pixmap.h"

#include "counter_item.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace eylau::mapview {

QPixmap counterPixmap(const Unit& unit, const Division* division, const CounterArt& art, int pixels,
                      qreal devicePixelRatio) {
    QPixmap pixmap(QSize(pixels, pixels) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    CounterItem item(unit, division, art, pixels * 0.86);
    QPainter painter(&pixmap);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    painter.translate(pixels / 2.0 - pixels * 0.03, pixels / 2.0 - pixels * 0.03);
    QStyleOptionGraphicsItem option;
    item.paint(&painter, &option, nullptr);
    return pixmap;
}

}  // namespace eylau::mapview
