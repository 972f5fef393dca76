#pragma once
// The marks Compare With... lays over the map (comparison.h): a hex that differs from the other
// file, outlined in magenta, and a hexside that differs, drawn over as a thick magenta bar. Each
// carries the changes in words as its tooltip; a hex's mark answers the mouse over its whole hex,
// a hexside's over a band along the hexside. They paint over the counters and take no clicks.
#include "overlay_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QPainterPath>
#include <QPolygonF>

namespace eylau::mapview {
class HexLayout;
}

namespace eylau::editor {

class HexChangeMark : public QGraphicsItem {
public:
    HexChangeMark(const mapview::HexLayout& layout, Hex hex, const QString& text);

    enum { Type = mapview::ChangeKind };
    int type() const override { return Type; }
    Hex hex() const { return hex_; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hex hex_;
    QPolygonF outline_;
    double radius_;
};

class HexsideChangeMark : public QGraphicsItem {
public:
    HexsideChangeMark(const mapview::HexLayout& layout, const Hexside& hexside, const QString& text);

    enum { Type = mapview::ChangeKind };
    int type() const override { return Type; }
    const Hexside& hexside() const { return hexside_; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hexside hexside_;
    QLineF line_;
    double width_;
};

}  // namespace eylau::editor
