#include "dialogs/release_dialog.h"

#include "text/game_text.h"
#include "shared/screen_fit.h"

#include "eylau/game/decision_due.h"
#include "eylau/game/game.h"
#include "eylau/game/player_queries.h"
#include "eylau/scenario/scenario.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace eylau::game {

ReleaseDialog::ReleaseDialog(const Game& game, QWidget* parent) : QDialog(parent), list_(new QListWidget(this)) {
    setWindowTitle(tr("Allied player: release a division (19.3)"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("<p><b>Allied player</b>: on Game-Turn 2, only Ostermann's units and those of "
                                "<i>one</i> other Russian division may move (19.3). Which division do you "
                                "release?</p>"),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(list_);
    // Wide enough to read, and never smaller than its wrapped text needs: nothing is cut, at any
    // scale (screen_fit.h).
    intro->setMinimumWidth(readableWidth(intro, 56));
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    wrapLines(list_);
    const Scenario& scenario = game.scenario();
    for (const std::string& id : releasableDivisions(game)) {
        const Division& d = *scenario.division(id);
        int units = 0, strength = 0;
        for (UnitIndex u : unitIndices(scenario))
            if (scenario.units[u.slot()].division == d.id && hexOnMap(game, u)) {
                ++units;
                strength += scenario.units[u.slot()].strength;
            }
        auto* item = new QListWidgetItem(tr("%1 (%2): %3, %4", "division (id): units, strength points")
                                             .arg(divisionName(scenario, d.id), qtext(d.id),
                                                  tr("%n unit(s)", nullptr, units),
                                                  tr("%n strength point(s)", nullptr, strength)),
                                         list_);
        item->setData(Qt::UserRole, QString::fromStdString(d.id));
    }
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* release = buttons->addButton(tr("&Release"), QDialogButtonBox::AcceptRole);
    buttons->addButton(tr("Decide &later"), QDialogButtonBox::RejectRole);
    release->setEnabled(false);
    layout->addWidget(buttons);
    list_->setAccessibleName(tr("Divisions that may be released"));
    connect(list_, &QListWidget::currentRowChanged, release, [release](int row) { release->setEnabled(row >= 0); });
    connect(list_, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

std::string ReleaseDialog::division() const {
    const QListWidgetItem* item = list_->currentItem();
    return item ? item->data(Qt::UserRole).toString().toStdString() : std::string();
}

int ReleaseDialog::optionCount() const { return list_->count(); }

}  // namespace eylau::game
