// eylau-editor [FILE]: the scenario editor. Opens FILE, or a new blank scenario.
#include "document/blank_scenario.h"
#include "document/opened_file.h"
#include "window/editor_window.h"

#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QSettings>

#include <cstdio>
#include <memory>
#include <string_view>

namespace {

// This file's words, in the catalogue's context "EditorMain".
struct EditorMain {
    Q_DECLARE_TR_FUNCTIONS(EditorMain)
};

// --help and --version need no display: answer them with a console application.
bool onlyPrints(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") return false;
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-?" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

// The language: --lang LANG (or --lang=LANG), read before the parser so that --help speaks it
// too; else the game's View > Language (its settings, app/game/shared/app_settings.cpp); else the
// system's (docs/translations.md).
QString languageChoice(int argc, char* argv[]) {
    if (QString lang = eylau::i18n::languageArgument(argc, argv); !lang.isEmpty()) return lang;
    const QSettings game(QSettings::IniFormat, QSettings::UserScope, QStringLiteral("eylau"), QStringLiteral("eylau"));
    return game.value(QStringLiteral("language")).toString();
}

}  // namespace

int main(int argc, char* argv[]) {
    const std::unique_ptr<QCoreApplication> app =
        onlyPrints(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv) : std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("eylau-editor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(EYLAU_VERSION));
    eylau::i18n::installTranslators(languageChoice(argc, argv));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        EditorMain::tr("The Eylau scenario editor: terrain, hexsides, counters, order of battle, reinforcement "
                       "schedule and charts of a scenario for Eylau (SPI, 1979) or a new battle on its rules."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(QCommandLineOption(QStringLiteral("lang"),
                                        EditorMain::tr("The language of the editor: en, fr, or system (the default is "
                                                       "the game's View > Language, else the system's language)."),
                                        QStringLiteral("LANG")));
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 EditorMain::tr("Scenario file to edit (default: a new blank scenario)."),
                                 EditorMain::tr("[FILE]"));
    parser.process(*app);  // prints and exits for --help and --version
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "eylau-editor: %s\n", qPrintable(EditorMain::tr("give at most one scenario FILE")));
        return 2;
    }
    QGuiApplication::setApplicationDisplayName(EditorMain::tr("Eylau scenario editor"));

    const QString fileName = parser.positionalArguments().value(0);
    std::unique_ptr<eylau::editor::EditorWindow> window;
    if (fileName.isEmpty()) {
        window = std::make_unique<eylau::editor::EditorWindow>(eylau::editor::blankScenario({}));
    } else {
        // Any scenario in well-formed JSON opens, its errors listed in Problems (repair mode).
        eylau::editor::OpenedFile opened = eylau::editor::openScenarioFile(fileName);
        const QStringList& lines = opened.lines;
        for (const QString& line : lines) std::fprintf(stderr, "%s\n", qPrintable(line));
        if (!opened.document) {
            const QString platform = QGuiApplication::platformName();
            if (platform != QLatin1String("offscreen") && platform != QLatin1String("minimal")) {
                QMessageBox box(QMessageBox::Critical, EditorMain::tr("Eylau scenario editor"),
                                EditorMain::tr("%1 could not be opened: %n error(s).", nullptr, opened.errors).arg(fileName));
                box.setInformativeText(lines.mid(0, 12).join(QLatin1Char('\n')));
                box.setDetailedText(lines.join(QLatin1Char('\n')));
                box.exec();
            }
            return 1;
        }
        window = std::make_unique<eylau::editor::EditorWindow>(std::move(opened.document));
        window->sayOpenedForRepair(opened.errors);
    }
    window->show();
    return QApplication::exec();
}
