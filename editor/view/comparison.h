#pragma once
// Compare With... (docs/editor.md, "Compare with another scenario"): another scenario file held
// beside the document, and every hex and hexside where the two differ marked on the map
// (change_marks.h), each mark with its changes in words as the tooltip (change_words.h). The
// changes come from the engine (mapChanges, eylau/scenario/map_changes.h), the other file taken
// as "before". The comparison follows edits: after each change to the document the marks are
// worked out again, so they always show how the document now differs from that file. Opening
// another document ends it; so does Clear Comparison.
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QGraphicsItem;
class QWidget;

namespace eylau {
struct Scenario;
}

namespace eylau::mapview {
class MapScene;
}

namespace eylau::editor {

class ScenarioDocument;

class Comparison : public QObject {
    Q_OBJECT
public:
    Comparison(ScenarioDocument& document, mapview::MapScene& scene, QObject* parent = nullptr);
    ~Comparison() override;

    // Compares the document with `other`, read from `fileName`, and marks the differences.
    void compareWith(const Scenario& other, const QString& fileName);
    // Asks for a scenario file and compares with it; false when none was chosen or it could not
    // be read (the user is told why).
    bool chooseFile(QWidget* parent);
    // Takes the marks away and forgets the other file.
    void clear();

    bool active() const { return other_ != nullptr; }
    QString fileName() const { return fileName_; }
    int changedHexes() const { return hexes_; }
    int changedHexsides() const { return hexsides_; }
    // "Compared with eylau-old.json: 3 hexes and 1 hexside differ", or "" when not comparing.
    QString summary() const;

signals:
    // After each comparison made or worked out again, and after clear(): the new summary.
    void updated(const QString& summary);

private:
    void refresh();
    void removeMarks();

    ScenarioDocument& document_;
    mapview::MapScene& scene_;
    std::unique_ptr<Scenario> other_;
    QString fileName_;
    std::vector<QGraphicsItem*> marks_;  // in the scene, which owns them
    int hexes_ = 0;
    int hexsides_ = 0;
};

}  // namespace eylau::editor
