// The headless command (summary_command.h): its words, and a run from files to a PDF.
#include "print_test_support.h"

#include "summary_command.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace eylau::print {
namespace {

std::optional<SummaryRequest> parse(const QStringList& words, QString* error) {
    return parseSummaryArguments(words, error);
}

TEST(SummaryCommand, ReadsItsWords) {
    QString error;
    const auto r = parse({"game.eylau", "--turn", "3", "-o", "out.pdf", "--page", "letter", "--scenario", "s.json",
                          "--french", "Anne", "--allied", "Boris", "--dice", "3,1,6"},
                         &error);
    ASSERT_TRUE(r) << error.toStdString();
    EXPECT_EQ(r->record, "game.eylau");
    EXPECT_EQ(r->turn, 3);
    EXPECT_EQ(r->output, "out.pdf");
    EXPECT_EQ(r->page, QPageSize::Letter);
    EXPECT_EQ(r->scenario, "s.json");
    EXPECT_EQ(r->players[0], "Anne");
    EXPECT_EQ(r->players[1], "Boris");
    EXPECT_EQ(r->dice, (std::vector<int>{3, 1, 6}));
}

TEST(SummaryCommand, RefusesWhatItCannotUse) {
    QString error;
    EXPECT_FALSE(parse({"game.eylau"}, &error));
    EXPECT_EQ(error, "no output file given (-o OUT.pdf)");
    EXPECT_FALSE(parse({"-o", "x.pdf"}, &error));
    EXPECT_EQ(error, "no RECORD given");
    EXPECT_FALSE(parse({"a", "b", "-o", "x.pdf"}, &error));
    EXPECT_FALSE(parse({"a", "--turn", "zero", "-o", "x.pdf"}, &error));
    EXPECT_EQ(error, "--turn takes a Game-Turn number, such as 3");
    EXPECT_FALSE(parse({"a", "--page", "a3", "-o", "x.pdf"}, &error));
    EXPECT_FALSE(parse({"a", "--dice", "7", "-o", "x.pdf"}, &error));
    EXPECT_FALSE(parse({"a", "--frobnicate", "-o", "x.pdf"}, &error));
    EXPECT_EQ(error, "unknown option '--frobnicate'");
    EXPECT_FALSE(parse({"a", "-o"}, &error));
    EXPECT_EQ(error, "-o needs a value");
    EXPECT_TRUE(parse({"--help"}, &error)->help);
    EXPECT_TRUE(parse({"--version"}, &error)->version);
}

void writeFile(const QString& path, const QByteArray& text) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
}

TEST(SummaryCommand, WritesThePdfOfARecord) {
    QTemporaryDir dir;
    const QString scenario = dir.filePath("board.json");
    const QString record = dir.filePath("game.eylau");
    const QString out = dir.filePath("game.pdf");
    writeFile(scenario, QByteArray::fromStdString(writeScenario(*test::smallBoard())));
    writeFile(record, test::kSmallRecord);
    SummaryRequest r;
    r.record = record;
    r.scenario = scenario;
    r.output = out;
    r.dice = test::kSmallDice;
    EXPECT_EQ(runSummary(r, QStringLiteral(EYLAU_SOURCE_DIR "/data/scenarios/eylau.json")), 0);
    EXPECT_GT(QFileInfo(out).size(), 1000);
    if (test::pdfPages(out) >= 0) {
        EXPECT_EQ(test::pdfPages(out), 6);
    }
}

TEST(SummaryCommand, NamesTheLineTheEngineRefuses) {
    QTemporaryDir dir;
    const QString record = dir.filePath("bad.eylau");
    writeFile(record, "scenario eylau\nmove Tut.1 0614\n");
    SummaryRequest r;
    r.record = record;
    r.output = dir.filePath("bad.pdf");
    EXPECT_EQ(runSummary(r, QStringLiteral(EYLAU_SOURCE_DIR "/data/scenarios/eylau.json")), 1);
    EXPECT_FALSE(QFileInfo::exists(r.output));
}

TEST(SummaryCommand, TheBuiltInScenarioMustBeTheRecordsOwn) {
    QTemporaryDir dir;
    const QString record = dir.filePath("other.eylau");
    writeFile(record, "scenario austerlitz\nend\n");
    SummaryRequest r;
    r.record = record;
    r.output = dir.filePath("other.pdf");
    EXPECT_EQ(runSummary(r, QStringLiteral(EYLAU_SOURCE_DIR "/data/scenarios/eylau.json")), 1);
}

}  // namespace
}  // namespace eylau::print
