// Turn summaries as PDF (summary_printer.h): page counts, page sizes and the key lines of the
// text, read back with pdfinfo and pdftotext, for the small board's two-turn game.
#include "print_test_support.h"

#include "summary_printer.h"

#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

namespace eylau::print {
namespace {

using test::pdfPages;
using test::pdfText;

QString written(const QTemporaryDir& dir, const QString& name, std::optional<int> turn,
                const QPageLayout& layout = defaultPageLayout()) {
    const QString path = dir.filePath(name);
    QString error;
    EXPECT_TRUE(writeSummaryPdf(test::smallSummary(), path, turn, &error, layout)) << error.toStdString();
    return path;
}

// A regular expression over the text of a PDF, with pdftotext's spacing collapsed.
::testing::AssertionResult mentions(const QString& text, const QString& pattern) {
    QString flat = text;
    flat.replace(QRegularExpression(QStringLiteral("[ \\t]+")), QStringLiteral(" "));
    if (QRegularExpression(pattern).match(flat).hasMatch()) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "no match for /" << pattern.toStdString() << "/ in:\n" << flat.toStdString();
}

TEST(SummaryPdf, OneGameTurnIsItsPagesThenItsMap) {
    EYLAU_REQUIRE_POPPLER();
    QTemporaryDir dir;
    const QString pdf = written(dir, QStringLiteral("turn1.pdf"), 1);
    EXPECT_EQ(pdfPages(pdf), 2);
    const QString text = pdfText(pdf).value_or(QString());
    EXPECT_TRUE(mentions(text, QStringLiteral("Game-Turn 1 · 14:00")));
    EXPECT_TRUE(mentions(text, QStringLiteral("French Player-Turn")));
    EXPECT_TRUE(mentions(text, QStringLiteral("Allied Player-Turn")));
    // The move: unit, division, from, to, Movement Points, the Zone of Control stop, the line.
    EXPECT_TRUE(mentions(text, QStringLiteral("Fr\\.1 French Div 0202 0404 3 MP stops in an enemy Zone of Control \\(4\\.5\\) 4")));
    // The attack: itemised strengths (the defender's Fresh Strength), odds, dice, result.
    EXPECT_TRUE(mentions(text, QStringLiteral("Fr\\.1 5 = 5 Ru\\.1 3\\+3 fresh = 6 5 : 6 = 1-2 1 Dr")));
    EXPECT_TRUE(mentions(text, QStringLiteral("weather 3")));
    EXPECT_TRUE(mentions(text, QStringLiteral("Ru\\.1 retreats 0505→0605")));
    EXPECT_TRUE(mentions(text, QStringLiteral("Fr\\.1 advances 0404→0505")));
    EXPECT_TRUE(mentions(text, QStringLiteral("Ru\\.1 Russian Div Allied 3 0605 \\[6\\.3\\] Ae")));
    EXPECT_TRUE(mentions(text, QStringLiteral("Fresh Strength used \\(21\\.1\\): Ru\\.1 \\(Russian Div, \\+3\\) defending")));
    // The end-of-turn page: the tally, the map, control of the victory hexes.
    EXPECT_TRUE(mentions(text, QStringLiteral("French 8, Allied 0 Victory Points: Draw, French ahead by 8")));
    EXPECT_TRUE(mentions(text, QStringLiteral("At the end of Game-Turn 1")));
    EXPECT_TRUE(mentions(text, QStringLiteral("\\[23\\.4\\] Dorf \\(0202\\), 5 VP: French")));
    EXPECT_TRUE(mentions(text, QStringLiteral("page 2 of 2")));
}

TEST(SummaryPdf, TheWholeGameHasACoverEveryTurnAndTheLossesByDivision) {
    EYLAU_REQUIRE_POPPLER();
    QTemporaryDir dir;
    const QString pdf = written(dir, QStringLiteral("game.pdf"), std::nullopt);
    // Cover, Game-Turn 1 and its map, Game-Turn 2 and its map, losses by division.
    EXPECT_EQ(pdfPages(pdf), 6);
    const QString cover = pdfText(pdf, 1, 1).value_or(QString());
    EXPECT_TRUE(mentions(cover, QStringLiteral("TURN SUMMARIES")));
    EXPECT_TRUE(mentions(cover, QStringLiteral("Dice seed 7")));
    EXPECT_TRUE(mentions(cover, QStringLiteral("weather \\(optional rule 22\\.0\\): on")));
    EXPECT_TRUE(mentions(cover, QStringLiteral("16 commands, 2 Game-Turns of 3")));
    EXPECT_TRUE(mentions(cover, QStringLiteral("Game-Turn 1 · 14:00 2\\n")));
    EXPECT_TRUE(mentions(cover, QStringLiteral("Game-Turn 2 · 15:15 4\\n")));
    EXPECT_TRUE(mentions(cover, QStringLiteral("Losses by division 6\\n")));
    const QString turn2 = pdfText(pdf, 4, 4).value_or(QString());
    EXPECT_TRUE(mentions(turn2, QStringLiteral("Game-Turn 2 · 15:15")));
    EXPECT_TRUE(mentions(turn2, QStringLiteral("Fr\\.2 French Div 0103 0203 2 MP enters at area A \\(7\\.1\\)")));
    EXPECT_TRUE(mentions(turn2, QStringLiteral("Reinforcements held back \\(7\\.3\\): Fr\\.3\\.")));
    const QString losses = pdfText(pdf, 6, 6).value_or(QString());
    EXPECT_TRUE(mentions(losses, QStringLiteral("Losses by division")));
    EXPECT_TRUE(mentions(losses, QStringLiteral("Russian Div \\(Ru\\) 1 3 1 3 Ru\\.1")));
    EXPECT_TRUE(mentions(losses, QStringLiteral("French Div \\(Fr\\) 3 11 0 0 —")));
}

TEST(SummaryPdf, PageSizeComesFromTheLayout) {
    EYLAU_REQUIRE_POPPLER();
    QTemporaryDir dir;
    const auto a4 = test::poppler(QStringLiteral("pdfinfo"), {written(dir, QStringLiteral("a4.pdf"), 2)});
    const auto letter = test::poppler(QStringLiteral("pdfinfo"),
                                      {written(dir, QStringLiteral("letter.pdf"), 2, defaultPageLayout(QPageSize::Letter))});
    ASSERT_TRUE(a4 && letter);
    EXPECT_TRUE(a4->contains(QStringLiteral("(A4)"))) << a4->toStdString();
    EXPECT_TRUE(letter->contains(QStringLiteral("(letter)"))) << letter->toStdString();
}

// The unchanging map is one picture at 300 dots per inch, kept once in the file however many map
// pages show it; the counters and marks on it are drawn as vectors (no other image), and the text
// stays text.
TEST(SummaryPdf, TheMapIsOnePictureKeptOnceWithTheCountersAsVectors) {
    EYLAU_REQUIRE_POPPLER();
    if (QStandardPaths::findExecutable(QStringLiteral("pdfimages")).isEmpty()) GTEST_SKIP() << "no pdfimages";
    QTemporaryDir dir;
    const QString whole = written(dir, QStringLiteral("t.pdf"), std::nullopt);
    const auto images = test::poppler(QStringLiteral("pdfimages"), {QStringLiteral("-list"), whole});
    ASSERT_TRUE(images.has_value());
    // "page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio"
    QStringList rows = images->trimmed().split(QLatin1Char('\n'));
    ASSERT_GT(rows.size(), 3) << images->toStdString();  // two heading lines, then a map on each Game-Turn's page
    rows.erase(rows.begin(), rows.begin() + 2);
    QSet<QString> objects;
    for (const QString& row : rows) {
        const QStringList f = row.simplified().split(QLatin1Char(' '));
        ASSERT_GE(f.size(), 14) << row.toStdString();
        objects.insert(f[10]);
        EXPECT_GE(f[12].toInt(), 299) << row.toStdString();  // x-ppi
        EXPECT_GE(f[13].toInt(), 299) << row.toStdString();  // y-ppi
    }
    EXPECT_GE(rows.size(), 2) << "one map per Game-Turn of the small game";
    EXPECT_EQ(objects.size(), 1) << images->toStdString();
    const auto text = pdfText(whole, 3, 3);
    ASSERT_TRUE(text.has_value());
    EXPECT_TRUE(mentions(*text, QStringLiteral("At the end of Game-Turn 1")));
}

TEST(SummaryPdf, NoSuchGameTurnIsRefused) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("none.pdf"));
    QString error;
    EXPECT_FALSE(writeSummaryPdf(test::smallSummary(), path, 5, &error));
    EXPECT_EQ(error, QStringLiteral("there is no Game-Turn 5 in the record (it covers Game-Turns 1-2)"));
    EXPECT_FALSE(QFileInfo::exists(path));
}

TEST(SummaryPdf, AnUnwritableFileIsReported) {
    QString error;
    EXPECT_FALSE(writeSummaryPdf(test::smallSummary(), QStringLiteral("/nonexistent-dir/x.pdf"), std::nullopt, &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("cannot write /nonexistent-dir/x.pdf"))) << error.toStdString();
}

}  // namespace
}  // namespace eylau::print
