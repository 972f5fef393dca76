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

// The engine's reading of the placeholders (Sentence::fill), on the translated pattern, each
// argument an engine word and each quoted sentence worded the same way.
QString wordSentence(const Sentence& sentence) {
    const QByteArray pattern = sentencePattern(sentence.code).toUtf8();
    return QString::fromStdString(sentence.fill(
        std::string_view(pattern.constData(), std::size_t(pattern.size())),
        [](const std::string& arg) { return engineWord(arg).toStdString(); },
        [](const Sentence& quoted) { return wordSentence(quoted).toStdString(); }));
}

QString wordRefusal(const Refusal& refusal) { return withCase(refusal.ruleCase, wordSentence(refusal.why)); }

QString wordEvent(const Event& event) { return withCase(event.ruleCase, wordSentence(event.what)); }

}  // namespace eylau::i18n
