#pragma once
// A reinforcement entry area (7.0, 7.2): a badge with its letter at the map edge, just outside
// its hex, and a bracket on the hex's outer edge.
#include "item_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QPainterPath>

namespace eylau::mapview {

class HexLayout;

class EntryAreaItem : public QGraphicsItem {
public:
    // `outward`: a direction out of the map from the hex (need not be normalised).
    EntryAreaItem(const HexLayout& layout, Hex hex, QPointF outward, const QString& letter,
                  const QString& name);

    enum { Type = EntryAreaKind };
    int type() const override { return Type; }

    Hex hex() const { return hex_; }
    QString letter() const { return letter_; }
    QString name() const { return name_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hex hex_;
    QString letter_;
    QString name_;
    double radius_;
    QPointF badge_;   // the badge's centre, relative to the hex centre
    QPainterPath arrow_;
};

}  // namespace eylau::mapview
