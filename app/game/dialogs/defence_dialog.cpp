#include "dialogs/defence_dialog.h"

#include "panes/unit_item_data.h"
#include "text/game_text.h"
#include "shared/screen_fit.h"
#include "text/odds_report.h"

#include "eylau/game/command_units.h"
#include "eylau/game/game.h"
#include "eylau/game/player_queries.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace eylau::game {

DefenceDialog::DefenceDialog(const Game& game, QWidget* parent)
    : QDialog(parent), game_(game), odds_(new QLabel(this)), list_(new QListWidget(this)),
      refused_(new QListWidget(this)) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    const Side defender = enemyOf(st.phasing);
    setWindowTitle(tr("%1 player: Fresh Strength?").arg(sideName(defender)));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    QStringList attackers, defenders;
    if (st.awaitingDefence) {
        for (UnitIndex u : st.awaitingDefence->attackers) attackers << unitId(scenario, u);
        for (UnitIndex u : st.awaitingDefence->bombarding) attackers << unitId(scenario, u) + tr(" (bombarding)");
        for (UnitIndex u : st.awaitingDefence->defenders) defenders << unitId(scenario, u);
    }
    intro->setText(tr("<p><b>%1 player</b>, this question is yours.</p><p>%2 attack %3. Before the die is rolled "
                      "you may give one defending unit of each division its Fresh Strength bonus, once in the game "
                      "(21.1). Check the units that use it, or none.</p>")
                       .arg(sideName(defender), attackers.join(QStringLiteral(", ")),
                            defenders.join(QStringLiteral(", "))));
    layout->addWidget(intro);
    list_->setAccessibleName(tr("Units that may use their Fresh Strength"));
    refused_->setAccessibleName(tr("Units that may not"));
    layout->addWidget(list_);
    // Wide enough to read, and never smaller than its wrapped text needs: nothing is cut, at any
    // scale (screen_fit.h).
    intro->setMinimumWidth(readableWidth(intro, 56));
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    wrapLines(list_);
    wrapLines(refused_);
    // The defenders that may not use Fresh Strength now, with the engine's reason (21.0, 21.1).
    refused_->setMaximumHeight(80);
    layout->addWidget(refused_);
    odds_->setWordWrap(true);
    odds_->setTextFormat(Qt::RichText);
    layout->addWidget(odds_);
    // 21.1: the engine says which defenders may use their division's marker, and why the others may not.
    for (const FreshStrengthAnswer& a : defenceFreshStrength(game)) {
        const Unit& unit = scenario.units[a.unit.slot()];
        if (a.mayUse()) {
            auto* item = new QListWidgetItem(
                tr("%1: %2's marker, +%3").arg(unitLabel(scenario, a.unit), qtext(unit.division)).arg(a.bonus), list_);
            item->setData(Qt::UserRole, unitData(a.unit));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        } else {
            auto* item = new QListWidgetItem(tr("%1: %2").arg(unitLabel(scenario, a.unit), describe(*a.refusal)), refused_);
            item->setFlags(Qt::NoItemFlags);
            item->setToolTip(describe(*a.refusal));
        }
    }
    refused_->setVisible(refused_->count() > 0);
    auto* buttons = new QDialogButtonBox(this);
    answer_ = buttons->addButton(tr("&Answer and roll the die"), QDialogButtonBox::AcceptRole);
    answer_->setDefault(true);
    layout->addWidget(buttons);
    connect(answer_, &QPushButton::clicked, this, &QDialog::accept);
    connect(list_, &QListWidget::itemChanged, this, &DefenceDialog::updateOdds);
    updateOdds();
}

std::vector<UnitIndex> DefenceDialog::chosenUnits() const {
    std::vector<UnitIndex> units;
    for (int i = 0; i < list_->count(); ++i)
        if (const std::optional<UnitIndex> unit = unitOfData(list_->item(i)->data(Qt::UserRole));
            unit && list_->item(i)->checkState() == Qt::Checked)
            units.push_back(*unit);
    return units;
}

void DefenceDialog::updateOdds() {
    if (!game_.state().awaitingDefence) return;
    Attack attack = *game_.state().awaitingDefence;
    attack.defenderFresh.clear();
    for (UnitIndex u : chosenUnits()) attack.defenderFresh.push_back(u);
    const OddsAccount odds = game_.odds(attack);
    // 21.1: the engine judges the answer as a whole (one unit per division's marker).
    const Verdict why = game_.whyNot(defendCommand(game_.scenario(), chosenUnits()));
    answer_->setEnabled(!why);
    odds_->setText(tr("Odds with this answer: %1<br>%2")
                       .arg(oddsSummary(game_, odds).toHtmlEscaped(), chancesHtml(odds, game_.state().weather)) +
                   (why ? QStringLiteral("<br><b>%1</b>").arg(describe(*why).toHtmlEscaped()) : QString()));
}

}  // namespace eylau::game
