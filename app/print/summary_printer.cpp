#include "summary_printer.h"

#include "analysis_page.h"
#include "page_writer.h"
#include "report_pages.h"
#include "state_map.h"
#include "summary_text.h"
#include "turn_pages.h"

#include <QCoreApplication>
#include <QFile>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>

namespace eylau::print {
namespace {

// The words of the page heads and of the errors, in the catalogue's context "SummaryPrinter".
struct SummaryPrinter {
    Q_DECLARE_TR_FUNCTIONS(SummaryPrinter)
};

QString battleName(const GameSummary& s) { return qs(s.scenario->title.empty() ? s.scenario->name : s.scenario->title); }

// The parts of the whole-game report after the cover, with the page each starts on (0 until
// the counting pass has found it).
std::vector<ContentsEntry> partsOf(const GameSummary& s, const ai::GameAnalysis* analysis) {
    std::vector<ContentsEntry> parts;
    for (const GameTurnSummary& t : s.turns) parts.push_back({gameTurnTitle(t), 0});
    parts.push_back({lossesTitle(), 0});
    if (analysis) parts.push_back({analysisTitle(), 0});
    return parts;
}

// In colour unless the device is a printer set to greyscale.
bool inColour(QPagedPaintDevice& device) {
    const auto* printer = dynamic_cast<QPrinter*>(&device);
    return !printer || printer->colorMode() == QPrinter::Color;
}

// Sets every page; returns the parts with the pages they start on.
std::vector<ContentsEntry> compose(PageWriter& w, const GameSummary& s, std::optional<int> turn, StateMap& map,
                                   const std::vector<ContentsEntry>& contents, const ai::GameAnalysis* analysis,
                                   bool colour) {
    const QString head = SummaryPrinter::tr("%1 — turn summary").arg(battleName(s));
    std::vector<ContentsEntry> parts;
    if (turn) {
        const GameTurnSummary& t = *s.turn(*turn);
        w.setRunningHead(head, gameTurnTitle(t));
        writeGameTurn(w, s, t, map);
    } else {
        writeCover(w, s, contents);
        for (const GameTurnSummary& t : s.turns) {
            w.setRunningHead(head, gameTurnTitle(t));
            w.newPage();
            parts.push_back({gameTurnTitle(t), w.page()});
            writeGameTurn(w, s, t, map);
        }
        w.setRunningHead(head, lossesTitle());
        w.newPage();
        parts.push_back({lossesTitle(), w.page()});
        writeLossesByDivision(w, s);
        writeLuck(w, s);
        if (analysis) {
            w.setRunningHead(head, analysisTitle());
            w.newPage();
            parts.push_back({analysisTitle(), w.page()});
            writeAnalysis(w, *analysis, colour);
        }
    }
    w.finish();
    return parts;
}

bool fail(QString* error, const QString& message) {
    if (error) *error = message;
    return false;
}

// Whether there is something to print: a scenario, and the Game-Turn asked for.
bool printable(const GameSummary& summary, std::optional<int> turn, QString* error) {
    if (!summary.scenario) return fail(error, SummaryPrinter::tr("the summary has no scenario"));
    if (!turn || summary.turn(*turn)) return true;
    const QString range = summary.turns.empty() ? SummaryPrinter::tr("the record has no commands")
                                                : SummaryPrinter::tr("it covers Game-Turns %1-%2")
                                                      .arg(summary.turns.front().turn)
                                                      .arg(summary.turns.back().turn);
    return fail(error, SummaryPrinter::tr("there is no Game-Turn %1 in the record (%2)").arg(*turn).arg(range));
}

}  // namespace

QString summaryTitle(const GameSummary& summary, std::optional<int> turn) {
    return turn ? SummaryPrinter::tr("%1 — Game-Turn %2").arg(battleName(summary), QString::number(*turn))
                : SummaryPrinter::tr("%1 — turn summary").arg(battleName(summary));
}

int paintSummary(QPagedPaintDevice& device, const GameSummary& summary, std::optional<int> turn, QString* error,
                 const ai::GameAnalysis* analysis) {
    if (!printable(summary, turn, error)) return 0;
    StateMap map(*summary.scenario);
    // First without a painter, to count the pages and find where each part begins.
    PageWriter counting(device, nullptr);
    const std::vector<ContentsEntry> contents = compose(counting, summary, turn, map, partsOf(summary, analysis), analysis, inColour(device));
    const int pages = counting.page();

    QPainter painter;
    if (!painter.begin(&device)) {
        fail(error, SummaryPrinter::tr("cannot paint on the printer or file"));
        return 0;
    }
    PageWriter writer(device, &painter);
    writer.setTotalPages(pages);
    compose(writer, summary, turn, map, contents, analysis, inColour(device));
    painter.end();
    return writer.page();
}

bool printSummary(QPrinter& printer, const GameSummary& summary, std::optional<int> turn, QString* error,
                  const ai::GameAnalysis* analysis) {
    if (printer.docName().isEmpty()) printer.setDocName(summaryTitle(summary, turn));
    return paintSummary(printer, summary, turn, error, analysis) > 0;
}

QPageLayout defaultPageLayout(QPageSize::PageSizeId size) {
    return QPageLayout(QPageSize(size), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
}

bool writeSummaryPdf(const GameSummary& summary, const QString& path, std::optional<int> turn, QString* error,
                     const QPageLayout& layout, const ai::GameAnalysis* analysis) {
    if (!printable(summary, turn, error)) return false;
    {
        QFile probe(path);
        if (!probe.open(QIODevice::WriteOnly))
            return fail(error, SummaryPrinter::tr("cannot write %1: %2").arg(path, probe.errorString()));
    }
    QPdfWriter pdf(path);
    pdf.setPageLayout(layout);
    pdf.setResolution(600);
    pdf.setTitle(summaryTitle(summary, turn));
    pdf.setCreator(SummaryPrinter::tr("Eylau turn summaries"));
    return paintSummary(pdf, summary, turn, error, analysis) > 0;
}

}  // namespace eylau::print
