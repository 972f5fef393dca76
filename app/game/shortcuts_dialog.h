#pragma once
// Help > Keyboard Shortcuts: every action of the window's menus with its keys, read from the
// actions themselves (so the list cannot drift from them), and the keys the map takes.
#include <QDialog>

class QMenuBar;
class QTableWidget;

namespace eylau::game {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    ShortcutsDialog(const QMenuBar* menus, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

private:
    QTableWidget* table_;
};

}  // namespace eylau::game
