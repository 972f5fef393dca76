#include "view/comparison.h"

#include "document/scenario_document.h"
#include "view/change_marks.h"
#include "view/change_words.h"

#include "map_scene.h"

#include "eylau/scenario/map_changes.h"
#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_io.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace eylau::editor {

Comparison::Comparison(ScenarioDocument& document, mapview::MapScene& scene, QObject* parent)
    : QObject(parent), document_(document), scene_(scene) {
    connect(&document_, &ScenarioDocument::changed, this, [this] {
        if (active()) refresh();
    });
}

// The marks belong to the scene, which may already be gone.
Comparison::~Comparison() = default;

void Comparison::compareWith(const Scenario& other, const QString& fileName) {
    other_ = std::make_unique<Scenario>(other);
    fileName_ = fileName;
    refresh();
}

bool Comparison::chooseFile(QWidget* parent) {
    const QString dir = document_.fileName().isEmpty() ? QString() : QFileInfo(document_.fileName()).absolutePath();
    const QString name =
        QFileDialog::getOpenFileName(parent, tr("Compare with scenario"), dir, tr("Scenarios (*.json);;All files (*)"));
    if (name.isEmpty()) return false;
    const ScenarioLoad load = readScenarioFile(QFile::encodeName(name).toStdString());
    if (!load.ok()) {
        QStringList lines;
        for (const ScenarioProblem& p : load.problems) lines << QString::fromStdString(p.describe(name.toStdString()));
        QMessageBox box(QMessageBox::Warning, tr("Compare with scenario"),
                        tr("%1 could not be read, so it cannot be compared.").arg(name), QMessageBox::Ok, parent);
        box.setInformativeText(lines.mid(0, 12).join(QLatin1Char('\n')));
        box.exec();
        return false;
    }
    compareWith(*load.scenario, QFileInfo(name).absoluteFilePath());
    return true;
}

void Comparison::clear() {
    removeMarks();
    other_.reset();
    fileName_.clear();
    hexes_ = hexsides_ = 0;
    emit updated(summary());
}

QString Comparison::summary() const {
    if (!active()) return {};
    const QString file = QFileInfo(fileName_).fileName();
    if (hexes_ == 0 && hexsides_ == 0) return tr("Compared with %1: no hex or hexside differs").arg(file);
    return tr("Compared with %1: %2 and %3 differ")
        .arg(file, tr("%n hex(es)", nullptr, hexes_), tr("%n hexside(s)", nullptr, hexsides_));
}

void Comparison::removeMarks() {
    for (QGraphicsItem* mark : marks_) {
        scene_.removeItem(mark);
        delete mark;
    }
    marks_.clear();
}

void Comparison::refresh() {
    removeMarks();
    const MapChanges changes = mapChanges(*other_, document_.scenario());
    const mapview::HexLayout& layout = scene_.layout();
    for (const auto& [hex, list] : changes.hexes) {
        marks_.push_back(new HexChangeMark(layout, hex, describeHexChanges(hex, list).join(QLatin1Char('\n'))));
        scene_.addItem(marks_.back());
    }
    for (const auto& [side, change] : changes.hexsides) {
        marks_.push_back(new HexsideChangeMark(layout, side, describeHexsideChange(side, change)));
        scene_.addItem(marks_.back());
    }
    hexes_ = int(changes.hexes.size());
    hexsides_ = int(changes.hexsides.size());
    emit updated(summary());
}

}  // namespace eylau::editor
