#pragma once
// Review, a feature of the game window (docs/playing.md, "Reviewing a game"): the game in progress
// (at its last position) or a saved game, stepped through by command, phase, Player-Turn or
// Game-Turn (GameReview) from the review bar; the map, log, victory and off-map panels show the
// position reviewed; nothing can be played until the review closes, and Play On From Here starts a
// new, untitled game from the position shown. The computer waits while a position is looked at.
#include "keys/menu_place.h"

#include <QObject>
#include <QString>

#include <cstddef>
#include <memory>
#include <optional>

class QMainWindow;

namespace eylau {
class GameReview;
class GameSession;
struct Scenario;
namespace ai {
struct GameAnalysis;
}
}  // namespace eylau

namespace eylau::game {

class ActionRegistry;
class GameDocument;
class LogPanel;
class NetworkController;
class PlayHost;
class ReviewBar;
class SeatsController;

class ReviewController : public QObject {
    Q_OBJECT
public:
    // Review This Game and Luck Report go into `actions` at `game`, Review Saved Game at `file`;
    // the review bar is a tool bar of `window`, and the log shows the commands up to the position.
    ReviewController(QMainWindow& window, PlayHost& host, GameDocument& document, SeatsController& seats,
                     NetworkController& network, LogPanel& log, std::shared_ptr<const Scenario> scenario,
                     QString scenarioFile, ActionRegistry& actions, MenuPlace file, MenuPlace game);
    ~ReviewController() override;

    bool isOpen() const { return review_ != nullptr; }
    // The review open, or null.
    const GameReview* review() const { return review_.get(); }
    ReviewBar* bar() const { return bar_; }
    // The analysis of the game reviewed, shown in the review bar (docs/analysis.md): the one
    // saved beside a reviewed file when it matches the record, or one given here; null: none.
    const ai::GameAnalysis* analysis() const { return analysis_.get(); }
    void setAnalysis(std::unique_ptr<ai::GameAnalysis> analysis);

    // The game in progress, at its last position.
    void openGame();
    // The game in progress from `position`.
    void openGameAt(std::size_t position);
    // A saved game on this window's scenario; an error message, or an empty string.
    QString openFile(const QString& path);
    void seek(std::size_t position);
    void step(bool forward);
    void close();
    // A new, untitled game from the position reviewed (the record reviewed is not changed).
    void playOnFromHere();

    // Watching a live game (controllers/watch_controller.h): the review shows the window's game
    // and follows it as it grows (gameGrew); Play On and Close Review are withdrawn meanwhile, so
    // that nothing of the game watched can be played here.
    void setWatching(bool watching);
    bool isWatching() const { return watching_; }
    // The window's game gained commands, or was taken anew: the review is made again from it, at
    // its end when it was at the end ("watching, live"), else where it was (stepped back).
    void gameGrew();

    // The record file the review is of (the game's own file when reviewing the game in progress;
    // empty when it has none): where its analysis is kept (docs/analysis.md).
    QString recordPath() const { return recordPath_; }

signals:
    // A review is about to show its first position: the marks and dialogs of play go.
    void opening();
    // A position was shown (after the map, the log and the bar show it).
    void shown();
    // The review closed.
    void closed();
    // The analysis shown came, changed or went (setAnalysis).
    void analysisChanged();

private:
    void start(std::unique_ptr<GameReview> review, std::size_t position);
    void showAnalysisBeside(const QString& recordPath, const GameSession& session);
    void showLive();

    QMainWindow& window_;
    PlayHost& host_;
    GameDocument& document_;
    SeatsController& seats_;
    NetworkController& network_;
    LogPanel& log_;
    std::shared_ptr<const Scenario> scenario_;
    QString scenarioFile_;
    std::unique_ptr<GameReview> review_;
    QString recordPath_;
    ReviewBar* bar_ = nullptr;
    std::unique_ptr<ai::GameAnalysis> analysis_;
    bool pausedBefore_ = false;
    bool watching_ = false;
};

}  // namespace eylau::game
