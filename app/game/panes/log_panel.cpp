#include "panes/log_panel.h"

#include "text/case_links.h"
#include "text/game_text.h"
#include "panes/rules_pane.h"
#include "shared/indented_wrap_delegate.h"

#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"
#include "eylau/scenario/scenario.h"
#include "eylau/scenario/turn_track.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace eylau::game {


LogPanel::LogPanel(QWidget* parent) : QWidget(parent), tree_(new QTreeWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tree_);
    tree_->setAccessibleName(tr("Events"));
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Event"), tr("Case")});
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(1, QHeaderView::Fixed);
    tree_->header()->resizeSection(1, 44);
    new IndentedWrapDelegate(tree_, 0);  // long events wrap, beside their indent
    tree_->setAlternatingRowColors(true);
    // A click on an event's case opens it in the Rules Reference.
    connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item, int column) {
        if (column != 1 || item->text(1).isEmpty()) return;
        if (RulesPane* pane = rulesPaneOf(this)) pane->openCase(item->text(1));
    });
}

void LogPanel::clear() {
    tree_->clear();
    turnItem_ = playerItem_ = nullptr;
    turn_ = 0;
    phasing_ = -1;
    events_ = 0;
}

void LogPanel::rebuild(const GameSession& session) {
    clear();
    append(session, 0, int(session.steps().size()));
}

void LogPanel::rebuild(const Scenario& scenario, const std::vector<SessionStep>& steps, const GameRecord& record,
                       std::size_t count) {
    clear();
    append(Source{scenario, steps, record}, 0, int(std::min(count, steps.size())));
}

QTreeWidgetItem* LogPanel::groupFor(const Source& source, int step) {
    const SessionStep& s = source.steps[std::size_t(step)];
    if (!turnItem_ || s.turn != turn_) {
        turn_ = s.turn;
        phasing_ = -1;
        const Scenario& sc = source.scenario;
        QString title = tr("Game-Turn %1 (%2)").arg(s.turn).arg(turnTime(sc, s.turn));
        if (isNightTurn(sc.turns, s.turn)) title += tr(", night");
        turnItem_ = new QTreeWidgetItem(tree_, {title});
        QFont f = turnItem_->font(0);
        f.setBold(true);
        turnItem_->setFont(0, f);
        turnItem_->setFirstColumnSpanned(true);
        turnItem_->setExpanded(true);
        playerItem_ = nullptr;
    }
    if (!playerItem_ || int(s.phasing) != phasing_) {
        phasing_ = int(s.phasing);
        playerItem_ = new QTreeWidgetItem(turnItem_, {tr("%1 Player-Turn").arg(sideName(s.phasing))});
        playerItem_->setFirstColumnSpanned(true);
        playerItem_->setExpanded(true);
    }
    return playerItem_;
}

void LogPanel::addStep(const Source& source, int step) {
    QTreeWidgetItem* parent = groupFor(source, step);
    const QString command = commandText(source.record.lines[std::size_t(step)].command);
    for (const Event& e : source.steps[std::size_t(step)].events) {
        auto* item = new QTreeWidgetItem(parent, {eventText(e), QString::fromStdString(e.ruleCase)});
        const QString tip = tr("%1\nRecord: %2").arg(describe(e), command);
        item->setToolTip(0, tip);
        item->setToolTip(1, tip);
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        // The case looks like the link it is.
        QFont link = item->font(1);
        link.setUnderline(true);
        item->setFont(1, link);
        item->setForeground(1, tree_->palette().color(QPalette::Link));
        if (e.kind == EventKind::PhaseBegan || e.kind == EventKind::TurnBegan || e.kind == EventKind::GameEnded) {
            QFont f = item->font(0);
            f.setItalic(true);
            item->setFont(0, f);
        }
        ++events_;
    }
}

void LogPanel::append(const GameSession& session, int firstStep, int count) {
    append(Source{session.scenario(), session.steps(), session.record()}, firstStep, count);
}

void LogPanel::append(const Source& source, int firstStep, int count) {
    for (int i = firstStep; i < firstStep + count && i < int(source.steps.size()); ++i) addStep(source, i);
    if (QTreeWidgetItem* last = playerItem_ ? playerItem_->child(playerItem_->childCount() - 1) : nullptr)
        tree_->scrollToItem(last);
}

}  // namespace eylau::game
