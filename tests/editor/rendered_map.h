#pragma once
// The map of a scenario drawn as a scan would show it (terrain, hexsides, roads, names; no
// counters), for the tests that read terrain back from a map image.
#include "counter_item.h"
#include "map_scene.h"

#include <QImage>
#include <QPainter>
#include <QTransform>

namespace eylau::test {

struct RenderedMap {
    QImage image;
    QTransform imageToScene;  // where it lies over the scene
};

// `pixelsPerUnit` image pixels for each scene unit (a hex is 100 units across).
inline RenderedMap renderMap(mapview::MapScene& scene, double pixelsPerUnit) {
    for (mapview::CounterItem* c : scene.counters()) c->setVisible(false);
    const QRectF rect = scene.mapRect();
    RenderedMap r;
    r.image = QImage((rect.size() * pixelsPerUnit).toSize(), QImage::Format_RGB32);
    r.image.fill(Qt::white);
    QPainter p(&r.image);
    p.setRenderHint(QPainter::Antialiasing);
    scene.render(&p, QRectF(r.image.rect()), rect);
    p.end();
    r.imageToScene = QTransform::fromScale(1.0 / pixelsPerUnit, 1.0 / pixelsPerUnit) *
                     QTransform::fromTranslate(rect.left(), rect.top());
    return r;
}

}  // namespace eylau::test
