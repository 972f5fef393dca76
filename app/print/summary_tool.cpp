// eylau-summary RECORD [--scenario FILE] [--turn N] -o OUT.pdf: a recorded game's turn summary
// as a PDF, without a display (summary_command.h). The Eylau scenario is built in
// (print_resources.qrc, ":/print/eylau.json"), so the tool needs no data path.
#include "summary_command.h"

#include <QApplication>

#include <cstdio>

int main(int argc, char** argv) {
    eylau::print::preferOffscreenWithoutDisplay();
    QApplication app(argc, argv);  // the map is a QGraphicsScene, which wants a QApplication
    Q_INIT_RESOURCE(print_resources);
    QStringList words = QCoreApplication::arguments();
    words.removeFirst();
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
    return eylau::print::runSummary(*request, QStringLiteral(":/print/eylau.json"));
}
