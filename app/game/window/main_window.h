#pragma once
// The program's window: the map in the middle with the turn bar above it, the reinforcements
// on the left, the log and the victory panel on the right, menus, toolbars and a status bar.
// It binds the map view to a GameDocument: a click goes to the movement or the combat
// controller by phase; every change of the game redraws the counters, panels and marks. The
// engine decides everything; the window only shows and forwards.
#include "controllers/play_host.h"
#include "shared/seats.h"
#include "keys/menu_place.h"
#include "window/game_docks.h"

#include <QMainWindow>
#include <QString>

#include <memory>
#include <vector>

class QAction;

namespace eylau {
struct Scenario;
struct Hex;
struct GameOptions;
struct Event;
class Game;
class GameSession;
}  // namespace eylau

namespace eylau::mapview {
class MapScene;
class MapView;
}  // namespace eylau::mapview

namespace eylau::game {

class ActionRegistry;
class BoardSync;
class ChartsPane;
class CombatController;
class ComputerStatus;
class ComputerTurns;
class GameDocument;
class HexInspector;
class LastTurnMarks;
class ThreatMarks;
class LogPanel;
class MapOverlay;
class MovementController;
class BoardImageController;
class FileController;
class PlayTestReload;
class HelpController;
class HintController;
class KeyboardController;
class LimberingController;
class NetworkController;
class TurnFileController;
class ReinforcementPanel;
class ReviewController;
class WatchController;
class AnalysisController;
class RulesPane;
class SeatsController;
class StatusLine;
class TurnBar;
class TurnController;
class VictoryPanel;

class MainWindow : public QMainWindow, private PlayHost {
    Q_OBJECT
public:
    // A new game of `scenario` with its default options and seed 1807.
    explicit MainWindow(const Scenario& scenario, QWidget* parent = nullptr);
    // A new game with these options; `scenarioFile` is where the scenario came from (empty: the
    // embedded Eylau scenario), which a saved record names.
    MainWindow(const Scenario& scenario, const GameOptions& options, const QString& scenarioFile = {},
               QWidget* parent = nullptr);
    ~MainWindow() override;

    const Scenario& scenario() const { return *scenario_; }
    mapview::MapView* mapView() const { return view_; }
    mapview::MapScene* mapScene() const { return scene_; }
    GameDocument& document() const { return *document_; }
    const Game& game() const override;
    MapOverlay& overlay() const { return *overlay_; }
    BoardSync& board() const { return *board_; }
    MovementController* movement() const { return movement_; }
    CombatController* combat() const { return combat_; }
    TurnBar* turnBar() const { return turnBar_; }
    ReinforcementPanel* reinforcementPanel() const { return docks_.reinforcements; }
    // Started by the scenario editor's Play-test: the title and the turn bar say the scenario is
    // being edited, not the published one.
    void setPlayTest(bool on);
    bool isPlayTest() const { return playTest_; }
    // The panels behind a tab at start are made when first shown, or here when asked for
    // (shared/lazy_pane.h).
    HexInspector* hexInspector() const;
    LogPanel* logPanel() const { return docks_.log; }
    VictoryPanel* victoryPanel() const { return docks_.victory; }
    RulesPane* rulesPane() const;
    LastTurnMarks& lastTurn() const { return *lastTurn_; }
    ThreatMarks& threats() const { return *threats_; }
    ChartsPane* chartsPane() const;
    // Undo, Redo, End Phase, Release, the game-over window (controllers/turn_controller.h).
    TurnController& turns() const { return *turns_; }
    QAction* attackAction() const { return attack_; }
    // The Help menu and the Tutorial dock (controllers/help_controller.h).
    HelpController& help() const { return *help_; }
    // Keyboard play: the hex cursor, F6, the player's own keys (controllers/keyboard_controller.h).
    KeyboardController& keyboard() const { return *keys_; }
    // Every action of the window, its menu place and its keys (keys/action_registry.h).
    ActionRegistry& actionRegistry() const { return *actions_; }
    // The last message shown in the status bar (a hint, or a refusal with its case).
    QString statusMessage() const override;

    // New, Open, Save, the autosave's recovery (controllers/file_controller.h).
    FileController& files() const { return *files_; }
    // Who plays each side from now on (saved with the game).
    void setSeats(const Seats& seats) override;
    const Seats& seats() const;
    // Who plays each side, the computer's turns (controllers/seats_controller.h).
    SeatsController& seating() const { return *seats_; }
    ComputerTurns& computer() const;
    ComputerStatus& computerStatus() const;
    QAction* pauseComputerAction() const;
    // Game > Suggest and Clear Suggestion (controllers/hint_controller.h, docs/playing.md).
    HintController& hints() const { return *hints_; }
    // View > Board Image, Drawn Map over the Board (controllers/board_image_controller.h).
    BoardImageController& boardImage() const { return *boardImage_; }
    // Autosave file; empty turns autosave off (tests).
    void setAutosavePath(const QString& path);
    // Window geometry, dock layout and zoom, from and to QSettings.
    void restoreSettings();
    void saveSettings() const;
    // Review (controllers/review_controller.h): the map and panels show the position reviewed.
    ReviewController& reviews() const { return *reviews_; }
    // Analyse This Game (controllers/analysis_controller.h, docs/analysis.md).
    AnalysisController& analysis() const { return *analysis_; }
    bool isReviewing() const override;
    void closeReview() override;

    // A game against a remote opponent (controllers/network_controller.h, docs/playing.md).
    NetworkController& network() const { return *network_; }
    // Watching a live game, and inviting spectators (controllers/watch_controller.h).
    WatchController& watch() const { return *watch_; }

    // Play by e-mail (controllers/turn_file_controller.h): File > Send Turn..., Open Turn...
    TurnFileController& turnFiles() const { return *turnFiles_; }

    // Selects a unit as if clicked (the --select option, for screenshots).
    void selectUnit(const QString& unitId);
    // Opens the attack dialog around the unit in a hex (the --attack option).
    void openAttackAt(const QString& hexId);
    void centreOn(const QString& hexId, double zoom);

protected:
    void closeEvent(QCloseEvent* event) override;
    bool event(QEvent* event) override;

private:
    void init(const Scenario& scenario, const GameOptions& options);
    void createMap();
    void createActions();
    void createMenus();
    void createReview();
    void fillMenuBar();
    void connectMap();
    void placeOnScreen();
    void connectDocument();
    void showHex(Hex hex);
    void clearHex();
    void showZoom(double zoom);
    void showMessage(const QString& text, bool problem) override;
    void showProblem(const std::vector<Hex>& hexes);
    void onHexClicked(Hex hex, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void refresh() override;
    void updateActions() override;
    // Whether a person plays the side to act now (not the computer, not a review).
    bool personActsNow() const override;
    void updateTitle() override;
    void phaseGuidance();
    Side threatenedSide() const;
    bool maybeSave() override;
    bool personMayAct(bool explain) override;
    // A command another player gave (the computer, the remote opponent), marked on the map and
    // shown in the status bar after `who`; the attack window shows an attack's result when
    // `personSees`.
    void showPlayed(const QString& who, const Command& command, const std::vector<Event>& events,
                    bool personSees) override;
    // What the feature controllers ask of the window (controllers/play_host.h).
    void actorsChanged() override;
    void replaceGame(std::unique_ptr<GameSession> session) override;
    void forgetPlay() override;
    void reviewFrom(std::size_t position) override;
    void setSeatChoice(Side side, bool enabled) override;
    void guidanceChanged() override;

    std::shared_ptr<const Scenario> scenario_;
    QString scenarioFile_;
    std::unique_ptr<GameDocument> document_;
    mapview::MapScene* scene_ = nullptr;
    mapview::MapView* view_ = nullptr;
    std::unique_ptr<MapOverlay> overlay_;
    std::unique_ptr<BoardSync> board_;
    LastTurnMarks* lastTurn_ = nullptr;
    std::unique_ptr<ThreatMarks> threats_;
    MovementController* movement_ = nullptr;
    CombatController* combat_ = nullptr;
    TurnBar* turnBar_ = nullptr;
    bool playTest_ = false;
    StatusLine* status_ = nullptr;

    QAction* quit_ = nullptr;
    QAction* cancel_ = nullptr;
    QAction* attack_ = nullptr;
    LimberingController* limbering_ = nullptr;
    BoardImageController* boardImage_ = nullptr;
    ActionRegistry* actions_ = nullptr;
    KeyboardController* keys_ = nullptr;
    HelpController* help_ = nullptr;

    SeatsController* seats_ = nullptr;

    HintController* hints_ = nullptr;

    NetworkController* network_ = nullptr;
    TurnFileController* turnFiles_ = nullptr;
    FileController* files_ = nullptr;
    PlayTestReload* reload_ = nullptr;
    TurnController* turns_ = nullptr;
    GameDocks docks_;
    ReviewController* reviews_ = nullptr;
    AnalysisController* analysis_ = nullptr;
    WatchController* watch_ = nullptr;
    bool toolbarNamesQueued_ = false;  // event(): the toolbars' buttons are to be named
};

}  // namespace eylau::game
