#include "dialogs/losses_widget.h"

#include "panes/unit_item_data.h"
#include "text/game_text.h"

#include "eylau/game/command_units.h"
#include "eylau/game/game.h"
#include "eylau/game/player_queries.h"
#include "eylau/rules/game_state.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace eylau::game {

LossesWidget::LossesWidget(QWidget* parent)
    : QWidget(parent), title_(new QLabel(this)), list_(new QListWidget(this)), total_(new QLabel(this)),
      lose_(new QPushButton(tr("&Lose the checked units"), this)), refusal_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    title_->setWordWrap(true);
    layout->addWidget(title_);
    layout->addWidget(list_);
    layout->addWidget(total_);
    refusal_->setWordWrap(true);
    layout->addWidget(refusal_);
    layout->addWidget(lose_);
    list_->setMaximumHeight(140);
    list_->setAccessibleName(tr("Units that may take the losses"));
    connect(list_, &QListWidget::itemChanged, this, &LossesWidget::updateTotal);
    connect(lose_, &QPushButton::clicked, this, &LossesWidget::loseRequested);
}

LossesWidget::~LossesWidget() = default;

void LossesWidget::showFor(const Game& game) {
    const GameState& st = game.state();
    owed_ = st.pending ? st.pending->lossesOwed : 0;
    const QSignalBlocker block(list_);
    list_->clear();
    // The position the choice is about, for the engine to judge it (6.3).
    game_ = owed_ > 0 ? std::make_unique<Game>(game, st) : nullptr;
    if (owed_ == 0) {
        updateTotal();
        return;
    }
    title_->setText(tr("Ee (6.3): the defenders are eliminated, and the %1 player must lose at least %n "
                       "strength point(s) of his adjacent attackers (bombarding artillery is never lost). "
                       "Check the units to lose.",
                       nullptr, owed_)
                        .arg(sideName(st.phasing)));
    for (UnitIndex u : lossOptions(game)) {
        auto* item = new QListWidgetItem(unitLabel(game.scenario(), u), list_);
        item->setData(Qt::UserRole, unitData(u));
        item->setData(Qt::UserRole + 1, game.scenario().units[u.slot()].strength);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    updateTotal();
}

std::vector<UnitIndex> LossesWidget::chosenUnits() const {
    std::vector<UnitIndex> units;
    for (int i = 0; i < list_->count(); ++i)
        if (const std::optional<UnitIndex> unit = unitOfData(list_->item(i)->data(Qt::UserRole));
            unit && list_->item(i)->checkState() == Qt::Checked)
            units.push_back(*unit);
    return units;
}

void LossesWidget::updateTotal() {
    chosen_ = 0;
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->checkState() == Qt::Checked) chosen_ += list_->item(i)->data(Qt::UserRole + 1).toInt();
    total_->setText(tr("Checked: %1 of at least %n strength point(s)", nullptr, owed_).arg(chosen_));
    // 6.3: whether the checked units are enough is the engine's to say.
    Verdict why;
    if (game_) {
        why = game_->whyNot(loseCommand(game_->scenario(), chosenUnits()));
    }
    lose_->setEnabled(game_ && !why);
    refusal_->setText(game_ && why && chosen_ > 0 ? describe(*why) : QString());
    refusal_->setVisible(!refusal_->text().isEmpty());
}

}  // namespace eylau::game
