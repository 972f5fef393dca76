#include "tools/sample_colour_tool.h"

#include "commands/value_command.h"
#include "document/scenario_document.h"
#include "tools/magnifier.h"
#include "tools/tool_settings.h"
#include "underlay/colour_picking.h"
#include "underlay/underlay_view.h"
#include "view/editor_view.h"

#include "sentence_words.h"

#include "eylau/scenario/scenario.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <utility>

namespace eylau::editor {
namespace {

// The tool's words, in the catalogue's context "SampleText" (the tool is no QObject).
struct SampleText {
    Q_DECLARE_TR_FUNCTIONS(SampleText)
};

// A press and release closer than this on the screen is a click, not a drag.
constexpr double kClickPixels = 4.0;

// Scene units for a screen pixel at the view's zoom.
double sceneUnitsPerPixel(const EditorView& view) { return 1.0 / std::max(1e-9, std::hypot(view.transform().m11(), view.transform().m12())); }

}  // namespace

QString sampleMeaning(const ColourSample& sample) {
    if (sample.feature) return SampleText::tr("%1 (hexside feature)").arg(i18n::engineWord(toString(*sample.feature)));
    return SampleText::tr("%1 (terrain)").arg(i18n::engineWord(toString(sample.terrain.value_or(Terrain::Clear))));
}

QString SampleColourTool::name() const { return SampleText::tr("Sample"); }

QString SampleColourTool::hint() const {
    const ToolSettings& s = context().settings();
    const QString as = sampleMeaning(ColourSample{{}, s.sampleFeature ? std::nullopt : std::optional(s.sampleTerrain), s.sampleFeature});
    return SampleText::tr("Sampling %1 (choose in Tool Options): click a pixel of the map image (the magnifier shows "
                          "which), or drag along a road, river or stream; Map > Suggest Terrain then reads the whole "
                          "image with these colours.")
        .arg(as);
}

bool SampleColourTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    UnderlayView* underlay = context().mapImage(SampleText::tr("to sample"));
    if (!underlay) return true;
    const QPointF at = underlay->sceneToImage(event.scenePos);
    if (!pixelColour(underlay->image(), at).isValid()) {
        context().showMessage(SampleText::tr("That point is not on the map image."));
        return true;
    }
    drag_ = {at};
    return true;
}

void SampleColourTool::move(const ToolEvent& event) {
    if (drag_.empty() || !(event.buttons & Qt::LeftButton) || !context().underlay()) return;
    drag_.push_back(context().underlay()->sceneToImage(event.scenePos));
}

void SampleColourTool::release(const ToolEvent& event) {
    if (event.button != Qt::LeftButton || drag_.empty()) return;
    const std::vector<QPointF> path = std::exchange(drag_, {});
    UnderlayView* underlay = context().underlay();
    if (!underlay || !underlay->hasImage()) return;
    // How far the pointer went, in screen pixels.
    double length = 0;
    const QTransform toScene = underlay->imageToScene();
    for (std::size_t i = 1; i < path.size(); ++i) length += QLineF(toScene.map(path[i - 1]), toScene.map(path[i])).length();
    length /= sceneUnitsPerPixel(context().view());
    if (length < kClickPixels) {
        addSample(pixelColour(underlay->image(), path.front()), false);
        return;
    }
    const LineColour line = lineColour(underlay->image(), path);
    if (!line.colour.isValid()) {
        context().showMessage(SampleText::tr("Nothing along that drag stands out from the paper around it (%1): drag "
                                             "along the middle of a road, river or stream.")
                                  .arg(line.paper.name()));
        return;
    }
    addSample(line.colour, true);
}

void SampleColourTool::cancel() { drag_.clear(); }

void SampleColourTool::addSample(const QColor& colour, bool alongALine) {
    if (!colour.isValid()) return;
    const Scenario& scenario = context().scenario();
    if (!scenario.underlay) return;
    if (scenario.underlay->samples.size() >= kMaxColourSamples) {
        context().showMessage(SampleText::tr("The map image has %n colour samples, the most it may hold: remove some in "
                                             "the Tool Options panel first.",
                                             nullptr, int(kMaxColourSamples)));
        return;
    }
    const ToolSettings& s = context().settings();
    ColourSample sample;
    sample.colour = colour.name().toStdString();
    if (s.sampleFeature) sample.feature = s.sampleFeature;
    else sample.terrain = s.sampleTerrain;
    std::optional<MapUnderlay> after = scenario.underlay;
    after->samples.push_back(sample);
    const QString text = alongALine ? SampleText::tr("Sample %1 along a line as %2") : SampleText::tr("Sample %1 as %2");
    context().document().push(new ValueCommand<std::optional<MapUnderlay>>(
        context().document(), underlayField, after, Change::Underlay, text.arg(colour.name(), sampleMeaning(sample))));
}

// The drag so far as a dashed line on the map, and the magnifier beside the pointer.
void SampleColourTool::paintOverlay(QPainter& painter, QPointF scenePos) const {
    const UnderlayView* underlay = context().underlay();
    if (!underlay || !underlay->hasImage()) return;
    const QTransform toScene = underlay->imageToScene();
    if (drag_.size() > 1) {
        QPainterPath path(toScene.map(drag_.front()));
        for (std::size_t i = 1; i < drag_.size(); ++i) path.lineTo(toScene.map(drag_[i]));
        painter.save();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Qt::white, 3 * sceneUnitsPerPixel(context().view())));
        painter.drawPath(path);
        painter.setPen(QPen(Qt::black, 1.5 * sceneUnitsPerPixel(context().view()), Qt::DashLine));
        painter.drawPath(path);
        painter.restore();
    }
    const QPointF at = underlay->sceneToImage(scenePos);
    const QColor colour = pixelColour(underlay->image(), at);
    if (!colour.isValid()) return;
    const QTransform toScreen = painter.worldTransform();
    const QPointF pointer = toScreen.map(scenePos);
    const EditorView& view = context().view();
    const QString caption = drag_.size() > 1 ? SampleText::tr("%1\nalong the drag: release to sample the line").arg(colour.name())
                                             : SampleText::tr("%1\npixel %2, %3").arg(colour.name()).arg(int(std::floor(at.x()))).arg(int(std::floor(at.y())));
    painter.save();
    painter.resetTransform();
    paintLoupe(painter, loupeRect(pointer, QRectF(view.viewport()->rect())), loupePixels(underlay->image(), at), colour,
               caption);
    painter.restore();
}

QRectF SampleColourTool::overlayRect(QPointF scenePos) const {
    const UnderlayView* underlay = context().underlay();
    if (!underlay || !underlay->hasImage()) return {};
    const double unit = sceneUnitsPerPixel(context().view());
    const double reach = (kLoupeGap + kLoupeCells * kLoupeCell + kLoupeCaption + 4) * unit;
    QRectF r(scenePos - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach));
    const QTransform toScene = underlay->imageToScene();
    for (const QPointF& p : drag_) r |= QRectF(toScene.map(p) - QPointF(4 * unit, 4 * unit), QSizeF(8 * unit, 8 * unit));
    return r;
}

}  // namespace eylau::editor
