#include "panes/victory_panel.h"

#include "text/game_text.h"
#include "panes/scrolled_label.h"
#include "sentence_words.h"

#include "eylau/game/game.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/victory_points.h"
#include "eylau/scenario/scenario.h"

#include <QLabel>
#include <QVBoxLayout>

namespace eylau::game {

namespace {

QString headlineOf(const VictoryScore& score) {
    const QString level = i18n::engineWord(score.level);  // the scenario's words: "Marginal Victory"
    if (score.winner) return VictoryPanel::tr("%1 %2", "side, level of victory").arg(sideName(*score.winner), level);  // 23.5
    if (score.leader) return VictoryPanel::tr("%1, %2 ahead by %3").arg(level, sideName(*score.leader)).arg(score.superiority);
    return level;
}

}  // namespace

QString victoryHeadline(const Game& game) { return headlineOf(scoreVictory(game.scenario(), game.state())); }

QString victoryVerdictHtml(const Game& game) {
    const VictoryScore score = scoreVictory(game.scenario(), game.state());
    QString html = QStringLiteral("<b>%1</b>").arg(headlineOf(score).toHtmlEscaped());
    if (score.superiority > 0) html += VictoryPanel::tr(" (superiority %1, 23.5)").arg(score.superiority);
    return html;
}

QString victoryAccountHtml(const Game& game) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    const VictoryScore score = scoreVictory(scenario, st);
    QString html = QStringLiteral("<table cellpadding=2>");
    html += QStringLiteral("<tr><td></td><td><b>%1</b></td><td><b>%2</b></td></tr>").arg(sideName(Side::French), sideName(Side::Allied));
    html += VictoryPanel::tr("<tr><td>Victory Points</td><td align=center><b>%1</b></td><td align=center><b>%2</b></td></tr>")
                .arg(score.points[0])
                .arg(score.points[1]);
    // strengthLost is by the side that lost it: each side is credited the enemy's losses (23.1).
    html += VictoryPanel::tr("<tr><td>Enemy strength eliminated (23.1)</td><td align=center>%1</td><td align=center>%2</td></tr>")
                .arg(st.strengthLost[1])
                .arg(st.strengthLost[0]);
    html += QStringLiteral("</table><p>");
    for (std::size_t v = 0; v < scenario.victory.hexes.size(); ++v) {
        const VictoryHex& h = scenario.victory.hexes[v];
        QString who = VictoryPanel::tr("nobody controls it yet (23.4)");
        if (v < st.control.size() && st.control[v].has_value())
            who = VictoryPanel::tr("%1 control").arg(st.control[v] == Side::French ? sideName(Side::French) : sideName(Side::Allied));
        html += VictoryPanel::tr("%1 %2 (%3 VP): %4<br>")
                    .arg(qtext(h.hex.id()), qtext(h.name).toHtmlEscaped())
                    .arg(h.points)
                    .arg(who);
    }
    if (game.exclusiveRules().tracksGuard())
        html += st.guardCommitted ? VictoryPanel::tr("The Guard infantry has attacked (23.3).") : VictoryPanel::tr("The Guard infantry has not attacked (23.3).");
    html += QStringLiteral("</p><p><small>");
    // The tally's lines from the engine's facts, worded as the printed summary words them.
    for (const Sentence& line : score.lines) html += i18n::wordSentence(line).toHtmlEscaped() + QStringLiteral("<br>");
    html += QStringLiteral("</small></p>");
    return html;
}

// The verdict stands above the account, outside its scrolling: on a short dock (scale 2 on
// 1920x1080) it is the line that stays in view.
VictoryPanel::VictoryPanel(QWidget* parent) : QWidget(parent), label_(addScrolledLabel(this)), verdict_(new QLabel(this)) {
    verdict_->setObjectName(QStringLiteral("victoryVerdict"));
    verdict_->setTextFormat(Qt::RichText);
    verdict_->setWordWrap(true);
    verdict_->setContentsMargins(8, 6, 8, 0);  // in line with the account's table under it
    if (auto* column = qobject_cast<QVBoxLayout*>(layout())) {
        column->setSpacing(0);
        column->insertWidget(0, verdict_);
    }
}

void VictoryPanel::showGame(const Game& game) {
    verdict_->setText(victoryVerdictHtml(game));
    label_->setText(victoryAccountHtml(game));
}

QString VictoryPanel::text() const { return verdict_->text() + label_->text(); }

}  // namespace eylau::game
