// MainWindow's Help menu: the User Guide at the section for what is on screen, the keyboard
// shortcuts, the Rules Reference and the Charts.
#include "window/main_window.h"

#include "keys/action_registry.h"

#include "controllers/combat_controller.h"
#include "window/extra_menus.h"
#include "window/game_document.h"
#include "dialogs/help_window.h"
#include "controllers/movement_controller.h"
#include "dialogs/shortcuts_dialog.h"
#include "controllers/tutorial.h"
#include "panes/tutorial_panel.h"

#include "eylau/record/game_session.h"

#include "eylau/game/game.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QDockWidget>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>

namespace eylau::game {

QString MainWindow::helpSection() const {
    switch (game().state().phase) {
    case Phase::Movement: return QStringLiteral("The Movement Phase");
    case Phase::Combat: return QStringLiteral("The Combat Phase");
    case Phase::GameOver: break;
    }
    return QStringLiteral("The window");
}

void MainWindow::createHelp() {
    const MenuPlace first{MenuId::Help, 10};
    QAction* guide = actions_->add(QStringLiteral("userGuide"), new QAction(tr("&User Guide"), this), first);
    connect(guide, &QAction::triggered, this, [this] { showHelp(this, QStringLiteral("playing.md"), helpSection()); });
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setStatusTip(tr("How to play, inside the program; F1 opens the part about what is on screen"));
    QAction* keys = actions_->add(QStringLiteral("keyboardShortcuts"), new QAction(tr("&Keyboard Shortcuts"), this), first);
    connect(keys, &QAction::triggered, this, [this] {
        auto* dialog = new ShortcutsDialog(menuBar(), shortcutSettings_, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    keys->setStatusTip(tr("Every action and its keys; change them here"));
    addTutorialAction(*actions_, first, this);
    for (const char* name : {"rulesDock", "chartsDock"})
        if (auto* dock = findChild<QDockWidget*>(QString::fromLatin1(name)))
            actions_->alsoAt(dock->toggleViewAction(), {MenuId::Help, 20});
    QAction* about = actions_->add(QStringLiteral("about"), new QAction(tr("&About Eylau"), this), {MenuId::Help, 30});
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Eylau"),
                           tr("<p><b>Eylau</b> %1</p><p>SPI's <i>Eylau: Napoleon's Winter Battle, 1807</i> "
                              "(1979) on the computer.</p><p>Map terrain and some charts are reconstructed "
                              "where the rulebook copy is incomplete; the program says so wherever it "
                              "shows them.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::startTutorial() {
    if (tutorial_) return;
    tutorial_ = new TutorialPanel(this);
    auto* dock = new QDockWidget(tr("Tutorial"), this);
    dock->setObjectName(QStringLiteral("tutorialDock"));
    dock->setWidget(tutorial_);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    if (auto* offMap = findChild<QDockWidget*>(QStringLiteral("reinforcementsDock")))
        splitDockWidget(dock, offMap, Qt::Vertical);
    resizeDocks({dock}, {300}, Qt::Horizontal);
    actions_->add(QStringLiteral("tutorialDockToggle"), dock->toggleViewAction(), {MenuId::View, 50});
    const Side player = tutorial_->tutorial().player();
    connect(movement_, &MovementController::selectionChanged, tutorial_, [this, player](std::optional<UnitIndex> unit) {
        if (tutorial_->tutorial().selected(unit && scenario_->units[unit->slot()].side == player))
            tutorial_->refresh();
    });
    connect(combat_, &CombatController::draftOdds, tutorial_, [this](const OddsAccount* odds) {
        if (odds && tutorial_->tutorial().oddsShown()) tutorial_->refresh();
    });
    connect(document_.get(), &GameDocument::commandApplied, tutorial_, [this](int first, int count) {
        const GameSession& session = document_->session();
        bool changed = false;
        for (int i = first; i < first + count && i < int(session.steps().size()); ++i)
            changed |= tutorial_->tutorial().commandApplied(*scenario_, session.steps()[std::size_t(i)], game().state());
        if (changed) tutorial_->refresh();
    });
    dock->show();
}

}  // namespace eylau::game
