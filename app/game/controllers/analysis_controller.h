#pragma once
// Analyse This Game, a feature of the game window (docs/analysis.md, docs/playing.md): the
// computer's analysis of the game reviewed (the game in progress, or a saved game), worked out
// on a worker thread (AnalysisRun) with a progress bar and a Cancel button in the status bar, at
// the depth chosen in Game > Analysis Depth; kept beside the record file (RECORD-analysis) and
// found there again when that record is reviewed (ReviewController, which shows it in the review
// bar's graph). In review, at the start of a turn the analysis
// marks, the computer's plan for it is drawn on the map in the hint style beside the turn as it
// was played, and the status bar gives the reason in numbers. The analysis is the engine's
// (ai::analyseGame); this controller only runs it, keeps it and shows it.
#include "keys/menu_place.h"

#include <QObject>
#include <QString>

#include <memory>
#include <string>

class QAction;
class QLabel;
class QMainWindow;
class QProgressBar;
class QToolButton;
class QWidget;

namespace eylau::ai {
struct GameAnalysis;
struct TurnAnalysis;
}  // namespace eylau::ai

namespace eylau::game {

class ActionRegistry;
class AnalysisRun;
class HintMarks;
class LastTurnMarks;
class MapOverlay;
class PlayHost;
class ReviewController;

class AnalysisController : public QObject {
    Q_OBJECT
public:
    // The actions go into `actions` at `place`, the progress into `window`'s status bar, the plan's
    // marks on `overlay` and the turn played with `lastTurn`.
    AnalysisController(QMainWindow& window, PlayHost& host, ReviewController& reviews, MapOverlay& overlay,
                       LastTurnMarks& lastTurn, ActionRegistry& actions, MenuPlace place);
    ~AnalysisController() override;

    // Analyse This Game: reviews the game in progress if nothing is reviewed, then analyses the
    // record reviewed, unless its analysis at this depth (or a deeper one) is already there. While
    // it runs, the same action cancels it.
    void analyse();
    void cancel();
    bool isRunning() const;
    // 0..1 while running.
    double progress() const;
    // The analysis of the record reviewed (the review's), or null.
    const ai::GameAnalysis* analysis() const;
    // The turn whose plan the map shows now, or null.
    const ai::TurnAnalysis* turnShown() const { return turnShown_; }
    QAction* analyseAction() const { return analyse_; }
    // The depth asked for (Game > Analysis Depth): true for Deep.
    bool deep() const;
    void setDeep(bool deep);

private:
    // The review shows a position, or its analysis changed: a marked turn's plan drawn.
    void showTurn();
    void clearMarks();
    void finished(const ai::GameAnalysis& analysis);
    void updateAction();
    QString reason(const ai::TurnAnalysis& turn) const;

    QMainWindow& window_;
    PlayHost& host_;
    ReviewController& reviews_;
    LastTurnMarks& lastTurn_;
    std::unique_ptr<HintMarks> marks_;
    AnalysisRun* run_;
    QAction* analyse_;
    QAction* quick_;
    QAction* deep_;
    QWidget* status_;
    QLabel* statusText_;
    QProgressBar* bar_;
    QString runPath_;              // where the analysis under way is to be kept
    const ai::TurnAnalysis* turnShown_ = nullptr;
};

}  // namespace eylau::game
