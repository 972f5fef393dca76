#pragma once
// The schedule: the Game-Turn track (time, date, night), the reinforcement schedule turn by
// turn (a unit's entry turn is edited in place or moved a turn earlier or later), and the
// reinforcement entry areas.
#include <QString>
#include <QWidget>

class QTabWidget;
class QTreeWidget;

namespace eylau::editor {

class ListPanel;
class ScenarioDocument;

class SchedulePanel : public QWidget {
    Q_OBJECT
public:
    explicit SchedulePanel(ScenarioDocument& document, QWidget* parent = nullptr);

    ListPanel* turns() const { return turns_; }
    ListPanel* entryAreas() const { return entryAreas_; }
    QTreeWidget* reinforcements() const { return reinforcements_; }

    void showTurn(int row);
    void showEntryArea(int row);
    // Fills the reinforcement schedule from the document now (normally soon after an edit).
    void refreshReinforcements();

signals:
    void unitSelected(const QString& unitId);

private:
    ListPanel* makeTurns();
    QWidget* makeReinforcements();
    ListPanel* makeEntryAreas();
    void scheduleRefresh();
    void shiftSelected(int turns);

    ScenarioDocument& document_;
    QTabWidget* tabs_;
    ListPanel* turns_;
    QTreeWidget* reinforcements_ = nullptr;
    ListPanel* entryAreas_;
    bool filling_ = false;
    bool refreshPending_ = false;
};

}  // namespace eylau::editor
