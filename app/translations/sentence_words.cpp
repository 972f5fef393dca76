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

// The sentences that put a count beside a noun, and which argument is the count: their pattern
// has a form for each count (context "SentenceCount", sentence_patterns.cpp), so that "1 strength
// point" reads right in English as in French. The engine writes "1 strength points".
struct Counted {
    Say code;
    std::size_t count;
};
constexpr Counted kCounted[] = {
    {Say::EeLossesStillOwed, 0},
    {Say::EeLossTooSmall, 0},
    {Say::VictoryForStrength, 1},
};

QString pattern(const Sentence& sentence) {
    for (const Counted& c : kCounted) {
        if (c.code != sentence.code || c.count >= sentence.args.size()) continue;
        bool number = false;
        const int n = utf8(sentence.args[c.count]).toInt(&number);
        if (!number) break;
        const std::string english(englishPattern(sentence.code));
        return QCoreApplication::translate("SentenceCount", english.c_str(), nullptr, n);
    }
    return sentencePattern(sentence.code);
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

// The engine's reading of the placeholders (Sentence::fill), on the translated pattern, each
// argument an engine word and each quoted sentence worded the same way.
QString wordSentence(const Sentence& sentence) {
    const QByteArray words = pattern(sentence).toUtf8();
    return QString::fromStdString(sentence.fill(
        std::string_view(words.constData(), std::size_t(words.size())),
        [](const std::string& arg) { return engineWord(arg).toStdString(); },
        [](const Sentence& quoted) { return wordSentence(quoted).toStdString(); }));
}

QString wordRefusal(const Refusal& refusal) { return withCase(refusal.ruleCase, wordSentence(refusal.why)); }

QString wordEvent(const Event& event) { return withCase(event.ruleCase, wordSentence(event.what)); }

}  // namespace eylau::i18n
