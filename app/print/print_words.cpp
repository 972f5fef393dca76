// The engine's words on the printed pages (print_words.h).
#include "print_words.h"

#include "summary_text.h"

#include "sentence_words.h"

#include "eylau/reports/luck_report.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/movement.h"
#include "eylau/rules/variants/variant_rules.h"

#include <QCoreApplication>
#include <QLocale>

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
    return PrintWords::tr("%1 MP", "Movement Points").arg(qs(formatHalves(halfMP)));  // "2½", as the engine writes halves
}

QString eliminationWords(const LossEntry& loss) { return loss.why ? i18n::wordSentence(*loss.why) : qs(loss.reason); }

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
    // The language's decimal separator (the default locale follows the language chosen).
    return figure.replace(QLatin1Char('.'), QLocale().decimalPoint());
}

QString luckWords(const AttackLuck& a) {
    const QString attack =
        PrintWords::tr("%1 on %2", "attackers on defenders").arg(unitList(a.attackers), unitList(a.defenders));
    return PrintWords::tr("%1 (%2, Game-Turn %3): %4 at %5, %6")
        .arg(attack, sideName(a.attacker), QString::number(a.turn), qs(std::string(toString(a.result))), qs(a.column),
             luckFigure(a.luck()));
}

}  // namespace eylau::print
