#include "dialogs/advance_widget.h"

#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"

#include "panes/unit_item_data.h"
#include "text/game_text.h"

#include "eylau/game/game.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace eylau::game {

AdvanceWidget::AdvanceWidget(QWidget* parent)
    : QWidget(parent), title_(new QLabel(this)), list_(new QListWidget(this)),
      advance_(new QPushButton(tr("&Advance"), this)), none_(new QPushButton(tr("&No advance"), this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    title_->setWordWrap(true);
    layout->addWidget(title_);
    layout->addWidget(list_);
    list_->setMaximumHeight(120);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(advance_);
    buttons->addWidget(none_);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(advance_, &QPushButton::clicked, this, &AdvanceWidget::requestSelected);
    list_->setAccessibleName(tr("Units that may advance"));
    connect(list_, &QListWidget::itemDoubleClicked, this, &AdvanceWidget::requestSelected);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) { advance_->setEnabled(row >= 0); });
    connect(none_, &QPushButton::clicked, this, &AdvanceWidget::noAdvanceRequested);
}

int AdvanceWidget::showFor(const Game& game) {
    const GameState& st = game.state();
    list_->clear();
    if (!st.pending || !st.pending->advancing) return 0;
    const PendingResolution& p = *st.pending;
    for (const AdvanceOption& option : advanceOptions(game.situationAt(st))) {
        const UnitIndex u = option.unit;
        auto* item = new QListWidgetItem(
            tr("%1 advances %2 \u2192 %3").arg(unitLabel(game.scenario(), u), qtext(st.unit(u).hex.id()), qtext(option.to.id())),
            list_);
        item->setData(Qt::UserRole, unitData(u));
        item->setData(Qt::UserRole + 1, option.to.col);
        item->setData(Qt::UserRole + 2, option.to.row);
    }
    title_->setText(tr("Advance after combat (6.6): the %1 player may move one victorious unit into the vacated "
                       "hex now, or none. Pick one here or click the highlighted hex on the map.")
                        .arg(sideName(*p.advancing)));
    advance_->setEnabled(false);
    return list_->count();
}

int AdvanceWidget::optionCount() const { return list_->count(); }

bool AdvanceWidget::select(UnitIndex unit, int col, int row) {
    for (int i = 0; i < list_->count(); ++i) {
        const QListWidgetItem* item = list_->item(i);
        if (unitOfData(item->data(Qt::UserRole)) == unit && item->data(Qt::UserRole + 1).toInt() == col &&
            item->data(Qt::UserRole + 2).toInt() == row) {
            list_->setCurrentRow(i);
            return true;
        }
    }
    return false;
}

void AdvanceWidget::requestSelected() {
    const QListWidgetItem* item = list_->currentItem();
    const std::optional<UnitIndex> unit = item ? unitOfData(item->data(Qt::UserRole)) : std::nullopt;
    if (!unit) return;
    emit advanceRequested(*unit, item->data(Qt::UserRole + 1).toInt(), item->data(Qt::UserRole + 2).toInt());
}

}  // namespace eylau::game
