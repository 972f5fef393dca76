#include "map/hint_marks.h"

#include "text/hint_text.h"
#include "map/map_overlay.h"

#include "eylau/game/player_queries.h"

#include <QGraphicsItem>

#include <variant>

namespace eylau::game {

using Group = MapOverlay::Group;
using mapview::OverlayTone;

namespace {

std::optional<Hex> hexOf(const Game& game, const std::string& unit) {
    const auto u = game.unitIndex(unit);
    return u ? hexOnMap(game, *u) : std::nullopt;
}

}  // namespace

void HintMarks::clear() {
    overlay_.clear(Group::Hint);
    shown_ = false;
}

void HintMarks::ring(const Game& game, const std::vector<std::string>& units, const QString& tip) {
    for (const std::string& id : units)
        if (const auto h = hexOf(game, id)) {
            overlay_.addOutline(Group::Hint, *h, OverlayTone::Hint);
            overlay_.items(Group::Hint).back()->setToolTip(tip);
        }
}

void HintMarks::show(const Game& game, const HintAnswer& answer) {
    clear();
    shown_ = true;
    for (std::size_t s = 0; s < answer.hint.steps.size(); ++s) {
        const ai::HintStep& step = answer.hint.steps[s];
        const QString tip = hintStepText(game, step);
        // Moves, entries, retreats, advances: the engine's path, from the worker's copy.
        if (s < answer.paths.size())
            for (const std::vector<Hex>& arrow : answer.paths[s]) {
                if (arrow.size() >= 2) {
                    overlay_.addPath(Group::Hint, arrow, OverlayTone::Hint);
                    overlay_.items(Group::Hint).back()->setToolTip(tip);
                }
                overlay_.addOutline(Group::Hint, arrow.back(), OverlayTone::Hint);
                overlay_.items(Group::Hint).back()->setToolTip(tip);
            }
        if (const auto* a = std::get_if<AttackCommand>(&step.command)) {
            // 6.1: the attackers and the defenders ringed, a "?" on the defenders, and a dashed
            // arrow from each gun bombarding at two hexes (5.6) to its target; an arrow from an
            // adjacent attacker would cover the defender's counter for nothing.
            std::vector<Hex> defenders;
            for (const std::string& id : a->defenders)
                if (const auto h = hexOf(game, id)) defenders.push_back(*h);
            ring(game, a->defenders, tip);
            ring(game, a->attackers, tip);
            ring(game, a->bombarding, tip);
            for (const std::string& id : a->bombarding) {
                const auto from = hexOf(game, id);
                if (!from || defenders.empty()) continue;
                Hex to = defenders.front();
                for (Hex d : defenders)
                    if (distance(*from, d) < distance(*from, to)) to = d;
                overlay_.addPath(Group::Hint, {*from, to}, OverlayTone::Hint);
                overlay_.items(Group::Hint).back()->setToolTip(tip);
            }
            for (Hex d : defenders) overlay_.addBadge(Group::Hint, d, OverlayTone::Hint, QStringLiteral("?"), tip);
        } else if (const auto* d = std::get_if<DefendCommand>(&step.command)) {
            ring(game, d->fresh, tip);  // 21.1
        } else if (const auto* l = std::get_if<LoseCommand>(&step.command)) {
            ring(game, l->units, tip);  // 6.3 Ee
        } else if (const auto* g = std::get_if<LimberCommand>(&step.command)) {
            ring(game, {g->unit}, tip);  // AL.2, AL.3
        }
    }
}

}  // namespace eylau::game
