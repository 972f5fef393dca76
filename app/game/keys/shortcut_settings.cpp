#include "keys/shortcut_settings.h"

#include "keys/action_registry.h"

#include "text/action_text.h"
#include "shared/app_settings.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QWidget>

#include <algorithm>
#include <set>

namespace eylau::game {
namespace {

// Whether two key sequences collide: the same, or one the first chords of the other (the shorter
// would wait for the rest, or never fire).
bool collide(const QKeySequence& a, const QKeySequence& b) {
    if (a.isEmpty() || b.isEmpty()) return false;
    return a.matches(b) != QKeySequence::NoMatch || b.matches(a) != QKeySequence::NoMatch;
}

// The keys the map takes while it has the focus (mapview/hex_cursor.h, map_view.cpp): an action
// given one of them would take it from the map.
bool mapTakes(const QKeySequence& key) {
    if (key.isEmpty()) return false;
    const QKeyCombination first = key[0];
    const Qt::KeyboardModifiers mods = first.keyboardModifiers() & ~Qt::KeypadModifier;
    static const std::set<int> cursorKeys{Qt::Key_Left,  Qt::Key_Right, Qt::Key_Up,    Qt::Key_Down,
                                          Qt::Key_Home,  Qt::Key_Return, Qt::Key_Enter, Qt::Key_Space,
                                          Qt::Key_Tab,   Qt::Key_Backtab};
    static const std::set<int> zoomKeys{Qt::Key_Plus, Qt::Key_Equal, Qt::Key_Minus, Qt::Key_Underscore, Qt::Key_0};
    const int k = first.key();
    if (mods == Qt::NoModifier) return cursorKeys.contains(k) || zoomKeys.contains(k);
    if (mods == Qt::ShiftModifier)  // Shift+Enter pauses on a friendly unit; Shift+Tab cycles back; + is Shift+=
        return k == Qt::Key_Return || k == Qt::Key_Enter || k == Qt::Key_Space || k == Qt::Key_Tab ||
               k == Qt::Key_Backtab || zoomKeys.contains(k);
    return false;
}

}  // namespace

ShortcutSettings::ShortcutSettings(const ActionRegistry& registry, QWidget* window)
    : QObject(window), registry_(registry), window_(window) {
    for (const QAction* a : actions()) defaults_.insert(a->objectName(), a->shortcuts());
}

QList<QAction*> ShortcutSettings::actions() const { return registry_.keyedActions(); }

QList<QKeySequence> ShortcutSettings::defaults(const QAction* action) const {
    return defaults_.value(action->objectName());
}

bool ShortcutSettings::isDefault(const QAction* action) const { return action->shortcuts() == defaults(action); }

QString ShortcutSettings::whyNot(const QAction* action, const QKeySequence& key) const {
    if (key.isEmpty()) return {};
    const QString keyText = key.toString(QKeySequence::NativeText);
    if (mapTakes(key))
        return tr("%1 is a key of the map (the hex cursor, or the zoom): choose another").arg(keyText);
    for (const QAction* other : window_->findChildren<QAction*>()) {
        if (other == action) continue;
        for (const QKeySequence& k : other->shortcuts())
            if (collide(k, key))
                return tr("%1 is already the key of \u201c%2\u201d: change that one first").arg(keyText, actionName(other));
    }
    return {};
}

QString ShortcutSettings::assign(QAction* action, const QKeySequence& key) {
    if (const QString why = whyNot(action, key); !why.isEmpty()) return why;
    action->setShortcuts(key.isEmpty() ? QList<QKeySequence>{} : QList<QKeySequence>{key});
    save(action);
    emit changed();
    return {};
}

void ShortcutSettings::reset(QAction* action) {
    // Its default keys may have been given to another action since: they go back to this one.
    const QList<QKeySequence> keys = defaults(action);
    for (QAction* other : takeAway(keys, {action}))
        if (!other->objectName().isEmpty()) save(other);
    action->setShortcuts(keys);
    save(action);
    emit changed();
}

QList<QAction*> ShortcutSettings::takeAway(const QList<QKeySequence>& keys, const QList<QAction*>& keepers) const {
    const auto taken = [&](const QKeySequence& k) {
        return std::any_of(keys.begin(), keys.end(), [&](const QKeySequence& key) { return collide(key, k); });
    };
    QList<QAction*> lost;
    for (QAction* a : window_->findChildren<QAction*>()) {
        if (keepers.contains(a)) continue;
        QList<QKeySequence> theirs = a->shortcuts();
        if (theirs.removeIf(taken) == 0) continue;
        a->setShortcuts(theirs);
        lost << a;
    }
    return lost;
}

void ShortcutSettings::resetAll() {
    for (QAction* a : actions()) a->setShortcuts(defaults(a));
    appSettings()->remove(settingsGroup());
    emit changed();
}

void ShortcutSettings::save(const QAction* action) const {
    const auto settings = appSettings();
    settings->beginGroup(settingsGroup());
    if (isDefault(action)) settings->remove(action->objectName());
    else settings->setValue(action->objectName(), QKeySequence::listToString(action->shortcuts(), QKeySequence::PortableText));
    settings->endGroup();
}

void ShortcutSettings::load() {
    const auto settings = appSettings();
    settings->beginGroup(settingsGroup());
    QList<QAction*> changedActions;
    for (QAction* a : actions()) {
        if (!settings->contains(a->objectName())) continue;
        const QString text = settings->value(a->objectName()).toString();
        QList<QKeySequence> keys = QKeySequence::listFromString(text, QKeySequence::PortableText);
        keys.removeIf([](const QKeySequence& k) { return k.isEmpty() || mapTakes(k); });
        a->setShortcuts(keys);
        changedActions << a;
    }
    settings->endGroup();
    if (changedActions.isEmpty()) return;
    // A key the player gave one action leaves the action that has it by default (a key is never
    // shared: it would do nothing, "ambiguous").
    QList<QKeySequence> given;
    for (const QAction* a : changedActions) given << a->shortcuts();
    takeAway(given, changedActions);
    emit changed();
}

}  // namespace eylau::game
