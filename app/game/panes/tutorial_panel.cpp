#include "panes/tutorial_panel.h"

#include "text/case_links.h"
#include "controllers/tutorial.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace eylau::game {

TutorialPanel::StepText TutorialPanel::text(TutorialStep step) {
    switch (step) {
    case TutorialStep::Select:
        return {tr("Select a unit (4.0)"),
                tr("You command the French advance guard, west of the village of Grünau; the computer plays the "
                   "Allied rearguard. It is your Movement Phase of Game-Turn 1. <b>Click one of your units</b>, such "
                   "as Av.1 in hex 0304 (its tooltip gives its strength and Movement Allowance, 2.5, 2.6).")};
    case TutorialStep::Move:
        return {tr("See where it can go, and move (4.1, 4.2)"),
                tr("The shaded hexes are the ones it can reach this phase; each shows the Movement Points it costs "
                   "to get there. Woods cost more, the road less: the Charts tab has the Terrain Effects Chart (9.0). "
                   "Point at a hex outside the shading and the status bar says why not. <b>Click a shaded hex</b> "
                   "(or drag the counter) to move. Ctrl+Z takes a move back.")};
    case TutorialStep::ZoneOfControl:
        return {tr("Stop in a Zone of Control (4.5)"),
                tr("The six hexes around an enemy unit are its Zone of Control. A unit entering one must stop (4.5), "
                   "and in the Combat Phase it must attack (5.1). <b>Move a unit next to an Allied unit</b>, such as "
                   "those holding Grünau in 0804 and 0805.")};
    case TutorialStep::EndMovement:
        return {tr("End the Movement Phase (3.0)"),
                tr("When your units stand where you want them, <b>press End Movement Phase</b> (Ctrl+E). If a rule "
                   "forbids it, the turn bar says which (click its case to read it) and the map marks where.")};
    case TutorialStep::Attack:
        return {tr("Draw up an attack and read the odds (5.0, 6.2)"),
                tr("<b>Click an enemy unit next to yours.</b> The attack window lists the units that must attack it "
                   "or may join (5.3, 5.4), adds up the strengths, doubles a defender in a town or fort (9.0), and "
                   "finds the column of the Combat Results Table (6.2). The Charts tab highlights that column and "
                   "shows the chance of each result. Try adding a unit, or lowering the odds.")};
    case TutorialStep::Result:
        return {tr("Roll the die: the result (6.3)"),
                tr("<b>Press Resolve.</b> The die is rolled and the table gives the result: Ae or Ar, the attackers "
                   "are eliminated or retreat; De or Dr, the defenders; Ee, an exchange (6.3). The log keeps every "
                   "roll with its case.")};
    case TutorialStep::Retreat:
        return {tr("Retreat (6.4)"),
                tr("After Ar you retreat your attackers, after Dr the defender retreats: one hex, into a safe hex, "
                   "not into an enemy Zone of Control (6.4). <b>Click a shaded hex</b> for each of your units. When "
                   "an attack calls for no retreat, this step waits for one that does, or is passed when it ends.")};
    case TutorialStep::Advance:
        return {tr("Advance after combat (6.6)"),
                tr("When the defender's hex is left empty, one victorious unit may move into it (6.6). <b>Click the "
                   "empty hex to advance, or choose not to</b> in the attack window.")};
    case TutorialStep::Reinforcement:
        return {tr("Bring on a reinforcement (7.0, 7.1)"),
                tr("Reinforcements arrive on the Game-Turn of the schedule at their entry area (7.0): Cav.2 reaches "
                   "the west road (A, hex 0105) on Game-Turn 2. End your Combat Phase and let the computer play the "
                   "Allied Player-Turn; then <b>pick Cav.2 in the Off the Map panel and click its entry hex</b> (7.1). "
                   "An entry may be held back for a later turn (7.3).")};
    case TutorialStep::Night:
        return {tr("Night (8.0)"),
                tr("Game-Turn 5, at dusk, is a night turn (8.0): units may not enter an enemy Zone of Control (8.1) "
                   "and there is no combat (8.2). <b>Play on to Game-Turn 5.</b> The Victory panel says who is "
                   "winning.")};
    }
    return {};
}

TutorialPanel::TutorialPanel(QWidget* parent)
    : QWidget(parent), tutorial_(std::make_unique<Tutorial>()), heading_(new QLabel(this)), text_(new QLabel(this)), list_(new QListWidget(this)),
      skip_(new QPushButton(tr("&Skip This Step"), this)) {
    heading_->setWordWrap(true);
    followCaseLinks(heading_);
    text_->setWordWrap(true);
    text_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    followCaseLinks(text_);
    list_->setAccessibleName(tr("Steps"));
    list_->setFocusPolicy(Qt::NoFocus);
    list_->setSelectionMode(QAbstractItemView::NoSelection);
    list_->setWordWrap(true);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    skip_->setToolTip(tr("Pass over this step and go on to the next"));
    // The step's heading and text scroll when the dock is short (issue 40: a step cut mid-sentence
    // could not be read to its end); the list of steps takes what room is left.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("tutorialStep"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* step = new QWidget(scroll);
    auto* stepLayout = new QVBoxLayout(step);
    stepLayout->setContentsMargins(0, 0, 0, 0);
    heading_->setParent(step);
    text_->setParent(step);
    stepLayout->addWidget(heading_);
    stepLayout->addWidget(text_);
    stepLayout->addStretch(1);
    scroll->setWidget(step);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(scroll, 3);
    layout->addWidget(skip_, 0, Qt::AlignLeft);
    layout->addWidget(list_, 2);
    connect(skip_, &QPushButton::clicked, this, [this] {
        tutorial_->skip();
        refresh();
    });
    refresh();
}

TutorialPanel::~TutorialPanel() = default;

void TutorialPanel::refresh() {
    const auto current = tutorial_->current();
    if (current) {
        const QString heading =
            tr("Step %1 of %2: %3").arg(tutorial_->stepNumber()).arg(kTutorialSteps).arg(text(*current).title);
        heading_->setText(QStringLiteral("<b>%1</b>").arg(plainWithCaseLinks(this, heading)));
        text_->setText(htmlWithCaseLinks(this, text(*current).howTo));
    } else {
        heading_->setText(tr("<b>The tutorial is over.</b>"));
        text_->setText(htmlWithCaseLinks(this, tr("You have played every part of a Game-Turn. Play the battle to its "
                                                  "end, or start Eylau itself from File > New Game on Scenario. The "
                                                  "Rules Reference (Ctrl+R) has every case.")));
    }
    skip_->setEnabled(current.has_value());
    list_->clear();
    for (std::size_t i = 0; i < kTutorialSteps; ++i) {
        const auto step = TutorialStep(i);
        const StepState state = tutorial_->state(step);
        const QString mark = state == StepState::Done        ? QStringLiteral("\u2713 ")
                             : state == StepState::NotNeeded ? QStringLiteral("\u2013 ")
                             : step == current               ? QStringLiteral("\u25B6 ")
                                                             : QStringLiteral("   ");
        auto* item = new QListWidgetItem(mark + text(step).title, list_);
        item->setToolTip(state == StepState::NotNeeded ? tr("Passed over") : text(step).howTo);
        if (step == current) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
        if (state != StepState::Waiting) item->setForeground(palette().color(QPalette::PlaceholderText));
    }
}

}  // namespace eylau::game
