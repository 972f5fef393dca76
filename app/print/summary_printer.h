#pragma once
// Printing turn summaries (docs/turn-summaries.md): the whole game (a cover with the contents,
// every Game-Turn with its map, the losses by division) or one Game-Turn, set on any paged
// device: a QPrinter for printing and print preview, a QPdfWriter for PDF. Page size, margins
// and resolution are the device's; the layout fits A4 and US Letter alike. The map pages are
// the game's own MapScene rendered straight onto the device, so a PDF keeps them as vectors.
//
// A GameSummary comes from eylau::summarizeRecord (engine/include/eylau/turn_summary.h) and
// carries its Scenario.
#include "eylau/reports/turn_summary.h"

#include <QPageLayout>
#include <QString>

#include <optional>

class QPagedPaintDevice;
class QPrinter;

namespace eylau::ai {
struct GameAnalysis;
}

namespace eylau::print {

// Sets the summary on `device`: Game-Turn `turn` only, or with no turn the whole game. Returns
// the number of pages set, or 0 with `error` set (no such turn, the device cannot be painted).
// The device must not have a painter active on it. With `analysis` (of the same record) the
// whole game ends with the page "Analysis of the game" (analysis_page.h).
int paintSummary(QPagedPaintDevice& device, const GameSummary& summary, std::optional<int> turn,
                 QString* error = nullptr, const ai::GameAnalysis* analysis = nullptr);

// The same on a printer (after a QPrintDialog, or from QPrintPreviewDialog::paintRequested).
bool printSummary(QPrinter& printer, const GameSummary& summary, std::optional<int> turn, QString* error = nullptr,
                  const ai::GameAnalysis* analysis = nullptr);

// A4 (or another size) portrait with 15 mm margins: for PDFs written without a print dialog.
QPageLayout defaultPageLayout(QPageSize::PageSizeId size = QPageSize::A4);

// Writes the summary as a PDF file. False with `error` when the turn is not in the record or
// the file cannot be written.
bool writeSummaryPdf(const GameSummary& summary, const QString& path, std::optional<int> turn,
                     QString* error = nullptr, const QPageLayout& layout = defaultPageLayout(),
                     const ai::GameAnalysis* analysis = nullptr);

// "Eylau: Napoleon's Winter Battle, 1807 - turn summary" / "... - Game-Turn 3": for the PDF's
// and the print job's title.
QString summaryTitle(const GameSummary& summary, std::optional<int> turn);

}  // namespace eylau::print
