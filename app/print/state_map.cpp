#include "state_map.h"

#include "summary_style.h"

#include "counter_item.h"
#include "item_kinds.h"
#include "map_palette.h"
#include "map_scene.h"

#include "eylau/rules/game_state.h"

#include <QGraphicsEllipseItem>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>
#include <QPen>

#include <cmath>
#include <map>

namespace eylau::print {
namespace {

constexpr double kMarks = mapview::layer::kCounters + 1.0;  // above the counters
constexpr double kCounterScale = 0.72;  // MapScene's counters: 0.72 of the hex height (map_scene.cpp)
constexpr double kFan = 0.14;           // units sharing a hex, set apart by this much of it

QPointF towards(QPointF from, QPointF to, double distance) {
    const QPointF d = to - from;
    const double length = std::hypot(d.x(), d.y());
    return length <= distance ? from : to - d * (distance / length);
}

}  // namespace

StateMap::StateMap(const Scenario& scenario)
    : scenario_(scenario), scene_(std::make_unique<mapview::MapScene>(scenario)) {
    for (mapview::CounterItem* item : scene_->counters()) counters_.insert(item->unitId(), item);
}

StateMap::~StateMap() = default;

mapview::CounterItem* StateMap::counter(const std::string& unitId) const {
    return counters_.value(QString::fromStdString(unitId), nullptr);
}

void StateMap::show(const GameState& state) {
    const mapview::HexLayout& layout = scene_->layout();
    std::map<Hex, std::vector<mapview::CounterItem*>> byHex;
    for (std::size_t u = 0; u < scenario_.units.size() && u < state.units.size(); ++u) {
        const Unit& unit = scenario_.units[u];
        const UnitState& us = state.units[u];
        mapview::CounterItem* item = counter(unit.id);
        if (us.status != UnitStatus::OnMap) {
            if (item) item->setVisible(false);
            continue;
        }
        if (!item) {  // a reinforcement, on the map for the first time
            item = scene_->ensureCounter(unit, scenario_.division(unit.division));
            counters_.insert(item->unitId(), item);
        }
        byHex[us.hex].push_back(item);
    }
    const double fan = layout.hexHeight() * kFan;
    for (const auto& [hex, here] : byHex) {
        for (std::size_t i = 0; i < here.size(); ++i) {
            const double k = double(i) - double(here.size() - 1) / 2.0;
            here[i]->setPos(layout.centre(hex) + QPointF(k * fan, k * fan));
            here[i]->setZValue(mapview::layer::kCounters + double(i) * 0.01);
            here[i]->setVisible(true);
        }
    }
}

void StateMap::draw(QPainter& painter, const QRectF& target, QSize pixels) {
    const QRectF source = scene_->sceneRect();
    if (background_.size() != pixels) {
        // What stays the same from page to page: everything under the counters.
        QList<QGraphicsItem*> above;
        for (QGraphicsItem* item : scene_->items())
            if (item->zValue() >= mapview::layer::kCounters && item->isVisible() && !item->parentItem())
                above.push_back(item);
        background_ = QImage(pixels, QImage::Format_RGB32);
        background_.fill(Qt::white);
        for (QGraphicsItem* item : above) item->setVisible(false);
        scene_->setGridShown(false);  // drawn as vectors below
        QPainter p(&background_);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
        scene_->render(&p, QRectF(QPointF(0, 0), QSizeF(pixels)), source, Qt::IgnoreAspectRatio);
        p.end();
        scene_->setGridShown(true);
        for (QGraphicsItem* item : above) item->setVisible(true);
        grid_ = scene_->gridPath();
    }
    // The same QImage on every page: the PDF writer keeps one copy of it.
    painter.drawImage(target, background_);
    // The hex grid in one stroke of hairline, as the map draws it (a hairline costs a picture
    // much and prints less crisply).
    painter.save();
    painter.setTransform(QTransform::fromTranslate(-source.left(), -source.top()) *
                             QTransform::fromScale(target.width() / source.width(), target.height() / source.height()) *
                             QTransform::fromTranslate(target.left(), target.top()),
                         true);
    QPen grid(QColor(mapview::palette::kHexOutline), 0.0);
    grid.setCosmetic(true);
    painter.setPen(grid);
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(grid_);
    painter.restore();
    // Then only the counters and marks, as vectors.
    QList<QGraphicsItem*> below;
    for (QGraphicsItem* item : scene_->items())
        if (item->zValue() < mapview::layer::kCounters && item->isVisible() && !item->parentItem()) below.push_back(item);
    for (QGraphicsItem* item : below) item->setVisible(false);
    scene_->render(&painter, target, source, Qt::IgnoreAspectRatio);
    for (QGraphicsItem* item : below) item->setVisible(true);
}

void StateMap::clearMarks() {
    for (QGraphicsItem* item : marks_) {
        scene_->removeItem(item);
        delete item;
    }
    marks_.clear();
}

void StateMap::mark(const GameTurnSummary& turn) {
    clearMarks();
    const mapview::HexLayout& layout = scene_->layout();
    for (const PlayerTurnSummary& pt : turn.playerTurns) {
        const QColor colour = pt.side == Side::French ? style::kFrench : style::kAlliedArrow;
        for (const MoveEntry& m : pt.moves) {
            std::vector<QPointF> points{layout.centre(m.from)};
            for (const Hex h : m.path)
                if (h != m.from) points.push_back(layout.centre(h));
            if (points.size() > 1) addArrow(points, colour, false);
        }
        for (const AttackEntry& a : pt.attacks) {
            const QString result = a.rolled() ? QString::fromStdString(std::string(toString(a.result))) : QString();
            for (const Hex h : a.defenderHexes) addRing(h, result);
            for (const Shift& s : a.retreats) addArrow({layout.centre(s.from), layout.centre(s.to)}, style::kAccent, true);
            for (const Shift& s : a.displacements)
                addArrow({layout.centre(s.from), layout.centre(s.to)}, style::kAccent, true);
            if (a.advance) addArrow({layout.centre(a.advance->from), layout.centre(a.advance->to)}, style::kAccent, true);
        }
        for (const LossEntry& l : pt.losses) addCross(l.hex);
    }
}

void StateMap::addArrow(const std::vector<QPointF>& points, const QColor& colour, bool dashed) {
    const double r = scene_->layout().radius();
    const double counterHalf = scene_->layout().hexHeight() * kCounterScale / 2.0;
    // The head stops at the edge of the counter that now stands at the end.
    const QPointF tip = towards(points[points.size() - 2], points.back(), counterHalf + r * 0.04);
    QPainterPath path(points.front());
    for (std::size_t i = 1; i + 1 < points.size(); ++i) path.lineTo(points[i]);
    const QPointF before = points[points.size() - 2];
    const double head = r * 0.36;
    const QPointF base = towards(before, tip, head);
    path.lineTo(base);
    QColor line = colour;
    line.setAlphaF(0.9f);
    // A pale casing lifts the arrow off roads, streams and counters.
    auto* casing = new QGraphicsPathItem(path);
    casing->setPen(QPen(QColor(255, 255, 255, 170), r * 0.17, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    casing->setZValue(kMarks - 0.05);
    scene_->addItem(casing);
    marks_.push_back(casing);
    QPen pen(line, r * 0.09, dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    auto* shaft = new QGraphicsPathItem(path);
    shaft->setPen(pen);
    shaft->setZValue(kMarks);
    scene_->addItem(shaft);
    marks_.push_back(shaft);

    const QPointF d = tip - base;
    const double length = std::max(1e-6, std::hypot(d.x(), d.y()));
    const QPointF normal(-d.y() / length, d.x() / length);
    QPainterPath arrowHead(tip);
    arrowHead.lineTo(base + normal * head * 0.55);
    arrowHead.lineTo(base - normal * head * 0.55);
    arrowHead.closeSubpath();
    auto* headItem = new QGraphicsPathItem(arrowHead);
    headItem->setPen(Qt::NoPen);
    headItem->setBrush(line);
    headItem->setZValue(kMarks);
    scene_->addItem(headItem);
    marks_.push_back(headItem);
}

void StateMap::addRing(Hex hex, const QString& label) {
    const mapview::HexLayout& layout = scene_->layout();
    const double r = layout.radius() * 0.82;
    const QPointF c = layout.centre(hex);
    auto* ring = new QGraphicsEllipseItem(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r));
    ring->setPen(QPen(style::kAccent, layout.radius() * 0.08));
    ring->setBrush(Qt::NoBrush);
    ring->setZValue(kMarks);
    scene_->addItem(ring);
    marks_.push_back(ring);
    if (label.isEmpty()) return;
    auto* text = new QGraphicsSimpleTextItem(label);
    text->setFont(style::sans(1, true, false));  // resized below, in scene units
    QFont font = text->font();
    font.setPixelSize(int(layout.radius() * 0.42));
    text->setFont(font);
    text->setBrush(style::kAccent);
    const QRectF box = text->boundingRect();
    const QRectF badge(c.x() + r * 0.45, c.y() - r * 1.05, box.width() + layout.radius() * 0.16, box.height());
    auto* back = new QGraphicsPathItem();
    QPainterPath rounded;
    rounded.addRoundedRect(badge, badge.height() * 0.25, badge.height() * 0.25);
    back->setPath(rounded);
    back->setPen(QPen(style::kAccent, layout.radius() * 0.03));
    back->setBrush(QColor(255, 255, 255, 235));
    back->setZValue(kMarks + 0.1);
    scene_->addItem(back);
    marks_.push_back(back);
    text->setPos(badge.left() + layout.radius() * 0.08, badge.top());
    text->setZValue(kMarks + 0.2);
    scene_->addItem(text);
    marks_.push_back(text);
}

void StateMap::addCross(Hex hex) {
    const mapview::HexLayout& layout = scene_->layout();
    const double r = layout.radius() * 0.3;
    const QPointF c = layout.centre(hex);
    QPainterPath cross;
    cross.moveTo(c + QPointF(-r, -r));
    cross.lineTo(c + QPointF(r, r));
    cross.moveTo(c + QPointF(r, -r));
    cross.lineTo(c + QPointF(-r, r));
    auto* item = new QGraphicsPathItem(cross);
    item->setPen(QPen(style::kAccent, layout.radius() * 0.11, Qt::SolidLine, Qt::RoundCap));
    item->setZValue(kMarks);
    scene_->addItem(item);
    marks_.push_back(item);
}

}  // namespace eylau::print
