#include "tools/sample_colour_tool.h"

#include "commands/value_command.h"
#include "document/scenario_document.h"
#include "underlay/terrain_suggestion.h"
#include "underlay/underlay_view.h"

#include "hex_layout.h"
#include "sentence_words.h"

#include "eylau/scenario/scenario.h"

#include <QCoreApplication>
#include <QInputDialog>

namespace eylau::editor {
namespace {

// The tool's words, in the catalogue's context "SampleText" (the tool is no QObject).
struct SampleText {
    Q_DECLARE_TR_FUNCTIONS(SampleText)
};

}  // namespace

QString SampleColourTool::name() const { return SampleText::tr("Sample"); }

QString SampleColourTool::hint() const {
    return SampleText::tr("Click a colour of the map image and say what it means (this green is woods, this blue a "
                          "stream): Map > Suggest Terrain then reads the whole image with these colours.");
}

bool SampleColourTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    const Scenario& scenario = context().scenario();
    UnderlayView* underlay = context().mapImage(SampleText::tr("to sample"));
    if (!underlay) return true;
    // The colour most pixels have around the click (a fifth of a hex), not one stray pixel.
    const QPointF at = underlay->sceneToImage(event.scenePos);
    const double radius = 0.2 * context().layout().radius() / std::max(1e-9, underlay->imageToScene().map(QLineF(0, 0, 1, 0)).length());
    const QColor colour = dominantColour(underlay->image(), at, std::min(radius, 40.0));
    if (!colour.isValid()) {
        context().showMessage(SampleText::tr("That point is not on the map image."));
        return true;
    }
    QStringList meanings;
    for (Terrain t : kTerrains) meanings << SampleText::tr("%1 (terrain)").arg(i18n::engineWord(toString(t)));
    for (HexsideFeature f : kHexsideFeatures)
        meanings << SampleText::tr("%1 (hexside feature)").arg(i18n::engineWord(toString(f)));
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(context().dialogParent(), SampleText::tr("Sample a Colour"),
                              SampleText::tr("What does %1 mean on this map?").arg(colour.name()), meanings, 0, false, &ok);
    if (!ok) return true;
    const int index = int(meanings.indexOf(chosen));
    ColourSample sample;
    sample.colour = colour.name().toStdString();
    if (index < int(kTerrains.size())) sample.terrain = kTerrains[std::size_t(index)];
    else sample.feature = kHexsideFeatures[std::size_t(index) - kTerrains.size()];
    std::optional<MapUnderlay> after = scenario.underlay;
    std::erase_if(after->samples, [&](const ColourSample& o) { return o.terrain == sample.terrain && o.feature == sample.feature; });
    if (after->samples.size() >= kMaxColourSamples) after->samples.erase(after->samples.begin());
    after->samples.push_back(sample);
    context().document().push(new ValueCommand<std::optional<MapUnderlay>>(
        context().document(), underlayField, after, Change::Underlay,
        SampleText::tr("Sample %1 as %2").arg(colour.name(), chosen)));
    return true;
}

}  // namespace eylau::editor
