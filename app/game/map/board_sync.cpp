#include "map/board_sync.h"

#include "panes/unit_info.h"

#include "counter_item.h"
#include "item_kinds.h"
#include "map_scene.h"

#include "eylau/game/player_queries.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <QHash>

#include <map>

namespace eylau::game {

BoardSync::BoardSync(mapview::MapScene* scene) : scene_(scene) {}

mapview::CounterItem* BoardSync::counter(UnitIndex unit) const {
    return unitIndices(counters_.size()).contains(unit) ? counters_[unit.slot()] : nullptr;
}

bool BoardSync::isFaded(UnitIndex unit) const {
    const mapview::CounterItem* c = counter(unit);
    return c && c->isVisible() && c->opacity() < 1.0;
}

void BoardSync::sync(const Game& game) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    if (counters_.size() != scenario.units.size()) {
        // The scene's counters by unit, listed once: MapScene::counter lists (and sorts) every item
        // of the scene at each call, which took 4 ms of start-up for the Eylau units.
        QHash<QString, mapview::CounterItem*> byId;
        for (mapview::CounterItem* item : scene_->counters())
            if (!byId.contains(item->unitId())) byId.insert(item->unitId(), item);
        counters_.assign(scenario.units.size(), nullptr);
        for (std::size_t u = 0; u < scenario.units.size(); ++u)
            counters_[u] = byId.value(QString::fromStdString(scenario.units[u].id), nullptr);
    }
    std::map<Hex, std::vector<UnitIndex>> byHex;
    for (UnitIndex u : unitIndices(scenario)) {
        const UnitState& us = st.units[u.slot()];
        mapview::CounterItem* item = counters_[u.slot()];
        if (us.status != UnitStatus::OnMap) {
            if (item) item->setVisible(false);
            continue;
        }
        if (!item) {
            item = scene_->ensureCounter(scenario.units[u.slot()], scenario.division(scenario.units[u.slot()].division));
            counters_[u.slot()] = item;
        }
        byHex[us.hex].push_back(u);
    }
    const double fan = scene_->layout().hexHeight() * 0.14;
    for (const auto& [hex, here] : byHex) {
        const QPointF centre = scene_->layout().centre(hex);
        for (std::size_t i = 0; i < here.size(); ++i) {
            mapview::CounterItem* item = counters_[here[i].slot()];
            // 4.4: two units paused in one hex are fanned out so that both show.
            const double k = double(i) - double(here.size() - 1) / 2.0;
            item->setPos(centre + QPointF(k * fan, k * fan));
            item->setZValue(mapview::layer::kCounters + double(i) * 0.01);
            item->setVisible(true);
        }
    }
    for (UnitIndex u : unitIndices(scenario)) {
        mapview::CounterItem* item = counters_[u.slot()];
        if (!item || st.units[u.slot()].status != UnitStatus::OnMap) continue;
        // 4.0, 5.2: done for the phase, in the engine's answer.
        item->setOpacity(isDoneForThePhase(game, u) ? kFaded : 1.0);
        item->setMark(variantMark(game, u));
        item->setToolTip(unitDetails(game, u));
    }
}

}  // namespace eylau::game
