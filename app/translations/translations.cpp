// Choosing and installing the catalogues of a language (translations.h).
#include "translations.h"

#include <string_view>

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

#include <vector>

namespace eylau::i18n {
namespace {

const QString kResourceDir = QStringLiteral(":/i18n");

// The translators installed by installTranslators, owned by the application.
std::vector<QPointer<QTranslator>>& installed() {
    static std::vector<QPointer<QTranslator>> translators;
    return translators;
}

// "eylau_print_fr.qm" -> "fr".
QString languageOf(const QString& fileName) {
    const QString base = fileName.chopped(3);  // without ".qm"
    return base.mid(base.lastIndexOf(QLatin1Char('_')) + 1);
}

// "fr-FR", "fr_FR.UTF-8" -> "fr".
QString primaryLanguage(const QString& uiLanguage) {
    return uiLanguage.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
}

bool follows(const QString& choice) {
    return choice.isEmpty() || choice.compare(QLatin1String("system"), Qt::CaseInsensitive) == 0;
}

}  // namespace

QStringList availableLanguages() {
    QStringList languages{QStringLiteral("en")};
    const QStringList files = QDir(kResourceDir).entryList({QStringLiteral("*_*.qm")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        const QString language = languageOf(file);
        if (!languages.contains(language)) languages << language;
    }
    return languages;
}

QStringList catalogues(const QString& language) {
    QStringList paths;
    if (language.isEmpty()) return paths;
    const QStringList files =
        QDir(kResourceDir).entryList({QStringLiteral("*_%1.qm").arg(language)}, QDir::Files, QDir::Name);
    for (const QString& file : files) paths << kResourceDir + QLatin1Char('/') + file;
    return paths;
}

QString resolveLanguage(const QString& choice) {
    const QStringList available = availableLanguages();
    if (!follows(choice)) {
        const QString language = primaryLanguage(choice);
        return available.contains(language) ? language : QStringLiteral("en");
    }
    // The system's languages in the user's order of preference; English unless one before it
    // has a catalogue.
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString language = primaryLanguage(ui);
        if (available.contains(language)) return language;
    }
    return QStringLiteral("en");
}

namespace {

void uninstall() {
    for (const QPointer<QTranslator>& t : installed()) {
        if (!t) continue;
        QCoreApplication::removeTranslator(t);
        delete t.data();
    }
    installed().clear();
}

void add(QTranslator* t) {
    QCoreApplication::installTranslator(t);
    installed().emplace_back(t);
}

// The catalogues embedded for `language`: French's whole, or English's texts that count (their
// "1 command" beside the source's "%n command(s)").
void installCatalogues(const QString& language) {
    for (const QString& path : catalogues(language)) {
        auto* t = new QTranslator(QCoreApplication::instance());
        if (t->load(path)) add(t);
        else delete t;
    }
}

}  // namespace

void removeTranslators() {
    uninstall();
    installCatalogues(QStringLiteral("en"));
    QLocale::setDefault(QLocale(QStringLiteral("en")));  // the numbers back in English, as the words
}

QString installTranslators(const QString& choice) {
    uninstall();
    const QString language = resolveLanguage(choice);
    installCatalogues(language);
    // Numbers as the language writes them, where the program formats them by the locale and in
    // spin boxes: "1 774 × 1 985 pixels", "16,0 mm" in French.
    QLocale::setDefault(QLocale(language));
    if (language == QLatin1String("en")) return language;
    // Qt's own words (standard buttons, file dialogs, --help), from the system's Qt translations.
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        add(qt);
    else
        delete qt;
    return language;
}

QString languageName(const QString& language) {
    if (language == QLatin1String("en")) return QStringLiteral("English");
    QString name = QLocale(language).nativeLanguageName();
    if (!name.isEmpty()) name[0] = name[0].toUpper();
    return name.isEmpty() ? language : name;
}

QString languageArgument(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") break;
        if (arg == "--lang" && i + 1 < argc) return QString::fromLocal8Bit(argv[i + 1]);
        if (arg.substr(0, 7) == "--lang=") return QString::fromLocal8Bit(argv[i] + 7);
    }
    return {};
}

}  // namespace eylau::i18n
