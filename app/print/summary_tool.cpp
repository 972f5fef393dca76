// eylau-summary RECORD [--scenario FILE] [--turn N] -o OUT.pdf: a recorded game's turn summary
// as a PDF, without a display (summary_command.h). The Eylau scenario is built in
// (print_resources.qrc, ":/print/eylau.json"), so the tool needs no data path.
#include "summary_command.h"

#include <QApplication>

#include <cstdio>

int main(int argc, char** argv) {
    // The words are read before the QApplication is made, so that --help, --version and usage
    // errors answer without one (and without its warnings).
    QStringList words;
    for (int i = 1; i < argc; ++i) words << QString::fromLocal8Bit(argv[i]);
    QString error;
    const auto request = eylau::print::parseSummaryArguments(words, &error);
    if (!request) {
        std::fprintf(stderr, "eylau-summary: %s\n\n%s", qPrintable(error), eylau::print::kSummaryUsage);
        return 2;
    }
    if (request->help) {
        std::fputs(eylau::print::kSummaryUsage, stdout);
        return 0;
    }
    if (request->version) {
        std::printf("eylau-summary %s\n", EYLAU_VERSION);
        return 0;
    }
    eylau::print::preferOffscreenWithoutDisplay();
    QApplication app(argc, argv);  // the map is a QGraphicsScene, which wants a QApplication
    Q_INIT_RESOURCE(print_resources);
    return eylau::print::runSummary(*request, QStringLiteral(":/print/eylau.json"));
}
