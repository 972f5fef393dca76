#pragma once
// A small round badge at the upper-right corner of a counter with a one-character sign: "!"
// for a unit that must attack or be attacked (5.1); at the lower-left corner, who controls a
// victory hex; at the lower-right corner, a longer sign (the best odds the enemy could attack a
// unit at, "3-1"), stretched into a pill as wide as its text. Paints only.
#include "overlay_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QString>

namespace eylau::mapview {

class HexLayout;

class BadgeItem : public QGraphicsItem {
public:
    enum class Corner { UpperRight, LowerLeft, LowerRight };
    BadgeItem(const HexLayout& layout, Hex hex, OverlayTone tone, const QString& sign,
              Corner corner = Corner::UpperRight);

    enum { Type = BadgeKind };
    int type() const override { return Type; }

    Hex hex() const { return hex_; }
    const QString& sign() const { return sign_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hex hex_;
    OverlayTone tone_;
    QString sign_;
    double size_;
    double width_;  // size_ for a round badge; wider for a long sign
};

}  // namespace eylau::mapview
