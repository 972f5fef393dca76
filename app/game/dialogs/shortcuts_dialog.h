#pragma once
// Help > Keyboard Shortcuts: every action of the window's menus with its keys, read from the
// actions themselves (so the list cannot drift from them), and the keys the map takes. The player
// may change an action's keys: select it and press the new key in the box below the list; a key
// another action already has, or one the map takes, is refused, saying which. No Key takes an
// action's key away, Default gives it back its own, Reset All every action's (shortcut_settings.h
// keeps them).
#include <QDialog>

class QAction;
class QKeySequenceEdit;
class QLabel;
class QMenuBar;
class QPushButton;
class QTableWidget;

namespace eylau::game {

class ShortcutSettings;

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    // `settings` null: the list only, with nothing to change.
    ShortcutsDialog(const QMenuBar* menus, ShortcutSettings* settings, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }
    QKeySequenceEdit* keyEdit() const { return edit_; }
    QLabel* messageLabel() const { return message_; }
    QPushButton* noKeyButton() const { return noKey_; }
    QPushButton* defaultButton() const { return default_; }
    QPushButton* resetAllButton() const { return resetAll_; }
    // Selects the action's line; false when it is not in the list.
    bool selectAction(const QAction* action);
    // The action of the selected line, if it is an action's.
    QAction* selectedAction() const;

private:
    void fill(const QMenuBar* menus);
    void showKeys();
    void selectionChanged();
    void keyEdited();
    void say(const QString& text, bool problem);

    ShortcutSettings* settings_;
    QTableWidget* table_;
    QList<QAction*> rowActions_;  // the action of each line; nullptr for the map's keys
    QLabel* editLabel_;
    QKeySequenceEdit* edit_;
    QPushButton* noKey_;
    QPushButton* default_;
    QPushButton* resetAll_;
    QLabel* message_;
};

}  // namespace eylau::game
