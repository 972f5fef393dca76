// The words of the tables' choices (choice_words.h).
#include "panels/choice_words.h"

#include "sentence_words.h"

#include <QCoreApplication>

namespace eylau::editor {
namespace {

// The scenario format's words that the engine's words (EngineWord) do not cover, in the
// catalogue's context "ChoiceWords"; the unit types come from EngineWord.
struct ChoiceWords {
    Q_DECLARE_TR_FUNCTIONS(ChoiceWords)
};

[[maybe_unused]] constexpr const char* kWords[] = {
    QT_TRANSLATE_NOOP("ChoiceWords", "french"),
    QT_TRANSLATE_NOOP("ChoiceWords", "allied"),
    QT_TRANSLATE_NOOP("ChoiceWords", "printed"),
    QT_TRANSLATE_NOOP("ChoiceWords", "reconstructed"),
};

}  // namespace

QString choiceWord(const QString& value) {
    if (value.isEmpty()) return value;
    const QByteArray utf8 = value.toUtf8();
    const QString own = ChoiceWords::tr(utf8.constData());
    return own != value ? own : i18n::engineWord(utf8.toStdString());
}

}  // namespace eylau::editor
