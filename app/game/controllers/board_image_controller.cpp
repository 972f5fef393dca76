// View > Board Image, one feature of the game window (controllers/board_image_controller.h).
#include "controllers/board_image_controller.h"

#include "controllers/play_host.h"
#include "keys/action_registry.h"

#include "map_image.h"
#include "map_scene.h"
#include "item_kinds.h"
#include "underlay_calibration.h"

#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_io.h"

#include <QAction>
#include <QMenu>

#include <utility>

namespace eylau::game {
namespace {

constexpr double kDrawnMapOverBoard = 0.35;  // the drawn map over the board image, when shown

}  // namespace

BoardImageController::BoardImageController(QObject& parent, PlayHost& host, mapview::MapScene& scene,
                                           std::shared_ptr<const Scenario> scenario, QString scenarioFile,
                                           ActionRegistry& actions, MenuPlace place)
    : QObject(&parent), host_(host), scene_(scene), scenario_(std::move(scenario)), scenarioFile_(std::move(scenarioFile)) {
    boardImage_ = actions.add(QStringLiteral("boardImage"), new QAction(tr("&Board Image"), this), place);
    boardImage_->setCheckable(true);
    boardImage_->setStatusTip(tr("Show the scenario's map image (your own map, calibrated in the editor) as the board"));
    drawnMap_ = actions.add(QStringLiteral("drawnMap"), new QAction(tr("Drawn &Map over the Board"), this), place);
    drawnMap_->setCheckable(true);
    drawnMap_->setStatusTip(
        tr("Draw the program's map (terrain, hexsides, roads, numbers, names) faintly over the board image, to compare them"));
    connect(boardImage_, &QAction::toggled, this, [this] { show(); });
    // The drawn map over the board changes only an opacity: the picture is not read again.
    connect(drawnMap_, &QAction::toggled, this, [this](bool on) {
        if (boardImage_->isChecked() && scene_.underlay()) scene_.setDrawnMapOpacity(on ? kDrawnMapOverBoard : 0.0);
    });
    show();
}

void BoardImageController::show() {
    const auto& underlay = scenario_->underlay;
    boardImage_->setEnabled(underlay.has_value());
    drawnMap_->setEnabled(underlay.has_value() && boardImage_->isChecked());
    if (!underlay || !boardImage_->isChecked()) {
        scene_.setUnderlay(QImage(), QTransform(), 0, 0);
        scene_.setDrawnMapOpacity(1.0);
        if (!underlay) boardImage_->setStatusTip(tr("This scenario has no map image (the editor adds one: File > Add Map Image)"));
        return;
    }
    const QString file = scenarioFile_.isEmpty() ? QStringLiteral("./scenario.json") : scenarioFile_;
    const QString path = QString::fromStdString(underlayImagePath(file.toStdString(), *underlay));
    const mapview::MapImage image = mapview::readMapImage(path, underlay->page);
    if (!image.ok()) {
        const QSignalBlocker block(boardImage_);
        boardImage_->setChecked(false);
        scene_.setUnderlay(QImage(), QTransform(), 0, 0);
        scene_.setDrawnMapOpacity(1.0);
        host_.showMessage(tr("The board image cannot be shown: %1").arg(image.error), true);
        return;
    }
    const mapview::UnderlayPlacement placed = mapview::placeUnderlay(*underlay, scene_, image.image.size());
    scene_.setUnderlay(image.image, placed.imageToScene, 1.0, mapview::layer::kBoardImage);
    scene_.setDrawnMapOpacity(drawnMap_->isChecked() ? kDrawnMapOverBoard : 0.0);
    host_.showMessage(placed.calibration ? tr("The board is your map image, calibrated on %n hex(es).", nullptr, int(placed.points))
                                   : tr("The board is your map image, not calibrated yet: it is fitted to the map. "
                                        "Calibrate it in the editor."),
                false);
}

}  // namespace eylau::game
