// A whole random game of Eylau (RandomPlayer) summarised and printed: every Game-Turn, the
// cover's contents pointing at the right pages, the losses adding up.
#include "print_test_support.h"

#include "summary_printer.h"
#include "summary_text.h"

#include "eylau/game/game.h"
#include "eylau/ai/random_player.h"

#include <QTemporaryDir>

namespace eylau::print {
namespace {

const GameSummary& wholeGame() {
    static const GameSummary summary = [] {
        GameOptions options;
        options.seed = 5;
        Game game(test::eylau(), options);
        RandomPlayer player(5);
        GameRecord record;
        record.seed = 5;
        while (!game.gameOver()) {
            const auto command = player.next(game);
            if (!command || !game.apply(*command).ok()) break;
            record.lines.push_back(RecordLine{int(record.lines.size()) + 4, *command, "", {}});
        }
        SummaryResult r = summarizeRecord(test::eylau(), record);
        EXPECT_TRUE(r.ok()) << r.error;
        return r.ok() ? *r.summary : GameSummary{};
    }();
    return summary;
}

TEST(WholeGame, EveryGameTurnIsSummarised) {
    const GameSummary& s = wholeGame();
    ASSERT_TRUE(s.gameOver);
    ASSERT_EQ(int(s.turns.size()), test::eylau()->lastTurn());
    int attacks = 0;
    std::array<int, 2> lost{0, 0};
    for (const GameTurnSummary& t : s.turns) {
        EXPECT_TRUE(t.complete);
        EXPECT_EQ(t.playerTurns.size(), 2u);
        for (const PlayerTurnSummary& pt : t.playerTurns) {
            EXPECT_EQ(pt.combatPhase, !t.night);
            for (const AttackEntry& a : pt.attacks) {
                ++attacks;
                EXPECT_GE(a.die, 1);
                EXPECT_LE(a.die, 6);
                EXPECT_FALSE(a.column.empty());
            }
            for (const LossEntry& l : pt.losses) lost[std::size_t(l.side)] += l.strength;
        }
    }
    EXPECT_GT(attacks, 0);
    EXPECT_EQ(lost, s.strengthLost);
    std::array<int, 2> byDivision{0, 0};
    for (const DivisionLosses& d : s.lossesByDivision) byDivision[std::size_t(d.side)] += d.lostStrength;
    EXPECT_EQ(byDivision, s.strengthLost);
    EXPECT_NE(s.ending.find(std::to_string(s.finalScore.points[0])), std::string::npos);
}

TEST(WholeGame, ThePdfHasEveryTurnAndTheContentsPointAtThem) {
    EYLAU_REQUIRE_POPPLER();
    const GameSummary& s = wholeGame();
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("eylau.pdf"));
    QString error;
    ASSERT_TRUE(writeSummaryPdf(s, pdf, std::nullopt, &error)) << error.toStdString();
    const int pages = test::pdfPages(pdf);
    // The cover, at least a page of text and the map for each Game-Turn, the losses.
    EXPECT_GE(pages, 2 + 2 * int(s.turns.size()));
    const QString cover = test::pdfText(pdf, 1, 1).value_or(QString());
    for (const GameTurnSummary& t : s.turns) {
        const auto m = QRegularExpression(QRegularExpression::escape(gameTurnTitle(t)) + QStringLiteral("\\s+(\\d+)\\n"))
                           .match(cover);
        ASSERT_TRUE(m.hasMatch()) << gameTurnTitle(t).toStdString() << " is not in the contents:\n" << cover.toStdString();
        const int page = m.captured(1).toInt();
        const QString first = test::pdfText(pdf, page, page).value_or(QString());
        EXPECT_TRUE(first.contains(gameTurnTitle(t))) << "page " << page;
        EXPECT_TRUE(first.contains(QStringLiteral("French Player-Turn"))) << "page " << page;
    }
    const QString last = test::pdfText(pdf, pages, pages).value_or(QString());
    EXPECT_TRUE(last.contains(QStringLiteral("Losses by division")));
    EXPECT_TRUE(last.contains(QStringLiteral("Tutchov (Tut)")));
}

}  // namespace
}  // namespace eylau::print
