#include "dialogs/attack_dialog.h"

#include "dialogs/advance_widget.h"
#include "shared/game_document.h"
#include "text/game_text.h"
#include "dialogs/losses_widget.h"
#include "text/case_links.h"
#include "dialogs/help_window.h"
#include "panes/unit_item_data.h"
#include "text/odds_report.h"
#include "shared/screen_fit.h"

#include "eylau/core/contains.h"
#include "eylau/game/decision_due.h"
#include "eylau/game/player_queries.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/variants/cavalry_readiness.h"
#include "eylau/scenario/scenario.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QBoxLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QShortcut>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace eylau::game {
namespace {

constexpr int kUnitRole = Qt::UserRole;

QLabel* wrapping(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    followCaseLinks(label);  // its case numbers open the Rules Reference
    return label;
}

}  // namespace

AttackDialog::AttackDialog(const GameDocument& document, QWidget* parent) : QDialog(parent), document_(document) {
    setWindowTitle(tr("Attack"));
    // F1: the User Guide's part about combat.
    auto* help = new QShortcut(QKeySequence::HelpContents, this);
    connect(help, &QShortcut::activated, this, [this] { showHelp(this, QStringLiteral("playing.md"), QStringLiteral("The Combat Phase")); });
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    pages_ = new QStackedWidget(this);
    pages_->addWidget(buildDeclarePage());
    pages_->addWidget(buildOutcomePage());
    layout->addWidget(pages_);
    resize(fittedToScreen(parent, QSize(620, 700)));
}

// The declaration: everything but the buttons scrolls, so that on a small screen or at a large
// scale factor the totals, the chances and Resolve/Cancel stay within reach (issue 20).
QWidget* AttackDialog::buildDeclarePage() {
    auto* outer = new QWidget(this);
    auto* outerLayout = new QVBoxLayout(outer);
    outerLayout->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(outer);
    scroll->setObjectName(QStringLiteral("declareScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* page = new QWidget(scroll);
    scroll->setWidget(page);
    outerLayout->addWidget(scroll, 1);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    title_ = wrapping(page);
    layout->addWidget(title_);

    lists_ = new QBoxLayout(QBoxLayout::LeftToRight);
    auto* lists = lists_;
    auto* attackBox = new QGroupBox(tr("Attacking units"), page);
    auto* attackLayout = new QVBoxLayout(attackBox);
    attackerList_ = new QListWidget(attackBox);
    attackerList_->setAccessibleName(tr("Attacking units"));
    attackerList_->setWordWrap(true);
    attackerList_->setMaximumHeight(130);
    attackLayout->addWidget(attackerList_);
    auto* defendBox = new QGroupBox(tr("Defending units"), page);
    auto* defendLayout = new QVBoxLayout(defendBox);
    defenderList_ = new QListWidget(defendBox);
    defenderList_->setAccessibleName(tr("Defending units"));
    defenderList_->setWordWrap(true);
    defenderList_->setMaximumHeight(130);
    defendLayout->addWidget(defenderList_);
    lists->addWidget(attackBox);
    lists->addWidget(defendBox);
    layout->addLayout(lists, 2);
    auto* hint = wrapping(page);
    hint->setText(plainWithCaseLinks(
        this, tr("Check units here, or click them on the map. Artillery two hexes away bombards (5.6).")));
    hint->setStyleSheet(QStringLiteral("color: palette(mid);"));
    layout->addWidget(hint);

    auto* options = new QGroupBox(tr("Options"), page);
    auto* form = new QFormLayout(options);
    lowerOdds_ = new QComboBox(options);
    form->addRow(tr("Lower the odds to (6.2):"), lowerOdds_);
    shift_ = new QCheckBox(tr("&Shift one column instead of +2 (20.2)"), options);
    form->addRow(shift_);
    freshList_ = new QListWidget(options);
    freshList_->setAccessibleName(tr("Fresh Strength"));
    freshList_->setMaximumHeight(56);
    form->addRow(tr("Fresh Strength (21.1):"), freshList_);
    spareList_ = new QListWidget(options);
    spareList_->setObjectName(QStringLiteral("spareList"));
    spareList_->setAccessibleName(tr("Spare cavalry"));
    spareList_->setMaximumHeight(56);
    spareList_->setToolTip(tr("Cavalry readiness (variant): a checked unit attacks at a third of its present "
                              "strength and keeps its readiness (CR.4)"));
    spareLabel_ = new QLabel(tr("Spare cavalry (CR.4, variant):"), options);
    form->addRow(spareLabel_, spareList_);
    layout->addWidget(options);

    auto* oddsBox = new QGroupBox(tr("How the odds are made"), page);
    auto* oddsLayout = new QVBoxLayout(oddsBox);
    odds_ = wrapping(oddsBox);
    odds_->setWordWrap(false);  // a table: its natural size, never clipped
    oddsLayout->addWidget(odds_);
    layout->addWidget(oddsBox, 1);

    // What the decision rests on, under the scrolling part and always in view (issue 40): the
    // ratio and the column, the chance of each result, why the attack cannot be made, Resolve.
    summary_ = wrapping(outer);
    summary_->setObjectName(QStringLiteral("oddsSummary"));
    QFont bold = summary_->font();
    bold.setBold(true);
    summary_->setFont(bold);
    outerLayout->addWidget(summary_);
    chances_ = wrapping(outer);
    chances_->setWordWrap(false);
    outerLayout->addWidget(chances_);
    verdict_ = wrapping(outer);
    verdict_->setStyleSheet(QStringLiteral("color: #b00020;"));
    outerLayout->addWidget(verdict_);

    auto* buttons = new QDialogButtonBox(outer);
    resolve_ = buttons->addButton(tr("&Resolve"), QDialogButtonBox::AcceptRole);
    resolve_->setDefault(true);
    resolve_->setToolTip(tr("Declare this attack and roll the die (6.1)"));
    // Mnemonics unique in the window, over both pages: Cancel and Close do not share the C.
    QPushButton* cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setText(tr("&Cancel"));
    outerLayout->addWidget(buttons);

    connect(attackerList_, &QListWidget::itemChanged, this, &AttackDialog::listItemChanged);
    connect(defenderList_, &QListWidget::itemChanged, this, &AttackDialog::listItemChanged);
    connect(freshList_, &QListWidget::itemChanged, this, &AttackDialog::optionsChanged);
    connect(spareList_, &QListWidget::itemChanged, this, &AttackDialog::optionsChanged);
    connect(lowerOdds_, &QComboBox::currentIndexChanged, this, &AttackDialog::optionsChanged);
    connect(shift_, &QCheckBox::toggled, this, &AttackDialog::optionsChanged);
    connect(resolve_, &QPushButton::clicked, this, [this] {
        emit declareRequested(draft_.command(document_.game().scenario()), oddsInWords_);
    });
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    return outer;
}

QWidget* AttackDialog::buildOutcomePage() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    result_ = wrapping(page);
    QFont big = result_->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    result_->setFont(big);
    layout->addWidget(result_);
    events_ = wrapping(page);
    layout->addWidget(events_);
    next_ = wrapping(page);
    layout->addWidget(next_);
    losses_ = new LossesWidget(page);
    layout->addWidget(losses_);
    advance_ = new AdvanceWidget(page);
    layout->addWidget(advance_);
    layout->addStretch(1);
    auto* buttons = new QDialogButtonBox(page);
    close_ = buttons->addButton(QDialogButtonBox::Close);
    close_->setText(tr("Cl&ose"));
    layout->addWidget(buttons);
    connect(close_, &QPushButton::clicked, this, &QDialog::accept);
    connect(losses_, &LossesWidget::loseRequested, this, &AttackDialog::loseRequested);
    connect(advance_, &AdvanceWidget::advanceRequested, this, &AttackDialog::advanceRequested);
    connect(advance_, &AdvanceWidget::noAdvanceRequested, this, &AttackDialog::noAdvanceRequested);
    return page;
}

bool AttackDialog::isDrawingUp() const { return isVisible() && pages_->currentIndex() == 0; }

void AttackDialog::startDraft(const AttackInHand& draft) {
    draft_ = draft;
    outcome_.clear();
    verdict_->clear();
    showPage(0);
    refresh();
    emit draftChanged();
}

void AttackDialog::toggleUnit(UnitIndex unit) {
    draft_.toggle(document_.game(), unit);
    verdict_->clear();
    refresh();
    emit draftChanged();
}

void AttackDialog::showRefusal(const QString& text) { verdict_->setText(plainWithCaseLinks(this, text)); }

void AttackDialog::refresh() {
    const Game& game = document_.game();
    const GameState& st = game.state();
    if (pages_->currentIndex() == 0) {
        title_->setText(htmlWithCaseLinks(
            this, tr("<b>%1 attack</b> &mdash; %2, %3. %4")
                      .arg(sideName(st.phasing), turnName(game.scenario(), st.turn), phaseName(st.phase),
                           tr("Your units in an enemy Zone of Control have to attack, and enemy units with "
                              "one of yours beside them have to be attacked (5.1)."))));
        fillLists();
        updateOdds();
        return;
    }
    // The outcome page: what is left to decide.
    QString next;
    losses_->showFor(game);
    losses_->setVisible(st.pending && st.pending->lossesOwed > 0);
    int advanceOptions = 0;
    if (st.pending && decisionDue(game).kind == DecisionKind::Advance)  // 6.6: after retreats and Ee losses
        advanceOptions = advance_->showFor(game);
    advance_->setVisible(advanceOptions > 0);
    if (st.pending) {
        const PendingResolution& p = *st.pending;
        if (!p.mustRetreat.empty()) {
            QStringList names;
            for (UnitIndex u : p.mustRetreat) names << unitId(game.scenario(), u);
            const Side owner = game.scenario().units[p.mustRetreat.front().slot()].side;
            next = tr("<b>%1 player:</b> retreat %2 one hex each into a safe hex (6.4): click the unit, then a "
                      "highlighted hex on the map. A friendly unit in the only safe hex is displaced (6.5).")
                       .arg(sideName(owner), names.join(QStringLiteral(", ")));
        } else if (p.lossesOwed > 0) {
            next = tr("<b>%1 player:</b> choose the Ee losses.").arg(sideName(st.phasing));
        }
        if (!p.mayRetreat.empty()) {
            QStringList names;
            for (UnitIndex u : p.mayRetreat) names << unitId(game.scenario(), u);
            next += tr("<br>Bombarding artillery %1 may retreat one hex if the player wishes (6.8): click it, then a "
                       "highlighted hex.")
                        .arg(names.join(QStringLiteral(", ")));
        }
    } else if (st.awaitingDefence) {
        next = tr("Waiting for the defender's answer about Fresh Strength (21.1).");
    } else {
        next = tr("This attack is over. Close this window, or click the next unit to attack on the map.");
    }
    next_->setText(htmlWithCaseLinks(this, next));
    fitOutcome();
}

// The outcome page is short: the window takes its height, so it hides no more of the map than
// it needs to (and grows when losses or an advance are to be chosen).
void AttackDialog::fitOutcome(int windowWidth) {
    if (pages_->currentIndex() != 1) return;
    QLayout* l = layout();
    QWidget* page = pages_->currentWidget();
    if (!l || !page) return;
    l->activate();
    if (windowWidth <= 0) windowWidth = width();
    // The page's height at this width (wrapped text), not the stack's: a stack is as tall as its
    // tallest page for a given width, whichever it shows.
    const QMargins m = l->contentsMargins();
    const int pageWidth = windowWidth - m.left() - m.right();
    const int pageHeight = page->hasHeightForWidth() ? page->heightForWidth(pageWidth) : page->sizeHint().height();
    resize(fittedToScreen(this, QSize(windowWidth, std::max(pageHeight + m.top() + m.bottom(), minimumSizeHint().height()))));
}

void AttackDialog::fillLists() {
    const Game& game = document_.game();
    const Scenario& scenario = game.scenario();
    const Obligations open = openObligations(game.situation());
    const AttackDraftOptions options = draft_.options(game);
    filling_ = true;
    // The engine's options: the picked units and those within reach of the picks; a unit that may
    // not join is shown greyed, with the engine's reason.
    auto fill = [&](QListWidget* list, const std::vector<DraftOption>& units, bool friendly) {
        list->clear();
        for (const DraftOption& o : units) {
            if (!o.picked && !o.nearby) continue;
            const UnitIndex u = o.unit;
            const Unit& unit = scenario.units[u.slot()];
            QString text = tr("%1 (%2-%3 %4) in %5", "id (strength-movement type) in hex")
                               .arg(qtext(unit.id))
                               .arg(unit.strength)
                               .arg(unit.movement)
                               .arg(typeName(unit.type).left(3), qtext(game.state().unit(u).hex.id()));
            if (friendly && contains(draft_.bombarding(), u)) text += tr(" (bombarding)");
            if (friendly && contains(open.mustAttack, u)) text += tr(" \u2014 must attack");
            if (!friendly && contains(open.mustBeAttacked, u)) text += tr(" \u2014 must be attacked");
            auto* item = new QListWidgetItem(text, list);
            QString tip = unitLabel(scenario, u) + (contains(open.mustAttack, u) || contains(open.mustBeAttacked, u)
                                                        ? tr(": under obligation (5.1)")
                                                        : QString());
            if (o.refusal) tip += QLatin1Char('\n') + describe(*o.refusal);
            item->setToolTip(tip);
            item->setData(kUnitRole, unitData(u));
            // A picked unit stays checkable, so that it can be dropped.
            item->setFlags(o.picked || o.mayJoin() ? Qt::ItemIsEnabled | Qt::ItemIsUserCheckable : Qt::ItemIsUserCheckable);
            item->setCheckState(draft_.contains(u) ? Qt::Checked : Qt::Unchecked);
        }
    };
    fill(attackerList_, options.friendly, true);
    fill(defenderList_, options.enemy, false);
    // 21.1: the picked units whose division has a marker in play, used or not.
    freshList_->clear();
    QStringList none;
    for (const FreshChoice& c : options.fresh) {
        if (!c.marker) {
            if (c.refusal) none << describe(*c.refusal);
            continue;
        }
        const Unit& unit = scenario.units[c.unit.slot()];
        auto* item = new QListWidgetItem(tr("%1: %2's marker, +%3").arg(qtext(unit.id), qtext(unit.division)).arg(c.bonus),
                                         freshList_);
        item->setData(kUnitRole, unitData(c.unit));
        item->setCheckState(contains(draft_.fresh, c.unit) ? Qt::Checked : Qt::Unchecked);
    }
    none.removeDuplicates();
    freshList_->setToolTip(none.join(QLatin1Char('\n')));
    markFresh(options);
    freshList_->setEnabled(freshList_->count() > 0);
    // No marker to offer: say why in the box itself, not only in its tooltip (21.1).
    if (freshList_->count() == 0) {
        const QString why = none.isEmpty() ? (draft_.attackers().empty() ? tr("Pick an attacker to see its division's marker.")
                                                                          : tr("No marker for these units (21.1)."))
                                           : none.join(QLatin1Char('\n'));
        auto* item = new QListWidgetItem(why, freshList_);
        item->setFlags(Qt::NoItemFlags);
    }
    // CR.4 (variant): the picked attacking cavalry whose readiness the game tracks.
    spareList_->clear();
    for (UnitIndex u : draft_.attackers()) {
        if (!tracksReadiness(scenario, document_.game().state(), u)) continue;
        auto* item = new QListWidgetItem(
            tr("%1 (%2): fight at a third, stay %2")
                .arg(qtext(scenario.units[u.slot()].id), qtext(toString(document_.game().state().unit(u).readiness))),
            spareList_);
        item->setData(kUnitRole, unitData(u));
        item->setCheckState(contains(draft_.sparing, u) ? Qt::Checked : Qt::Unchecked);
    }
    const bool readiness = document_.game().state().variants.cavalryReadiness;
    spareList_->setVisible(readiness);
    spareLabel_->setVisible(readiness);
    spareList_->setEnabled(spareList_->count() > 0);
    filling_ = false;
}

// 21.1: a marker that may not be given (used, or given to another unit of the division) is greyed,
// with the engine's reason; a checked one stays checkable, so that it can be taken back.
void AttackDialog::markFresh(const AttackDraftOptions& options) {
    const bool wasFilling = filling_;
    filling_ = true;
    for (int i = 0; i < freshList_->count(); ++i) {
        QListWidgetItem* item = freshList_->item(i);
        const std::optional<UnitIndex> unit = unitOfData(item->data(kUnitRole));
        if (!unit) continue;  // the line saying why there is none
        const FreshChoice* c = options.freshChoice(*unit);
        const bool usable = c && c->mayUse();
        const bool checked = item->checkState() == Qt::Checked;
        item->setFlags(usable || checked ? Qt::ItemIsEnabled | Qt::ItemIsUserCheckable : Qt::ItemIsUserCheckable);
        item->setToolTip(c && c->refusal ? describe(*c->refusal) : QString());
    }
    filling_ = wasFilling;
}

void AttackDialog::updateOdds() {
    const Game& game = document_.game();
    const bool weather = game.state().weather;
    filling_ = true;
    const auto& columns = game.scenario().combatResults.columns();
    if (draft_.attackers().empty() && draft_.bombarding().empty()) {
        odds_->setText(tr("Pick the attacking units."));
        summary_->clear();
        chances_->clear();
    } else if (draft_.defenders().empty()) {
        odds_->setText(tr("Pick the defending units."));
        summary_->clear();
        chances_->clear();
    }
    if (draft_.defenders().empty() || (draft_.attackers().empty() && draft_.bombarding().empty())) {
        emit oddsShown(nullptr);
        lowerOdds_->clear();
        lowerOdds_->setEnabled(false);
        shift_->setEnabled(false);
        resolve_->setEnabled(false);
        filling_ = false;
        return;
    }
    // The choices the rules allow (6.2: the columns below; 20.2: the shift), as the engine gives them.
    const OddsChoices choices = oddsChoices(game, draft_.attack());
    lowerOdds_->clear();
    lowerOdds_->addItem(tr("%1 (as they fall)").arg(QString::fromStdString(columns[choices.column].text())));
    for (std::size_t c : choices.lowerTo) {
        lowerOdds_->addItem(QString::fromStdString(columns[c].text()), int(c));
        if (draft_.lowerTo && *draft_.lowerTo == columns[c]) lowerOdds_->setCurrentIndex(lowerOdds_->count() - 1);
    }
    lowerOdds_->setEnabled(!choices.lowerTo.empty());
    shift_->setEnabled(choices.shiftOpen);
    shift_->setChecked(draft_.shift);

    const OddsAccount& odds = choices.odds;  // the attack as drawn up, its lowering included
    oddsInWords_ = oddsSummary(game, odds);
    odds_->setText(htmlWithCaseLinks(this, oddsHtml(game, odds)));
    summary_->setText(plainWithCaseLinks(this, oddsInWords_));
    chances_->setText(htmlWithCaseLinks(this, chancesHtml(odds, weather)));
    emit oddsShown(&odds);
    // Rich-text tables report a small size hint until laid out: hold the room they need.
    odds_->setMinimumHeight(odds_->sizeHint().height());
    const Verdict verdict = game.whyNot(draft_.command(game.scenario()));
    verdict_->setText(verdict ? plainWithCaseLinks(this, describe(*verdict)) : QString());
    resolve_->setEnabled(!verdict);
    filling_ = false;
}

void AttackDialog::listItemChanged(QListWidgetItem* item) {
    if (filling_) return;
    if (const std::optional<UnitIndex> unit = unitOfData(item->data(kUnitRole))) toggleUnit(*unit);
}

void AttackDialog::optionsChanged() {
    if (filling_) return;
    const auto& columns = document_.game().scenario().combatResults.columns();
    const QVariant column = lowerOdds_->currentData();
    draft_.lowerTo = column.isValid() ? std::optional<CombatRatio>(columns[std::size_t(column.toInt())]) : std::nullopt;
    draft_.shift = shift_->isEnabled() && shift_->isChecked();
    draft_.fresh.clear();
    for (int i = 0; i < freshList_->count(); ++i)
        if (const std::optional<UnitIndex> unit = unitOfData(freshList_->item(i)->data(kUnitRole));
            unit && freshList_->item(i)->checkState() == Qt::Checked)
            draft_.fresh.push_back(*unit);
    draft_.sparing.clear();
    for (int i = 0; i < spareList_->count(); ++i)
        if (const std::optional<UnitIndex> unit = unitOfData(spareList_->item(i)->data(kUnitRole));
            unit && spareList_->item(i)->checkState() == Qt::Checked)
            draft_.sparing.push_back(*unit);
    markFresh(draft_.options(document_.game()));
    verdict_->clear();
    updateOdds();
    emit draftChanged();
}

void AttackDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    keepOnScreen();
}

void AttackDialog::resizeEvent(QResizeEvent* event) {
    QDialog::resizeEvent(event);
    if (isVisible()) keepOnScreen();
}

void AttackDialog::keepOnScreen() {
    const QScreen* s = screen();
    if (!s) return;
    const QRect free = s->availableGeometry();
    const QRect frame = frameGeometry();
    QPoint to = frame.topLeft();
    if (frame.bottom() > free.bottom()) to.setY(std::max(free.top(), free.bottom() - frame.height() + 1));
    if (frame.right() > free.right()) to.setX(std::max(free.left(), free.right() - frame.width() + 1));
    if (frame.top() < free.top()) to.setY(free.top());
    if (frame.left() < free.left()) to.setX(free.left());
    if (to != frame.topLeft()) move(to + (pos() - frame.topLeft()));
}

void AttackDialog::hideEvent(QHideEvent* event) {
    QDialog::hideEvent(event);
    emit oddsShown(nullptr);
}

void AttackDialog::showOutcome(const std::vector<Event>& events) {
    outcome_.clear();
    showPage(1);
    addEvents(events);
}

// Only the page shown counts for the window's size.
void AttackDialog::showPage(int index) {
    pages_->setCurrentIndex(index);
    for (int i = 0; i < pages_->count(); ++i)
        pages_->widget(i)->setSizePolicy(i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                                         i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    if (index == 0) {
        // The two lists side by side on a wide screen; on a narrow one (1280x720, or a large
        // QT_SCALE_FACTOR) one above the other, in a narrower window that leaves the map in sight.
        const QScreen* s = screen();
        const bool narrow = s && s->availableGeometry().width() < 1400;
        lists_->setDirection(narrow ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
        const int least = narrow ? 380 : 560;
        const int wanted = narrow ? 440 : 620;
        attackerList_->setMaximumHeight(narrow ? 96 : 130);
        defenderList_->setMaximumHeight(narrow ? 96 : 130);
        setMinimumWidth(std::min(least, fittedToScreen(this, QSize(least, 1)).width()));
        // A new attack starts at the width wanted; while the window is open it keeps its size.
        resize(fittedToScreen(this, QSize(isVisible() ? std::max(width(), least) : wanted, 700)));
    } else {
        setMinimumWidth(400);  // the outcome is text and short lists: a narrower window hides less
        fitOutcome(std::min(width(), 470));
    }
}

void AttackDialog::addEvents(const std::vector<Event>& events) {
    outcome_.insert(outcome_.end(), events.begin(), events.end());
    QString headline;
    QStringList lines;
    for (const Event& e : outcome_) {
        if (e.kind == EventKind::DieRolled || e.kind == EventKind::WeatherRolled)
            headline += (headline.isEmpty() ? QString() : QStringLiteral("<br>")) +
                        describe(e).toHtmlEscaped();
        if (e.kind == EventKind::CombatResolved)
            headline += QStringLiteral("<br><b>%1</b>").arg(eventText(e).toHtmlEscaped());
        lines << describe(e).toHtmlEscaped();
    }
    result_->setText(headline.isEmpty() ? tr("Declared.") : htmlWithCaseLinks(this, headline));
    events_->setText(htmlWithCaseLinks(this, QStringLiteral("<small>") + lines.join(QStringLiteral("<br>")) +
                                                 QStringLiteral("</small>")));
    refresh();
}

}  // namespace eylau::game
