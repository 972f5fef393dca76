#include "tools/sample_colour_tool.h"

#include "commands/value_command.h"
#include "document/scenario_document.h"
#include "underlay/terrain_suggestion.h"
#include "underlay/underlay_view.h"

#include "hex_layout.h"

#include "eylau/scenario/scenario.h"

#include <QCoreApplication>
#include <QInputDialog>

namespace eylau::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("SampleColourTool", text); }

}  // namespace

QString SampleColourTool::name() const { return tr("Sample"); }

QString SampleColourTool::hint() const {
    return tr("Click a colour of the map image and say what it means (this green is woods, this blue a stream): "
              "Map > Suggest Terrain then reads the whole image with these colours.");
}

bool SampleColourTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    const Scenario& s = context().scenario();
    UnderlayView* underlay = context().mapImage(tr("to sample"));
    if (!underlay) return true;
    // The colour most pixels have around the click (a fifth of a hex), not one stray pixel.
    const QPointF at = underlay->sceneToImage(event.scenePos);
    const double radius = 0.2 * context().layout().radius() / std::max(1e-9, underlay->imageToScene().map(QLineF(0, 0, 1, 0)).length());
    const QColor colour = dominantColour(underlay->image(), at, std::min(radius, 40.0));
    if (!colour.isValid()) {
        context().showMessage(tr("That point is not on the map image."));
        return true;
    }
    QStringList meanings;
    for (Terrain t : kTerrains) meanings << tr("%1 (terrain)").arg(QString::fromStdString(std::string(toString(t))));
    for (HexsideFeature f : kHexsideFeatures)
        meanings << tr("%1 (hexside feature)").arg(QString::fromStdString(std::string(toString(f))));
    bool ok = false;
    const QString chosen = QInputDialog::getItem(context().dialogParent(), tr("Sample a Colour"),
                                                 tr("What does %1 mean on this map?").arg(colour.name()), meanings, 0, false, &ok);
    if (!ok) return true;
    const int index = int(meanings.indexOf(chosen));
    ColourSample sample;
    sample.colour = colour.name().toStdString();
    if (index < int(kTerrains.size())) sample.terrain = kTerrains[std::size_t(index)];
    else sample.feature = kHexsideFeatures[std::size_t(index) - kTerrains.size()];
    std::optional<MapUnderlay> after = s.underlay;
    std::erase_if(after->samples, [&](const ColourSample& o) { return o.terrain == sample.terrain && o.feature == sample.feature; });
    if (after->samples.size() >= kMaxColourSamples) after->samples.erase(after->samples.begin());
    after->samples.push_back(sample);
    context().document().push(new ValueCommand<std::optional<MapUnderlay>>(
        context().document(), underlayField, after, Change::Underlay,
        tr("Sample %1 as %2").arg(colour.name(), chosen)));
    return true;
}

}  // namespace eylau::editor
