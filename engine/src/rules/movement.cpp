// Movement (4.0-4.6), reinforcement entry (7.1, 7.2) and night (8.1) over the movement graph.
#include "eylau/rules/movement.h"

#include "eylau/rules/variants/artillery_limbering.h"

#include "eylau/rules/game_state.h"
#include "eylau/rules/sentences.h"

#include "eylau/rules/terrain_rules.h"
#include "eylau/scenario/turn_track.h"
#include "rules/movement_search.h"
#include "rules/position_memo.h"

#include <algorithm>

namespace eylau {

const ReachedHex* ReachableSet::find(Hex h) const {
    const auto it = std::lower_bound(hexes_.begin(), hexes_.end(), h,
                                     [](const ReachedHex& r, Hex x) { return r.hex < x; });
    return it != hexes_.end() && it->hex == h ? &*it : nullptr;
}

std::vector<Hex> ReachableSet::path(Hex h) const {
    std::vector<Hex> hexes;
    for (const ReachedHex* r = find(h); r; r = r->from && r->from != start_ ? find(*r->from) : nullptr)
        hexes.push_back(r->hex);
    std::reverse(hexes.begin(), hexes.end());
    return hexes;
}

Reach ReachableSet::reach(const ReachedHex& r) const {
    return Reach{r.hex, r.halfMP, path(r.hex), r.endsInEnemyZoc, r.friendlyOccupied};
}

std::vector<Reach> ReachableSet::withPaths() const {
    std::vector<Reach> out;
    out.reserve(hexes_.size());
    for (const ReachedHex& r : hexes_) out.push_back(reach(r));
    return out;
}

int halfMPLeft(const Unit& unit, const UnitState& state) { return unit.movement * 2 - state.spentHalfMP; }

std::string formatHalves(int halfMP) {
    const std::string sign = halfMP < 0 ? "-" : "";
    const int h = halfMP < 0 ? -halfMP : halfMP;
    if (h == 1) return sign + "½";
    return sign + std::to_string(h / 2) + (h % 2 ? "½" : "");
}

std::string formatMP(int halfMP) { return formatHalves(halfMP) + " MP"; }

namespace {

using detail::MoveSearch;
using Outcome = std::variant<Reach, Refusal>;

std::string joinIds(const Scenario& scenario, const std::vector<UnitIndex>& units) {
    std::string ids;
    for (UnitIndex u : units) ids += (ids.empty() ? "" : ", ") + scenario.units[u.slot()].id;
    return ids;
}

// One unit's move in the making: who moves, against whom, and how far (4.1).
struct Mover {
    const Board& board;
    const Situation& sit;
    UnitIndex index;
    const Unit& unit;
    Side enemy;
    bool night;      // 8.1
    int allowance;   // half MP left: Movement Allowance minus what was spent (4.1)

    Mover(const Situation& situation, UnitIndex u)
        : board(situation.board()), sit(situation), index(u), unit(situation.scenario().units[u.slot()]), enemy(enemyOf(unit.side)),
          night(isNightTurn(situation.scenario().turns, situation.state().turn)),
          allowance(halfMPLeft(unit, situation.state().unit(u))) {}

    const std::string& id() const { return unit.id; }
    bool enemyZoc(Hex h) const { return sit.inZocOf(h, enemy); }
    std::string zocOf(Hex h) const { return joinIds(sit.scenario(), sit.zocSources(h, enemy)); }

    detail::SearchRules rules(int limit, const std::vector<bool>* entry = nullptr) const {
        detail::SearchRules r;
        r.type = unit.type;
        r.enemy = enemy;
        r.limitHalfMP = limit;
        r.night = night;
        r.entryHexes = entry;
        return r;
    }

    Reach reach(Hex h, int halfMP, std::vector<Hex> path) const {
        return Reach{h, halfMP, std::move(path), enemyZoc(h), friendIn(h)};  // 4.5, 4.4
    }

    // 4.4: another unit of its side stands in h.
    bool friendIn(Hex h) const {
        for (UnitIndex u : sit.unitsAt(h))
            if (u != index && sit.scenario().units[u.slot()].side == unit.side) return true;
        return false;
    }

    // A search from `source` (a slot, or beyond the edge by `entry`) with the Situation's scratch.
    const MoveSearch& search(const detail::SearchRules& r, Slot source, Slot stopAt = kOffMap) const {
        MoveSearch& found = sit.memo().search;
        found.run(sit, r, source, stopAt);
        return found;
    }

    // The hexes the last search reached, without paths (4.5, 4.4 as in reach()).
    ReachableSet reached(const MoveSearch& found, std::optional<Hex> start) const {
        std::vector<ReachedHex> hexes;
        hexes.reserve(found.reachedSlots().size());
        for (Slot s : found.reachedSlots()) {
            const Slot from = found.from(s);
            hexes.push_back(ReachedHex{board.hex(s), found.cost(s),
                                       from >= 0 ? std::optional<Hex>(board.hex(from)) : std::nullopt,
                                       sit.inZocOf(s, enemy), sit.occupiedBy(s, unit.side)});
        }
        return ReachableSet(start, std::move(hexes));
    }

    std::string friendsIn(Hex h) const {
        std::vector<UnitIndex> friends;
        for (UnitIndex u : sit.unitsAt(h))
            if (u != index && sit.scenario().units[u.slot()].side == unit.side) friends.push_back(u);
        return joinIds(sit.scenario(), friends);
    }

    Refusal tooFar(Hex h, int cost) const {  // 4.1
        return refusal("4.1", Say::TooFar, {id(), h.id(), formatHalves(cost), formatHalves(allowance)});
    }

    // 4.6, 4.3, 8.1, 4.4: a hex the unit may not enter, whatever the way there.
    std::optional<Refusal> forbidden(Hex h) const {
        if (!sit.onMap(h)) {
            return refusal("4.6", Say::OffMap, sit.scenario().map.offMapFacts(h));
        }
        std::vector<UnitIndex> enemies;
        for (UnitIndex u : sit.unitsAt(h))
            if (sit.scenario().units[u.slot()].side == enemy) enemies.push_back(u);
        if (!enemies.empty())
            return refusal("4.3", Say::EnemyOccupied, {h.id(), joinIds(sit.scenario(), enemies)});
        if (night && enemyZoc(h))
            return refusal("8.1", Say::NightZocEntry, {id(), h.id(), zocOf(h)});
        if (enemyZoc(h) && friendIn(h))
            return refusal("4.4", Say::StopWithFriendInZoc, {id(), h.id(), zocOf(h), friendsIn(h)});
        return std::nullopt;
    }

    // 4.2, 9.0: why the step from `from` into the adjacent `to` cannot be taken.
    Refusal stepRefusal(Hex from, Hex to) const {
        const Scenario& scenario = sit.scenario();
        const HexsideFeatures f = scenario.map.features(*Hexside::between(from, to));
        const bool bridged = f.has(HexsideFeature::Bridge);
        for (HexsideFeature feature : kHexsideFeatures) {
            if (!f.has(feature) || bridged) continue;
            const HexsideEffect e = scenario.terrainEffects.effective(feature);
            std::vector<std::string> args{id(), std::string(toString(feature)), from.id(), to.id()};
            if (e.impassable) return refusal("4.2", Say::CannotCross, std::move(args));
            if (e.artilleryOnlyAtBridge && unit.type == UnitType::Artillery)
                return refusal("4.2", Say::ArtilleryCannotCross, std::move(args));
        }
        return impassable(to);
    }
    Refusal impassable(Hex h) const {
        return refusal("4.2", Say::ImpassableTerrain, {id(), h.id(), std::string(toString(sit.scenario().map.terrain(h)))});
    }

    // A path given hex by hex, from `from` (already paid for: `spent`), checked step by step.
    // `fromEntered`: `from` was entered this move (an entry hex), so 4.5 applies to it too.
    Outcome alongPath(Hex from, bool fromEntered, int spent, std::vector<Hex> path,
                      std::vector<Hex>::const_iterator begin, std::vector<Hex>::const_iterator end) const {
        Hex prev = from;
        int cost = spent;
        bool entered = fromEntered;
        for (auto it = begin; it != end; ++it) {
            const Hex h = *it;
            if (!sit.onMap(h)) return *forbidden(h);  // 4.6
            if (!directionTo(prev, h)) return refusal("4.0", Say::NotAdjacentHexes, {prev.id(), h.id()});
            if (entered && enemyZoc(prev))  // 4.5
                return refusal("4.5", Say::MustStopInZoc, {id(), prev.id(), zocOf(prev)});
            if (auto no = forbidden(h)) return *no;  // 4.3, 8.1, 4.4
            const auto step = board.stepHalfMP(prev, h, unit.type);
            if (!step) return stepRefusal(prev, h);  // 4.2
            cost += *step;
            if (cost > allowance) return tooFar(h, cost);  // 4.1
            path.push_back(h);
            prev = h;
            entered = true;
        }
        return reach(prev, cost, std::move(path));
    }

    // AL.4 (variant): unlimbered guns may only prolong: one hex, into a clear hex across a hexside
    // with no feature, at the start of their move; it uses the whole allowance. nullopt: h may be
    // prolonged into; otherwise why not.
    std::optional<Refusal> prolongBar(Hex h) const {
        const Hex at = sit.state().unit(index).hex;
        if (!directionTo(at, h)) return refusal("AL.4", Say::ProlongOnly, {id()});
        if (auto no = forbidden(h)) return no;
        const Scenario& scenario = sit.scenario();
        if (scenario.map.terrain(h) != Terrain::Clear || !scenario.map.features(*Hexside::between(at, h)).empty() ||
            !board.stepHalfMP(at, h, unit.type))
            return refusal("AL.4", Say::ProlongNotClear, {id(), h.id()});
        return std::nullopt;
    }
    bool mayProlong() const {
        return allowance == unit.movement * 2 && !sit.state().unit(index).moved && !enemyZoc(sit.state().unit(index).hex);
    }
    ReachableSet prolongSet() const {
        const Hex at = sit.state().unit(index).hex;
        std::vector<ReachedHex> hexes;
        if (mayProlong())
            for (const Hex h : neighbours(at)) {
                if (sit.onMap(h) && !prolongBar(h)) hexes.push_back(ReachedHex{h, allowance, at, enemyZoc(h), friendIn(h)});
            }
        std::sort(hexes.begin(), hexes.end(), [](const ReachedHex& a, const ReachedHex& b) { return a.hex < b.hex; });
        return ReachableSet(at, std::move(hexes));
    }
    Outcome prolong(const std::vector<Hex>& hexes) const {
        const Hex at = sit.state().unit(index).hex;
        std::vector<Hex> entered = hexes;
        if (entered.size() >= 2 && entered.front() == at) entered.erase(entered.begin());
        if (entered.size() != 1 || !mayProlong()) return refusal("AL.4", Say::ProlongOnly, {id()});
        if (auto no = prolongBar(entered.front())) return *no;
        return reach(entered.front(), allowance, entered);
    }

    // One destination: a cheapest legal way there from `source` (the unit's hex, or beyond the
    // edge by `entry`), or the first rule that stands in the way.
    Outcome toDestination(Slot source, const std::vector<bool>* entry, Hex dest) const {
        if (auto no = forbidden(dest)) return *no;
        const Slot d = board.slot(dest);
        const MoveSearch& found = search(rules(allowance, entry), source, d);
        if (found.reached(d)) return reach(dest, found.cost(d), found.path(board, d));
        return unreached(source, entry, dest);
    }

    // Why the search did not reach `dest`: each rule relaxed in turn names the one in the way.
    Refusal unreached(Slot source, const std::vector<bool>* entry, Hex dest) const {
        const Slot d = board.slot(dest);
        auto relaxed = rules(detail::kUnlimited, entry);
        if (const MoveSearch& r = search(relaxed, source, d); r.reached(d)) return tooFar(dest, r.cost(d));
        relaxed.zoc = false;
        if (search(relaxed, source, d).reached(d))
            return night ? refusal("8.1", Say::NightEveryWayEntersZoc, {id(), dest.id()})
                         : refusal("4.5", Say::EveryWayEntersZoc, {id(), dest.id()});
        relaxed.enemiesBlock = false;
        if (search(relaxed, source, d).reached(d))
            return refusal("4.3", Say::EnemiesBlockEveryWay, {id(), dest.id()});
        relaxed.type = UnitType::Infantry;
        if (unit.type == UnitType::Artillery && search(relaxed, source, d).reached(d))
            return refusal("4.2", Say::ArtilleryNeedsBridgeEveryWay, {id(), dest.id()});
        if (sit.scenario().terrainEffects.effective(sit.scenario().map.terrain(dest)).impassable) return impassable(dest);
        return refusal("4.2", Say::ImpassableEveryWay, {id(), dest.id()});
    }
};

bool validUnit(const Situation& situation, UnitIndex u) {
    return unitIndices(situation.scenario()).contains(u) && unitIndices(situation.state()).contains(u);
}

Refusal noSuchUnit(UnitIndex u) { return refusal("2.4", Say::NoUnitNumber, {std::to_string(u.value())}); }

}  // namespace

ReachableSet Movement::reachableSet(const Situation& situation, UnitIndex unit) const {
    if (!validUnit(situation, unit)) return {};
    const UnitState& us = situation.state().unit(unit);
    if (us.status != UnitStatus::OnMap || !situation.onMap(us.hex)) return {};
    const Mover m(situation, unit);
    if (m.allowance <= 0 || m.enemyZoc(us.hex)) return {};  // 4.1; 4.5: frozen
    if (mayOnlyProlong(situation.scenario(), situation.state(), unit)) return m.prolongSet();  // AL.4
    return m.reached(m.search(m.rules(m.allowance), situation.board().slot(us.hex)), us.hex);
}

std::vector<Reach> Movement::reachable(const Situation& situation, UnitIndex unit) const {
    return reachableSet(situation, unit).withPaths();
}

std::variant<Reach, Refusal> Movement::checkMove(const Situation& situation, UnitIndex unit,
                                                 const std::vector<Hex>& hexes) const {
    if (!validUnit(situation, unit)) return noSuchUnit(unit);
    const Mover m(situation, unit);
    const UnitState& us = situation.state().unit(unit);
    if (us.status != UnitStatus::OnMap || !situation.onMap(us.hex)) return refusal("4.0", Say::NotOnMap, {m.id()});
    if (hexes.empty()) return refusal("4.0", Say::NoHexToMoveTo, {m.id()});
    if (m.enemyZoc(us.hex)) return refusal("4.5", Say::InEnemyZocCannotMove, {m.id()});
    if (m.allowance <= 0) return refusal("4.1", Say::NoMPLeft, {m.id()});
    if (hexes.back() == us.hex) return refusal("4.0", Say::AlreadyIn, {m.id(), us.hex.id()});
    if (mayOnlyProlong(situation.scenario(), situation.state(), unit)) return m.prolong(hexes);  // AL.4
    // docs/game-record.md: a path may begin with the hex the unit stands in (as a move is written
    // on paper: from, through, to); the hexes entered are the rest.
    if (hexes.size() >= 2 && hexes.front() == us.hex) return m.alongPath(us.hex, false, 0, {}, hexes.begin() + 1, hexes.end());
    if (hexes.size() == 1) return m.toDestination(situation.board().slot(us.hex), nullptr, hexes.front());
    return m.alongPath(us.hex, false, 0, {}, hexes.begin(), hexes.end());
}

namespace {

// 7.2: is an enemy unit on the map within two hexes of the area's entry hex?
bool enemyNear(const Situation& situation, Side enemy, Hex areaHex) {
    for (std::size_t u = 0; u < situation.state().units.size(); ++u) {
        const UnitState& us = situation.state().units[u];
        if (us.status == UnitStatus::OnMap && situation.scenario().units[u].side == enemy && distance(us.hex, areaHex) <= 2)
            return true;
    }
    return false;
}

const EntryArea* areaOf(const Situation& situation, UnitIndex u) {
    const Unit& unit = situation.scenario().units[u.slot()];
    return unit.arrival ? situation.scenario().entryArea(unit.arrival->area) : nullptr;
}

}  // namespace

std::vector<Hex> Movement::entryHexes(const Situation& situation, UnitIndex unit) const {
    std::vector<Hex> out;
    if (!validUnit(situation, unit) || situation.state().unit(unit).status != UnitStatus::Waiting) return out;
    const EntryArea* area = areaOf(situation, unit);
    if (!area || !situation.onMap(area->hex)) return out;
    const Mover m(situation, unit);
    std::vector<Hex> candidates{area->hex};
    if (enemyNear(situation, m.enemy, area->hex))  // 7.2: any map-edge hex within eight hexes
        for (Hex h : scenario_->map.hexes())
            if (h != area->hex && scenario_->map.isEdge(h) && distance(h, area->hex) <= 8) candidates.push_back(h);
    for (Hex h : candidates) {
        // 7.2: no entry by a hex that holds an enemy unit or lies in an enemy Zone of Control;
        // nor impassable terrain, which could not be entered at all (4.2).
        if (situation.occupiedBy(h, m.enemy) || m.enemyZoc(h)) continue;
        if (scenario_->terrainEffects.effective(scenario_->map.terrain(h)).impassable) continue;
        out.push_back(h);
    }
    std::sort(out.begin(), out.end());
    return out;
}

ReachableSet Movement::reachableSetOnEntry(const Situation& situation, UnitIndex unit) const {
    const std::vector<Hex> entries = entryHexes(situation, unit);
    if (entries.empty()) return {};
    const Mover m(situation, unit);
    if (m.allowance <= 0) return {};
    std::vector<bool> mask(std::size_t(situation.board().hexCount()), false);
    for (Hex h : entries) mask[std::size_t(situation.board().slot(h))] = true;
    return m.reached(m.search(m.rules(m.allowance, &mask), MoveSearch::kFromOutside), std::nullopt);
}

std::vector<Reach> Movement::reachableOnEntry(const Situation& situation, UnitIndex unit) const {
    return reachableSetOnEntry(situation, unit).withPaths();
}

std::variant<Reach, Refusal> Movement::checkEntry(const Situation& situation, UnitIndex unit,
                                                  const std::vector<Hex>& hexes) const {
    if (!validUnit(situation, unit)) return noSuchUnit(unit);
    const Mover m(situation, unit);
    if (situation.state().unit(unit).status != UnitStatus::Waiting)
        return refusal("7.0", Say::NotWaitingToEnter, {m.id()});
    const EntryArea* area = areaOf(situation, unit);
    if (!area) return refusal("7.0", Say::NoEntryArea, {m.id()});
    if (hexes.empty()) return refusal("7.1", Say::NoEntryHexGiven, {m.id()});
    const Hex entry = hexes.front();
    const std::vector<Hex> allowed = entryHexes(situation, unit);
    if (!std::binary_search(allowed.begin(), allowed.end(), entry)) {
        if (!situation.onMap(entry)) return *m.forbidden(entry);  // 4.6
        if (situation.occupiedBy(entry, m.enemy)) return refusal("7.2", Say::EntryHexOccupied, {m.id(), entry.id()});
        if (m.enemyZoc(entry)) return refusal("7.2", Say::EntryHexInZoc, {m.id(), entry.id(), m.zocOf(entry)});
        const bool near = enemyNear(situation, m.enemy, area->hex);
        if (entry == area->hex || (near && scenario_->map.isEdge(entry) && distance(entry, area->hex) <= 8))
            return m.impassable(entry);  // 4.2
        std::vector<std::string> args{m.id(), entry.id(), area->hex.id(), area->id};
        if (near) return refusal("7.2", Say::EntryNotNearArea, std::move(args));
        return refusal("7.2", Say::EntryOnlyByArea, std::move(args));
    }
    // 7.1: entering costs what the entry hex's terrain costs in ordinary movement
    // (or the road's, where a road reaches the map edge).
    const int cost = situation.board().entryHalfMP(situation.board().slot(entry), m.unit.type);
    if (m.allowance <= 0) return refusal("4.1", Say::NoMPLeft, {m.id()});
    if (cost > m.allowance)
        return refusal("7.1", Say::EntryTooCostly, {m.id(), entry.id(), formatHalves(cost), formatHalves(m.allowance)});
    if (hexes.size() == 1) return m.reach(entry, cost, {entry});
    if (hexes.size() == 2) {
        std::vector<bool> mask(std::size_t(situation.board().hexCount()), false);
        mask[std::size_t(situation.board().slot(entry))] = true;
        return m.toDestination(MoveSearch::kFromOutside, &mask, hexes[1]);
    }
    return m.alongPath(entry, true, cost, {entry}, hexes.begin() + 1, hexes.end());
}

}  // namespace eylau
