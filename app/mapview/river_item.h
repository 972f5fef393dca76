#pragma once
// A river along one hexside (9.0). A frozen river is drawn as a pale band of ice between blue
// banks, as two items (banks under, ice over) so that neighbouring hexsides join seamlessly at
// the corners. Paints only.
#include "item_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QLineF>

namespace eylau::mapview {

class HexLayout;

class RiverItem : public QGraphicsItem {
public:
    enum class Part { Banks, Water };

    RiverItem(const HexLayout& layout, Hexside hexside, bool frozen, Part part);

    enum { Type = RiverKind };
    int type() const override { return Type; }

    Hexside hexside() const { return hexside_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hexside hexside_;
    bool frozen_;
    Part part_;
    double radius_;
    QLineF line_;  // the hexside, relative to its midpoint
};

}  // namespace eylau::mapview
