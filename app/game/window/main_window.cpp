#include "window/main_window.h"
#include "controllers/analysis_controller.h"
#include "controllers/board_image_controller.h"
#include "controllers/file_controller.h"
#include "controllers/play_test_reload.h"
#include "controllers/help_controller.h"
#include "controllers/hint_controller.h"
#include "controllers/keyboard_controller.h"
#include "controllers/limbering_controller.h"
#include "controllers/network_controller.h"
#include "controllers/watch_controller.h"
#include "controllers/review_controller.h"
#include "controllers/turn_controller.h"
#include "controllers/view_controller.h"
#include "controllers/turn_file_controller.h"

#include "keys/action_registry.h"

#include "window/extra_menus.h"
#include "window/game_docks.h"
#include "shared/lazy_pane.h"

#include "shared/app_settings.h"
#include "map/board_sync.h"
#include "controllers/combat_controller.h"
#include "controllers/computer_status.h"
#include "controllers/computer_turns.h"
#include "controllers/seats_controller.h"
#include "shared/game_document.h"
#include "text/game_text.h"
#include "panes/charts_pane.h"
#include "panes/hex_inspector.h"
#include "panes/log_panel.h"
#include "text/hex_report.h"
#include "window/language_menu.h"
#include "map/last_turn_marks.h"
#include "map/threat_marks.h"
#include "map/map_overlay.h"
#include "map/play_marks.h"
#include "controllers/movement_controller.h"
#include "text/phase_guidance.h"
#include "panes/reinforcement_panel.h"
#include "panes/rules_pane.h"
#include "panes/status_line.h"
#include "panes/turn_bar.h"
#include "startup/scenario_lookup.h"
#include "panes/victory_panel.h"
#include "window/window_placement.h"
#include "window/toolbar_rows.h"

#include "hex_click_filter.h"
#include "map_scene.h"
#include "map_view.h"

#include "eylau/game/player_queries.h"
#include "eylau/io/text_file.h"
#include "eylau/record/game_review.h"
#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <QAction>
#include <QCloseEvent>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QKeySequence>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace eylau::game {
namespace {

// Whether a command's first event says all the command did, and more (where from, what it cost):
// a unit's move, entry, advance, or a retreat that displaced nobody. The status bar then gives the
// event alone rather than the same move twice ("move Leg.1 to 1214 — Leg.1 moves 1217 to 1214").
bool firstEventSaysAll(const std::vector<Event>& events) {
    if (events.empty()) return false;
    switch (events.front().kind) {
    case EventKind::Moved:
    case EventKind::Entered:
    case EventKind::Advanced: return true;
    case EventKind::Retreated:
        return std::none_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::Displaced; });
    default: return false;
    }
}

bool headless() {
    const QString platform = QGuiApplication::platformName();
    return platform == QLatin1String("offscreen") || platform == QLatin1String("minimal");
}

}  // namespace

using Group = MapOverlay::Group;
using mapview::OverlayTone;

MainWindow::MainWindow(const Scenario& scenario, QWidget* parent) : QMainWindow(parent) {
    GameOptions options;
    options.weather = scenario.rules.option("weather");
    options.variants = variantsFrom(scenario.rules.options);
    init(scenario, options);
}

MainWindow::MainWindow(const Scenario& scenario, const GameOptions& options, const QString& scenarioFile,
                       QWidget* parent)
    : QMainWindow(parent), scenarioFile_(scenarioFile) {
    init(scenario, options);
}

MainWindow::~MainWindow() {
    // The network game reports to the window, and the controllers and dialogs refer to the
    // document: take them down first (the computer waits for its worker).
    delete watch_;
    watch_ = nullptr;
    delete network_;
    network_ = nullptr;
    delete hints_;  // cancels a suggestion being thought of and waits for its worker
    hints_ = nullptr;
    delete seats_;  // the computer waits for its worker
    seats_ = nullptr;
    delete combat_;
    combat_ = nullptr;
    delete movement_;
    movement_ = nullptr;
}

HexInspector* MainWindow::hexInspector() const { return docks_.inspector->as<HexInspector>(); }

RulesPane* MainWindow::rulesPane() const { return docks_.rules->as<RulesPane>(); }

ChartsPane* MainWindow::chartsPane() const { return docks_.charts->as<ChartsPane>(); }

const Game& MainWindow::game() const { return isReviewing() ? reviews_->review()->game() : document_->game(); }

void MainWindow::init(const Scenario& scenario, const GameOptions& options) {
    scenario_ = std::make_shared<const Scenario>(scenario);
    document_ = std::make_unique<GameDocument>(
        std::make_unique<GameSession>(scenario_, recordNameFor(*scenario_, scenarioFile_), options));
    document_->setAutosavePath(autosaveFilePath());
    // What a crash in the middle of an autosave left behind (text_file.h).
    removeStaleSaveFiles(QFile::encodeName(QFileInfo(autosaveFilePath()).absolutePath()).toStdString());

    createMap();
    actions_ = new ActionRegistry(this);
    createActions();
    createMenus();
    turnBar_ = new TurnBar(turns_->endPhaseAction(), this);
    addToolBar(Qt::TopToolBarArea, turnBar_);
    addToolBarBreak(Qt::TopToolBarArea);
    addToolBar(Qt::TopToolBarArea, turnBar_->instructionBar());
    if (auto* files = findChild<QToolBar*>(QStringLiteral("fileToolBar"))) keepSecondBarWhole(*this, *files, *turnBar_);
    docks_ = GameDocks::make(*this, *scenario_, *actions_);
    createReview();
    help_ = new HelpController(*this, *this, *document_, *movement_, *combat_, *keys_, *actions_);
    fillMenuBar();
    connectMap();
    connectDocument();
    keys_->finish();  // once every action is made
    placeOnScreen();
    docks_.log->rebuild(document_->session());
    refresh();
    view_->setFocus();
}

// The map in the middle, what is drawn over it, the two controllers of a click, the status line.
void MainWindow::createMap() {
    scene_ = new mapview::MapScene(*scenario_, this);
    view_ = new mapview::MapView(this);
    view_->setMapScene(scene_);
    setCentralWidget(view_);
    overlay_ = std::make_unique<MapOverlay>(scene_);
    lastTurn_ = new LastTurnMarks(*overlay_, this);
    threats_ = std::make_unique<ThreatMarks>(*overlay_);
    board_ = std::make_unique<BoardSync>(scene_);
    movement_ = new MovementController(*document_, *overlay_, this);
    combat_ = new CombatController(*document_, *overlay_, this, this);

    status_ = new StatusLine(*statusBar());
    clearHex();
    showZoom(view_->zoom());
}

// Review is made once the Log it rebuilds is (controllers/review_controller.h).
void MainWindow::createReview() {
    reviews_ = new ReviewController(*this, *this, *document_, *seats_, *network_, *docks_.log, scenario_, scenarioFile_,
                                    *actions_, {MenuId::File, 20}, {MenuId::Game, 40});
    // A review shows a position, not play: the marks and dialogs of play go.
    connect(reviews_, &ReviewController::opening, this, [this] {
        movement_->clearSelection();
        combat_->cancel();
        lastTurn_->clear();
        hints_->clear();
        for (int g = 0; g < int(Group::Count); ++g)
            if (Group(g) != Group::Control) overlay_->clear(Group(g));
    });
    analysis_ = new AnalysisController(*this, *this, *reviews_, *overlay_, *lastTurn_, *actions_, {MenuId::Game, 40});
    connect(turns_, &TurnController::analyseRequested, analysis_, &AnalysisController::analyse);
    watch_ = new WatchController(*this, *this, *document_, seats_->computer(), *network_, *reviews_, scenario_,
                                 scenarioFile_, *actions_, {MenuId::Game, 50});
}

void MainWindow::fillMenuBar() {
    actions_->fillMenuBar(menuBar(), [this](MenuId menu) {
        switch (menu) {
        case MenuId::File: return tr("&File");
        case MenuId::Edit: return tr("&Edit");
        case MenuId::Game: return tr("&Game");
        case MenuId::Tools: return tr("&Tools");
        case MenuId::View: return tr("&View");
        case MenuId::Help: break;
        }
        return tr("&Help");
    });
}

// Clicks, drags and hovering on the map, and what the controllers tell the window.
void MainWindow::connectMap() {
    auto* clicks = new mapview::HexClickFilter(view_);
    connect(clicks, &mapview::HexClickFilter::hexClicked, this, &MainWindow::onHexClicked);
    connect(clicks, &mapview::HexClickFilter::offMapClicked, this, [this](Qt::MouseButton) {
        overlay_->clear(Group::Problem);
    });
    // Dragging a counter that may move moves it (a plain drag elsewhere pans the map).
    clicks->setDraggable([this](Hex hex) {
        if (isReviewing() || !seats_->computer().personMayAct()) return false;
        // 4.0: one of the units the engine says may move stands on this hex.
        const std::vector<UnitIndex> units = unitsThatMayMove(game());
        return std::any_of(units.begin(), units.end(), [&](UnitIndex u) { return hexOnMap(game(), u) == hex; });
    });
    connect(clicks, &mapview::HexClickFilter::dragStarted, this, [this](Hex from) {
        const auto selected = movement_->selected();
        if (!selected || hexOnMap(game(), *selected) != from)
            movement_->click(from, Qt::LeftButton, Qt::NoModifier);
    });
    connect(clicks, &mapview::HexClickFilter::dropped, this, [this](Hex, Hex to, Qt::KeyboardModifiers modifiers) {
        overlay_->clear(Group::Problem);
        movement_->click(to, Qt::LeftButton, modifiers | Qt::ShiftModifier);  // a drop means "there"
    });
    connect(view_, &mapview::MapView::hexHovered, this, &MainWindow::showHex);
    connect(view_, &mapview::MapView::hoverLeftMap, this, &MainWindow::clearHex);
    connect(view_, &mapview::MapView::zoomChanged, this, &MainWindow::showZoom);
    connect(movement_, &MovementController::message, this, &MainWindow::showMessage);
    connect(movement_, &MovementController::problemAt, this, &MainWindow::showProblem);
    connect(movement_, &MovementController::selectionChanged, docks_.reinforcements, &ReinforcementPanel::setSelectedUnit);
    connect(combat_, &CombatController::message, this, &MainWindow::showMessage);
    connect(combat_, &CombatController::draftOdds, this,
            [this](const OddsAccount* odds) {
                // Nothing to clear in Charts not yet made; an attack drawn up makes them.
                if (odds || docks_.charts->built()) chartsPane()->showAttack(odds, game().state().weather);
            });
    // The attack dialog goes where it hides least of the map, beside the attack (window_placement.h).
    // Beside the attack, leaving the Charts in sight when they are in front (issue 40).
    combat_->setPlacement([this](QWidget* dialog, std::optional<Hex> focus) {
        placeOverMap(*this, *view_, *dialog, focus, {docks_.charts->built()});
    });
    connect(docks_.reinforcements, &ReinforcementPanel::unitChosen, movement_, &MovementController::select);
}

// Most of the screen; the view keeps the whole map fitted until the user zooms.
void MainWindow::placeOnScreen() {
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QRect available = screen->availableGeometry();
        const QSize size(int(available.width() * 0.94), int(available.height() * 0.94));
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    }
}

void MainWindow::createActions() {
    quit_ = new QAction(tr("&Quit"), this);
    quit_->setShortcut(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);
    connect(quit_, &QAction::triggered, this, &QWidget::close);

    cancel_ = new QAction(tr("&Clear Selection"), this);
    cancel_->setShortcut(QKeySequence(Qt::Key_Escape));
    cancel_->setStatusTip(tr("Deselect the unit (a right-click does the same), and clear a suggestion or stop the "
                             "computer thinking of one"));
    connect(cancel_, &QAction::triggered, this, [this] {
        movement_->clearSelection();
        overlay_->clear(Group::Problem);
        if (hints_->isThinking() || hints_->isShown()) {
            hints_->clear();
            showMessage(tr("Suggestion cleared."), false);
        }
    });

    attack_ = new QAction(tr("&Attack\u2026"), this);
    attack_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    attack_->setStatusTip(tr("Draw up an attack (5.0, 6.1); clicking a unit in the Combat Phase does the same"));
    actions_->enableWhen(attack_, [this] { return personActsNow() && game().state().phase == Phase::Combat; });
}

// Every action in its menu's place (keys/action_registry.h); the menu bar is filled from the
// registry once the docks and Help have registered theirs (init).
void MainWindow::createMenus() {
    using M = MenuId;
    // The feature controllers, each placing its actions in its own menu sections.
    seats_ = new SeatsController(*this, *this, *document_, *actions_, {M::Game, 20});
    connect(seats_, &SeatsController::problem, this, [this](const QString& text) {
        showMessage(text, true);
        turnBar_->showMessage(text, true);
    });
    combat_->setPersonActs([this] { return seats_->computer().personMayAct(); });
    connect(&seats_->computer(), &ComputerTurns::played, this,
            [this](Side side, const Command& command, const std::vector<Event>& events) {
                // The person whose units were attacked sees the odds and the result in the attack window.
                const bool personSees = !seats_->seats().isComputer(enemyOf(side)) && !network_->playsHere(side);
                showPlayed(seats_->playedBy(side), command, events, personSees);
            });
    network_ = new NetworkController(*this, *this, *document_, seats_->computer(), *combat_, scenario_, scenarioFile_,
                                     *actions_, {M::Game, 50});  // after the seats it changes, before anything asks it
    turnFiles_ = new TurnFileController(*this, *this, *document_, *network_, scenario_, scenarioFile_, *actions_,
                                        {M::File, 40});
    files_ = new FileController(*this, *this, *document_, *seats_, *network_, *turnFiles_, scenario_, scenarioFile_,
                                *actions_, {M::File, 10}, {M::File, 30});
    reload_ = new PlayTestReload(*this, *this, *document_, scenarioFile_, *actions_, {M::File, 15});
    turns_ = new TurnController(*this, *this, *document_, *seats_, *network_, *files_, *movement_, *actions_);
    connect(turns_, &TurnController::endPhaseRefused, this, [this](const QString& text, const std::vector<Hex>& hexes) {
        turnBar_->showMessage(tr("Cannot end the phase: %1").arg(text), true);
        showProblem(hexes);
    });
    hints_ = new HintController(*this, *this, *document_, seats_->computer(), *overlay_, *view_, *actions_, {M::Game, 30});

    addSummaryActions(
        *actions_, {M::File, 50}, this, [this]() -> const GameSession& { return document_->session(); },
        [this] { return document_->filePath(); });
    addExportMapAction(*actions_, {M::File, 50}, this, [this]() -> const Game& { return game(); },
                       [this] { return document_->filePath(); });
    addScenarioActions(*actions_, {M::File, 60}, {M::Tools, 10}, this, [this] { return scenarioFile_; });
    actions_->add(QStringLiteral("quit"), quit_, {M::File, 90});

    actions_->add(QStringLiteral("undo"), turns_->undoAction(), {M::Edit, 10});
    actions_->add(QStringLiteral("redo"), turns_->redoAction(), {M::Edit, 10});
    actions_->add(QStringLiteral("clearSelection"), cancel_, {M::Edit, 20});

    actions_->add(QStringLiteral("endPhase"), turns_->endPhaseAction(), {M::Game, 10});
    actions_->add(QStringLiteral("attack"), attack_, {M::Game, 10});
    keys_ = new KeyboardController(*this, *this, *view_, *movement_, *combat_, *actions_, {M::Game, 10},
                                   turns_->endPhaseAction(), attack_);
    connect(attack_, &QAction::triggered, keys_, &KeyboardController::attackKey);
    connect(keys_, &KeyboardController::hexPointed, this, &MainWindow::showHex);
    connect(keys_, &KeyboardController::hexActivated, this, [this](Hex hex, Qt::KeyboardModifiers modifiers) {
        onHexClicked(hex, Qt::LeftButton, modifiers);  // exactly what a click on the hex does
    });
    actions_->add(QStringLiteral("release"), turns_->releaseAction(), {M::Game, 10});
    limbering_ = new LimberingController(*this, *this, *document_, *movement_, *actions_, {M::Game, 10});

    new ViewController(*this, *this, *document_, *view_, *lastTurn_, *threats_, *actions_, {M::View, 10}, {M::View, 20}, {M::View, 40});
    boardImage_ = new BoardImageController(*this, *this, *scene_, scenario_, scenarioFile_, *actions_, {M::View, 30});

    QToolBar* tools = addToolBar(tr("File"));  // first on the turn bar's row
    tools->setObjectName(QStringLiteral("fileToolBar"));
    tools->setMovable(false);
    tools->addAction(files_->newGameAction());
    tools->addAction(files_->openAction());
    tools->addAction(files_->saveAction());
    tools->addSeparator();
    tools->addAction(turns_->undoAction());
    tools->addAction(turns_->redoAction());
}

void MainWindow::connectDocument() {
    connect(document_.get(), &GameDocument::commandApplied, this, [this](int first, int count) {
        docks_.log->append(document_->session(), first, count);
        // A message describes the step it follows: the next command's own message (or none)
        // replaces it, so that no old refusal or result lingers.
        showMessage(QString(), false);
    });
    connect(document_.get(), &GameDocument::reset, this, [this] {
        overlay_->clear(Group::Computer);
        docks_.log->rebuild(document_->session());
    });
    connect(document_.get(), &GameDocument::changed, this, &MainWindow::refresh);
    connect(document_.get(), &GameDocument::fileStateChanged, this, &MainWindow::updateTitle);
}

void MainWindow::refresh() {
    const Game& g = game();
    board_->sync(g);
    turnBar_->showGame(g);
    docks_.reinforcements->showGame(g);
    docks_.victory->showGame(g);
    // The Hex dock shows a hex once one is chosen, which makes it (onHexClicked).
    if (auto* inspector = docks_.inspector->builtAs<HexInspector>()) inspector->showGame(g);
    threats_->show(g, threatenedSide());
    if (isReviewing()) {  // a position shown, not played: no marks of play, no dialogs, no computer
        PlayMarks::markControl(*overlay_, game());
        phaseGuidance();
        updateActions();
        updateTitle();
        seats_->status().refresh();
        return;
    }
    movement_->refresh();
    combat_->refresh();
    overlay_->clear(Group::Problem);
    PlayMarks::markControl(*overlay_, game());
    lastTurn_->show(document_->session());
    phaseGuidance();
    updateActions();
    updateTitle();
    turns_->afterChange();
    seats_->status().refresh();
    // The computer's turn, if it is: after this change has been shown.
    QTimer::singleShot(0, &seats_->computer(), &ComputerTurns::poke);
}

// Whose threats View > Enemy Threats shows: the enemy of the person's side in a game against
// the computer or over the network; otherwise (two people at one screen, a review) of the side to act.
Side MainWindow::threatenedSide() const {
    const Side toAct = game().phasing();
    if (isReviewing()) return toAct;
    if (network_->isActive()) return network_->playsHere(Side::French) ? Side::French : Side::Allied;
    const Seats& seated = seats();
    if (seated.isComputer(Side::French) != seated.isComputer(Side::Allied))
        return seated.isComputer(Side::French) ? Side::Allied : Side::French;
    return toAct;
}

void MainWindow::phaseGuidance() {
    if (isReviewing() && watch_ && watch_->isWatching()) {
        turnBar_->showMessage(tr("Watching: the map shows the game as the players agree on each command; step back "
                                 "with the review bar, and End follows the game again. Nothing can be played here."),
                              false);
        return;
    }
    if (isReviewing()) {
        turnBar_->showMessage(tr("Reviewing: the map shows the position before the command in the review bar. Close "
                                 "the review to play on, or play on from here in a new game."),
                              false);
        return;
    }
    if (network_->opponentActs()) {
        turnBar_->showMessage(network_->waitText(), false);
        return;
    }
    if (const QString waiting = seats_->computerPlaysText(); !waiting.isEmpty()) {
        turnBar_->showMessage(waiting, false);
        return;
    }
    QString text = PhaseGuidance::forPlayer(game());
    if (!hints_->text().isEmpty()) text = hints_->text();  // Game > Suggest's reason, while its marks are shown
    if (playTest_) text = tr("Play-test of an edited scenario. ") + text;
    turnBar_->showMessage(text, false);
}

void MainWindow::updateActions() {
    turns_->updateActions();
    actions_->update();  // what each action's enableWhen says
    const bool person = personActsNow();
    limbering_->updateActions(person);
    hints_->updateActions(person);
}

void MainWindow::guidanceChanged() {
    if (!isReviewing()) phaseGuidance();
    updateActions();
}

void MainWindow::actorsChanged() {
    updateActions();
    phaseGuidance();
    seats_->status().refresh();
    QTimer::singleShot(0, &seats_->computer(), &ComputerTurns::poke);
}

void MainWindow::forgetPlay() {
    seats_->computer().reset();
    combat_->cancel();
    movement_->clearSelection();
    turns_->forget();
}

void MainWindow::replaceGame(std::unique_ptr<GameSession> session) {
    forgetPlay();
    document_->replace(std::move(session), {}, true);
    document_->setPlayers(seats_->computer().seats().toRecord());
}

bool MainWindow::personActsNow() const { return (!seats_ || seats_->computer().personMayAct()) && !isReviewing(); }

void MainWindow::updateTitle() {
    QString title = QString::fromStdString(scenario_->title.empty() ? scenario_->name : scenario_->title);
    // "Anne (French) v. Boris (Allies)", when New Game was told their names.
    const auto& names = (isReviewing() ? reviews_->review()->record() : document_->session().record()).names;
    QStringList who;
    for (Side side : kSides)
        if (const auto it = names.find(std::string(toString(side))); it != names.end())
            who << tr("%1 (%2)").arg(QString::fromStdString(it->second), sideName(side));
    if (!who.isEmpty()) title += QStringLiteral(" \u2014 ") + who.join(tr(" v. "));
    if (playTest_) title = tr("PLAY-TEST of the edited scenario %1 (%2)").arg(title, scenarioFile_);
    // In review, the file reviewed (a saved game, or the game in progress's own file).
    const QString reviewed = isReviewing() && !reviews_->recordPath().isEmpty()
                                 ? QFileInfo(reviews_->recordPath()).fileName()
                                 : document_->displayName();
    setWindowTitle(isReviewing() ? tr("Eylau \u2014 reviewing %1[*] \u2014 %2").arg(reviewed, title)
                           : QStringLiteral("Eylau \u2014 %1[*] \u2014 %2").arg(document_->displayName(), title));
    setWindowModified(document_->isModified());
}

void MainWindow::setPlayTest(bool on) {
    playTest_ = on;
    reload_->setAvailable(on);
    updateTitle();
    phaseGuidance();
}

void MainWindow::showMessage(const QString& text, bool problem) { status_->showMessage(text, problem); }

QString MainWindow::statusMessage() const { return status_->message(); }

void MainWindow::showProblem(const std::vector<Hex>& hexes) {
    overlay_->clear(Group::Problem);
    for (Hex h : hexes) overlay_->addOutline(Group::Problem, h, mapview::OverlayTone::Problem);
    if (!hexes.empty() && !view_->isFitted()) view_->ensureVisible(scene_->layout().polygon(hexes.front()).boundingRect());
}

void MainWindow::onHexClicked(Hex hex, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) {
    overlay_->clear(Group::Problem);
    hexInspector()->inspect(game(), hex);  // the Hex dock follows the hex chosen (a click, or Enter at the cursor)
    if (game().state().phase != Phase::GameOver && !personMayAct(button == Qt::LeftButton)) return;
    overlay_->clear(Group::Computer);
    switch (game().state().phase) {
    case Phase::Movement: movement_->click(hex, button, modifiers); break;
    case Phase::Combat: combat_->click(hex, button); break;
    case Phase::GameOver:  // 3.0, in the engine's words
        if (const Verdict why = game().whyNot(EndPhaseCommand{})) showMessage(describe(*why), false);
        break;
    }
}

void MainWindow::showHex(Hex hex) {
    status_->showHex(describeHex(*scenario_, game().state(), hex));
    if (!isReviewing() && game().state().phase == Phase::Movement && seats_->computer().personMayAct()) movement_->hover(hex);
}

void MainWindow::clearHex() {
    status_->clearHex();
    movement_->leave();
}

void MainWindow::showZoom(double zoom) {
    // 100% is the whole map fitted to the window.
    const double fit = view_->fitZoom();
    status_->showZoom(int(std::lround(fit > 0 ? zoom / fit * 100.0 : 100.0)));
}

bool MainWindow::personMayAct(bool explain) {
    if (isReviewing()) {
        if (explain)
            showMessage(tr("Reviewing the game: close the review (Close Review, in the review bar) to play."), true);
        return false;
    }
    if (network_->opponentActs()) {
        if (explain) showMessage(network_->waitText(), true);
        return false;
    }
    const QString waits = seats_->whyPersonWaits();
    if (explain && !waits.isEmpty()) showMessage(waits, true);
    return waits.isEmpty();
}

// A command another player gave: the path of a move (the engine's own event gives it), the hexes
// of an attack, and a line in the status bar.
void MainWindow::showPlayed(const QString& who, const Command& command, const std::vector<Event>& events,
                            bool personSees) {
    const PlayedMarks marks = PlayMarks::markPlayed(*overlay_, game(), command, events);
    // The attack window, placed beside the map away from the attack, shows the odds and the result;
    // an answer in a person's attack adds the die and its retreats to it.
    if (marks.attack && personSees && !events.empty()) combat_->showOutcome(events, marks.target);
    else if (!marks.attack && !marks.movedTo) combat_->addOutcome(events);
    QString said = commandText(command);
    if (firstEventSaysAll(events)) said = describe(events.front());
    else if (!events.empty()) said += QStringLiteral(" \u2014 ") + describe(events.front());
    const QString text = tr("%1: %2").arg(who, said);
    showMessage(text, false);
    if (marks.movedTo && !view_->isFitted()) view_->ensureVisible(scene_->layout().polygon(*marks.movedTo).boundingRect());
}

void MainWindow::setSeats(const Seats& seats) {
    seats_->setSeats(seats);
    refresh();
}

void MainWindow::setSeatChoice(Side side, bool enabled) { seats_->setSeatChoice(side, enabled); }

const Seats& MainWindow::seats() const { return seats_->seats(); }

ComputerTurns& MainWindow::computer() const { return seats_->computer(); }

ComputerStatus& MainWindow::computerStatus() const { return seats_->status(); }

QAction* MainWindow::pauseComputerAction() const { return seats_->pauseAction(); }

bool MainWindow::isReviewing() const { return reviews_ && reviews_->isOpen(); }

void MainWindow::closeReview() { reviews_->close(); }

void MainWindow::reviewFrom(std::size_t position) { reviews_->openGameAt(position); }

bool MainWindow::maybeSave() { return files_->maybeSave(); }

void MainWindow::setAutosavePath(const QString& path) { document_->setAutosavePath(path); }

// The geometry saved, where it still fits the screen (issue 40: a window saved on a larger screen,
// or at another scale, came back past the screen's edge); the zoom saved as the map's own scale,
// so that the counters come back at the size the player left them whatever the window's size
// when it is applied (saved relative to the fitted map, it came back 2.4 times too large when the
// window was not yet at its final size).
void MainWindow::restoreSettings() {
    const auto settings = appSettings();
    restoreGeometry(settings->value(QStringLiteral("window/geometry")).toByteArray());
    if (const QScreen* screen = this->screen(); screen && !screen->availableGeometry().contains(frameGeometry()))
        placeOnScreen();
    restoreState(settings->value(QStringLiteral("window/state")).toByteArray());
    const double scale = settings->value(QStringLiteral("view/scale"), 0.0).toDouble();
    if (scale > 0.0) QTimer::singleShot(0, this, [this, scale] { view_->setZoom(scale); });
}

void MainWindow::saveSettings() const {
    const auto settings = appSettings();
    settings->setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings->setValue(QStringLiteral("window/state"), saveState());
    settings->setValue(QStringLiteral("view/scale"), view_->isFitted() ? 0.0 : view_->zoom());
    settings->remove(QStringLiteral("view/zoom"));  // the relative zoom of earlier versions
}

// The button Qt gives each toolbar for what does not fit is named for screen readers: looked for
// again whenever a child comes (after it is made: a child is announced before its constructor has
// run). Qt names a dock tab bar by its current tab. One look covers every child come before it:
// one is queued at a time (the window gets some two hundred children before its first paint).
bool MainWindow::event(QEvent* event) {
    if (event->type() == QEvent::ChildAdded && !toolbarNamesQueued_) {
        toolbarNamesQueued_ = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                toolbarNamesQueued_ = false;
                for (QToolBar* tools : findChildren<QToolBar*>(Qt::FindDirectChildrenOnly))
                    if (auto* more = tools->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
                        more && more->accessibleName().isEmpty())
                        more->setAccessibleName(tr("More Tools"));
            },
            Qt::QueuedConnection);
    }
    return QMainWindow::event(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!headless() && !files_->maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    document_->removeAutosave();
    hints_->cancel();  // a suggestion being thought of stops now, not when the window goes
    event->accept();
}

void MainWindow::selectUnit(const QString& unitId) {
    if (const auto u = game().unitIndex(unitId.toStdString())) movement_->select(*u);
}

void MainWindow::openAttackAt(const QString& hexId) {
    if (const auto h = Hex::parse(hexId.toStdString())) combat_->openAttack(*h);
}

void MainWindow::centreOn(const QString& hexId, double zoom) {
    const auto h = Hex::parse(hexId.toStdString());
    if (!h) return;
    if (zoom > 0) view_->setZoom(view_->fitZoom() * zoom);
    view_->centerOn(scene_->layout().centre(*h));
}

}  // namespace eylau::game
