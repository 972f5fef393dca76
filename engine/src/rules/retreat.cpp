// Retreats after combat (6.3-6.5). Readings (RULES-NOTES): a retreat is exactly one hex, into a
// safe hex; a friendly unit in a safe hex may be displaced only when no safe hex is empty (6.5:
// only when every safe hex holds a friendly unit); the displaced unit retreats in turn by the
// same rules, possibly displacing another, in a chain; a chain that cannot finish is illegal, and
// a unit with no legal retreat is destroyed (6.4).
//
// Occupancy is judged as it stands before the chain moves: the hexes the chain passes through are
// all occupied then, and no unit of the chain may end in one of them (in particular not in the hex
// the unit displacing it came from). Under this reading whether a chain exists is plain
// reachability, found by a breadth-first search over the friendly units a chain can reach
// (canRetreat).
#include "rules/combat_rules_internal.h"
#include "eylau/core/contains.h"
#include "eylau/rules/game_state.h"
#include "rules/position_memo.h"

#include <algorithm>

#include <string>

namespace eylau {

using namespace combat_detail;

namespace combat_detail {

Verdict unsafe(const Situation& situation, UnitIndex unit, Hex to) {
    const Hex at = hexOf(situation, unit);
    const Side enemy = enemyOf(sideOf(situation, unit));
    // 6.3: a retreat moves the unit exactly one hex.
    if (distance(at, to) != 1) return refuse("6.3", Say::RetreatIsOneHex, {to.id(), at.id()});
    // 4.6: a unit that a combat result would push off the map is eliminated.
    if (!situation.onMap(to)) return refuse("6.4", Say::OffMapNotSafe, {to.id()});
    // 6.4: a traverseable hex is one the unit could lawfully move into in a Movement Phase.
    if (!situation.board().stepHalfMP(at, to, unitOf(situation, unit).type))
        return refuse("6.4", Say::NotTraverseableNotSafe, {nameOf(situation, unit), to.id()});
    for (UnitIndex u : situation.unitsAt(to))
        if (sideOf(situation, u) == enemy) return refuse("6.4", Say::EnemyOccupiedNotSafe, {to.id(), nameOf(situation, u)});
    if (situation.inZocOf(to, enemy)) {
        const std::vector<UnitIndex> zoc = situation.zocSources(to, enemy);
        if (zoc.empty()) return refuse("6.4", Say::InEnemyZocNotSafe, {to.id()});
        return refuse("6.4", Say::InZocOfNotSafe, {to.id(), nameOf(situation, zoc.front())});
    }
    return std::nullopt;
}

bool isSafeStep(const Situation& situation, const Unit& u, Slot at, int d) {
    const Board& board = situation.board();
    const Slot there = board.neighbour(at, d);
    if (there == kOffMap) return false;                                        // 4.6
    if (board.stepHalfMP(at, d, u.type) < 0) return false;                     // 6.4: traverseable
    const Side enemy = enemyOf(u.side);
    return !situation.occupiedBy(there, enemy) && !situation.inZocOf(there, enemy);            // 6.4
}

bool isSafeHex(const Situation& situation, UnitIndex unit, Hex to) {
    const Slot at = situation.board().slot(hexOf(situation, unit));
    const int d = directionIndex(hexOf(situation, unit), to);
    return at != kOffMap && d >= 0 && isSafeStep(situation, unitOf(situation, unit), at, d);  // 6.3: one hex
}

}  // namespace combat_detail

namespace {

// The first safe hex of `unit` (6.4, in neighbour order) for which `wanted` holds; nullopt when
// there is none or the unit is not on the map. Builds no list.
template <class Wanted>
std::optional<Hex> firstSafeHex(const Situation& situation, UnitIndex unit, Wanted wanted) {
    if (!isOnMap(situation, unit)) return std::nullopt;
    const Board& board = situation.board();
    const Slot at = board.slot(hexOf(situation, unit));
    if (at == kOffMap) return std::nullopt;
    const Unit& u = unitOf(situation, unit);
    for (int d = 0; d < 6; ++d)
        if (isSafeStep(situation, u, at, d))
            if (const Hex h = board.hex(board.neighbour(at, d)); wanted(h)) return h;
    return std::nullopt;
}

// The first safe hex of `unit` that no unit occupies.
std::optional<Hex> emptySafeHex(const Situation& situation, UnitIndex unit) {
    return firstSafeHex(situation, unit, [&](Hex h) { return situation.unitsAt(h).empty(); });
}

// 6.5: may `unit` be displaced (moved aside by a retreating friendly unit)?
Verdict displaceable(const Situation& situation, UnitIndex unit, const std::vector<Hex>& chain) {
    // 6.5 note: artillery that still owes a required bombardment may not be displaced.
    if (auto target = requiredBombardmentTarget(situation, unit))
        return refuse("6.5", Say::NoDisplaceBeforeBombardment, {nameOf(situation, unit), nameOf(situation, *target)});
    // 6.5: a unit can be displaced only if it has somewhere to retreat to itself.
    if (firstSafeHex(situation, unit, [&](Hex h) { return !contains(chain, h); })) return std::nullopt;
    return refuse("6.5", Say::NoDisplaceWithoutSafeHex, {nameOf(situation, unit)});
}

}  // namespace

namespace combat_detail {

// 6.5 note: a retreat may not displace artillery that still owes a required bombardment, that is,
// one needed because a friendly unit sits in the target's Zone of Control while that friendly unit
// attacks some other enemy unit. Approximation: a phasing artillery unit
// that has not attacked, with an enemy that must still be attacked (5.1) in its bombardment reach.
// Whether the player would in fact use it that way is not known in advance, so the artillery is
// protected whenever such a bombardment is possible.
std::optional<UnitIndex> requiredBombardmentTarget(const Situation& situation, UnitIndex artillery) {
    const UnitState& us = situation.state().unit(artillery);
    if (us.status != UnitStatus::OnMap || us.attacked || sideOf(situation, artillery) != situation.state().phasing ||
        unitOf(situation, artillery).type != UnitType::Artillery)
        return std::nullopt;
    for (UnitIndex e : positionObligations(situation).mustBeAttacked)
        if (distance(hexOf(situation, artillery), hexOf(situation, e)) <= 2 && mayBombard(situation, artillery, e)) return e;
    return std::nullopt;
}

const Obligations& positionObligations(const Situation& situation) {
    std::optional<Obligations>& open = situation.memo().open;
    if (!open) open = openObligations(situation);
    return *open;
}

}  // namespace combat_detail

// 6.4: a safe hex is one the unit could enter in a Movement Phase and that is not in an enemy
// Zone of Control.
std::vector<Hex> safeHexes(const Situation& situation, UnitIndex unit) {
    std::vector<Hex> safe;
    if (!isOnMap(situation, unit)) return safe;
    for (Hex n : neighbours(hexOf(situation, unit)))
        if (isSafeHex(situation, unit, n)) safe.push_back(n);
    return safe;
}

Verdict checkRetreat(const Situation& situation, UnitIndex unit, Hex to,
                     const std::vector<std::pair<UnitIndex, Hex>>& displacements) {
    if (!unitIndices(situation.scenario()).contains(unit)) return refuse("2.4", Say::NoSuchUnit);
    if (!isOnMap(situation, unit)) return refuse("6.4", Say::NotOnMap, {nameOf(situation, unit)});
    if (Verdict v = unsafe(situation, unit, to)) return v;
    std::vector<Hex> chain{hexOf(situation, unit)};
    UnitIndex mover = unit;
    Hex target = to;
    for (std::size_t i = 0;; ++i) {
        const auto there = situation.unitsAt(target);
        if (there.empty()) {
            if (i < displacements.size())
                return refuse("6.5", Say::NothingToDisplace, {target.id(), nameOf(situation, displacements[i].first)});
            return std::nullopt;
        }
        const UnitIndex occupant = there.front();
        // 6.5: a friendly unit in a safe hex may be displaced only if no safe hex is free.
        if (auto free = emptySafeHex(situation, mover)) {
            if (mover == unit)
                return refuse("6.4", Say::EmptySafeHexFirst, {nameOf(situation, mover), free->id()});
            return refuse("6.5", Say::EmptySafeHexRatherThanDisplace, {nameOf(situation, mover), free->id(), nameOf(situation, occupant)});
        }
        chain.push_back(target);
        if (Verdict v = displaceable(situation, occupant, chain)) return v;
        if (i >= displacements.size())
            return refuse("6.5", Say::DisplacedHexMissing, {nameOf(situation, mover), target.id(), nameOf(situation, occupant)});
        const auto& [displaced, next] = displacements[i];
        if (displaced != occupant)
            return unitIndices(situation.scenario()).contains(displaced)
                       ? refuse("6.5", Say::DisplacedIsAnother, {target.id(), nameOf(situation, occupant), nameOf(situation, displaced)})
                       : refuse("6.5", Say::DisplacedIsNotUnknown, {target.id(), nameOf(situation, occupant)});
        if (contains(chain, next))
            return refuse("6.5", Say::DisplacedIntoChain, {nameOf(situation, occupant), next.id()});
        if (Verdict v = unsafe(situation, occupant, next)) return v;
        mover = occupant;
        target = next;
    }
}

std::vector<Hex> retreatStepOptions(const Situation& situation, UnitIndex unit, const std::vector<Hex>& steps) {
    std::vector<Hex> hexes;
    for (const RetreatStep& step : retreatSteps(situation, unit, steps)) hexes.push_back(step.to);
    return hexes;
}

std::vector<RetreatStep> retreatSteps(const Situation& situation, UnitIndex unit, const std::vector<Hex>& steps) {
    std::vector<RetreatStep> options;
    if (!unitIndices(situation.scenario()).contains(unit) || !isOnMap(situation, unit)) return options;
    std::vector<Hex> chain{hexOf(situation, unit)};
    UnitIndex mover = unit;
    for (Hex step : steps) {
        const auto there = situation.unitsAt(step);
        if (there.empty() || contains(chain, step) || !isSafeHex(situation, mover, step) || emptySafeHex(situation, mover))
            return options;
        chain.push_back(step);
        if (displaceable(situation, there.front(), chain)) return options;
        mover = there.front();
    }
    std::vector<RetreatStep> occupied;
    for (Hex h : neighbours(hexOf(situation, mover))) {
        if (!isSafeHex(situation, mover, h)) continue;
        if (situation.unitsAt(h).empty()) {
            options.push_back(RetreatStep{h, std::nullopt});
        } else if (!contains(chain, h)) {
            std::vector<Hex> through = chain;
            through.push_back(h);
            // 6.5: the unit there is displaced and must itself retreat next.
            if (!displaceable(situation, situation.unitsAt(h).front(), through))
                occupied.push_back(RetreatStep{h, situation.unitsAt(h).front()});
        }
    }
    // 6.5: displacing a friendly unit is allowed only when no safe hex is free.
    return options.empty() ? occupied : options;
}

namespace {

bool findRetreat(const Situation& situation, UnitIndex unit) {
    if (!firstSafeHex(situation, unit, [](Hex) { return true; })) return false;  // 6.4: no safe hex, so the unit is destroyed
    if (emptySafeHex(situation, unit)) return true;
    // 6.5 displacement chains: the friendly units a chain can reach, breadth first from the
    // retreating unit: from a unit to each displaceable friendly unit in one of its safe hexes. A
    // chain exists when the search finds a unit with an empty safe hex (see the note at the top).
    // Only the units a chain can reach are looked at, and only when no safe hex is empty.
    std::vector<UnitIndex> queue{unit};
    std::vector<bool> seen(situation.state().units.size(), false);
    seen[unit.slot()] = true;
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const UnitIndex v = queue[next];
        if (v != unit && emptySafeHex(situation, v)) return true;
        firstSafeHex(situation, v, [&](Hex h) {
            const auto there = situation.unitsAt(h);
            if (there.empty() || seen[there.front().slot()]) return false;
            const UnitIndex occupant = there.front();
            if (requiredBombardmentTarget(situation, occupant)) return false;  // 6.5 note
            seen[occupant.slot()] = true;
            queue.push_back(occupant);
            return false;  // go on round the hex
        });
    }
    return false;
}

}  // namespace

// The answer depends on the position alone, so each unit's is worked out once per Situation (the
// computer's combat planner asks about the same units for every attack it weighs).
bool canRetreat(const Situation& situation, UnitIndex unit) {
    if (!unitIndices(situation.state()).contains(unit) || !isOnMap(situation, unit)) return false;
    std::vector<std::int8_t>& known = situation.memo().canRetreat;
    if (known.empty()) known.assign(situation.state().units.size(), -1);
    std::int8_t& answer = known[unit.slot()];
    if (answer < 0) answer = findRetreat(situation, unit) ? 1 : 0;
    return answer == 1;
}

}  // namespace eylau
