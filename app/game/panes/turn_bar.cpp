#include "panes/turn_bar.h"

#include "panes/label_fit.h"
#include "text/case_links.h"

#include "text/game_text.h"

#include "counter_art.h"

#include "eylau/game/game.h"
#include "eylau/scenario/scenario.h"
#include "eylau/scenario/turn_track.h"

#include <QAction>
#include <QLabel>
#include <QToolButton>

namespace eylau::game {
namespace {

QLabel* pill(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::RichText);
    label->setContentsMargins(8, 2, 8, 2);
    return label;
}

}  // namespace

TurnBar::TurnBar(QAction* endPhase, QWidget* parent)
    : QToolBar(tr("Turn"), parent), instructions_(new QToolBar(tr("Instructions"), parent)), turn_(pill(this)), time_(pill(this)), player_(pill(this)), phase_(pill(this)),
      message_(new QLabel(instructions_)), endPhase_(endPhase) {
    setObjectName(QStringLiteral("turnBar"));
    setMovable(false);
    addWidget(turn_);
    addWidget(time_);
    addWidget(player_);
    addWidget(phase_);
    addAction(endPhase);
    if (auto* button = qobject_cast<QToolButton*>(widgetForAction(endPhase))) {
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        QFont f = button->font();
        f.setBold(true);
        button->setFont(f);
    }
    instructions_->setObjectName(QStringLiteral("instructionBar"));
    instructions_->setMovable(false);
    message_->setWordWrap(true);
    followCaseLinks(message_);  // a case named in a message opens the Rules Reference
    message_->setContentsMargins(8, 0, 8, 0);
    // Two lines high, so that the bar, and the map under it, does not move between phases; a
    // message that needs more at the window's width gets them rather than being cut.
    message_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    message_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    keepHeightFitted(*message_, 2);
    instructions_->addWidget(message_);
}

void TurnBar::showGame(const Game& game) {
    const Scenario& scenario = game.scenario();
    QFont big = turn_->font();
    big.setBold(true);
    turn_->setFont(big);
    const int turn = game.turn();
    const Side phasing = game.phasing();
    const Phase phase = game.phase();
    turn_->setText(turnName(scenario, turn));
    const bool night = isNightTurn(scenario.turns, turn);
    time_->setText(night ? tr("%1 &#9790; <b>night</b> (8.0)").arg(turnTime(scenario, turn)) : turnTime(scenario, turn));
    time_->setToolTip(night ? tr("Night Game-Turn: no Combat Phase, and no move into an enemy Zone of Control (8.1, 8.2)")
                            : QString());
    const mapview::CounterColours colours = mapview::counterColours(phasing, phasing == Side::French ? "french" : "russian", false);
    player_->setText(QStringLiteral("<b>%1</b>").arg(sideName(phasing)));
    player_->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border-radius: 4px; }")
                               .arg(colours.fill.name(), colours.ink.name()));
    if (phase == Phase::GameOver) {
        player_->setText(tr("<b>Game over</b>"));
        player_->setStyleSheet(QString());
    }
    phase_->setText(phase == Phase::GameOver ? QString() : QStringLiteral("<b>%1</b>").arg(phaseName(phase)));
    QString end;
    if (phase == Phase::Movement) end = night ? tr("End Movement (no combat at night)") : tr("End Movement Phase");
    else if (phase == Phase::Combat) end = tr("End Combat Phase");
    else end = tr("Game over");
    endPhase_->setText(end);
    endPhase_->setEnabled(phase != Phase::GameOver);
}

void TurnBar::showMessage(const QString& text, bool problem) {
    messageText_ = text;
    message_->setText(problem ? QStringLiteral("\u26a0 ") + plainWithCaseLinks(this, text) : plainWithCaseLinks(this, text));
    message_->setToolTip(text);
    message_->setStyleSheet(problem ? QStringLiteral("QLabel { color: #b00020; font-weight: bold; }") : QString());
}

QString TurnBar::turnText() const { return turn_->text(); }
QString TurnBar::phaseText() const { return phase_->text(); }
QString TurnBar::timeText() const { return time_->text(); }
QString TurnBar::messageText() const { return messageText_; }

}  // namespace eylau::game
