#pragma once
// The language the programs speak (docs/translations.md). English is written in the sources;
// another language is a set of Qt Linguist catalogues embedded under ":/i18n/" as
// NAME_<language>.qm (eylau_fr.qm for the game, eylau_print_fr.qm, eylau_editor_fr.qm...), every
// one of them loaded, so that a library's catalogue embedded there is picked up with no change
// here; and Qt's own catalogue (qtbase_fr.qm) for its standard dialogs and buttons.
#include <QString>
#include <QStringList>

namespace eylau::i18n {

// The language choice of the settings and of --lang: "" (or "system") follows the system's
// languages (QLocale::system().uiLanguages()), "en" is English, "fr" French.
inline constexpr char kSystemLanguage[] = "";

// The language to speak for `choice`: the first of the system's languages that has a catalogue
// when `choice` follows the system, else `choice` itself; "en" when there is no catalogue of it.
QString resolveLanguage(const QString& choice);

// Installs on the application the catalogues of the language `choice` resolves to (replacing
// any installed by an earlier call) and returns that language ("fr", or "en" for none). Needs a
// QCoreApplication. The program's main calls it before building any window. English has
// catalogues too, of the texts that count only (eylau_en.qm: "%n command(s)" reads "1 command",
// "2 commands"); without them English reads the sources' "(s)".
QString installTranslators(const QString& choice);

// Removes what installTranslators installed: the program speaks English again, with English's
// catalogues of the texts that count, and writes its numbers in English.
void removeTranslators();

// The languages with a catalogue embedded under ":/i18n/", "en" first: {"en", "fr"}.
QStringList availableLanguages();

// The catalogues of `language` embedded under ":/i18n/": {":/i18n/eylau_fr.qm", ...}.
QStringList catalogues(const QString& language);

// A language's own name, for a menu: "English", "Français".
QString languageName(const QString& language);

// The language asked for on a program's command line with --lang LANG or --lang=LANG, read
// before Qt's parser so that --help speaks it too; empty when not given.
QString languageArgument(int argc, char* argv[]);

}  // namespace eylau::i18n
