#include "window/editor_window.h"

#include "document/blank_scenario.h"
#include "document/opened_file.h"
#include "document/scenario_document.h"
#include "document/scenario_edits.h"
#include "panels/colour_samples_box.h"
#include "panels/map_image_box.h"
#include "panels/order_of_battle_panel.h"
#include "panels/problem_target.h"
#include "panels/problems_panel.h"
#include "panels/scenario_panel.h"
#include "panels/schedule_panel.h"
#include "panels/tables_panel.h"
#include "panels/tool_options_panel.h"
#include "tools/tool_box.h"
#include "underlay/underlay_view.h"
#include "view/comparison.h"
#include "view/editor_view.h"
#include "view/hex_description.h"
#include "window/map_size_dialog.h"
#include "window/play_test.h"
#include "window/play_test_dialog.h"
#include "window/wheel_guard.h"

#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_check.h"
#include "eylau/scenario/scenario_io.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>

#include <algorithm>

// Q_INIT_RESOURCE must name the resource from the global namespace; it keeps the editor's icon
// in the program when the library is linked statically.
static void initEditorResources() { Q_INIT_RESOURCE(editor); }

namespace eylau::editor {

namespace {

// `panel` in a scroll area for a dock: it scrolls up and down where the window is short, never
// sideways (the dock is as wide as the panel needs).
QScrollArea* scrolling(QWidget* panel, QWidget* dock) {
    auto* scroll = new QScrollArea(dock);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(panel->minimumSizeHint().width() + scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    return scroll;
}

struct ToolEntry {
    ToolId id;
    const char* text;  // translated with tr() where it is shown
    const char* key;
};
// The names are in EditorWindow's context, where tr() finds them.
constexpr ToolEntry kToolEntries[] = {
    {ToolId::Select, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Select"), "S"},
    {ToolId::Terrain, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Terrain"), "T"},
    {ToolId::Fill, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Fill"), "F"},
    {ToolId::Hexside, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Hexside"), "H"},
    {ToolId::Road, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Road"), "R"},
    {ToolId::Name, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Name"), "N"},
    {ToolId::Victory, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Victory"), "V"},
    {ToolId::Entry, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Entry"), "E"},
    {ToolId::Mark, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Mark"), "M"},
    {ToolId::Calibrate, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Calibrate"), "C"},
    {ToolId::Sample, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Sample"), "P"},
    {ToolId::Accept, QT_TRANSLATE_NOOP("eylau::editor::EditorWindow", "Accept"), "A"},
};

}  // namespace

EditorWindow::EditorWindow(const Scenario& scenario, const QString& fileName, QWidget* parent)
    : EditorWindow(std::make_unique<ScenarioDocument>(scenario, fileName), parent) {}

EditorWindow::EditorWindow(std::unique_ptr<ScenarioDocument> document, QWidget* parent)
    : QMainWindow(parent), undoGroup_(new QUndoGroup(this)) {
    initEditorResources();
    new WheelGuard(this);  // safe input: the wheel changes only a focused spin box or combo box
    setWindowIcon(QIcon(QStringLiteral(":/editor/eylau.svg")));
    hintLabel_ = new QLabel(this);
    hexLabel_ = new QLabel(this);
    problemsLabel_ = new QLabel(this);
    for (QLabel* l : {hintLabel_, hexLabel_}) l->setTextFormat(Qt::PlainText);
    statusBar()->addWidget(hintLabel_, 2);
    statusBar()->addWidget(hexLabel_, 3);
    statusBar()->addPermanentWidget(problemsLabel_);
    createDocks();
    createActions();
    installDocument(std::move(document));
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QRect available = screen->availableGeometry();
        const QSize size(int(available.width() * 0.94), int(available.height() * 0.94));
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    }
    // Once shown (before, the layout overrides them).
    QTimer::singleShot(0, this, &EditorWindow::fitDocks);
}

void EditorWindow::fitDocks() {
    // On a narrow window (960 px wide at scale 2 on 1920x1080) the tool options and the panels side
    // by side leave the map under half the width: the tool options join the panels' tabs, in front.
    if (!tabifiedDockWidgets(toolDock_).contains(oobDock_) &&
        toolDock_->minimumSizeHint().width() + oobDock_->minimumSizeHint().width() > width() / 2) {
        tabifyDockWidget(oobDock_, toolDock_);
        toolDock_->raise();
    }
    // The map gets most of the room: the tool options as narrow as they go, the tabbed panels
    // under a third of the window but never so wide that the map has less than half of it, the
    // problems and history a strip below.
    const int tools = std::max(toolDock_->minimumSizeHint().width(), 180);
    const int panels = std::min(int(width() * 0.3), width() - tools - int(width() * 0.53));
    resizeDocks({toolDock_, oobDock_}, {tools, panels}, Qt::Horizontal);
    resizeDocks({problemsDock_}, {std::min(150, height() / 5)}, Qt::Vertical);  // shorter on a short screen
    // The tabs of the panels show their names whole, scrolling where the dock is narrow ("Calen..."
    // in French at 1280x720).
    for (QTabBar* tabs : findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        tabs->setElideMode(Qt::ElideNone);
        tabs->setUsesScrollButtons(true);
    }
    if (view_ && view_->isFitted()) QTimer::singleShot(0, view_, &mapview::MapView::fitToWindow);
}

EditorWindow::~EditorWindow() {
    // Everything that refers to the document goes before it.
    if (view_) view_->setTool(nullptr);
    tools_.reset();
    for (QDockWidget* dock : {toolDock_, oobDock_, scheduleDock_, tablesDock_, scenarioDock_, problemsDock_})
        delete dock->widget();
    delete takeCentralWidget();
}

void EditorWindow::createDocks() {
    auto dock = [this](const QString& title, const QString& name, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        addDockWidget(area, d);
        return d;
    };
    toolDock_ = dock(tr("Tool Options"), QStringLiteral("tools"), Qt::LeftDockWidgetArea);
    oobDock_ = dock(tr("Order of Battle"), QStringLiteral("oob"), Qt::RightDockWidgetArea);
    scheduleDock_ = dock(tr("Schedule"), QStringLiteral("schedule"), Qt::RightDockWidgetArea);
    tablesDock_ = dock(tr("Tables"), QStringLiteral("tables"), Qt::RightDockWidgetArea);
    scenarioDock_ = dock(tr("Scenario"), QStringLiteral("scenario"), Qt::RightDockWidgetArea);
    tabifyDockWidget(oobDock_, scheduleDock_);
    tabifyDockWidget(scheduleDock_, tablesDock_);
    tabifyDockWidget(tablesDock_, scenarioDock_);
    oobDock_->raise();
    problemsDock_ = dock(tr("Problems"), QStringLiteral("problems"), Qt::BottomDockWidgetArea);
    historyDock_ = dock(tr("History"), QStringLiteral("history"), Qt::BottomDockWidgetArea);
    splitDockWidget(problemsDock_, historyDock_, Qt::Horizontal);
    history_ = new QUndoView(undoGroup_, historyDock_);
    history_->setEmptyLabel(tr("As opened"));  // the history's first line: the scenario before any edit
    historyDock_->setWidget(history_);
    resizeDocks({problemsDock_, historyDock_}, {700, 300}, Qt::Horizontal);
}

void EditorWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New..."), QKeySequence::New, this, &EditorWindow::newScenario);
    file->addAction(tr("&Open..."), QKeySequence::Open, this, &EditorWindow::openDialog);
    file->addAction(tr("&Save"), QKeySequence::Save, this, [this] { save(); });
    // Ctrl+Shift+S on every platform (QKeySequence::SaveAs is empty on some Linux desktops).
    file->addAction(tr("Save &As..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this, [this] { saveAs(); });
    file->addSeparator();
    file->addAction(tr("Add &Map Image..."), this, &EditorWindow::addMapImage);
    file->addAction(tr("Remove Map Ima&ge"), this, &EditorWindow::removeMapImage);
    file->addAction(tr("E&xport Map Image..."), this, &EditorWindow::exportMapImage)
        ->setObjectName(QStringLiteral("exportMapImage"));
    file->addSeparator();
    file->addAction(tr("Compare &With..."), this, [this] { view_->comparison().chooseFile(this); });
    file->addAction(tr("C&lear Comparison"), this, [this] { view_->comparison().clear(); });
    file->addSeparator();
    QAction* play = file->addAction(tr("&Play-test..."), QKeySequence(Qt::Key_F5), this, &EditorWindow::playTest);
    play->setToolTip(tr("Open the saved scenario in the game"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* map = menuBar()->addMenu(tr("&Map"));
    QToolBar* toolbar = addToolBar(tr("Tools"));
    toolbar->setObjectName(QStringLiteral("toolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolGroup_ = new QActionGroup(this);
    for (const ToolEntry& e : kToolEntries) {
        QAction* a = new QAction(tr(e.text), this);
        a->setCheckable(true);
        a->setShortcut(QKeySequence(QString::fromLatin1(e.key)));
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);  // on the map, not while typing in a table
        a->setData(int(e.id));
        a->setToolTip(tr("%1 tool (%2)").arg(tr(e.text), QString::fromLatin1(e.key)));
        toolGroup_->addAction(a);
        toolbar->addAction(a);
        map->addAction(a);
        connect(a, &QAction::triggered, this, [this, id = e.id] {
            if (tools_) tools_->use(id);
        });
    }
    toolGroup_->actions().first()->setChecked(true);
    map->addSeparator();
    map->addAction(tr("&Resize Map..."), this, &EditorWindow::resizeMapDialog);
    map->addSeparator();
    map->addAction(tr("Su&ggest Terrain"), QKeySequence(Qt::CTRL | Qt::Key_G), this, &EditorWindow::suggestTerrain);
    map->addAction(tr("Accept A&ll Suggestions"), this, &EditorWindow::acceptAllSuggestions);
    map->addAction(tr("&Clear Suggestions"), this, &EditorWindow::clearSuggestions);
    // The tool bar's undo and redo keep short names (the menu's say what they undo).
    toolbar->addSeparator();
    QAction* undoButton = toolbar->addAction(tr("Undo"), undoGroup_, &QUndoGroup::undo);
    QAction* redoButton = toolbar->addAction(tr("Redo"), undoGroup_, &QUndoGroup::redo);
    undoButton->setEnabled(false);
    redoButton->setEnabled(false);
    connect(undoGroup_, &QUndoGroup::canUndoChanged, undoButton, &QAction::setEnabled);
    connect(undoGroup_, &QUndoGroup::canRedoChanged, redoButton, &QAction::setEnabled);
    connect(undoGroup_, &QUndoGroup::undoTextChanged, undoButton,
            [undoButton](const QString& text) { undoButton->setToolTip(tr("Undo %1").arg(text)); });
    connect(undoGroup_, &QUndoGroup::redoTextChanged, redoButton,
            [redoButton](const QString& text) { redoButton->setToolTip(tr("Redo %1").arg(text)); });
    toolbar->addSeparator();
    toolbar->addAction(play);

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    viewMenu_->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this, [this] { view_->zoomIn(); });
    viewMenu_->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this, [this] { view_->zoomOut(); });
    viewMenu_->addAction(tr("&Fit to Window"), QKeySequence(Qt::CTRL | Qt::Key_0), this, [this] { view_->fitToWindow(); });
    viewMenu_->addSeparator();
    for (QDockWidget* d : {toolDock_, oobDock_, scheduleDock_, tablesDock_, scenarioDock_, problemsDock_, historyDock_})
        viewMenu_->addAction(d->toggleViewAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About the Editor"), this, [this] {
        QMessageBox::about(this, tr("About the Eylau scenario editor"),
                           tr("<p><b>Eylau scenario editor</b> %1</p><p>Edits scenarios for SPI's <i>Eylau</i> "
                              "(1979) and new battles on the same Standard Rules: terrain, hexsides, counters, "
                              "order of battle, reinforcement schedule, charts. See docs/editor.md.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);
}

QAction* EditorWindow::toolAction(ToolId id) const {
    for (QAction* a : toolGroup_->actions())
        if (a->data().toInt() == int(id)) return a;
    return nullptr;
}

void EditorWindow::installDocument(std::unique_ptr<ScenarioDocument> document) {
    // Take down everything bound to the old document, then the document.
    const ToolSettings settings = tools_ ? tools_->settings() : ToolSettings{};
    if (view_) view_->setTool(nullptr);
    tools_.reset();
    for (QDockWidget* dock : {toolDock_, oobDock_, scheduleDock_, tablesDock_, scenarioDock_, problemsDock_})
        delete dock->widget();
    delete takeCentralWidget();
    view_ = nullptr;
    if (document_) undoGroup_->removeStack(document_->undoStack());
    document_ = std::move(document);

    ScenarioDocument& doc = *document_;
    view_ = new EditorView(doc, this);
    setCentralWidget(view_);
    for (QAction* a : toolGroup_->actions()) view_->addAction(a);
    tools_ = std::make_unique<ToolBox>(doc, *view_);
    tools_->settings() = settings;
    underlay_ = new UnderlayView(doc, *view_->mapScene(), view_);
    tools_->context().setUnderlay(underlay_);
    toolOptions_ = new ToolOptionsPanel(tools_->settings(), toolDock_);
    toolOptions_->addSamples(new ColourSamplesBox(doc, tools_->settings()));
    // The options scroll where the window is short (1280x720 in French: the colour samples reach
    // past the screen's foot).
    toolDock_->setWidget(scrolling(toolOptions_, toolDock_));
    orderOfBattle_ = new OrderOfBattlePanel(doc, oobDock_);
    oobDock_->setWidget(orderOfBattle_);
    schedule_ = new SchedulePanel(doc, scheduleDock_);
    scheduleDock_->setWidget(schedule_);
    // The tallest panels scroll too: the Scenario panel alone asked 453 px, which kept the window
    // 668 px tall at the least, past a 540 px screen (1920x1080 at scale 2).
    tables_ = new TablesPanel(doc, tablesDock_);
    tablesDock_->setWidget(scrolling(tables_, tablesDock_));
    scenarioPanel_ = new ScenarioPanel(doc, scenarioDock_);
    scenarioDock_->setWidget(scrolling(scenarioPanel_, scenarioDock_));
    scenarioPanel_->mapImage()->showStatus(underlay_->status());
    connect(underlay_, &UnderlayView::statusChanged, scenarioPanel_->mapImage(), &MapImageBox::showStatus);
    connect(scenarioPanel_->mapImage(), &MapImageBox::addRequested, this, &EditorWindow::addMapImage);
    problems_ = new ProblemsPanel(doc, problemsDock_);
    problemsDock_->setWidget(problems_);
    undoGroup_->addStack(doc.undoStack());
    undoGroup_->setActiveStack(doc.undoStack());

    connect(view_, &mapview::MapView::hexHovered, this,
            [this](Hex hex) { hexLabel_->setText(describeHex(document_->scenario(), hex)); });
    connect(view_, &mapview::MapView::hoverLeftMap, this, [this] { hexLabel_->clear(); });
    connect(view_, &EditorView::message, this, &EditorWindow::showHint);
    connect(view_, &EditorView::unitSelected, orderOfBattle_, &OrderOfBattlePanel::showUnit);
    connect(view_, &EditorView::hexSelected, this,
            [this](Hex hex) { hexLabel_->setText(describeHex(document_->scenario(), hex)); });
    auto showUnit = [this](const QString& id) {
        const Unit* unit = document_->scenario().unit(id.toStdString());
        view_->showSelection(unit ? unit->start : std::nullopt, id);
        if (unit && unit->start) view_->revealHex(*unit->start);
    };
    connect(orderOfBattle_, &OrderOfBattlePanel::unitSelected, this, showUnit);
    connect(schedule_, &SchedulePanel::unitSelected, this, showUnit);
    connect(problems_, &ProblemsPanel::problemActivated, this, &EditorWindow::goToProblem);
    auto showCounts = [this](int errors, int warnings) {
        problemsLabel_->setText(ProblemsPanel::countText(errors, warnings));
        problemsLabel_->setStyleSheet(errors > 0 ? QStringLiteral("color: #b3261e; font-weight: bold") : QString());
    };
    connect(problems_, &ProblemsPanel::countsChanged, this, showCounts);
    showCounts(problems_->errorCount(), problems_->warningCount());
    connect(toolOptions_, &ToolOptionsPanel::settingsChanged, this, [this](int tool) {
        // Choosing a terrain or a feature takes up the tool that uses it (the terrain also suits
        // the fill and mark tools, which keep it).
        const QAction* current = toolGroup_->checkedAction();
        const int id = current ? current->data().toInt() : -1;
        ToolId wanted = ToolId(id);
        const bool terrainTool = id == int(ToolId::Fill) || id == int(ToolId::Mark);
        if (tool >= 0 && !(tool == int(ToolId::Terrain) && terrainTool)) wanted = ToolId(tool);
        if (QAction* a = toolAction(wanted); a && int(wanted) != id) a->trigger();
        if (view_->tool()) showHint(view_->tool()->hint());
    });
    connect(scenarioPanel_, &ScenarioPanel::resizeRequested, this, &EditorWindow::resizeMapDialog);
    connect(&doc, &ScenarioDocument::modificationChanged, this, &EditorWindow::updateTitle);
    connect(&doc, &ScenarioDocument::fileNameChanged, this, &EditorWindow::updateTitle);

    if (const QAction* current = toolGroup_->checkedAction()) tools_->use(ToolId(current->data().toInt()));
    updateTitle();
    // New panels may ask for more room than the old: the map keeps most of the window.
    if (isVisible())
        QTimer::singleShot(0, this, [this] {
            if (view_ && view_->width() < width() / 2) fitDocks();
        });
}

void EditorWindow::updateTitle() {
    const Scenario& scenario = document_->scenario();
    setWindowTitle(tr("%1[*] \u2014 %2 \u2014 Eylau scenario editor")
                       .arg(document_->displayName(), QString::fromStdString(scenario.name)));
    setWindowModified(document_->isModified());
}

void EditorWindow::showHint(const QString& text) { hintLabel_->setText(text); }

bool EditorWindow::maybeSave() {
    if (!document_->isModified()) return true;
    const auto answer = QMessageBox::warning(
        this, tr("Save changes?"), tr("%1 has unsaved changes. Save them?").arg(document_->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

bool EditorWindow::save() {
    if (document_->fileName().isEmpty()) return saveAs();
    return writeTo(document_->fileName());
}

bool EditorWindow::saveAs() {
    QString name = QFileDialog::getSaveFileName(this, tr("Save scenario"), document_->fileName(),
                                                tr("Scenarios (*.json);;All files (*)"));
    if (name.isEmpty()) return false;
    if (QFileInfo(name).suffix().isEmpty()) name += QStringLiteral(".json");
    return writeTo(name);
}

bool EditorWindow::writeTo(const QString& fileName) {
    const auto problems = checkScenario(document_->scenario());
    const auto errors = std::count_if(problems.begin(), problems.end(),
                                      [](const ScenarioProblem& p) { return p.severity == ScenarioProblem::Severity::Error; });
    if (errors > 0 &&
        QMessageBox::warning(this, tr("Save with errors?"),
                             tr("The scenario has %n error(s) (see the Problems panel). The game will refuse to "
                                "play the file until they are fixed. Save anyway?",
                                nullptr, int(errors)),
                             QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Save)
        return false;
    if (const QString error = document_->saveAs(fileName); !error.isEmpty()) {
        QMessageBox::critical(this, tr("Save failed"), error);
        return false;
    }
    showHint(tr("Saved %1.").arg(fileName));
    return true;
}

bool EditorWindow::replaceDocument(const Scenario& scenario, const QString& fileName) {
    if (!maybeSave()) return false;
    installDocument(std::make_unique<ScenarioDocument>(scenario, fileName));
    return true;
}

void EditorWindow::newScenario() {
    if (!maybeSave()) return;
    MapSizeDialog dialog(MapSizeDialog::Purpose::NewMap, 16, 12, 1, 1, this);
    if (dialog.exec() != QDialog::Accepted) return;
    BlankMap size;
    size.columns = dialog.columns();
    size.rows = dialog.rows();
    size.terrain = kTerrains[std::size_t(dialog.terrainIndex())];
    installDocument(std::make_unique<ScenarioDocument>(blankScenario(size)));
}

void EditorWindow::openDialog() {
    if (!maybeSave()) return;
    const QString dir = document_->fileName().isEmpty() ? QString() : QFileInfo(document_->fileName()).absolutePath();
    const QString name = QFileDialog::getOpenFileName(this, tr("Open scenario"), dir, tr("Scenarios (*.json);;All files (*)"));
    if (!name.isEmpty()) open(name);
}

bool EditorWindow::open(const QString& fileName) {
    OpenedFile opened = openScenarioFile(fileName);
    if (!opened.document) {
        QMessageBox box(QMessageBox::Critical, tr("Open scenario"),
                        tr("%1 could not be opened: %n error(s).", nullptr, opened.errors).arg(fileName), QMessageBox::Ok,
                        this);
        box.setInformativeText(opened.lines.mid(0, 12).join(QLatin1Char('\n')));
        box.setDetailedText(opened.lines.join(QLatin1Char('\n')));
        box.exec();
        return false;
    }
    installDocument(std::move(opened.document));
    sayOpenedForRepair(opened.errors);
    return true;
}

void EditorWindow::sayOpenedForRepair(int errors) {
    if (errors <= 0) return;
    problemsDock_->show();
    problemsDock_->raise();
    showHint(tr("Opened with %n error(s) to repair: see the Problems panel.", nullptr, errors));
}

void EditorWindow::resizeMapDialog() {
    const GameMap& m = document_->scenario().map;
    MapSizeDialog dialog(MapSizeDialog::Purpose::Resize, m.columns(), m.rows(), m.firstColumn(), m.firstRow(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    resizeMap(*document_, dialog.columns(), dialog.rows(), dialog.firstColumn(), dialog.firstRow());
}

void EditorWindow::playTest() {
    // The game refuses a scenario with errors; say so here, before anything is saved.
    problems_->refresh();
    if (const int errors = problems_->errorCount(); errors > 0) {
        QMessageBox::information(this, tr("Play-test"),
                                 tr("The scenario has %n error(s) (see the Problems panel); the game cannot load it "
                                    "until they are fixed.",
                                    nullptr, errors) +
                                     (document_->fileProblems().isEmpty()
                                          ? QString()
                                          : QStringLiteral(" ") + tr("Errors of the file as opened are gone once it "
                                                                     "is saved with what the editor reads.")));
        showHint(tr("Play-test refused: %n error(s).", nullptr, errors));
        return;
    }
    const QString game = findGame(QCoreApplication::applicationDirPath());
    if (game.isEmpty()) {
        QMessageBox::information(this, tr("Play-test"),
                                 tr("The game (eylau) was not found in %1, the editor's folder, so it cannot be "
                                    "started from here. Save the scenario and open it with eylau FILE.")
                                     .arg(QCoreApplication::applicationDirPath()));
        showHint(tr("Play-test: the game was not found beside the editor."));
        return;
    }
    if (document_->isModified() || document_->fileName().isEmpty()) {
        if (QMessageBox::question(this, tr("Play-test"), tr("The game plays the saved file. Save the scenario first?"),
                                  QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save) != QMessageBox::Save ||
            !save())
            return;
    }
    if (!playTestDialog_) playTestDialog_ = new PlayTestDialog(document_->scenario().lastTurn(), this);
    playTestDialog_->setLastTurn(document_->scenario().lastTurn());
    if (playTestDialog_->exec() != QDialog::Accepted) return;
    if (const QString error = startGame(game, document_->fileName(), playTestDialog_->gameArguments()); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Play-test"), error);
        return;
    }
    showHint(tr("Started the game on %1.").arg(document_->fileName()));
}

void EditorWindow::goToProblem(const QString& path) {
    using K = ProblemTarget::Kind;
    ProblemTarget target = problemTarget(document_->scenario(), path.toStdString());
    // An error of the file as opened knows its hex where the path's index may not (a hex left out).
    for (const FileProblem& p : document_->fileProblems())
        if (p.path == path && p.hex) target.hex = p.hex;
    switch (target.kind) {
    case K::Unit:
        oobDock_->raise();
        orderOfBattle_->showUnit(QString::fromStdString(target.unitId));
        view_->showSelection(target.hex, QString::fromStdString(target.unitId));
        break;
    case K::Division:
        oobDock_->raise();
        orderOfBattle_->showDivision(target.index);
        break;
    case K::FreshStrength:
        oobDock_->raise();
        orderOfBattle_->showFreshStrength(target.index);
        break;
    case K::Turn:
        scheduleDock_->raise();
        schedule_->showTurn(target.index);
        break;
    case K::EntryArea:
        scheduleDock_->raise();
        schedule_->showEntryArea(target.index);
        view_->showSelection(target.hex, {});
        break;
    case K::CombatResults:
        tablesDock_->raise();
        tables_->showCombatResults();
        break;
    case K::TerrainEffects:
        tablesDock_->raise();
        tables_->showTerrainEffects();
        break;
    case K::Victory:
    case K::VictoryHex:
        scenarioDock_->raise();
        scenarioPanel_->showVictory();
        view_->showSelection(target.hex, {});
        break;
    case K::Rules:
    case K::Info:
        scenarioDock_->raise();
        scenarioPanel_->showRules();
        break;
    case K::MapHex:
    case K::MapHexside:
        view_->showSelection(target.hex, {});
        break;
    case K::None: break;
    }
    if (target.hex && document_->scenario().map.onMap(*target.hex)) view_->centreOnHex(*target.hex);
}

void EditorWindow::closeEvent(QCloseEvent* event) {
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

}  // namespace eylau::editor
