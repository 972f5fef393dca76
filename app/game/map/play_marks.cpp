#include "map/play_marks.h"

#include "text/game_text.h"

#include "eylau/game/event.h"
#include "eylau/game/game.h"
#include "eylau/game/player_queries.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

namespace eylau::game {

using Group = MapOverlay::Group;
using mapview::OverlayTone;

void PlayMarks::markControl(MapOverlay& overlay, const Game& game) {
    overlay.clear(Group::Control);
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    for (std::size_t v = 0; v < scenario.victory.hexes.size() && v < st.control.size(); ++v) {
        if (!st.control[v].has_value()) continue;
        const bool french = st.control[v] == Side::French;
        overlay.addBadge(Group::Control, scenario.victory.hexes[v].hex,
                         french ? OverlayTone::FrenchMark : OverlayTone::AlliedMark,
                         french ? QStringLiteral("F") : QStringLiteral("A"),
                         tr("%1 control %2 (23.4)").arg(french ? sideName(Side::French) : sideName(Side::Allied),
                                                        qtext(scenario.victory.hexes[v].name)),
                         true);
    }
}

PlayedMarks PlayMarks::markPlayed(MapOverlay& overlay, const Game& game, const Command& command,
                                  const std::vector<Event>& events) {
    overlay.clear(Group::Computer);
    PlayedMarks marks;
    for (const Event& e : events) {
        if ((e.kind != EventKind::Moved && e.kind != EventKind::Entered) || e.hexes.empty()) continue;
        if (e.hexes.size() >= 2) overlay.addPath(Group::Computer, e.hexes, OverlayTone::Selected);
        overlay.addOutline(Group::Computer, e.hexes.back(), OverlayTone::Selected);
        marks.movedTo = e.hexes.back();
    }
    const auto* a = std::get_if<AttackCommand>(&command);
    if (!a) return marks;
    marks.attack = true;
    const auto hexOf = [&game](const std::string& id) -> std::optional<Hex> {
        const auto u = game.unitIndex(id);
        return u ? hexOnMap(game, *u) : std::nullopt;
    };
    for (const auto& ids : {a->attackers, a->bombarding})
        for (const std::string& id : ids)
            if (const auto hex = hexOf(id)) overlay.addOutline(Group::Computer, *hex, OverlayTone::Selected);
    for (const std::string& id : a->defenders)
        if (const auto hex = hexOf(id)) {
            overlay.addOutline(Group::Computer, *hex, OverlayTone::Target);
            marks.target = hex;
        }
    return marks;
}

}  // namespace eylau::game
