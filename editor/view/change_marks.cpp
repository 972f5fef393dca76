#include "view/change_marks.h"

#include "hex_layout.h"

#include <QPainter>
#include <QPainterPath>

namespace eylau::editor {
namespace {

// Magenta: no terrain, feature or counter of the map is drawn in it; a dark under-stroke keeps it
// visible on snow and on the blue French counters alike.
const QColor kChange(214, 0, 160);
const QColor kUnder(0, 0, 0, 120);

}  // namespace

HexChangeMark::HexChangeMark(const mapview::HexLayout& layout, Hex hex, const QString& text)
    : hex_(hex), radius_(layout.radius()) {
    for (const QPointF& corner : layout.localPolygon()) outline_ << corner * 0.9;
    setPos(layout.centre(hex));
    setZValue(mapview::layer::kOutlines + 0.1);
    setAcceptedMouseButtons(Qt::NoButton);
    setToolTip(text);
}

QRectF HexChangeMark::boundingRect() const {
    const double w = radius_ * 0.12;
    return outline_.boundingRect().adjusted(-w, -w, w, w);
}

QPainterPath HexChangeMark::shape() const {
    QPainterPath path;
    path.addPolygon(outline_);
    path.closeSubpath();
    return path;
}

void HexChangeMark::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(kUnder, radius_ * 0.16, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolygon(outline_);
    p.setPen(QPen(kChange, radius_ * 0.1, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolygon(outline_);
}

HexsideChangeMark::HexsideChangeMark(const mapview::HexLayout& layout, const Hexside& hexside, const QString& text)
    : hexside_(hexside), width_(layout.radius() * 0.22) {
    const QLineF line = layout.hexsideLine(hexside.first, hexside.second);
    setPos(line.center());
    // A little short of the corners, so that two marked hexsides meeting there stay apart.
    line_ = QLineF(line.p1() - line.center(), line.p2() - line.center());
    line_ = QLineF(line_.pointAt(0.1), line_.pointAt(0.9));
    setZValue(mapview::layer::kOutlines + 0.2);
    setAcceptedMouseButtons(Qt::NoButton);
    setToolTip(text);
}

QRectF HexsideChangeMark::boundingRect() const {
    const double w = width_;
    return QRectF(line_.p1(), line_.p2()).normalized().adjusted(-w, -w, w, w);
}

QPainterPath HexsideChangeMark::shape() const {
    QPainterPath path(line_.p1());
    path.lineTo(line_.p2());
    QPainterPathStroker stroker;
    stroker.setWidth(width_ * 1.4);
    stroker.setCapStyle(Qt::RoundCap);
    return stroker.createStroke(path);
}

void HexsideChangeMark::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    p.setPen(QPen(kUnder, width_ * 1.3, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(line_);
    p.setPen(QPen(kChange, width_, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(line_);
}

}  // namespace eylau::editor
