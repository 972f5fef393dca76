#pragma once
// The keys of a window's actions as the player changed them (Help > Keyboard Shortcuts), kept with
// QSettings under "shortcuts/<action's objectName>" and given back to the actions at start. Only
// the keys the player changed are saved; Reset gives every action its default keys again. A key
// another action of the window has already, or one the map takes for the hex cursor, is refused,
// saying which.
#include <QKeySequence>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace eylau::game {

class ActionRegistry;

class ShortcutSettings : public QObject {
    Q_OBJECT
public:
    // Remembers the keys every action of `registry` has now as its defaults: make it once the
    // window's actions are all registered, then load(). A key is checked against every action of
    // `window`.
    ShortcutSettings(const ActionRegistry& registry, QWidget* window);

    // Gives the actions the keys saved in the settings (an unknown key or action is skipped).
    void load();
    // The actions whose keys the player may change: every action of the registry but its
    // submenus (kept under their ids, their keys survive a change of language).
    QList<QAction*> actions() const;
    QList<QKeySequence> defaults(const QAction* action) const;
    bool isDefault(const QAction* action) const;

    // Gives `action` this key (an empty one: no key), saved; or, refused, the reason ("Ctrl+E is
    // already the key of End Phase") and nothing changes.
    QString assign(QAction* action, const QKeySequence& key);
    // Gives `action` its default keys again (forgotten by the settings).
    void reset(QAction* action);
    // Every action its default keys; the settings forget every change.
    void resetAll();

    // Why `key` may not be given to `action`, or an empty string: another action of the window
    // has it, or the map takes it (the hex cursor's keys, the zoom keys).
    QString whyNot(const QAction* action, const QKeySequence& key) const;

    static QString settingsGroup() { return QStringLiteral("shortcuts"); }

signals:
    // After a change of any action's keys.
    void changed();

private:
    void save(const QAction* action) const;
    // Takes `keys`, and any key colliding with one, from every action of the window but
    // `keepers`; returns the actions that lost a key.
    QList<QAction*> takeAway(const QList<QKeySequence>& keys, const QList<QAction*>& keepers) const;

    const ActionRegistry& registry_;
    QWidget* window_;
    QMap<QString, QList<QKeySequence>> defaults_;  // by objectName
};

}  // namespace eylau::game
