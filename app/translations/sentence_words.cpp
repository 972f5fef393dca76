// Wording the engine's sentences through the translation catalogues (sentence_words.h).
#include "sentence_words.h"

#include "eylau/game/event.h"
#include "eylau/rules/refusal.h"
#include "eylau/rules/sentences.h"

#include <QCoreApplication>

#include <string>

namespace eylau::i18n {
namespace {

QString utf8(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

QString withCase(const std::string& ruleCase, const QString& text) {
    return ruleCase.empty() ? text : QStringLiteral("[%1] %2").arg(utf8(ruleCase), text);
}

}  // namespace

QString sentencePattern(Say code) {
    const std::string english(englishPattern(code));
    return QCoreApplication::translate("Sentence", english.c_str());
}

QString engineWord(std::string_view english) {
    if (english.empty()) return {};
    const std::string word(english);
    return QCoreApplication::translate("EngineWord", word.c_str());
}

// {N} is argument N, {qN} quoted sentence N, as in Sentence::english(); a missing one is "?".
QString wordSentence(const Sentence& sentence) {
    const QString pattern = sentencePattern(sentence.code);
    QString out;
    out.reserve(pattern.size() + 16 * qsizetype(sentence.args.size()));
    for (qsizetype i = 0; i < pattern.size();) {
        if (pattern[i] != QLatin1Char('{')) {
            out += pattern[i++];
            continue;
        }
        qsizetype at = i + 1;
        const bool quote = at < pattern.size() && pattern[at] == QLatin1Char('q');
        if (quote) ++at;
        std::size_t n = 0;
        int digits = 0;
        while (at < pattern.size() && pattern[at].isDigit() && digits < 3) {
            n = n * 10 + std::size_t(pattern[at++].digitValue());
            ++digits;
        }
        if (digits == 0 || at >= pattern.size() || pattern[at] != QLatin1Char('}')) {
            out += pattern[i++];
            continue;
        }
        if (quote) out += n < sentence.quoted.size() ? wordSentence(sentence.quoted[n]) : QStringLiteral("?");
        else out += n < sentence.args.size() ? engineWord(sentence.args[n]) : QStringLiteral("?");
        i = at + 1;
    }
    return out;
}

QString wordRefusal(const Refusal& refusal) { return withCase(refusal.ruleCase, wordSentence(refusal.why)); }

QString wordEvent(const Event& event) { return withCase(event.ruleCase, wordSentence(event.what)); }

}  // namespace eylau::i18n
