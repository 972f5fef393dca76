// The engine's words on the printed pages (print_words.h).
#include "print_words.h"

#include "summary_text.h"

#include "sentence_words.h"

#include "eylau/reports/luck_report.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/variants/variant_rules.h"

#include <QCoreApplication>

namespace eylau::print {
namespace {

struct PrintWords {
    Q_DECLARE_TR_FUNCTIONS(PrintWords)
};

// The titles variantRuleTitle gives, for lupdate: optionWords translates them by their English.
[[maybe_unused]] constexpr const char* kVariantTitles[] = {
    QT_TRANSLATE_NOOP("PrintWords", "Cavalry readiness (variant after La Bataille)"),
    QT_TRANSLATE_NOOP("PrintWords", "Artillery limbering (variant after La Bataille)"),
};

}  // namespace

QString movementPoints(int halfMP) {
    // As formatMP writes it (rules/movement.h): halves as "½", "½ MP" rather than "0½ MP".
    const int h = halfMP < 0 ? -halfMP : halfMP;
    QString number = halfMP < 0 ? QStringLiteral("-") : QString();
    if (h != 1) number += QString::number(h / 2);
    if (h % 2) number += QStringLiteral("\u00bd");
    return PrintWords::tr("%1 MP", "Movement Points").arg(number);
}

QString scenarioWord(const std::string& word) { return i18n::engineWord(word); }

QString doubledBy(const std::string& features) { return i18n::engineWord(features); }

QString eliminationWords(const LossEntry& loss) { return loss.why ? i18n::wordSentence(*loss.why) : qs(loss.reason); }

QString victoryLine(const VictoryItem& item) {
    // As scoreVictory writes VictoryScore::lines (victory_points.cpp).
    const QString ruleCase = qs(item.ruleCase);
    const QString side = sideName(item.side);
    const QString points = QString::number(item.points);
    const QString count = QString::number(item.count);
    switch (item.kind) {
        case VictoryItem::Kind::ForStrength:
            return PrintWords::tr("[%1] %2: %3 for %4 enemy strength points eliminated").arg(ruleCase, side, points, count);
        case VictoryItem::Kind::Award:
            return PrintWords::tr("[%1] %2: %3 for eliminating at least %4").arg(ruleCase, side, points, count);
        case VictoryItem::Kind::NoAwardUntilGuard:
            return PrintWords::tr("[%1] %2: no award for %3 eliminated: the Guard infantry never attacked")
                .arg(ruleCase, side, count);
        case VictoryItem::Kind::Hex:
            return item.name.empty()
                       ? PrintWords::tr("[%1] %2: %3 for controlling %4").arg(ruleCase, side, points, qs(item.hex.id()))
                       : PrintWords::tr("[%1] %2: %3 for controlling %4 (%5)")
                             .arg(ruleCase, side, points, qs(item.hex.id()), qs(item.name));
    }
    return {};
}

QString oddsLine(const Sentence& line) { return i18n::wordSentence(line); }

QString whereWords(const GameSummary& summary) {
    // The last Game-Turn's position is where the record stops (turn_summary.h).
    const GameState* state = summary.turns.empty() ? nullptr : summary.turns.back().state.get();
    if (!state) return qs(summary.where);
    if (state->phase == Phase::GameOver) return PrintWords::tr("the game is over");
    const bool french = state->phasing == Side::French;
    const QString where = state->phase == Phase::Movement
                              ? (french ? PrintWords::tr("Game-Turn %1, French Movement Phase")
                                        : PrintWords::tr("Game-Turn %1, Allied Movement Phase"))
                              : (french ? PrintWords::tr("Game-Turn %1, French Combat Phase")
                                        : PrintWords::tr("Game-Turn %1, Allied Combat Phase"));
    return where.arg(state->turn);
}

QString endingWords(const GameSummary& summary) {
    return summary.endingSaid ? i18n::wordSentence(*summary.endingSaid) : qs(summary.ending);
}

QString optionWords(const std::string& option) {
    const std::string title = variantRuleTitle(option);  // CR, AL: named as variants, not SPI's rules
    return title.empty() ? qs(option) : QCoreApplication::translate("PrintWords", title.c_str());
}

QString luckFigure(double luck) {
    QString figure = qs(formatLuck(luck));
    return figure.replace(QLatin1Char('.'), PrintWords::tr(".", "the decimal separator of a luck figure"));
}

QString luckWords(const AttackLuck& a) {
    const QString attack = a.attackers.empty() && a.defenders.empty()
                               ? qs(a.attack)
                               : PrintWords::tr("%1 on %2", "attackers on defenders")
                                     .arg(unitList(a.attackers), unitList(a.defenders));
    return PrintWords::tr("%1 (%2, Game-Turn %3): %4 at %5, %6")
        .arg(attack, sideName(a.attacker), QString::number(a.turn), qs(std::string(toString(a.result))), qs(a.column),
             luckFigure(a.luck()));
}

}  // namespace eylau::print
