#pragma once
// The scenario's map image in the editor (docs/editor.md, "Map image"): read from its file
// (relative to the scenario file), laid over the drawn terrain with the calibration solved from
// its clicked hex centres (mapview/underlay_calibration.h; before two points, fitted to the
// map), at the scenario's opacity. Follows the document: each change of the underlay or the map
// redraws it; the image file is read again only when its path or page changes.
// moc cannot parse the C++20 standard headers these pull in; the compiler still sees them.
#ifndef Q_MOC_RUN
#include "underlay/terrain_suggestion.h"
#include "underlay_calibration.h"
#endif

#include <QImage>
#include <QObject>
#include <QPointF>
#include <QString>
#include <QTransform>

#include <optional>

namespace eylau::mapview {
class MapScene;
}

namespace eylau {
struct MapUnderlay;
struct Scenario;
}

namespace eylau::editor {

class ScenarioDocument;

// Where the map image lives in a scenario, for the commands that change it (ValueCommand).
std::optional<MapUnderlay>& underlayField(Scenario& scenario);

class UnderlayView : public QObject {
    Q_OBJECT
public:
    UnderlayView(ScenarioDocument& document, mapview::MapScene& scene, QObject* parent = nullptr);

    // Re-reads what changed and redraws.
    void refresh();
    // The picture of `underlay`, already read, so that the refresh after the edit that sets it
    // does not read it again (File > Add Map Image has read it to check it).
    void adopt(const MapUnderlay& underlay, const QImage& image);

    bool hasImage() const { return !image_.isNull(); }
    const QImage& image() const { return image_; }
    // Image pixels to scene units, and back.
    QTransform imageToScene() const { return imageToScene_; }
    QPointF sceneToImage(QPointF scenePos) const { return imageToScene_.inverted().map(scenePos); }
    // The calibration when two or more points are set.
    const std::optional<mapview::Calibration>& calibration() const { return calibration_; }
    // "eylau-scan.png, 1200 x 900 pixels: calibrated on 3 hexes, off by 0.02 hex" or why not.
    QString status() const { return status_; }
    // The image's file as the scenario names it, resolved against the scenario file.
    QString imagePath() const;
    QString imagePath(const MapUnderlay& underlay) const;

    // Suggest Terrain: reads the image with the scenario's colour samples and shows, hatched on
    // the map, where it differs from the scenario; false (and why, in `why`) when it cannot.
    bool suggest(QString* why = nullptr);
    // What the image shows that the scenario does not (kept up to date as edits accept them).
    const Suggestions& suggestions() const { return shown_; }
    void clearSuggestions();

signals:
    void statusChanged(const QString& status);

private:
    ScenarioDocument& document_;
    mapview::MapScene& scene_;
    QImage image_;
    QString loadedPath_;
    int loadedPage_ = 0;
    QString loadError_;
    QTransform imageToScene_;
    std::optional<mapview::Calibration> calibration_;
    QString status_;
    std::optional<Suggestions> read_;  // the last reading of the image, while suggestions are shown
    Suggestions shown_;
    void showSuggestions();
};

}  // namespace eylau::editor
