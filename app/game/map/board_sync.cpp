#include "map/board_sync.h"

#include "panes/unit_info.h"

#include "counter_item.h"
#include "item_kinds.h"
#include "map_scene.h"

#include "eylau/game/player_queries.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <map>

namespace eylau::game {

BoardSync::BoardSync(mapview::MapScene* scene) : scene_(scene) {}

mapview::CounterItem* BoardSync::counter(UnitIndex unit) const {
    return unit >= 0 && std::size_t(unit) < counters_.size() ? counters_[std::size_t(unit)] : nullptr;
}

bool BoardSync::isFaded(UnitIndex unit) const {
    const mapview::CounterItem* c = counter(unit);
    return c && c->isVisible() && c->opacity() < 1.0;
}

void BoardSync::sync(const Game& game) {
    const Scenario& s = game.scenario();
    const GameState& st = game.state();
    if (counters_.size() != s.units.size()) {
        counters_.assign(s.units.size(), nullptr);
        for (std::size_t u = 0; u < s.units.size(); ++u) counters_[u] = scene_->counter(s.units[u].id);
    }
    std::map<Hex, std::vector<UnitIndex>> byHex;
    for (std::size_t u = 0; u < s.units.size(); ++u) {
        const UnitState& us = st.units[u];
        mapview::CounterItem* item = counters_[u];
        if (us.status != UnitStatus::OnMap) {
            if (item) item->setVisible(false);
            continue;
        }
        if (!item) {
            item = scene_->ensureCounter(s.units[u], s.division(s.units[u].division));
            counters_[u] = item;
        }
        byHex[us.hex].push_back(UnitIndex(u));
    }
    const double fan = scene_->layout().hexHeight() * 0.14;
    for (const auto& [hex, here] : byHex) {
        const QPointF centre = scene_->layout().centre(hex);
        for (std::size_t i = 0; i < here.size(); ++i) {
            mapview::CounterItem* item = counters_[std::size_t(here[i])];
            // 4.4: two units paused in one hex are fanned out so that both show.
            const double k = double(i) - double(here.size() - 1) / 2.0;
            item->setPos(centre + QPointF(k * fan, k * fan));
            item->setZValue(mapview::layer::kCounters + double(i) * 0.01);
            item->setVisible(true);
        }
    }
    for (std::size_t u = 0; u < s.units.size(); ++u) {
        mapview::CounterItem* item = counters_[u];
        if (!item || st.units[u].status != UnitStatus::OnMap) continue;
        // 4.0, 5.2: done for the phase, in the engine's answer.
        item->setOpacity(isDoneForThePhase(game, UnitIndex(u)) ? kFaded : 1.0);
        item->setMark(variantMark(game, UnitIndex(u)));
        item->setToolTip(unitDetails(game, UnitIndex(u)));
    }
}

}  // namespace eylau::game
