#pragma once
// The program's window: the map in the middle with the turn bar above it, the reinforcements
// on the left, the log and the victory panel on the right, menus, toolbars and a status bar.
// It binds the map view to a GameDocument: a click goes to the movement or the combat
// controller by phase; every change of the game redraws the counters, panels and marks. The
// engine decides everything; the window only shows and forwards.
#include "controllers/play_host.h"
#include "controllers/seats.h"
#include "dialogs/network_dialog.h"
#include "keys/menu_place.h"

#include <QMainWindow>
#include <QString>

#include <array>
#include <map>
#include <string>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;

namespace eylau {
class GameReview;
struct Scenario;
struct Hex;
struct GameOptions;
struct Event;
class Game;
class GameSession;
}  // namespace eylau

namespace eylau::mapview {
class HexCursor;
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
class LogPanel;
class MapOverlay;
class MovementController;
class BoardImageController;
class HintController;
class LimberingController;
class NetworkController;
class TurnFileController;
class ReinforcementPanel;
class ReviewBar;
class RulesPane;
class ShortcutSettings;
class TurnBar;
class TutorialPanel;
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
    ReinforcementPanel* reinforcementPanel() const { return reinforcements_; }
    // Started by the scenario editor's Play-test: the title and the turn bar say the scenario is
    // being edited, not the published one.
    void setPlayTest(bool on);
    bool isPlayTest() const { return playTest_; }
    HexInspector* hexInspector() const { return inspector_; }
    LogPanel* logPanel() const { return log_; }
    VictoryPanel* victoryPanel() const { return victory_; }
    RulesPane* rulesPane() const { return rules_; }
    LastTurnMarks& lastTurn() const { return *lastTurn_; }
    ChartsPane* chartsPane() const { return charts_; }
    // The Tutorial dock, once startTutorial has opened it.
    TutorialPanel* tutorialPanel() const { return tutorial_; }
    // Opens the Tutorial dock on the game in this window (main_window_help.cpp); the tutorial
    // follows what the player does from now on.
    void startTutorial();
    QAction* endPhaseAction() const { return endPhase_; }
    QAction* undoAction() const { return undo_; }
    QAction* redoAction() const { return redo_; }
    QAction* attackAction() const { return attack_; }
    // Keyboard play (main_window_keyboard.cpp, docs/playing.md): the hex cursor on the map, the
    // action that goes between the map and the attack window (F6), the player's own keys.
    mapview::HexCursor* hexCursor() const { return cursor_; }
    QAction* switchWindowAction() const { return switchWindow_; }
    ShortcutSettings* shortcutSettings() const { return shortcutSettings_; }
    // Every action of the window, its menu place and its keys (keys/action_registry.h).
    ActionRegistry& actionRegistry() const { return *actions_; }
    // The last message shown in the status bar (a hint, or a refusal with its case).
    QString statusMessage() const override;

    // Ends the current phase; a refusal is shown (and returned) with the hexes it concerns.
    std::optional<QString> endPhase();
    // Opens a game record; on any error the current game is kept and the error returned (and,
    // when `interactive`, shown in a message box).
    QString openFile(const QString& path, bool interactive = false);
    // Saves the record to `path`; an error message or an empty string.
    QString saveTo(const QString& path);
    // Starts a new game with these options and players (no questions asked).
    void startNewGame(const GameOptions& options, const Seats& seats = {}, std::map<std::string, std::string> names = {});
    // Who plays each side from now on (saved with the game).
    void setSeats(const Seats& seats) override;
    const Seats& seats() const;
    ComputerTurns& computer() const;
    ComputerStatus& computerStatus() const;
    QAction* pauseComputerAction() const { return pauseComputer_; }
    // Game > Suggest and Clear Suggestion (controllers/hint_controller.h, docs/playing.md).
    HintController& hints() const { return *hints_; }
    // Offers to recover the autosaved game of a session that did not end cleanly.
    void offerRecovery();
    // View > Board Image, Drawn Map over the Board (controllers/board_image_controller.h).
    BoardImageController& boardImage() const { return *boardImage_; }
    // Autosave file; empty turns autosave off (tests).
    void setAutosavePath(const QString& path);
    // Window geometry, dock layout and zoom, from and to QSettings.
    void restoreSettings();
    void saveSettings() const;
    // Review (main_window_review.cpp): the game in progress (at its last position) or a saved
    // game, stepped through without changing it; the map and panels show the position reviewed.
    void reviewGame();
    // A saved game on this window's scenario; an error message, or an empty string.
    QString reviewFile(const QString& path);
    bool isReviewing() const override { return review_ != nullptr; }
    const GameReview* review() const { return review_.get(); }
    ReviewBar* reviewBar() const { return reviewBar_; }
    void seekReview(std::size_t position);
    void stepReview(bool forward);
    void closeReview() override;
    // A new, untitled game from the position reviewed (the record reviewed is not changed).
    void playOnFromHere();

    // A game against a remote opponent (controllers/network_controller.h, docs/playing.md).
    NetworkController& network() const { return *network_; }

    // Play by e-mail (controllers/turn_file_controller.h): File > Send Turn..., Open Turn...
    TurnFileController& turnFiles() const { return *turnFiles_; }

    // Selects a unit as if clicked (the --select option, for screenshots).
    void selectUnit(const QString& unitId);
    // Opens the attack dialog around the unit in a hex (the --attack option).
    void openAttackAt(const QString& hexId);
    void centreOn(const QString& hexId, double zoom);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void init(const Scenario& scenario, const GameOptions& options);
    void createActions();
    void createMenus();
    void createDocks();
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
    bool personActsNow() const;
    void updateTitle() override;
    void phaseGuidance();
    void markControl();
    void maybeAskRelease();
    void maybeShowGameOver();
    void askRelease();
    void newGame();
    void open();
    bool save();
    bool saveAs();
    bool maybeSave() override;
    void fillRecentMenu();
    void undo();
    void redo();
    // main_window_help.cpp: Help > User Guide (F1), Keyboard Shortcuts, Rules Reference, Tutorial
    void createHelp();
    // The User Guide's section about what is on screen now.
    QString helpSection() const;
    // main_window_keyboard.cpp: the cursor and F6 (with the Game menu), then, once every action is
    // made, their names, the player's keys and the keys in the tooltips.
    void createKeyboard(MenuPlace place);
    void finishKeyboard();
    // Tab, Shift+Tab: the next unit that may still move (4.1), or must attack or be attacked (5.1).
    void cycleUnits(bool forward);
    // Home: the cursor to the selected unit, in the middle of the view.
    void cursorHome();
    // Where the cursor shows a unit: its hex, or its entry area's for a reinforcement (7.1).
    std::optional<Hex> cursorHexOf(UnitIndex unit) const;
    // Game > Attack: the attack window in hand, or one drawn up at the cursor's unit.
    void attackKey();
    void switchAttackWindow();
    // main_window_review.cpp
    void createReview(MenuPlace file, MenuPlace game);
    void startReview(std::unique_ptr<GameReview> review, std::size_t position);
    // main_window_computer.cpp
    void createComputer(MenuPlace place);
    void showSeats();
    void seatsFromRecord();
    bool personMayAct(bool explain) override;
    void showComputerResult(Side side, const Command& command, const std::vector<Event>& events);
    // A command another player gave (the computer, the remote opponent), marked on the map and
    // shown in the status bar after `who`; the attack window shows an attack's result when
    // `personSees`.
    void showPlayed(const QString& who, const Command& command, const std::vector<Event>& events,
                    bool personSees) override;
    // What the feature controllers ask of the window (controllers/play_host.h).
    void actorsChanged() override;
    void replaceGame(std::unique_ptr<GameSession> session) override;
    // Forgets the play in progress (the computer's turn, an attack, a selection, what was asked)
    // before the window takes another game.
    void forgetPlay();
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
    MovementController* movement_ = nullptr;
    CombatController* combat_ = nullptr;
    TurnBar* turnBar_ = nullptr;
    ReinforcementPanel* reinforcements_ = nullptr;
    LogPanel* log_ = nullptr;
    VictoryPanel* victory_ = nullptr;
    HexInspector* inspector_ = nullptr;
    bool playTest_ = false;
    RulesPane* rules_ = nullptr;
    ChartsPane* charts_ = nullptr;
    TutorialPanel* tutorial_ = nullptr;
    std::unique_ptr<GameReview> review_;
    ReviewBar* reviewBar_ = nullptr;
    bool pausedBeforeReview_ = false;
    QLabel* messageLabel_ = nullptr;
    QString message_;  // the status bar's message, as plain text
    QLabel* hexLabel_ = nullptr;
    QLabel* zoomLabel_ = nullptr;

    QAction* newGame_ = nullptr;
    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QAction* quit_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* cancel_ = nullptr;
    QAction* endPhase_ = nullptr;
    QAction* attack_ = nullptr;
    QAction* release_ = nullptr;
    LimberingController* limbering_ = nullptr;
    BoardImageController* boardImage_ = nullptr;
    QAction* zoomIn_ = nullptr;
    QAction* zoomOut_ = nullptr;
    QAction* fit_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    ActionRegistry* actions_ = nullptr;
    mapview::HexCursor* cursor_ = nullptr;
    QAction* switchWindow_ = nullptr;
    ShortcutSettings* shortcutSettings_ = nullptr;

    ComputerTurns* computer_ = nullptr;
    ComputerStatus* computerStatus_ = nullptr;
    QAction* pauseComputer_ = nullptr;
    std::array<QActionGroup*, 2> seatGroups_{};

    HintController* hints_ = nullptr;

    NetworkController* network_ = nullptr;
    TurnFileController* turnFiles_ = nullptr;

    bool releaseAsked_ = false;
    bool gameOverShown_ = false;
};

}  // namespace eylau::game
