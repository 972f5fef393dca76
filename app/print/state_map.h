#pragma once
// The map as the players see it (mapview's MapScene), with the counters where a GameState has
// them, for the map picture of a turn summary. MapScene draws counters at the scenario's start
// hexes; this moves them to the state's hexes (two units in one hex fanned out, as the game's
// board does), hides the units waiting to arrive and the eliminated, has MapScene make the
// counters of reinforcements that have come on, and marks what happened in a Game-Turn: moves
// as arrows, retreats and advances as dashed arrows, attacked hexes ringed with the result,
// eliminations crossed.
#include "eylau/reports/turn_summary.h"

#include <QHash>
#include <QImage>
#include <QPainterPath>
#include <QSize>
#include <QString>

#include <memory>
#include <vector>

class QGraphicsItem;
class QPainter;
class QRectF;
class QPointF;
class QColor;

namespace eylau::mapview {
class CounterItem;
class MapScene;
}  // namespace eylau::mapview

namespace eylau::print {

class StateMap {
public:
    explicit StateMap(const Scenario& scenario);
    ~StateMap();
    StateMap(const StateMap&) = delete;
    StateMap& operator=(const StateMap&) = delete;

    mapview::MapScene& scene() { return *scene_; }

    // Every unit's counter as `state` places it: on the map at its hex, otherwise hidden.
    void show(const GameState& state);
    // Marks this Game-Turn's moves, combats and losses (replacing earlier marks).
    void mark(const GameTurnSummary& turn);
    void clearMarks();

    // The counter of a unit (after show(), reinforcements included); nullptr when none.
    mapview::CounterItem* counter(const std::string& unitId) const;

    // Draws the map into `target`: the unchanging map (terrain, hexsides, roads, numbers, names)
    // as one picture of `pixels`, made once and drawn again on every page (a PDF holds it once),
    // then the counters and marks on it as vectors, so they stay sharp and a summary of nine map
    // pages stays small.
    void draw(QPainter& painter, const QRectF& target, QSize pixels);

private:
    void addArrow(const std::vector<QPointF>& points, const QColor& colour, bool dashed);
    void addRing(Hex hex, const QString& label);
    void addCross(Hex hex);

    const Scenario& scenario_;
    std::unique_ptr<mapview::MapScene> scene_;
    QHash<QString, mapview::CounterItem*> counters_;
    std::vector<QGraphicsItem*> marks_;
    QImage background_;  // the unchanging map, as last drawn
    QPainterPath grid_;  // the hex grid, drawn over it as vectors
};

}  // namespace eylau::print
