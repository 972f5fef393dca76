#include "dialogs/shortcuts_dialog.h"

#include "text/action_text.h"
#include "shared/screen_fit.h"
#include "keys/shortcut_settings.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace eylau::game {
namespace {

struct Row {
    QString where;
    QString action;
    QAction* source = nullptr;  // null: a key of the map, not an action's
    QString keys;
};


void collect(const QMenu* menu, const QString& where, QList<Row>& rows) {
    for (QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        if (a->menu()) {
            collect(a->menu(), where + QStringLiteral(" > ") + actionName(a), rows);
            continue;
        }
        if (std::any_of(rows.begin(), rows.end(), [a](const Row& r) { return r.source == a; })) continue;
        rows.push_back({where, actionName(a), a, QString()});
    }
}

}  // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menus, ShortcutSettings* settings, QWidget* parent)
    : QDialog(parent), settings_(settings), table_(new QTableWidget(this)), editLabel_(new QLabel(this)),
      edit_(new QKeySequenceEdit(this)), noKey_(new QPushButton(tr("&No Key"), this)),
      default_(new QPushButton(tr("&Default Keys"), this)), resetAll_(new QPushButton(tr("Reset &All"), this)),
      message_(new QLabel(this)) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    fill(menus);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    // A long name (in French, or at a large scale) wraps onto a second line of its row rather than
    // being cut (issue 40).
    table_->setWordWrap(true);
    table_->setTextElideMode(Qt::ElideNone);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);

    editLabel_->setText(tr("&Keys of the action selected:"));
    editLabel_->setBuddy(edit_);
    table_->setAccessibleName(tr("Actions and their keys"));
    // The key field is a line edit inside the QKeySequenceEdit, which the label's buddy does not reach.
    if (auto* line = edit_->findChild<QLineEdit*>()) line->setAccessibleName(tr("Keys of the action selected"));
    edit_->setToolTip(tr("Press the new key (or keys, such as Ctrl+K, Ctrl+L) for the action selected"));
    noKey_->setToolTip(tr("The action selected gets no key"));
    default_->setToolTip(tr("The action selected gets its own keys again"));
    resetAll_->setToolTip(tr("Every action gets its own keys again"));
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);
    auto* editRow = new QHBoxLayout;
    editRow->addWidget(editLabel_);
    editRow->addWidget(edit_, 1);
    editRow->addWidget(noKey_);
    editRow->addWidget(default_);
    editRow->addWidget(resetAll_);

    auto* buttons = new QDialogButtonBox(this);
    QPushButton* close = buttons->addButton(tr("&Close"), QDialogButtonBox::RejectRole);
    close->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_, 1);
    if (settings_) {
        layout->addLayout(editRow);
        layout->addWidget(message_);
    } else {
        for (QWidget* w : {static_cast<QWidget*>(editLabel_), static_cast<QWidget*>(edit_),
                           static_cast<QWidget*>(noKey_), static_cast<QWidget*>(default_),
                           static_cast<QWidget*>(resetAll_), static_cast<QWidget*>(message_)})
            w->hide();
    }
    layout->addWidget(buttons);
    for (QPushButton* b : {noKey_, default_, resetAll_}) b->setAutoDefault(false);

    connect(table_, &QTableWidget::itemSelectionChanged, this, &ShortcutsDialog::selectionChanged);
    connect(edit_, &QKeySequenceEdit::editingFinished, this, &ShortcutsDialog::keyEdited);
    connect(noKey_, &QPushButton::clicked, this, [this] {
        QAction* a = selectedAction();
        if (!a || !settings_) return;
        settings_->assign(a, QKeySequence());
        say(tr("\u201c%1\u201d has no key now.").arg(actionName(a)), false);
        showKeys();
    });
    connect(default_, &QPushButton::clicked, this, [this] {
        QAction* a = selectedAction();
        if (!a || !settings_) return;
        settings_->reset(a);
        say(tr("\u201c%1\u201d has its own keys again.").arg(actionName(a)), false);
        showKeys();
    });
    connect(resetAll_, &QPushButton::clicked, this, [this] {
        if (!settings_) return;
        settings_->resetAll();
        say(tr("Every action has its own keys again."), false);
        showKeys();
    });
    selectionChanged();
    resize(fittedToScreen(parent, QSize(860, 600)));
}

void ShortcutsDialog::fill(const QMenuBar* menus) {
    QList<Row> rows;
    for (QAction* a : menus->actions())
        if (a->menu()) collect(a->menu(), actionName(a), rows);
    // The map's own keys (mapview/hex_cursor.h, map_view.cpp) and the ones every window has.
    rows.push_back({tr("Map"), tr("Move the hex cursor"), nullptr, tr("Left, Right (the next column), Up, Down")});
    rows.push_back({tr("Map"), tr("Click the hex at the cursor: select, move, draw up an attack"), nullptr,
                    tr("Enter, Space")});
    rows.push_back({tr("Map"), tr("Shift+click the hex at the cursor: pause on a friendly unit (4.4)"), nullptr,
                    tr("Shift+Enter")});
    rows.push_back({tr("Map"), tr("The next (previous) unit that may move, or must attack or be attacked"), nullptr,
                    tr("Tab (Shift+Tab)")});
    rows.push_back({tr("Map"), tr("The cursor to the selected unit"), nullptr, tr("Home")});
    rows.push_back({tr("Map"), tr("Zoom in, zoom out, fit the map"), nullptr, tr("+, -, 0")});
    rows.push_back({tr("Map"), tr("Clear the selection"), nullptr, tr("Esc, or a right-click")});
    rows.push_back({tr("Attack window"), tr("Its section of the User Guide"), nullptr,
                    QKeySequence(QKeySequence::HelpContents).toString(QKeySequence::NativeText)});
    rows.push_back({tr("Any window"), tr("Menus and buttons"), nullptr, tr("Alt + the underlined letter")});

    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Keys")});
    table_->setRowCount(int(rows.size()));
    rowActions_.clear();
    for (int r = 0; r < rows.size(); ++r) {
        table_->setItem(r, 0, new QTableWidgetItem(rows[r].where));
        table_->setItem(r, 1, new QTableWidgetItem(rows[r].action));
        table_->setItem(r, 2, new QTableWidgetItem(rows[r].keys));
        rowActions_ << rows[r].source;
    }
    showKeys();
}

void ShortcutsDialog::showKeys() {
    for (int r = 0; r < rowActions_.size(); ++r) {
        const QAction* a = rowActions_[r];
        if (!a) continue;
        const QString keys = actionKeys(a);
        QTableWidgetItem* item = table_->item(r, 2);
        item->setText(keys.isEmpty() ? tr("(none)") : keys);
        QFont f = item->font();
        f.setItalic(settings_ && !settings_->isDefault(a));  // changed by the player
        item->setFont(f);
        item->setToolTip(settings_ && !settings_->isDefault(a) ? tr("Changed from the program's keys") : QString());
    }
    if (QAction* a = selectedAction()) edit_->setKeySequence(a->shortcut());
}

QAction* ShortcutsDialog::selectedAction() const {
    const int row = table_->currentRow();
    const QList<QTableWidgetItem*> chosen = table_->selectedItems();
    if (row < 0 || row >= rowActions_.size() || chosen.isEmpty()) return nullptr;
    QAction* a = rowActions_[row];
    return a && !a->objectName().isEmpty() ? a : nullptr;  // only named actions keep changed keys
}

bool ShortcutsDialog::selectAction(const QAction* action) {
    const int row = int(rowActions_.indexOf(const_cast<QAction*>(action)));
    if (row < 0) return false;
    table_->setCurrentCell(row, 1);
    table_->selectRow(row);
    return true;
}

void ShortcutsDialog::selectionChanged() {
    QAction* a = selectedAction();
    const bool editable = settings_ && a;
    for (QWidget* w : {static_cast<QWidget*>(edit_), static_cast<QWidget*>(noKey_), static_cast<QWidget*>(default_)})
        w->setEnabled(editable);
    editLabel_->setText(a ? tr("&Keys of \u201c%1\u201d:").arg(actionName(a)) : tr("&Keys of the action selected:"));
    edit_->setKeySequence(a ? a->shortcut() : QKeySequence());
    say(QString(), false);
}

void ShortcutsDialog::keyEdited() {
    QAction* a = selectedAction();
    if (!a || !settings_) return;
    const QKeySequence key = edit_->keySequence();
    if (key == a->shortcut() && a->shortcuts().size() <= 1) return;
    if (const QString why = settings_->assign(a, key); !why.isEmpty()) {
        say(why, true);
        edit_->setKeySequence(a->shortcut());
        return;
    }
    say(key.isEmpty() ? tr("\u201c%1\u201d has no key now.").arg(actionName(a))
                      : tr("\u201c%1\u201d: %2 from now on.").arg(actionName(a), key.toString(QKeySequence::NativeText)),
        false);
    showKeys();
}

void ShortcutsDialog::say(const QString& text, bool problem) {
    message_->setText(text);
    message_->setStyleSheet(problem ? QStringLiteral("QLabel { color: #b00020; font-weight: bold; }") : QString());
}

}  // namespace eylau::game
