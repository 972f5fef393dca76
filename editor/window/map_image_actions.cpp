// File > Add Map Image... and Remove Map Image (docs/editor.md, "Map image"): the scenario keeps
// the image's path relative to the scenario file, never its bytes. Each is one undo step.
// File > Export Map Image... goes the other way: the drawn map out to a file.
#include "window/editor_window.h"

#include "commands/value_command.h"
#include "document/scenario_document.h"
#include "tools/accept_suggestion_tool.h"
#include "underlay/underlay_view.h"

#include "export_map_dialog.h"
#include "map_image.h"
#include "map_scene.h"

#include "eylau/scenario/scenario.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>

namespace eylau::editor {

void EditorWindow::addMapImage() {
    const QString start = document_->fileName().isEmpty() ? QDir::homePath() : QFileInfo(document_->fileName()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Add a Map Image"), start,
        tr("Map images (*.png *.jpg *.jpeg *.svg *.pdf *.tif *.tiff *.bmp *.webp);;All files (*)"));
    if (path.isEmpty()) return;
    // A PDF's page is asked for first, so that only that page is drawn.
    const int pages = mapview::mapImagePages(path);
    int page = 1;
    if (pages > 1) {
        bool ok = false;
        page = QInputDialog::getInt(this, tr("Add a Map Image"),
                                    tr("%1 has %n page(s). Which one is the map?", nullptr, pages).arg(QFileInfo(path).fileName()),
                                    1, 1, pages, 1, &ok);
        if (!ok) return;
    }
    const mapview::MapImage read = mapview::readMapImage(path, page);
    if (!read.ok()) {
        QMessageBox::warning(this, tr("Add a Map Image"), read.error);
        return;
    }
    // Relative to the scenario file, so that the two travel together; absolute before the first save.
    QString stored = QFileInfo(path).absoluteFilePath();
    if (!document_->fileName().isEmpty()) stored = QFileInfo(document_->fileName()).absoluteDir().relativeFilePath(stored);
    std::optional<MapUnderlay> after = document_->scenario().underlay.value_or(MapUnderlay{});
    if (after->image != stored.toStdString() || after->page != page) after->points.clear();  // another picture
    after->image = stored.toStdString();
    after->page = page;
    after->locked = false;
    if (underlay_) underlay_->adopt(*after, read.image);  // read once: the view takes the picture as it is
    document_->push(new ValueCommand<std::optional<MapUnderlay>>(*document_, underlayField, after, Change::Underlay,
                                                                 tr("Add the map image %1").arg(QFileInfo(path).fileName())));
    showHint(tr("Now choose the Calibrate tool (C) and click the centres of two or three hexes you know on the image."));
}

void EditorWindow::removeMapImage() {
    if (!document_->scenario().underlay) {
        showHint(tr("There is no map image to remove."));
        return;
    }
    document_->push(new ValueCommand<std::optional<MapUnderlay>>(*document_, underlayField, std::nullopt, Change::Underlay,
                                                                 tr("Remove the map image")));
}

void EditorWindow::suggestTerrain() {
    QString why;
    if (!underlay_ || !underlay_->suggest(&why)) {
        showHint(why);
        return;
    }
    const Suggestions& s = underlay_->suggestions();
    showHint(s.empty() ? tr("The map image shows nothing the scenario does not already have.")
                       : tr("The map image differs from the scenario in %1 and %2 (hatched): accept them "
                            "with the Accept tool (A), or all at once with Map > Accept All Suggestions.")
                             .arg(tr("%n hex(es)", nullptr, int(s.hexes.size())),
                                  tr("%n hexside(s)", nullptr, int(s.hexsides.size()))));
}

void EditorWindow::acceptAllSuggestions() {
    if (!underlay_ || underlay_->suggestions().empty()) {
        showHint(tr("Nothing is suggested: Map > Suggest Terrain reads the map image first."));
        return;
    }
    acceptSuggestions(*document_, *underlay_, {}, 0, tr("Accept all the suggested terrain"));
}

void EditorWindow::clearSuggestions() {
    if (underlay_) underlay_->clearSuggestions();
}

void EditorWindow::exportMapImage() {
    // The scenario's set-up on a map of its own: the map image, the tools' marks and the suggested
    // terrain of the editor's view are not drawn.
    mapview::MapScene board(document_->scenario());
    mapexport::exportMapWithDialog(this, board, QString::fromStdString(document_->scenario().title),
                                   mapexport::mapFileBeside(document_->fileName(), QStringLiteral("scenario-map")));
}

}  // namespace eylau::editor
