#pragma once
// A place name printed on the map ("Preussisch-Eylau"), in the lower part of its hex, with a
// snow-white halo so it reads over any terrain.
#include "item_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QPainterPath>

namespace eylau::mapview {

class HexLayout;

class PlaceNameItem : public QGraphicsItem {
public:
    PlaceNameItem(const HexLayout& layout, Hex hex, const QString& name);

    enum { Type = PlaceNameKind };
    int type() const override { return Type; }

    Hex hex() const { return hex_; }
    QString name() const { return name_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hex hex_;
    QString name_;
    double radius_;
    QPainterPath text_;
};

}  // namespace eylau::mapview
