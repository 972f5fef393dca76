#include "controllers/view_controller.h"

#include "controllers/play_host.h"
#include "keys/action_registry.h"
#include "map/last_turn_marks.h"
#include "map/threat_marks.h"
#include "shared/app_settings.h"
#include "shared/game_document.h"
#include "shared/contrast_palette.h"
#include "window/language_menu.h"

#include "map_scene.h"
#include "map_view.h"

#include <QAction>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QSignalBlocker>

namespace eylau::game {

ViewController::ViewController(QMainWindow& window, PlayHost& host, GameDocument& document, mapview::MapView& view,
                               LastTurnMarks& marks, ThreatMarks& threats, ActionRegistry& actions, MenuPlace zoom,
                               MenuPlace lastTurn, MenuPlace look)
    : QObject(&window), host_(host), document_(document), marks_(marks) {
    QAction* zoomIn = actions.add(QStringLiteral("zoomIn"), new QAction(tr("Zoom &In"), this), zoom);
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    connect(zoomIn, &QAction::triggered, &view, &mapview::MapView::zoomIn);
    QAction* zoomOut = actions.add(QStringLiteral("zoomOut"), new QAction(tr("Zoom &Out"), this), zoom);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    connect(zoomOut, &QAction::triggered, &view, &mapview::MapView::zoomOut);
    QAction* fit = actions.add(QStringLiteral("fitToWindow"), new QAction(tr("&Fit to Window"), this), zoom);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(fit, &QAction::triggered, &view, &mapview::MapView::fitToWindow);

    QAction* showLast = actions.add(QStringLiteral("showLastTurn"), new QAction(tr("Show &Last Turn"), this), lastTurn);
    showLast->setCheckable(true);
    showLast->setChecked(true);
    showLast->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    showLast->setStatusTip(tr("Keep the other side's last moves, attacks and losses marked until you act"));
    connect(showLast, &QAction::toggled, this, [this](bool on) {
        marks_.setVisible(on);
        if (!host_.isReviewing()) marks_.show(document_.session());
    });
    QAction* replayLast =
        actions.add(QStringLiteral("replayLastTurn"), new QAction(tr("&Replay Last Turn"), this), lastTurn);
    replayLast->setStatusTip(tr("Draw the other side's last turn again, one command at a time"));
    connect(replayLast, &QAction::triggered, this, [this] {
        if (!host_.isReviewing()) marks_.replay(document_.session());
    });
    addEnemyThreats(threats, actions, lastTurn);

    addHighContrast(view, actions, look);
    QMenu* languages = actions.addMenu(QStringLiteral("languageMenu"), makeLanguageMenu(&window), look);
    for (QAction* choice : languages->actions()) actions.addUnplaced(choice->objectName(), choice);
}

void ViewController::addEnemyThreats(ThreatMarks& threats, ActionRegistry& actions, MenuPlace place) {
    QAction* show = actions.add(QStringLiteral("enemyThreats"), new QAction(tr("Enemy &Threats"), this), place);
    show->setCheckable(true);
    show->setChecked(false);
    show->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_T));
    show->setStatusTip(tr("Shade the hexes the enemy can reach next turn and mark the best odds it could attack "
                          "each of your units at"));
    connect(show, &QAction::toggled, this, [this, &threats](bool on) {
        threats.setVisible(on);
        host_.refresh();
    });
}

void ViewController::addHighContrast(mapview::MapView& view, ActionRegistry& actions, MenuPlace place) {
    QAction* contrast = actions.add(QStringLiteral("highContrast"), new QAction(tr("&High Contrast"), this), place);
    contrast->setCheckable(true);
    contrast->setStatusTip(tr("Draw the map with stronger outlines and colours, darker counter text and paler "
                              "terrain, and the windows in black on white"));
    const auto apply = [&view](bool on) {
        if (view.mapScene()) view.mapScene()->setContrast(on ? mapview::Contrast::High : mapview::Contrast::Normal);
        setHighContrastPalette(on);
    };
    connect(contrast, &QAction::toggled, this, [apply](bool on) {
        setHighContrastSetting(on);
        apply(on);
    });
    // As the last run left it; the palette is only touched when it changes.
    if (highContrastSetting()) {
        const QSignalBlocker quiet(contrast);
        contrast->setChecked(true);
        apply(true);
    }
}

}  // namespace eylau::game
