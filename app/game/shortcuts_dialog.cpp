#include "shortcuts_dialog.h"

#include "screen_fit.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace eylau::game {
namespace {

struct Row {
    QString where;
    QString action;
    QString keys;
};

QString plain(QString text) { return text.remove(QLatin1Char('&')).remove(QChar(0x2026)).remove(QStringLiteral("...")); }

void collect(const QMenu* menu, const QString& where, QList<Row>& rows) {
    for (QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        if (a->menu()) {
            collect(a->menu(), where + QStringLiteral(" > ") + plain(a->text()), rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
        rows.push_back({where, plain(a->text()), keys.join(QStringLiteral(", "))});
    }
}

}  // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menus, QWidget* parent) : QDialog(parent), table_(new QTableWidget(this)) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    QList<Row> rows;
    for (QAction* a : menus->actions())
        if (a->menu()) collect(a->menu(), plain(a->text()), rows);
    // The map's own keys (mapview/map_view.cpp) and the ones every window has.
    rows.push_back({tr("Map"), tr("Zoom in, zoom out, fit the map"), tr("+, -, 0")});
    rows.push_back({tr("Map"), tr("Clear the selection"), tr("Esc, or a right-click")});
    rows.push_back({tr("Attack window"), tr("Its section of the User Guide"), QKeySequence(QKeySequence::HelpContents).toString(QKeySequence::NativeText)});
    rows.push_back({tr("Any window"), tr("Menus and buttons"), tr("Alt + the underlined letter")});

    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Keys")});
    table_->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        table_->setItem(r, 0, new QTableWidgetItem(rows[r].where));
        table_->setItem(r, 1, new QTableWidgetItem(rows[r].action));
        table_->setItem(r, 2, new QTableWidgetItem(rows[r].keys.isEmpty() ? tr("(none)") : rows[r].keys));
    }
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(fittedToScreen(parent, QSize(640, 560)));
}

}  // namespace eylau::game
