#include "tools/accept_suggestion_tool.h"

#include "commands/map_commands.h"
#include "document/scenario_document.h"
#include "underlay/underlay_view.h"

#include "eylau/scenario/scenario.h"

#include <QCoreApplication>

#include <map>

namespace eylau::editor {
namespace {

// The tool's words, in the catalogue's context "AcceptText" (the tool is no QObject).
struct AcceptText {
    Q_DECLARE_TR_FUNCTIONS(AcceptText)
};

}  // namespace

bool acceptSuggestions(ScenarioDocument& document, const UnderlayView& underlay, const std::set<Hex>& hexes, int stroke,
                       const QString& text) {
    const Suggestions& shown = underlay.suggestions();
    const GameMap& map = document.scenario().map;
    std::map<Hex, MapHex> hexAfter;
    for (const TerrainProposal& p : shown.hexes) {
        if (!hexes.empty() && !hexes.count(p.hex)) continue;
        MapHex h = map.hex(p.hex);
        h.terrain = p.terrain;
        h.provenance = Provenance::Reconstructed;  // read from a picture, until marked printed
        hexAfter[p.hex] = h;
    }
    std::map<Hexside, MapHexside> sideAfter;
    for (const FeatureProposal& p : shown.hexsides) {
        if (!hexes.empty() && !hexes.count(p.side.first) && !hexes.count(p.side.second)) continue;
        MapHexside side = map.hexside(p.side);
        side.features = p.features;
        side.provenance = Provenance::Reconstructed;
        sideAfter[p.side] = side;
    }
    if (hexAfter.empty() && sideAfter.empty()) return false;
    document.push(new SetMapCommand(document, hexAfter, sideAfter, text, stroke));  // one step, a stroke merged
    return true;
}

QString AcceptSuggestionTool::name() const { return AcceptText::tr("Accept"); }

QString AcceptSuggestionTool::hint() const {
    return AcceptText::tr("Click or drag over the hatched hexes to take the terrain the map image shows (Map > "
                          "Suggest Terrain first); Map > Accept All Suggestions takes them all.");
}

bool AcceptSuggestionTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    if (!context().underlay() || context().underlay()->suggestions().empty()) {
        context().showMessage(AcceptText::tr("Nothing is suggested: Map > Suggest Terrain reads the map image first."));
        return true;
    }
    down_ = true;
    stroke_ = context().newStroke();
    acceptAt(event.scenePos);
    return true;
}

void AcceptSuggestionTool::move(const ToolEvent& event) {
    if (down_ && (event.buttons & Qt::LeftButton)) acceptAt(event.scenePos);
}

void AcceptSuggestionTool::release(const ToolEvent&) { down_ = false; }

void AcceptSuggestionTool::acceptAt(QPointF scenePos) {
    const std::optional<Hex> hex = context().hexAt(scenePos);
    if (!hex || !context().underlay()) return;
    acceptSuggestions(context().document(), *context().underlay(), {*hex}, stroke_,
                      AcceptText::tr("Accept the suggested terrain"));
}

}  // namespace eylau::editor
