// The analysis of a game in review (docs/analysis.md, "The graph and the side summaries"): the
// graph of the battle and each side's summary beside the review bar when the record reviewed has
// an analysis of its own saved beside it, none without or with another record's; a click on a
// Player-Turn's point goes to that Player-Turn's start, the Player-Turn reviewed is shaded; the
// side summaries' words, in English and French.
#include "controllers/file_controller.h"
#include "controllers/review_controller.h"
#include "play_test_support.h"

#include "panes/review_bar.h"

#include "analysis_words.h"
#include "battle_graph.h"
#include "battle_graph_widget.h"
#include "side_summary_view.h"
#include "translations.h"

#include "eylau/ai/analysis_file.h"
#include "eylau/record/game_review.h"
#include "eylau/record/game_session.h"
#include "support/analysis_fixture.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace eylau::game {
namespace {

const QString kRecord = QStringLiteral(EYLAU_TEST_DATA_DIR "/golden/eylau-greedy-greedy-14.eylau");

// The golden record copied into a fresh folder, where an analysis may be saved beside it.
struct RecordCopy {
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("battle.eylau"));
    RecordCopy() { EXPECT_TRUE(QFile::copy(kRecord, path)); }
};

// The hand-made analysis on the Player-Turns of the record at `path`, with its digest.
ai::GameAnalysis analysisOf(const QString& path, const MainWindow& window) {
    const auto scenario = window.document().session().sharedScenario();
    const SessionLoad loaded = GameSession::load(path.toStdString(),
                                                 [&scenario](const std::string&, std::string&) { return scenario; });
    EXPECT_TRUE(loaded.ok()) << loaded.error;
    return loaded.ok() ? test::handMadeAnalysis(*loaded.session) : ai::GameAnalysis{};
}

void saveBeside(const ai::GameAnalysis& analysis, const QString& record) {
    const auto error = ai::saveAnalysis(analysis, ai::analysisPathFor(record.toStdString()));
    ASSERT_FALSE(error) << *error;
}

bool stripShown(const MainWindow& window) { return window.reviews().bar()->analysisStrip()->isVisibleTo(&window); }

TEST(AnalysisReviewTest, TheGraphShowsForARecordWithItsOwnAnalysisAndNotForAnotherRecordsOrNone) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    RecordCopy record;

    ASSERT_EQ(window->reviews().openFile(record.path), QString());
    EXPECT_FALSE(stripShown(*window)) << "no analysis saved beside the record";
    EXPECT_EQ(window->reviews().analysis(), nullptr);
    window->reviews().close();

    ai::GameAnalysis foreign = analysisOf(record.path, *window);
    foreign.recordDigest = std::string(64, '0');
    saveBeside(foreign, record.path);
    ASSERT_EQ(window->reviews().openFile(record.path), QString());
    EXPECT_FALSE(stripShown(*window)) << "an analysis of another record";
    window->reviews().close();

    const ai::GameAnalysis own = analysisOf(record.path, *window);
    ASSERT_EQ(own.turns.size(), 18u);
    saveBeside(own, record.path);
    ASSERT_EQ(window->reviews().openFile(record.path), QString());
    EXPECT_TRUE(stripShown(*window));
    ASSERT_NE(window->reviews().analysis(), nullptr);
    EXPECT_EQ(window->reviews().analysis()->turns.size(), 18u);
    EXPECT_TRUE(window->reviews().bar()->graph()->hasAnalysis());
    EXPECT_GE(window->reviews().bar()->graph()->height(), 80);

    window->reviews().close();
    EXPECT_FALSE(stripShown(*window)) << "the strip goes with the review bar";
    EXPECT_EQ(window->reviews().analysis(), nullptr);
}

TEST(AnalysisReviewTest, TheGameInProgressOpenedFromItsFileShowsItsAnalysisInReview) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    RecordCopy record;
    saveBeside(analysisOf(record.path, *window), record.path);
    ASSERT_TRUE(window->files().openFile(record.path).isEmpty());
    window->reviews().openGame();
    ASSERT_TRUE(window->reviews().isOpen());
    EXPECT_TRUE(stripShown(*window));
    ASSERT_NE(window->reviews().analysis(), nullptr);
    EXPECT_EQ(window->reviews().bar()->graph()->highlightedTurn(), std::optional<std::size_t>(17)) << "at the end";
}

TEST(AnalysisReviewTest, AClickOnAPlayerTurnsPointGoesToItsStartAndTheTurnReviewedIsShaded) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    RecordCopy record;
    const ai::GameAnalysis analysis = analysisOf(record.path, *window);
    ASSERT_EQ(analysis.turns.size(), 18u);
    saveBeside(analysis, record.path);
    ASSERT_EQ(window->reviews().openFile(record.path), QString());
    analysisview::BattleGraphWidget* graph = window->reviews().bar()->graph();
    ASSERT_TRUE(graph->isVisible());
    EXPECT_EQ(graph->highlightedTurn(), std::optional<std::size_t>(0)) << "the opening is in the first Player-Turn";

    // Game-Turn 4, French: the mistake.
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->turnPoint(6).toPoint());
    QApplication::processEvents();
    EXPECT_EQ(window->reviews().review()->position(), analysis.turns[6].start);
    EXPECT_EQ(window->reviews().review()->game().turn(), 4);
    EXPECT_EQ(window->reviews().review()->game().phasing(), Side::French);
    EXPECT_EQ(graph->highlightedTurn(), std::optional<std::size_t>(6));

    // The review moved on by other means: the shading follows.
    window->reviews().seek(analysis.turns[11].start + 1);
    EXPECT_EQ(graph->highlightedTurn(), std::optional<std::size_t>(11));

    // Right with the graph's focus: the next Player-Turn's start.
    graph->setFocus();
    QTest::keyClick(graph, Qt::Key_Right);
    EXPECT_EQ(window->reviews().review()->position(), analysis.turns[12].start);
    QTest::keyClick(graph, Qt::Key_Left);
    EXPECT_EQ(window->reviews().review()->position(), analysis.turns[11].start);

    // Outside the plot (the value labels at the left) nothing is chosen.
    EXPECT_FALSE(graph->turnAt(QPointF(1, graph->height() / 2.0)));
}

TEST(AnalysisReviewTest, TheSideSummariesTellTheAverageCostTheMarksAndTheWorstTurn) {
    const ai::GameAnalysis analysis = test::handMadeAnalysis();
    analysisview::SideSummaryView view;
    view.setAnalysis(&analysis);
    EXPECT_EQ(view.text(Side::French), QStringLiteral("French: 1.6 VP a Player-Turn on average; 1 inaccuracy, 1 mistake, "
                                                      "no blunder. Worst: Game-Turn 4, cost 7.2 VP (a mistake)."));
    EXPECT_EQ(view.text(Side::Allied), QStringLiteral("Allied: 3.2 VP a Player-Turn on average; 2 inaccuracies, no "
                                                      "mistake, 1 blunder. Worst: Game-Turn 6, cost 13.5 VP (a blunder)."));
    view.setAnalysis(nullptr);
    EXPECT_EQ(view.text(Side::French), QString());
}

TEST(AnalysisReviewTest, APlayerTurnIsToldInWordsWithItsCostMarkLuckAndTurningPoint) {
    const ai::GameAnalysis analysis = test::handMadeAnalysis();
    const ai::TurnAnalysis& mistake = analysis.turns[6];
    EXPECT_EQ(analysisview::turnLine(mistake),
              QStringLiteral("Game-Turn 4, French: cost 7.2 VP, a mistake; the dice gave +1.2"));
    ASSERT_TRUE(mistake.turningPoint);
    EXPECT_EQ(analysisview::turningPointWords(mistake),
              QStringLiteral("A turning point, by the decisions: the evaluation moved 7.2 VP towards the Allies"));
    const ai::TurnAnalysis& dice = analysis.turns[5];  // Game-Turn 3, the Allies' lucky dice
    ASSERT_TRUE(dice.turningPoint);
    EXPECT_TRUE(analysisview::turningPointWords(dice).startsWith(QStringLiteral("A turning point, by the dice")));
    const QString tip = analysisview::turnDescription(mistake);
    EXPECT_TRUE(tip.contains(QStringLiteral("French ahead by 2.0 VP before, Allies ahead by 5.2 VP after"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("Victory Points at its end: French 8, Allied 12"))) << tip.toStdString();
}

TEST(AnalysisReviewTest, TheSideSummariesInFrenchUseTheFrenchDecimalComma) {
    ASSERT_EQ(i18n::installTranslators(QStringLiteral("fr")), QStringLiteral("fr"));
    const ai::GameAnalysis analysis = test::handMadeAnalysis();
    analysisview::SideSummaryView view;
    view.setAnalysis(&analysis);
    const QString french = view.text(Side::French);
    const QString allied = view.text(Side::Allied);
    i18n::installTranslators(QStringLiteral("en"));
    EXPECT_TRUE(french.contains(QStringLiteral("1,6"))) << french.toStdString();
    EXPECT_TRUE(french.contains(QStringLiteral("7,2"))) << french.toStdString();
    EXPECT_TRUE(allied.contains(QStringLiteral("2 imprécisions"))) << allied.toStdString();
    EXPECT_FALSE(french.contains(QStringLiteral("Player-Turn"))) << french.toStdString();
}

TEST(AnalysisReviewTest, TheGraphPaintsBothSidesAreasAndEveryMarkerShapeInGreyscaleToo) {
    const ai::GameAnalysis analysis = test::handMadeAnalysis();
    for (bool colour : {true, false}) {
        QImage image(900, 300, QImage::Format_ARGB32);
        image.fill(Qt::white);
        analysisview::BattleGraphStyle style;
        style.colour = colour;
        {
            QPainter painter(&image);
            analysisview::paintBattleGraph(painter, QRectF(0, 0, 900, 300), analysis, style);
        }
        const analysisview::BattleGraphFrame frame = analysisview::battleGraphFrame(QRectF(0, 0, 900, 300), analysis, style);
        // Above zero in Game-Turn 3 (the French ahead) and below it in Game-Turn 5 (the Allies):
        // each area painted, and differently.
        const QPointF french(frame.x(4.5), (frame.y(0) + frame.y(4)) / 2);
        const QPointF allied(frame.x(8.5), (frame.y(0) + frame.y(-2)) / 2);
        const QRgb above = image.pixel(french.toPoint());
        EXPECT_NE(above, qRgb(255, 255, 255)) << "colour " << colour;
        QSet<QRgb> below;
        for (int dx = -3; dx <= 3; ++dx) below.insert(image.pixel(allied.toPoint() + QPoint(dx, 0)));
        EXPECT_FALSE(below.contains(above) && below.size() == 1) << "colour " << colour;
        // In greyscale every line, area and marker is grey (the plot right of its labels).
        if (!colour)
            for (int x = int(frame.plot.left() + frame.plot.width() / 4); x < int(frame.plot.right()); x += 7)
                for (int y = int(frame.plot.top()); y < int(frame.plot.bottom()); y += 7) {
                    const QColor c = image.pixelColor(x, y);
                    ASSERT_TRUE(c.red() == c.green() && c.green() == c.blue()) << "not grey at " << x << "," << y;
                }
    }
}

// At scale 2 on 1920x1080 in French the graph beside the summaries is about 660 px wide: every
// entry of the legend is still drawn (the turning point's was left out before).
TEST(AnalysisReviewTest, TheLegendKeepsEveryEntryOnANarrowGraphInFrench) {
    const ai::GameAnalysis analysis = test::handMadeAnalysis();
    for (const char* language : {"en", "fr"}) {
        ASSERT_EQ(i18n::installTranslators(QString::fromLatin1(language)), QString::fromLatin1(language));
        QImage image(660, 110, QImage::Format_ARGB32);
        image.fill(Qt::white);
        int drawn = 0;
        {
            QPainter painter(&image);
            drawn = analysisview::paintBattleGraph(painter, QRectF(0, 0, 660, 110), analysis, analysisview::BattleGraphStyle{});
        }
        EXPECT_EQ(drawn, analysisview::kBattleGraphLegendEntries) << language;
    }
    i18n::installTranslators(QStringLiteral("en"));
}

}  // namespace
}  // namespace eylau::game
