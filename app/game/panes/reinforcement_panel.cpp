#include "panes/reinforcement_panel.h"

#include "shared/indented_wrap_delegate.h"

#include "panes/unit_item_data.h"
#include "text/game_text.h"

#include "counter_art.h"
#include "counter_pixmap.h"

#include "eylau/game/game.h"
#include "eylau/game/player_queries.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace eylau::game {

ReinforcementPanel::ReinforcementPanel(QWidget* parent)
    : QWidget(parent), tree_(new QTreeWidget(this)), art_(std::make_unique<mapview::CounterArt>()) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tree_);
    tree_->setAccessibleName(tr("Units off the map"));
    tree_->setHeaderHidden(true);
    tree_->setIconSize(QSize(36, 36));
    tree_->setRootIsDecorated(true);
    // Two lines a unit (its name and values; then when and where it comes), beside its counter,
    // wrapping further where the dock is narrow rather than cutting them.
    new IndentedWrapDelegate(tree_, 0);
    // Before the opened group's rows are measured and painted.
    connect(tree_, &QTreeWidget::itemExpanded, this, &ReinforcementPanel::addCounterIcons);
    connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        if (filling_ || !item) return;
        const std::optional<UnitIndex> unit = unitOfData(item->data(0, Qt::UserRole));
        if (unit && (item->flags() & Qt::ItemIsSelectable)) emit unitChosen(*unit);
    });
}

ReinforcementPanel::~ReinforcementPanel() = default;

QIcon ReinforcementPanel::counterIcon(UnitIndex unit) const {
    const Unit& u = scenario_->units[unit.slot()];
    return QIcon(mapview::counterPixmap(u, scenario_->division(u.division), *art_, 36, devicePixelRatioF()));
}

void ReinforcementPanel::addCounterIcons(QTreeWidgetItem* group) {
    for (int c = 0; c < group->childCount(); ++c) {
        QTreeWidgetItem* item = group->child(c);
        if (!item->icon(0).isNull()) continue;
        if (const std::optional<UnitIndex> unit = unitOfData(item->data(0, Qt::UserRole))) item->setIcon(0, counterIcon(*unit));
    }
}

void ReinforcementPanel::showGame(const Game& game) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    filling_ = true;
    tree_->clear();
    auto group = [&](const QString& title) {
        auto* item = new QTreeWidgetItem(tree_, {title});
        QFont f = item->font(0);
        f.setBold(true);
        item->setFont(0, f);
        item->setFlags(Qt::ItemIsEnabled);
        return item;
    };
    const bool movement = st.phase == Phase::Movement;
    QTreeWidgetItem* now = group(tr("%1 may enter now").arg(sideName(st.phasing)));
    QTreeWidgetItem* later = group(tr("Due later"));
    QTreeWidgetItem* held = group(tr("Held back (7.3)"));
    QTreeWidgetItem* gone = group(tr("Eliminated"));
    scenario_ = &scenario;
    for (UnitIndex i : unitIndices(scenario)) {
        const Unit& u = scenario.units[i.slot()];
        const UnitState& us = st.units[i.slot()];
        QTreeWidgetItem* parent = nullptr;
        QString detail;
        bool selectable = false;
        // 7.0, 7.3: the engine sorts the reinforcements waiting to enter.
        const ReinforcementStatus status = reinforcementStatus(game, i);
        if (us.status == UnitStatus::Eliminated) {
            parent = gone;
            detail = sideName(u.side);
        } else if (status != ReinforcementStatus::None) {
            const EntryArea* a = scenario.entryArea(u.arrival->area);
            const QString area = a ? tr("area %1 (%2)").arg(qtext(a->id), qtext(a->name)) : qtext(u.arrival->area);
            detail = tr("%1, Game-Turn %2, %3")
                         .arg(sideName(u.side))
                         .arg(u.arrival->turn)
                         .arg(a ? tr("area %1").arg(qtext(a->id)) : area);
            // One that may enter but cannot (no entry hex open, 19.x) shows the engine's reason.
            switch (status) {
            case ReinforcementStatus::MayEnterNow:
                parent = now;
                selectable = !game.reachable(i).empty();
                if (!selectable)
                    if (const Verdict why = game.whyCannotMove(i)) detail += tr(" \u2014 %1").arg(describe(*why));
                break;
            case ReinforcementStatus::HeldBack: parent = held; break;
            case ReinforcementStatus::DueLater:
            case ReinforcementStatus::None: parent = later; break;
            }
        } else {
            continue;
        }
        auto* item = new QTreeWidgetItem(parent, {QStringLiteral("%1 %2-%3\n%4")
                                                      .arg(qtext(u.id))
                                                      .arg(u.strength)
                                                      .arg(u.movement)
                                                      .arg(detail)});
        item->setToolTip(0, unitLabel(scenario, i) + QLatin1Char('\n') + detail);
        // A group shown closed gets its counters' pictures when opened (start-up, issue 40).
        if (parent == now || parent == held) item->setIcon(0, counterIcon(i));
        item->setData(0, Qt::UserRole, unitData(i));
        item->setFlags(selectable ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsEnabled);
        if (selectable)
            item->setToolTip(0, item->toolTip(0) + tr("\nClick, then click a highlighted entry hex on the map"));
    }
    for (QTreeWidgetItem* g : {now, later, held, gone}) {
        g->setText(0, g->text(0) + QStringLiteral(" (%1)").arg(g->childCount()));
        if (g->childCount() == 0) g->setHidden(g != now || !movement);
    }
    if (st.phase == Phase::GameOver) {
        now->setHidden(true);
        held->setHidden(true);
    }
    // The headings whole (issue 40: "French may \u2026ter now" at the dock's first width): the
    // panel is at least as wide as the widest, beside the branch marks and a scroll bar.
    int widest = 0;
    for (const QTreeWidgetItem* g : {now, later, held, gone})
        if (!g->isHidden()) widest = std::max(widest, QFontMetrics(g->font(0)).horizontalAdvance(g->text(0)));
    tree_->setMinimumWidth(widest + tree_->indentation() + 2 * tree_->frameWidth()
                           + tree_->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 16);
    now->setExpanded(true);
    held->setExpanded(true);
    later->setExpanded(false);
    gone->setExpanded(false);
    filling_ = false;
}

QTreeWidgetItem* ReinforcementPanel::itemFor(UnitIndex unit) const {
    for (int g = 0; g < tree_->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = tree_->topLevelItem(g);
        for (int c = 0; c < group->childCount(); ++c)
            if (unitOfData(group->child(c)->data(0, Qt::UserRole)) == unit) return group->child(c);
    }
    return nullptr;
}

void ReinforcementPanel::setSelectedUnit(std::optional<UnitIndex> unit) {
    filling_ = true;
    tree_->clearSelection();
    if (QTreeWidgetItem* item = unit ? itemFor(*unit) : nullptr)
        if (item->flags() & Qt::ItemIsSelectable) item->setSelected(true);
    filling_ = false;
}

}  // namespace eylau::game
