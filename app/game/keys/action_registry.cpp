#include "keys/action_registry.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

#include <algorithm>
#include <array>

namespace eylau::game {

namespace {
constexpr std::array<MenuId, 6> kMenuOrder{MenuId::File, MenuId::Edit,  MenuId::Game,
                                           MenuId::Tools, MenuId::View, MenuId::Help};
}

ActionRegistry::ActionRegistry(QObject* parent) : QObject(parent) {}

QAction* ActionRegistry::add(const QString& id, QAction* action, MenuPlace place) {
    action->setObjectName(id);
    entries_.push_back(Entry{id, action, {place}});
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
    entries_.push_back(Entry{id, action, {}});
    return action;
}

QMenu* ActionRegistry::addMenu(const QString& id, QMenu* menu, MenuPlace place) {
    menu->setObjectName(id);
    menu->menuAction()->setObjectName(id);
    add(id, menu->menuAction(), place);
    return menu;
}

QAction* ActionRegistry::action(const QString& id) const {
    const auto it = std::find_if(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.id == id; });
    return it == entries_.end() ? nullptr : it->action;
}

QList<QAction*> ActionRegistry::actions() const {
    QList<QAction*> out;
    for (const Entry& e : entries_) out << e.action;
    return out;
}

const ActionRegistry::Entry* ActionRegistry::find(const QAction* action) const {
    const auto it = std::find_if(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.action == action; });
    return it == entries_.end() ? nullptr : &*it;
}

QList<QAction*> ActionRegistry::keyedActions() const {
    QList<QAction*> out;
    for (const Entry& e : entries_)
        if (!e.action->menu()) out << e.action;
    return out;
}

bool ActionRegistry::contains(const QAction* action) const { return find(action) != nullptr; }

void ActionRegistry::enableWhen(QAction* action, std::function<bool()> enabled) {
    enablers_.emplace_back(action, std::move(enabled));
}

void ActionRegistry::update() const {
    for (const auto& [action, enabled] : enablers_) action->setEnabled(enabled());
}

void ActionRegistry::fillMenuBar(QMenuBar* bar, const std::function<QString(MenuId)>& title) {
    for (MenuId id : kMenuOrder) {
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
    const auto at = std::size_t(std::find(kMenuOrder.begin(), kMenuOrder.end(), id) - kMenuOrder.begin());
    return at < menus_.size() ? menus_[at] : nullptr;
}

}  // namespace eylau::game
