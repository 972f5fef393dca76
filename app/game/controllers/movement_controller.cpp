#include "controllers/movement_controller.h"

#include "shared/game_document.h"
#include "text/game_text.h"
#include "map/map_overlay.h"

#include "eylau/game/command_units.h"
#include "eylau/game/player_queries.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/situation.h"
#include "eylau/scenario/scenario.h"

#include <algorithm>

namespace eylau::game {

using Group = MapOverlay::Group;
using mapview::OverlayTone;

MovementController::MovementController(GameDocument& document, MapOverlay& overlay, QObject* parent)
    : QObject(parent), document_(document), overlay_(overlay) {}

const Reach* MovementController::reachAt(Hex hex) const {
    for (const Reach& r : reach_)
        if (r.hex == hex) return &r;
    return nullptr;
}

void MovementController::select(UnitIndex unit) {
    const Game& game = document_.game();
    const GameState& st = game.state();
    if (st.phase != Phase::Movement || !unitIndices(st).contains(unit)) return;
    selected_ = unit;
    reach_ = game.reachable(unit);
    entryHexes_ = entryHexesNow(game, unit);  // 7.1, 7.2
    showReach();
    emit selectionChanged(unit);
    const Scenario& scenario = game.scenario();
    // The engine's reach is its answer already: whyCannotMove is nullopt exactly when it is not
    // empty (game.h), so its search runs again only for a unit that may not move, to say why.
    if (const Verdict why = reach_.empty() ? game.whyCannotMove(unit) : Verdict{}) {
        emit message(tr("%1 cannot move: %2").arg(unitLabel(scenario, unit), describe(*why)), true);
    } else if (st.unit(unit).status == UnitStatus::Waiting) {
        emit message(tr("%1: click a blue entry hex to enter there, or a green hex to enter and move on (7.1). "
                        "Dashed blue hexes are other map-edge hexes open because an enemy is near (7.2).")
                         .arg(unitLabel(scenario, unit)),
                     false);
    } else {
        const int left = halfMPLeft(game, unit);  // 4.1
        emit message(tr("%1: %2 left. Click a shaded hex to move; Shift+click to pause on a friendly unit (4.4).")
                         .arg(unitLabel(scenario, unit), mpText(left)),
                     false);
    }
}

void MovementController::clearSelection() {
    const bool had = selected_.has_value();
    selected_.reset();
    reach_.clear();
    entryHexes_.clear();
    overlay_.clear(Group::Selection);
    overlay_.clear(Group::Reach);
    overlay_.clear(Group::Path);
    if (had) emit selectionChanged(std::nullopt);
}

void MovementController::refresh() {
    const Game& game = document_.game();
    if (game.state().phase != Phase::Movement || !selected_) {
        clearSelection();
        return;
    }
    const UnitIndex unit = *selected_;
    reach_ = game.reachable(unit);
    if (reach_.empty()) {
        clearSelection();
        return;
    }
    entryHexes_ = entryHexesNow(game, unit);  // 7.1, 7.2
    showReach();
}

void MovementController::showReach() {
    overlay_.clear(Group::Selection);
    overlay_.clear(Group::Reach);
    overlay_.clear(Group::Path);
    if (!selected_) return;
    const Game& game = document_.game();
    const Scenario& scenario = game.scenario();
    const UnitState& us = game.state().unit(*selected_);
    if (us.status == UnitStatus::OnMap) overlay_.addOutline(Group::Selection, us.hex, OverlayTone::Selected);
    const Unit& unit = scenario.units[selected_->slot()];
    const EntryArea* area = unit.arrival ? scenario.entryArea(unit.arrival->area) : nullptr;
    for (const Reach& r : reach_) {
        const bool entry = std::find(entryHexes_.begin(), entryHexes_.end(), r.hex) != entryHexes_.end() &&
                           r.path.size() == 1;
        OverlayTone tone = OverlayTone::Reach;
        if (entry) tone = area && area->hex == r.hex ? OverlayTone::Entry : OverlayTone::EntryAlt;
        QString tip = tr("%1 to %2: %3").arg(qtext(unit.id), qtext(r.hex.id()), mpText(r.halfMP));
        if (entry && tone == OverlayTone::EntryAlt) tip += tr("\nAnother map-edge entry hex: an enemy unit is within two hexes of the entry area (7.2)");
        else if (entry) tip += tr("\nThe entry hex of area %1 (7.1)").arg(qtext(unit.arrival->area));
        if (r.endsInEnemyZoc) tip += tr("\nStops here: enemy Zone of Control (4.5)");
        if (r.friendlyOccupied) tip += tr("\nA friendly unit is here: it may pause (Shift+click) but not end the phase here (4.4)");
        const QString label = qtext(formatHalves(r.halfMP));
        overlay_.addHighlight(Group::Reach, r.hex, tone, label, tip);
    }
}

void MovementController::hover(Hex hex) {
    overlay_.clear(Group::Path);
    if (!selected_) return;
    const Reach* r = reachAt(hex);
    if (!r) return;
    const GameState& st = document_.game().state();
    std::vector<Hex> path;
    if (st.unit(*selected_).status == UnitStatus::OnMap) path.push_back(st.unit(*selected_).hex);
    path.insert(path.end(), r->path.begin(), r->path.end());
    overlay_.addPath(Group::Path, path, OverlayTone::Reach);
    QString text = tr("%1 to %2: %3").arg(unitId(document_.game().scenario(), *selected_), qtext(hex.id()),
                                          mpText(r->halfMP));
    if (r->endsInEnemyZoc) text += tr(", stopping in an enemy Zone of Control (4.5)");
    if (r->friendlyOccupied) text += tr("; a friendly unit is there: Shift+click to pause on it (4.4)");
    emit message(text, false);
}

void MovementController::leave() { overlay_.clear(Group::Path); }

void MovementController::moveTo(const Reach& r) {
    const Game& game = document_.game();
    const UnitIndex unit = *selected_;
    Command command;
    if (game.state().unit(unit).status == UnitStatus::Waiting) {
        std::vector<Hex> hexes{r.path.front()};
        if (r.path.size() > 1) hexes.push_back(r.hex);
        command = enterCommand(game.scenario(), unit, hexes);
    } else {
        command = moveCommand(game.scenario(), unit, {r.hex});
    }
    const ApplyResult result = document_.apply(command);
    if (!result.ok()) {
        emit message(describe(*result.refusal), true);
        emit problemAt({r.hex});
        return;
    }
    emit message(result.events.empty() ? QString() : describe(result.events.front()), false);
    // Keep the unit selected while it can go on moving.
    if (!document_.game().reachable(unit).empty()) select(unit);
    else clearSelection();
}

void MovementController::explainRefusal(Hex hex) {
    const Game& game = document_.game();
    const Scenario& scenario = game.scenario();
    const UnitIndex unit = *selected_;
    Verdict why;
    if (game.state().unit(unit).status == UnitStatus::Waiting) {
        const bool isEntry = std::find(entryHexes_.begin(), entryHexes_.end(), hex) != entryHexes_.end();
        why = isEntry || entryHexes_.empty() ? game.whyNot(enterCommand(scenario, unit, {hex}))
                                             : game.whyNot(enterCommand(scenario, unit, {entryHexes_.front(), hex}));
    } else {
        why = game.whyNot(moveCommand(scenario, unit, {hex}));
    }
    if (why) {
        emit message(describe(*why), true);
        emit problemAt({hex});
    }
}

void MovementController::click(Hex hex, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) {
    if (document_.game().state().phase != Phase::Movement) return;
    if (button == Qt::RightButton) {
        clearSelection();
        return;
    }
    if (button != Qt::LeftButton) return;
    const std::vector<UnitIndex> own = phasingUnitsAt(document_.game(), hex);
    // A unit that cannot move was selected only to say why: a click elsewhere starts afresh.
    if (selected_ && reach_.empty() && std::find(own.begin(), own.end(), *selected_) == own.end()) clearSelection();
    const Reach* r = selected_ ? reachAt(hex) : nullptr;
    if (r && (own.empty() || (modifiers & Qt::ShiftModifier))) {
        moveTo(*r);
        return;
    }
    if (!own.empty()) {
        // A click on a friendly unit selects it; again on a stack, the next one (4.4).
        auto it = selected_ ? std::find(own.begin(), own.end(), *selected_) : own.end();
        if (it == own.end()) select(own.front());
        else if (own.size() > 1) select(*(++it == own.end() ? own.begin() : it));
        else clearSelection();
        return;
    }
    if (selected_) {
        explainRefusal(hex);
        return;
    }
    // An enemy unit: why it cannot move, in the engine's words (4.0: only the phasing player moves).
    const Game& game = document_.game();
    const GameState& st = game.state();
    for (UnitIndex u : unitIndices(st)) {
        if (st.unit(u).status == UnitStatus::OnMap && st.unit(u).hex == hex) {
            if (const Verdict why = game.whyCannotMove(u))
                emit message(tr("%1 cannot move: %2").arg(unitLabel(game.scenario(), u), describe(*why)), true);
            return;
        }
    }
}

}  // namespace eylau::game
