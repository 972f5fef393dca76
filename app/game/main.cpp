// eylau: the Qt program. Loads a scenario (the embedded Eylau one by default) and opens the map.
#include "main_window.h"
#include "scenario_source.h"

#include "eylau/scenario.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>

#include <cstdio>
#include <memory>
#include <string_view>

namespace {

void printLines(const QStringList& lines) {
    for (const QString& line : lines) std::fprintf(stderr, "%s\n", qPrintable(line));
}

// --help and --version need no display: answer them with a console application (the pattern of
// Qt's QApplication documentation).
bool onlyPrints(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") return false;
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-?" || arg == "-v" || arg == "--version") {
            return true;
        }
    }
    return false;
}

}  // namespace

int main(int argc, char* argv[]) {
    const std::unique_ptr<QCoreApplication> app =
        onlyPrints(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv) : std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("eylau"));
    QCoreApplication::setApplicationVersion(QStringLiteral(EYLAU_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Eylau: Napoleon's Winter Battle, 1807 (SPI, 1979)."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption noGuiErrors(QStringLiteral("no-gui-errors"),
                                         QStringLiteral("Report scenario errors on stderr only, without a dialog."));
    parser.addOption(noGuiErrors);
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("Scenario file to play (default: the built-in Eylau scenario)."),
                                 QStringLiteral("[FILE]"));
    parser.process(*app);  // prints and exits for --help and --version
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Eylau"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/eylau.svg")));
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "eylau: give at most one scenario FILE\n");
        return 2;
    }
    const QString fileName = parser.positionalArguments().value(0);

    const eylau::game::ScenarioSource source = eylau::game::loadScenario(fileName);
    const QStringList problems = eylau::game::describeProblems(source);
    printLines(problems);  // warnings too, on stderr
    if (!source.load.ok()) {
        const bool dialog = !parser.isSet(noGuiErrors) && QGuiApplication::platformName() != QLatin1String("offscreen")
                            && QGuiApplication::platformName() != QLatin1String("minimal");
        if (dialog) {
            QMessageBox box(QMessageBox::Critical, QStringLiteral("Eylau"),
                            source.load.errorCount() == 1
                                ? QStringLiteral("The scenario %1 could not be loaded: 1 error.").arg(source.name)
                                : QStringLiteral("The scenario %1 could not be loaded: %2 errors.")
                                      .arg(source.name)
                                      .arg(source.load.errorCount()));
            box.setInformativeText(problems.mid(0, 12).join(QLatin1Char('\n')));
            box.setDetailedText(problems.join(QLatin1Char('\n')));
            box.exec();
        }
        return 1;
    }

    eylau::game::MainWindow window(*source.load.scenario);
    window.showMaximized();
    return QApplication::exec();
}
