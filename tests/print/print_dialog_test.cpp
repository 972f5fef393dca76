// The menu side (summary_print_dialog.h, summary_printer.h): the dialog that asks what to
// print, and printing through a QPrinter as the print and preview dialogs do.
#include "print_test_support.h"

#include "summary_print_dialog.h"
#include "summary_printer.h"

#include <QComboBox>
#include <QPrinter>
#include <QRadioButton>
#include <QTemporaryDir>

namespace eylau::print {
namespace {

TEST(SummaryPrintDialog, OffersTheWholeGameAndEachGameTurn) {
    const GameSummary s = test::smallSummary();
    SummaryPrintDialog dialog(s);
    EXPECT_EQ(dialog.turn(), std::nullopt);  // the whole game unless a turn is given
    const auto* turns = dialog.findChild<QComboBox*>();
    ASSERT_NE(turns, nullptr);
    ASSERT_EQ(turns->count(), 2);
    EXPECT_EQ(turns->itemText(1), QStringLiteral("Game-Turn 2 \u00b7 15:15"));
    dialog.setTurn(2);
    EXPECT_EQ(dialog.turn(), 2);
    dialog.setTurn(std::nullopt);
    EXPECT_EQ(dialog.turn(), std::nullopt);
    SummaryPrintDialog current(s, 1);
    EXPECT_EQ(current.turn(), 1);
    SummaryPrintDialog missing(s, 7);  // a turn the record does not reach: the whole game
    EXPECT_EQ(missing.turn(), std::nullopt);
}

TEST(PrintSummary, APrinterGetsThePagesWithItsOwnPageSize) {
    EYLAU_REQUIRE_POPPLER();
    QTemporaryDir dir;
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
    printer.setPageLayout(defaultPageLayout(QPageSize::Letter));
    QString error;
    ASSERT_TRUE(printSummary(printer, test::smallSummary(), std::nullopt, &error)) << error.toStdString();
    EXPECT_EQ(printer.docName(), QStringLiteral("Test \u2014 turn summary"));
    EXPECT_EQ(test::pdfPages(printer.outputFileName()), 6);
    const auto info = test::poppler(QStringLiteral("pdfinfo"), {printer.outputFileName()});
    ASSERT_TRUE(info.has_value());
    EXPECT_TRUE(info->contains(QStringLiteral("(letter)")));
}

TEST(PrintSummary, NoTurnNoPages) {
    QPrinter printer;
    QString error;
    EXPECT_FALSE(printSummary(printer, test::smallSummary(), 9, &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("there is no Game-Turn 9"))) << error.toStdString();
}

}  // namespace
}  // namespace eylau::print
