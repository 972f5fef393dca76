// The page "Analysis of the game" of the whole-game summary (docs/turn-summaries.md): there when
// the record's own analysis is saved beside it, absent without one; an analysis of another
// record, or a broken file, is named on stderr with why, and the PDF made without the page.
#include "print_test_support.h"

#include "summary_command.h"
#include "summary_printer.h"

#include "eylau/ai/analysis_file.h"
#include "eylau/record/game_session.h"
#include "support/analysis_fixture.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPrinter>
#include <QTemporaryDir>

namespace eylau::print {
namespace {

void writeFile(const QString& path, const QByteArray& text) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// The small board's game in a fresh folder, and the request for its whole summary.
struct SmallGame {
    QTemporaryDir dir;
    QString scenario = dir.filePath(QStringLiteral("board.json"));
    QString record = dir.filePath(QStringLiteral("game.eylau"));
    QString analysisFile = QString::fromStdString(ai::analysisPathFor(record.toStdString()));
    SummaryRequest request;

    SmallGame() {
        writeFile(scenario, QByteArray::fromStdString(writeScenario(*test::smallBoard())));
        writeFile(record, test::kSmallRecord);
        request.record = record;
        request.scenario = scenario;
        request.output = dir.filePath(QStringLiteral("game.pdf"));
        request.dice = test::kSmallDice;
        request.language = QStringLiteral("en");
    }
    // The hand-made analysis on this record's Player-Turns, with its digest.
    ai::GameAnalysis analysis() const {
        const auto board = test::smallBoard();
        const SessionLoad loaded =
            GameSession::fromText(test::kSmallRecord, "game.eylau", [&board](const std::string&, std::string&) { return board; },
                                  test::kSmallDice);
        EXPECT_TRUE(loaded.ok()) << loaded.error;
        return loaded.ok() ? test::handMadeAnalysis(*loaded.session) : ai::GameAnalysis{};
    }
    // Runs eylau-summary's command; its stderr.
    std::string run(int expectedStatus = 0) {
        testing::internal::CaptureStderr();
        EXPECT_EQ(runSummary(request, QStringLiteral(EYLAU_SOURCE_DIR "/data/scenarios/eylau.json")), expectedStatus);
        return testing::internal::GetCapturedStderr();
    }
};

TEST(AnalysisPage, TheWholeGameEndsWithTheAnalysisWhenTheRecordsOwnIsBesideIt) {
    EYLAU_REQUIRE_POPPLER();
    SmallGame game;
    const ai::GameAnalysis analysis = game.analysis();
    ASSERT_GE(analysis.turns.size(), 3u);
    ASSERT_FALSE(ai::saveAnalysis(analysis, game.analysisFile.toStdString()));
    EXPECT_EQ(game.run(), "");
    const int pages = test::pdfPages(game.request.output);
    EXPECT_EQ(pages, 7);
    const auto cover = test::pdfText(game.request.output, 1, 1);
    ASSERT_TRUE(cover);
    EXPECT_TRUE(cover->contains(QStringLiteral("Analysis of the game"))) << "in the contents";
    const auto page = test::pdfText(game.request.output, pages, pages);
    ASSERT_TRUE(page);
    EXPECT_TRUE(page->contains(QStringLiteral("Analysis of the game"))) << page->toStdString();
    EXPECT_TRUE(page->contains(QStringLiteral("Game-Turn"))) << "the graph's axis";
    EXPECT_TRUE(page->contains(QStringLiteral("French ahead"))) << page->toStdString();
    EXPECT_TRUE(page->contains(QStringLiteral("VP a Player-Turn on average"))) << page->toStdString();
    EXPECT_TRUE(page->contains(QStringLiteral("The marked Player-Turns"))) << page->toStdString();
    EXPECT_TRUE(page->contains(QStringLiteral("inaccuracy"))) << "Game-Turn 2's Allied inaccuracy:\n" << page->toStdString();
    EXPECT_TRUE(page->contains(QStringLiteral("3.4"))) << "its cost";
}

TEST(AnalysisPage, WithoutAnAnalysisThereIsNoSuchPage) {
    EYLAU_REQUIRE_POPPLER();
    SmallGame game;
    EXPECT_EQ(game.run(), "");
    EXPECT_EQ(test::pdfPages(game.request.output), 6);
    const auto text = test::pdfText(game.request.output);
    ASSERT_TRUE(text);
    EXPECT_FALSE(text->contains(QStringLiteral("Analysis of the game")));
}

TEST(AnalysisPage, AnotherRecordsAnalysisIsNamedAndLeftOut) {
    EYLAU_REQUIRE_POPPLER();
    SmallGame game;
    ai::GameAnalysis foreign = game.analysis();
    foreign.recordDigest = std::string(64, 'a');
    ASSERT_FALSE(ai::saveAnalysis(foreign, game.analysisFile.toStdString()));
    const QString said = QString::fromStdString(game.run());
    EXPECT_TRUE(said.contains(game.analysisFile)) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("the analysis of another record"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("without the analysis"))) << said.toStdString();
    EXPECT_EQ(test::pdfPages(game.request.output), 6);
}

TEST(AnalysisPage, ABrokenAnalysisFileIsNamedWithItsProblemAndLeftOut) {
    EYLAU_REQUIRE_POPPLER();
    SmallGame game;
    writeFile(game.analysisFile, "{\"turns\": [ {\"cost\": \"much\"");
    const QString said = QString::fromStdString(game.run());
    EXPECT_TRUE(said.contains(QFileInfo(game.analysisFile).fileName())) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("without the analysis"))) << said.toStdString();
    EXPECT_EQ(test::pdfPages(game.request.output), 6);
}

TEST(AnalysisPage, OneGameTurnsSummaryLeavesTheAnalysisOut) {
    EYLAU_REQUIRE_POPPLER();
    SmallGame game;
    ASSERT_FALSE(ai::saveAnalysis(game.analysis(), game.analysisFile.toStdString()));
    game.request.turn = 1;
    EXPECT_EQ(game.run(), "");
    const auto text = test::pdfText(game.request.output);
    ASSERT_TRUE(text);
    EXPECT_FALSE(text->contains(QStringLiteral("Analysis of the game")));
}

// Pixels of the page's picture clearly blue: the French shading and lines of the graph.
int bluePixels(const QString& png) {
    const QImage image(png);
    int blue = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.blue() > c.red() + 40) ++blue;
        }
    return blue;
}

TEST(AnalysisPage, APrinterSetToGreyscaleGetsTheGraphInGreys) {
    EYLAU_REQUIRE_POPPLER();
    if (QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty()) GTEST_SKIP() << "no pdftoppm";
    SmallGame game;
    const ai::GameAnalysis analysis = game.analysis();
    const GameSummary summary = test::smallSummary();
    int blue[2] = {0, 0};
    for (bool colour : {true, false}) {
        const QString pdf = game.dir.filePath(colour ? QStringLiteral("colour.pdf") : QStringLiteral("grey.pdf"));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(pdf);
        printer.setColorMode(colour ? QPrinter::Color : QPrinter::GrayScale);
        QString error;
        ASSERT_TRUE(printSummary(printer, summary, std::nullopt, &error, &analysis)) << error.toStdString();
        const int last = test::pdfPages(pdf);
        const QString stem = game.dir.filePath(colour ? QStringLiteral("colour") : QStringLiteral("grey"));
        ASSERT_TRUE(test::poppler(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-f"),
                                                               QString::number(last), QStringLiteral("-l"), QString::number(last),
                                                               QStringLiteral("-png"), QStringLiteral("-singlefile"), pdf, stem}));
        blue[colour ? 0 : 1] = bluePixels(stem + QStringLiteral(".png"));
    }
    EXPECT_GT(blue[0], 200) << "the French shading in colour";
    EXPECT_EQ(blue[1], 0) << "no colour on a greyscale printer";
}

}  // namespace
}  // namespace eylau::print
