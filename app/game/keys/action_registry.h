#pragma once
// Every action of the game window in one place, one registry per window (no global state): the
// action's stable id (its objectName, the name the player's own keys are kept under,
// shortcut_settings.h), its place in the menus (a menu, a section of it, in the order added) and
// when it is enabled. The feature controllers register their actions here; the window fills its
// menu bar from it once every controller has registered; Help > Keyboard Shortcuts lists it; a
// test checks that every action of the menus is in it and that no two share a key.
#include "keys/menu_place.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

class QAction;
class QMenu;
class QMenuBar;

namespace eylau::game {

class ActionRegistry : public QObject {
    Q_OBJECT
public:
    explicit ActionRegistry(QObject* parent);

    // Registers `action` under `id` (its objectName from now on), shown at `place`; returns it.
    // Registered once the menus are filled (a dock opened later), it goes at the end of its menu.
    QAction* add(const QString& id, QAction* action, MenuPlace place);
    // Shows an action registered already at another place as well (a dock's toggle in View and Help).
    void alsoAt(QAction* action, MenuPlace place);
    // An action of a submenu (a seat, a pace, a scenario): registered, with keys the player may
    // give it, shown by its submenu.
    QAction* addUnplaced(const QString& id, QAction* action);
    // A submenu (the recent files, the seats, the languages) at `place`, under `id`.
    QMenu* addMenu(const QString& id, QMenu* menu, MenuPlace place);

    // The action registered under `id`, or nullptr.
    QAction* action(const QString& id) const;
    // Every action registered, in the order added (a submenu as its menuAction()).
    QList<QAction*> actions() const;
    // The actions a key may be given to: every one registered but the submenus.
    QList<QAction*> keyedActions() const;
    bool contains(const QAction* action) const;

    // `enabled` is asked again on every update(): the action is enabled when it answers true.
    void enableWhen(QAction* action, std::function<bool()> enabled);
    void update() const;

    // The menu bar's menus, titled by `title`, filled section by section (once, after every
    // controller has registered its actions).
    void fillMenuBar(QMenuBar* bar, const std::function<QString(MenuId)>& title);
    QMenu* menu(MenuId id) const;

private:
    struct Entry {
        QAction* action = nullptr;  // its objectName is its id
        std::vector<MenuPlace> places;
    };
    std::vector<Entry> entries_;
    std::vector<std::pair<QAction*, std::function<bool()>>> enablers_;
    std::vector<QMenu*> menus_;
};

}  // namespace eylau::game
