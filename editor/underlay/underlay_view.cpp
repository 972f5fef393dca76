#include "underlay/underlay_view.h"

#include "document/scenario_document.h"
#include "underlay/calibration_pins.h"

#include "item_kinds.h"
#include "map_image.h"
#include "map_scene.h"
#include "overlay_kinds.h"

#include "sentence_words.h"

#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_io.h"

#include <QFileInfo>
#include <QFont>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QPainterPath>
#include <QPen>

#include <cmath>
#include <utility>
#include <vector>

namespace eylau::editor {

std::optional<MapUnderlay>& underlayField(Scenario& scenario) { return scenario.underlay; }

UnderlayView::UnderlayView(ScenarioDocument& document, mapview::MapScene& scene, QObject* parent)
    : QObject(parent), document_(document), scene_(scene) {
    connect(&document_, &ScenarioDocument::changed, this, [this](Changes what) {
        if (what & (Change::Underlay | Change::Map)) refresh();
        if (read_ && (what & Change::Map)) showSuggestions();  // accepted ones go
    });
    refresh();
}

void UnderlayView::adopt(const MapUnderlay& underlay, const QImage& image) {
    image_ = image;
    loadError_.clear();
    loadedPath_ = imagePath(underlay);
    loadedPage_ = underlay.page;
}

QString UnderlayView::imagePath() const {
    const auto& u = document_.scenario().underlay;
    return u ? imagePath(*u) : QString();
}

QString UnderlayView::imagePath(const MapUnderlay& underlay) const {
    const QString file = document_.fileName().isEmpty() ? QStringLiteral("./untitled.json") : document_.fileName();
    return QString::fromStdString(underlayImagePath(file.toStdString(), underlay));
}

void UnderlayView::refresh() {
    const auto& u = document_.scenario().underlay;
    if (!u) {
        image_ = QImage();
        loadedPath_.clear();
        calibration_.reset();
        scene_.setUnderlay(QImage(), QTransform(), 0, 0);
        showCalibrationPins(scene_, std::nullopt, QTransform(), std::nullopt);
        status_ = tr("No map image: File > Add Map Image... draws a scan of your map under the grid.");
        emit statusChanged(status_);
        return;
    }
    const QString path = imagePath();
    if (path != loadedPath_ || u->page != loadedPage_) {
        const mapview::MapImage read = mapview::readMapImage(path, u->page);
        image_ = read.image;
        loadError_ = read.error;
        loadedPath_ = path;
        loadedPage_ = u->page;
    }
    const QString name = QString::fromStdString(u->image);
    if (image_.isNull()) {
        calibration_.reset();
        scene_.setUnderlay(QImage(), QTransform(), 0, 0);
        showCalibrationPins(scene_, std::nullopt, QTransform(), std::nullopt);
        status_ = tr("%1 cannot be shown: %2").arg(name, loadError_);
        emit statusChanged(status_);
        return;
    }
    // Calibrated: the clicked hex centres; otherwise the image fitted over the map's rectangle.
    const mapview::UnderlayPlacement placed = mapview::placeUnderlay(*u, scene_, image_.size());
    calibration_ = placed.calibration;
    imageToScene_ = placed.imageToScene;
    scene_.setUnderlay(image_, imageToScene_, u->opacity, mapview::layer::kUnderlay);
    showCalibrationPins(scene_, u, imageToScene_, calibration_);
    const QString size = tr("%1 x %2 pixels").arg(image_.width()).arg(image_.height());
    if (calibration_) {
        // The residual in hexes (a hex is two radii across): how far a clicked centre is off.
        const double hexes = calibration_->residual / (2.0 * mapview::MapScene::kHexRadius);
        status_ = tr("%1, %2: calibrated on %n hex(es), off by %3 hex on average%4", nullptr, placed.points)
                      .arg(name, size)
                      .arg(hexes, 0, 'f', 2)
                      .arg(u->locked ? tr("; locked") : QString());
    } else {
        status_ = tr("%1, %2: not calibrated (fitted to the map); with the Calibrate tool, click the centres of two or "
                     "three known hexes on the image")
                      .arg(name, size);
    }
    emit statusChanged(status_);
}

bool UnderlayView::suggest(QString* why) {
    const auto& u = document_.scenario().underlay;
    const auto fail = [&](const QString& text) {
        if (why) *why = text;
        return false;
    };
    if (!u || image_.isNull()) return fail(tr("There is no map image to read: File > Add Map Image... first."));
    if (!calibration_) return fail(tr("Calibrate the map image first (the Calibrate tool, on two or three hexes)."));
    if (u->samples.empty())
        return fail(tr("Assign some sample colours first: with the Sample tool, click a colour of the image and say what "
                       "it means (this green is woods, this blue a stream)."));
    read_ = readTerrainFromImage(image_, imageToScene_, scene_.layout(), document_.scenario().map, u->samples);
    showSuggestions();
    return true;
}

void UnderlayView::clearSuggestions() {
    read_.reset();
    shown_ = {};
    showSuggestions();
}

// Each proposal hatched in magenta with the terrain's initial (a hex) or a dashed stroke along the
// hexside: unlike anything the map draws, and told by its shape and letter, not its colour alone.
void UnderlayView::showSuggestions() {
    for (QGraphicsItem* item : scene_.items())
        if (item->type() == mapview::ProposalKind) {
            scene_.removeItem(item);
            delete item;
        }
    shown_ = read_ ? differences(*read_, document_.scenario().map) : Suggestions{};
    class Proposal : public QGraphicsPathItem {
    public:
        using QGraphicsPathItem::QGraphicsPathItem;
        int type() const override { return mapview::ProposalKind; }
    };
    const QColor magenta(0xc0, 0x1c, 0x8c);
    const mapview::HexLayout& layout = scene_.layout();
    for (const TerrainProposal& p : shown_.hexes) {
        QPainterPath path;
        path.addPolygon(layout.polygon(p.hex));
        path.closeSubpath();
        auto* item = new Proposal(path);
        item->setPen(QPen(magenta, layout.radius() * 0.06, Qt::DashLine));
        item->setBrush(QBrush(QColor(magenta.red(), magenta.green(), magenta.blue(), 70), Qt::BDiagPattern));
        item->setZValue(mapview::layer::kHighlights);
        item->setToolTip(tr("Suggested: %1 (%2% of its pixels)")
                             .arg(i18n::engineWord(toString(p.terrain)))
                             .arg(int(std::lround(p.share * 100))));
        auto* label = new QGraphicsSimpleTextItem(i18n::engineWord(toString(p.terrain)).left(1).toUpper(), item);
        QFont f = label->font();
        f.setPixelSize(int(layout.radius() * 0.5));
        f.setBold(true);
        label->setFont(f);
        label->setBrush(magenta);
        label->setPos(layout.centre(p.hex) - QPointF(label->boundingRect().width() / 2, label->boundingRect().height() / 2));
        scene_.addItem(item);
    }
    for (const FeatureProposal& p : shown_.hexsides) {
        QPainterPath path;
        const QLineF line = layout.hexsideLine(p.side.first, p.side.second);
        path.moveTo(line.p1());
        path.lineTo(line.p2());
        auto* item = new Proposal(path);
        item->setPen(QPen(magenta, layout.radius() * 0.12, Qt::DashLine, Qt::FlatCap));
        item->setZValue(mapview::layer::kHighlights);
        QStringList names;
        for (HexsideFeature f : kHexsideFeatures)
            if (p.features.has(f)) names << i18n::engineWord(toString(f));
        item->setToolTip(tr("Suggested for the hexside %1/%2: %3")
                             .arg(QString::fromStdString(p.side.first.id()), QString::fromStdString(p.side.second.id()),
                                  names.isEmpty() ? tr("no feature") : names.join(QStringLiteral(", "))));
        scene_.addItem(item);
    }
}

}  // namespace eylau::editor
