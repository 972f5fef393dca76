#include "tools/calibrate_tool.h"

#include "commands/value_command.h"
#include "document/scenario_document.h"
#include "underlay/underlay_view.h"

#include "eylau/scenario/scenario.h"

#include <QCoreApplication>
#include <QInputDialog>

namespace eylau::editor {
namespace {

// The tool's words, in the catalogue's context "CalibrateText" (the tool is no QObject).
struct CalibrateText {
    Q_DECLARE_TR_FUNCTIONS(CalibrateText)
};

}  // namespace

QString CalibrateTool::name() const { return CalibrateText::tr("Calibrate"); }

QString CalibrateTool::hint() const {
    return CalibrateText::tr("Click the centre of a hex you know on the map image, then name the hex: two or three "
                             "such hexes, far apart, lay the image on the grid.");
}

bool CalibrateTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    const Scenario& scenario = context().scenario();
    UnderlayView* underlay = context().mapImage(CalibrateText::tr("to calibrate"));
    if (!underlay) return true;
    if (scenario.underlay->locked) {
        context().showMessage(
            CalibrateText::tr("The map image is locked: unlock it in the Scenario panel to calibrate it again."));
        return true;
    }
    const QPointF image = underlay->sceneToImage(event.scenePos);
    const std::optional<Hex> guess = context().hexAt(event.scenePos);
    bool ok = false;
    const QString answer = QInputDialog::getText(
        context().dialogParent(), CalibrateText::tr("Calibrate the Map Image"),
        CalibrateText::tr("Which hex has its centre here on the image (its number, such as 1213)?"), QLineEdit::Normal,
        guess ? QString::fromStdString(guess->id()) : QString(), &ok);
    if (!ok) return true;
    const std::optional<Hex> hex = Hex::parse(answer.trimmed().toStdString());
    if (!hex || !scenario.map.onMap(*hex)) {
        context().showMessage(CalibrateText::tr("'%1' is not a hex of this map (%2).")
                                  .arg(answer, QString::fromStdString(scenario.map.bounds())));
        return true;
    }
    std::optional<MapUnderlay> after = scenario.underlay;
    std::erase_if(after->points, [&](const CalibrationPoint& p) { return p.hex == *hex; });
    if (after->points.size() >= kMaxCalibrationPoints) after->points.erase(after->points.begin());
    after->points.push_back(CalibrationPoint{*hex, image.x(), image.y()});
    context().document().push(new ValueCommand<std::optional<MapUnderlay>>(
        context().document(), underlayField, after, Change::Underlay,
        CalibrateText::tr("Calibrate the map image on hex %1").arg(QString::fromStdString(hex->id()))));
    return true;
}

}  // namespace eylau::editor
