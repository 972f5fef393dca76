#pragma once
// The game's log: every event the engine reported, with its rulebook case, grouped by
// Game-Turn and by Player-Turn, newest at the bottom. Rebuilt from the session's steps after an
// undo or a load; extended after each command.
#include <QWidget>

class QTreeWidget;
class QTreeWidgetItem;

namespace eylau {
class GameSession;
}

namespace eylau::game {

class LogPanel : public QWidget {
    Q_OBJECT
public:
    explicit LogPanel(QWidget* parent = nullptr);

    void rebuild(const GameSession& session);
    void append(const GameSession& session, int firstStep, int count);
    QTreeWidget* tree() const { return tree_; }
    int eventCount() const { return events_; }

private:
    void addStep(const GameSession& session, int step);
    QTreeWidgetItem* groupFor(const GameSession& session, int step);

    QTreeWidget* tree_;
    QTreeWidgetItem* turnItem_ = nullptr;
    QTreeWidgetItem* playerItem_ = nullptr;
    int turn_ = 0;
    int phasing_ = -1;
    int events_ = 0;
};

}  // namespace eylau::game
