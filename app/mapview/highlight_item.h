#pragma once
// A hex shaded to show it can be chosen (reachable, an entry hex, a safe retreat hex ...), with
// an optional short label in the middle (the Movement Points it costs). Paints only.
#include "overlay_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QPolygonF>
#include <QString>

namespace eylau::mapview {

class HexLayout;

class HighlightItem : public QGraphicsItem {
public:
    HighlightItem(const HexLayout& layout, Hex hex, OverlayTone tone, const QString& label = {});

    enum { Type = HighlightKind };
    int type() const override { return Type; }

    Hex hex() const { return hex_; }
    OverlayTone tone() const { return tone_; }
    const QString& label() const { return label_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hex hex_;
    OverlayTone tone_;
    QString label_;
    QPolygonF outline_;
    double radius_;
};

}  // namespace eylau::mapview
