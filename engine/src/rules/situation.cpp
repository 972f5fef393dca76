#include "eylau/rules/situation.h"

#include "eylau/rules/game_state.h"

namespace eylau {
namespace {
const std::vector<UnitIndex> kNobody;
std::uint8_t sideBit(Side s) { return s == Side::French ? 1 : 2; }
}  // namespace

Situation::Situation(const Scenario& scenario, const GameState& state)
    : scenario_(&scenario),
      state_(&state),
      occupants_(std::size_t(scenario.map.columns() * scenario.map.rows())),
      zoc_(occupants_.size(), 0) {
    for (std::size_t u = 0; u < state.units.size(); ++u) {
        const UnitState& us = state.units[u];
        if (us.status != UnitStatus::OnMap || !onMap(us.hex)) continue;
        occupants_[slot(us.hex)].push_back(UnitIndex(u));
        // 4.5: a unit's Zone of Control is the ring of six hexes around it.
        const Side side = scenario.units[u].side;
        for (Hex n : neighbours(us.hex))
            if (onMap(n) && zocCrosses(us.hex, n)) zoc_[slot(n)] |= sideBit(side);
    }
}

std::size_t Situation::slot(Hex h) const {
    const GameMap& m = scenario_->map;
    return std::size_t((h.col - m.firstColumn()) * m.rows() + (h.row - m.firstRow()));
}

const std::vector<UnitIndex>& Situation::unitsAt(Hex h) const {
    return onMap(h) ? occupants_[slot(h)] : kNobody;
}

bool Situation::occupiedBy(Hex h, Side side) const {
    for (UnitIndex u : unitsAt(h))
        if (scenario_->units[std::size_t(u)].side == side) return true;
    return false;
}

bool Situation::inZocOf(Hex h, Side side) const { return onMap(h) && (zoc_[slot(h)] & sideBit(side)) != 0; }

std::vector<UnitIndex> Situation::zocSources(Hex h, Side side) const {
    std::vector<UnitIndex> sources;
    for (Hex n : neighbours(h))
        if (zocCrosses(n, h))
            for (UnitIndex u : unitsAt(n))
                if (scenario_->units[std::size_t(u)].side == side) sources.push_back(u);
    return sources;
}

bool Situation::zocCrosses(Hex from, Hex to) const {
    const auto side = Hexside::between(from, to);
    if (!side) return false;
    const HexsideFeatures f = scenario_->map.features(*side);
    if (f.has(HexsideFeature::Bridge)) return true;
    for (HexsideFeature feature : kHexsideFeatures)
        if (f.has(feature) && scenario_->terrainEffects.effective(feature).blocksZoc) return false;
    return true;
}

}  // namespace eylau
