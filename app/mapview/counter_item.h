#pragma once
// One unit's counter, in the style of the printed ones (2.7): a square in the side's colour,
// the division at the top, the NATO type symbol, "strength-movement" at the bottom. Paints only.
#include "counter_art.h"
#include "item_kinds.h"

#include "eylau/scenario/order_of_battle.h"

#include <QGraphicsItem>
#include <QString>

namespace eylau::mapview {

// What a counter shows at a size on screen (in device pixels): the values first, since they are
// what a player reads a stack for, and the division and type symbol besides them when there is
// room (issue 40: at the fitted zoom at scale 2 counters showed only their symbol).
enum class CounterDetail {
    Fill,    // too small for any text: the side's colour alone
    Values,  // "strength-movement", large, across the counter
    Full,    // division, type symbol and values, as printed
};
CounterDetail counterDetail(double devicePixels);

class CounterItem : public QGraphicsItem {
public:
    // `size`: the side of the square, in scene units. `art` must outlive the item.
    CounterItem(const Unit& unit, const Division* division, const CounterArt& art, double size);

    enum { Type = CounterKind };
    int type() const override { return Type; }

    const QString& unitId() const { return unitId_; }
    // Everything the counter is drawn from but its place: another unit or division with the same
    // face draws the same counter (MapScene::updateCounters keeps it).
    static QString face(const Unit& unit, const Division* division);
    const QString& face() const { return face_; }
    // A state mark in the counter's top-right corner, such as "T" (tired cavalry) or "L" (limbered
    // guns) under the variant rules; empty for none.
    void setMark(const QString& mark);
    const QString& mark() const { return mark_; }
    double size() const { return size_; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString unitId_;
    QString face_;
    QString division_;
    QString values_;  // "8-4"
    QString mark_;
    UnitType unitType_;
    CounterColours colours_;        // at normal contrast
    CounterColours strongColours_;  // at high contrast (map_contrast.h)
    const CounterArt& art_;
    double size_;
};

}  // namespace eylau::mapview
