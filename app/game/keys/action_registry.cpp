#include "keys/action_registry.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

#include <algorithm>

namespace eylau::game {

ActionRegistry::ActionRegistry(QObject* parent) : QObject(parent) {}

QAction* ActionRegistry::add(const QString& id, QAction* action, MenuPlace place) {
    action->setObjectName(id);
    entries_.push_back(Entry{action, {place}});
    if (QMenu* shown = menu(place.menu)) shown->addAction(action);
    return action;
}

void ActionRegistry::alsoAt(QAction* action, MenuPlace place) {
    for (Entry& e : entries_)
        if (e.action == action) e.places.push_back(place);
    if (QMenu* shown = menu(place.menu)) shown->addAction(action);
}

QAction* ActionRegistry::addUnplaced(const QString& id, QAction* action) {
    action->setObjectName(id);
    entries_.push_back(Entry{action, {}});
    return action;
}

QMenu* ActionRegistry::addMenu(const QString& id, QMenu* menu, MenuPlace place) {
    menu->setObjectName(id);
    menu->menuAction()->setObjectName(id);
    add(id, menu->menuAction(), place);
    return menu;
}

QAction* ActionRegistry::action(const QString& id) const {
    const auto it = std::find_if(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.action->objectName() == id; });
    return it == entries_.end() ? nullptr : it->action;
}

QList<QAction*> ActionRegistry::actions() const {
    QList<QAction*> out;
    for (const Entry& e : entries_) out << e.action;
    return out;
}


QList<QAction*> ActionRegistry::keyedActions() const {
    QList<QAction*> out;
    for (const Entry& e : entries_)
        if (!e.action->menu()) out << e.action;
    return out;
}

bool ActionRegistry::contains(const QAction* action) const {
    return std::any_of(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.action == action; });
}

void ActionRegistry::enableWhen(QAction* action, std::function<bool()> enabled) {
    enablers_.emplace_back(action, std::move(enabled));
}

void ActionRegistry::update() const {
    for (const auto& [action, enabled] : enablers_) action->setEnabled(enabled());
}

void ActionRegistry::fillMenuBar(QMenuBar* bar, const std::function<QString(MenuId)>& title) {
    for (int m = 0; m <= int(MenuId::Help); ++m) {  // MenuId is in the menu bar's order
        const auto id = MenuId(m);
        QMenu* menu = bar->addMenu(title(id));
        menus_.push_back(menu);
        std::vector<std::pair<int, QAction*>> here;  // (section, action), in the order registered
        for (const Entry& e : entries_)
            for (const MenuPlace& place : e.places)
                if (place.menu == id) here.emplace_back(place.section, e.action);
        std::stable_sort(here.begin(), here.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (std::size_t i = 0; i < here.size(); ++i) {
            if (i > 0 && here[i].first != here[i - 1].first) menu->addSeparator();
            menu->addAction(here[i].second);
        }
    }
}

QMenu* ActionRegistry::menu(MenuId id) const {
    return std::size_t(id) < menus_.size() ? menus_[std::size_t(id)] : nullptr;
}

}  // namespace eylau::game
