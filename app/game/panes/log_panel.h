#pragma once
// The game's log: every event the engine reported, with its rulebook case, grouped by
// Game-Turn and by Player-Turn, newest at the bottom. Rebuilt from the session's steps after an
// undo or a load; extended after each command.
#include <QWidget>

class QTreeWidget;
class QTreeWidgetItem;

#include <cstddef>
#include <vector>

namespace eylau {
class GameSession;
struct GameRecord;
struct Scenario;
struct SessionStep;
}

namespace eylau::game {

class LogPanel : public QWidget {
    Q_OBJECT
public:
    explicit LogPanel(QWidget* parent = nullptr);

    void rebuild(const GameSession& session);
    void append(const GameSession& session, int firstStep, int count);
    // The events of a record's first `count` commands only (a game under review).
    void rebuild(const Scenario& scenario, const std::vector<SessionStep>& steps, const GameRecord& record,
                 std::size_t count);
    QTreeWidget* tree() const { return tree_; }
    int eventCount() const { return events_; }

private:
    // What the log is made from: a session's, or a reviewed record's.
    struct Source {
        const Scenario& scenario;
        const std::vector<SessionStep>& steps;
        const GameRecord& record;
    };
    void clear();
    void append(const Source& source, int firstStep, int count);
    void addStep(const Source& source, int step);
    QTreeWidgetItem* groupFor(const Source& source, int step);

    QTreeWidget* tree_;
    QTreeWidgetItem* turnItem_ = nullptr;
    QTreeWidgetItem* playerItem_ = nullptr;
    int turn_ = 0;
    int phasing_ = -1;
    int events_ = 0;
};

}  // namespace eylau::game
