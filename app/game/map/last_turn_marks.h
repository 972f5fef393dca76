#pragma once
// The other side's last Player-Turn kept on the map (View > Show Last Turn): after a side's turn
// ends, its moves, entries, retreats and advances (arrows), its attacks (the defenders' hexes
// ringed, with the result) and the units eliminated stay marked until the side now playing gives
// its first command; Replay Last Turn draws them again one command at a time. What happened is
// read from the engine's events (their hexes and results), never worked out here.
#include <QObject>

#include <cstddef>
#include <vector>

class QTimer;

namespace eylau {
class GameSession;
struct SessionStep;
}

namespace eylau::game {

class MapOverlay;

class LastTurnMarks : public QObject {
    Q_OBJECT
public:
    LastTurnMarks(MapOverlay& overlay, QObject* parent = nullptr);

    // Marks the last Player-Turn of the side not playing now, if it has not acted since; clears
    // the marks otherwise, or when hidden. Stops a replay.
    void show(const GameSession& session);
    // Takes the marks off and stops a replay (while a position is reviewed).
    void clear();
    // Marks the steps [first, end) of a game (a Player-Turn shown in review beside the computer's
    // plan for it, docs/analysis.md), in place of any marks.
    void showSteps(const std::vector<SessionStep>& steps, std::size_t first, std::size_t end);
    // Draws the last Player-Turn again, one command every `interval` ms.
    void replay(const GameSession& session, int intervalMs = 350);
    void setVisible(bool visible) { visible_ = visible; }
    bool isVisible() const { return visible_; }
    bool isReplaying() const;
    // The commands (record lines [first, end)) of the turn marked; first == end: none.
    std::size_t first() const { return first_; }
    std::size_t end() const { return end_; }

private:
    // The steps of the last Player-Turn whose side is not playing now, or an empty range.
    static std::pair<std::size_t, std::size_t> lastTurnOf(const GameSession& session);
    void markStep(const SessionStep& step);

    MapOverlay& overlay_;
    QTimer* timer_;
    bool visible_ = true;
    std::size_t first_ = 0;
    std::size_t end_ = 0;
    std::size_t next_ = 0;  // the next step a replay draws
    const GameSession* replaying_ = nullptr;
};

}  // namespace eylau::game
