#include "controllers/help_controller.h"

#include "keys/panel_action.h"

#include "controllers/combat_controller.h"
#include "controllers/keyboard_controller.h"
#include "controllers/movement_controller.h"
#include "controllers/play_host.h"
#include "controllers/tutorial.h"
#include "dialogs/help_window.h"
#include "dialogs/shortcuts_dialog.h"
#include "keys/action_registry.h"
#include "panes/tutorial_panel.h"
#include "window/extra_menus.h"
#include "shared/game_document.h"

#include "eylau/game/game.h"
#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>

namespace eylau::game {

QString HelpController::helpSection() const {
    switch (host_.game().phase()) {
    case Phase::Movement: return QStringLiteral("The Movement Phase");
    case Phase::Combat: return QStringLiteral("The Combat Phase");
    case Phase::GameOver: break;
    }
    return QStringLiteral("The window");
}

HelpController::HelpController(QMainWindow& window, PlayHost& host, GameDocument& document, MovementController& movement,
                               CombatController& combat, KeyboardController& keyboard, ActionRegistry& actions)
    : QObject(&window), window_(window), host_(host), document_(document), movement_(movement), combat_(combat),
      keyboard_(keyboard), actions_(actions) {
    const MenuPlace first{MenuId::Help, 10};
    QAction* guide = actions_.add(QStringLiteral("userGuide"), new QAction(tr("&User Guide"), this), first);
    connect(guide, &QAction::triggered, this, [this] { showHelp(&window_, QStringLiteral("playing.md"), helpSection()); });
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setStatusTip(tr("How to play, inside the program; F1 opens the part about what is on screen"));
    QAction* keys = actions_.add(QStringLiteral("keyboardShortcuts"), new QAction(tr("&Keyboard Shortcuts"), this), first);
    connect(keys, &QAction::triggered, this, [this] {
        auto* dialog = new ShortcutsDialog(window_.menuBar(), keyboard_.shortcutSettings(), &window_);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    keys->setStatusTip(tr("Every action and its keys; change them here"));
    addTutorialAction(actions_, first, &window_);
    for (const char* name : {"rulesDockToggle", "chartsDockToggle"})
        if (QAction* panel = actions_.action(QString::fromLatin1(name))) actions_.alsoAt(panel, {MenuId::Help, 20});
    QAction* about = actions_.add(QStringLiteral("about"), new QAction(tr("&About Eylau"), this), {MenuId::Help, 30});
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(&window_, tr("About Eylau"),
                           tr("<p><b>Eylau</b> %1</p><p>SPI's <i>Eylau: Napoleon's Winter Battle, 1807</i> "
                              "(1979) on the computer.</p><p>Map terrain and some charts are reconstructed "
                              "where the rulebook copy is incomplete; the program says so wherever it "
                              "shows them.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);
}

void HelpController::startTutorial() {
    if (tutorial_) return;
    tutorial_ = new TutorialPanel(&window_);
    auto* dock = new QDockWidget(tr("Tutorial"), &window_);
    dock->setObjectName(QStringLiteral("tutorialDock"));
    dock->setWidget(tutorial_);
    window_.addDockWidget(Qt::LeftDockWidgetArea, dock);
    if (auto* offMap = window_.findChild<QDockWidget*>(QStringLiteral("reinforcementsDock")))
        window_.splitDockWidget(dock, offMap, Qt::Vertical);
    window_.resizeDocks({dock}, {300}, Qt::Horizontal);
    actions_.add(QStringLiteral("tutorialDockToggle"), panelAction(*dock, this), {MenuId::View, 50});
    const Side player = tutorial_->tutorial().player();
    connect(&movement_, &MovementController::selectionChanged, tutorial_, [this, player](std::optional<UnitIndex> unit) {
        if (tutorial_->tutorial().selected(unit && host_.game().scenario().units[unit->slot()].side == player))
            tutorial_->refresh();
    });
    connect(&combat_, &CombatController::draftOdds, tutorial_, [this](const OddsAccount* odds) {
        if (odds && tutorial_->tutorial().oddsShown()) tutorial_->refresh();
    });
    connect(&document_, &GameDocument::commandApplied, tutorial_, [this](int first, int count) {
        const GameSession& session = document_.session();
        bool changed = false;
        for (int i = first; i < first + count && i < int(session.steps().size()); ++i)
            changed |= tutorial_->tutorial().commandApplied(session.scenario(), session.steps()[std::size_t(i)],
                                                            host_.game().state());
        if (changed) tutorial_->refresh();
    });
    dock->show();
}

}  // namespace eylau::game
