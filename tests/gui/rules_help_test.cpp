// The rules and charts on screen: every case number in a refusal, the log or the attack window is
// a link to the Rules Reference pane at that case; the Charts dock shows the scenario's Combat
// Results Table and Terrain Effects Chart and highlights the column of the attack drawn up; F1
// opens the User Guide at the part about what is on screen; Help > Keyboard Shortcuts lists every
// action with its keys.
#include "controllers/turn_controller.h"
#include "play_test_support.h"

#include "dialogs/attack_dialog.h"
#include "text/case_links.h"
#include "panes/charts_pane.h"
#include "controllers/combat_controller.h"
#include "dialogs/help_window.h"
#include "panes/log_panel.h"
#include "panes/rules_pane.h"
#include "dialogs/shortcuts_dialog.h"

#include "eylau/reports/rules_reference.h"

#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTreeWidget>

namespace eylau::game {
namespace {

// The first "case:N" link of a rich text.
QString firstCaseLink(const QString& html) {
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("href=\"(case:[0-9.]+)\"")).match(html);
    return m.hasMatch() ? m.captured(1) : QString();
}

QLabel* statusLabelWithLink(MainWindow& window) {
    for (QLabel* label : window.statusBar()->findChildren<QLabel*>())
        if (!firstCaseLink(label->text()).isEmpty()) return label;
    return nullptr;
}

TEST(RulesReferencePane, HoldsEveryCaseOfTheShippedReference) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    RulesPane* pane = window->rulesPane();
    ASSERT_NE(pane, nullptr);
    ASSERT_NE(pane->reference(), nullptr);
    EXPECT_EQ(pane->list()->count(), 65 + 13);  // the rulebook's cases, then the variants' (CR, AL)
    EXPECT_TRUE(pane->openCase(QStringLiteral("CR.4")));
    EXPECT_EQ(pane->currentCase(), QStringLiteral("CR.4"));
    EXPECT_TRUE(pane->openCase(QStringLiteral("22.2")));
    EXPECT_EQ(pane->currentCase(), QStringLiteral("22.2"));
    EXPECT_FALSE(pane->openCase(QStringLiteral("99.9")));
    EXPECT_EQ(pane->currentCase(), QStringLiteral("22.2"));
}

TEST(RulesReferencePane, ClickingTheCaseOfARefusalOpensThePaneAtThatCase) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    // An Allied unit is not the French player's to move: refused, citing 4.0.
    test::clickHex(*window, test::hexOf(*window, "Tut.1"));
    ASSERT_TRUE(window->statusMessage().contains(QStringLiteral("[4.0]"))) << window->statusMessage().toStdString();
    QLabel* label = statusLabelWithLink(*window);
    ASSERT_NE(label, nullptr) << "the refusal's case is not a link";
    const QString link = firstCaseLink(label->text());
    EXPECT_EQ(link, QStringLiteral("case:4.0"));
    auto* dock = qobject_cast<QDockWidget*>(window->rulesPane()->parentWidget());
    ASSERT_NE(dock, nullptr);
    dock->hide();
    emit label->linkActivated(link);  // what a click on the link does
    EXPECT_EQ(window->rulesPane()->currentCase(), QStringLiteral("4.0"));
    EXPECT_FALSE(dock->isHidden());
    EXPECT_TRUE(window->rulesPane()->browser()->toPlainText().startsWith(QStringLiteral("4.0 ")))
        << window->rulesPane()->browser()->toPlainText().toStdString();
    // A case the summary names is a link too, and following it moves the pane.
    const QString inside = firstCaseLink(window->rulesPane()->browser()->toHtml());
    ASSERT_FALSE(inside.isEmpty());
    emit window->rulesPane()->browser()->anchorClicked(QUrl(inside));
    EXPECT_EQ(window->rulesPane()->currentCase(), inside.mid(5));
}

TEST(RulesReferencePane, ClickingTheCaseOfALoggedEventOpensIt) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    ASSERT_FALSE(window->turns().endPhase().has_value());  // the French Movement Phase ends (3.0)
    QTreeWidget* tree = window->logPanel()->tree();
    QTreeWidgetItem* last = nullptr;
    for (QTreeWidgetItemIterator it(tree); *it; ++it)
        if (!(*it)->text(1).isEmpty()) last = *it;
    ASSERT_NE(last, nullptr);
    emit tree->itemClicked(last, 1);
    EXPECT_EQ(window->rulesPane()->currentCase(), last->text(1));
}

TEST(ChartsPaneTest, ShowsTheChartsAndHighlightsTheColumnOfTheAttackDrawnUp) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    ChartsPane* charts = window->chartsPane();
    ASSERT_NE(charts, nullptr);
    const auto& crt = scenario->combatResults;
    EXPECT_EQ(charts->combatTable()->columnCount(), int(crt.columns().size()));
    EXPECT_EQ(charts->combatTable()->rowCount(), crt.dieFaces());
    // Reconstructed cells are marked.
    int marked = 0;
    for (int die = 1; die <= crt.dieFaces(); ++die)
        for (std::size_t c = 0; c < crt.columns().size(); ++c)
            if (crt.cell(die, c).provenance == Provenance::Reconstructed) {
                ++marked;
                EXPECT_TRUE(charts->combatTable()->item(die - 1, int(c))->font().italic());
                EXPECT_TRUE(charts->combatTable()->item(die - 1, int(c))->toolTip().startsWith(QStringLiteral("Reconstructed")));
            }
    EXPECT_GT(marked, 0);
    EXPECT_EQ(charts->terrainTable()->rowCount(), int(kTerrains.size() + kHexsideFeatures.size()));
    EXPECT_EQ(charts->highlightedColumn(), -1);

    // Leg.1 and Leg.2 close on Ost.3 (as in the turn-flow test), then the attack is drawn up.
    GameDocument& doc = window->document();
    ASSERT_TRUE(doc.apply(MoveCommand{"Leg.1", {Hex{14, 12}}}).ok());
    ASSERT_TRUE(doc.apply(MoveCommand{"Leg.2", {Hex{15, 12}}}).ok());
    ASSERT_FALSE(window->turns().endPhase().has_value());
    ASSERT_EQ(window->game().phase(), Phase::Combat);
    ASSERT_EQ(window->game().phasing(), Side::French);
    test::clickHex(*window, Hex{14, 11});
    AttackDialog* attack = window->combat()->attackDialog();
    ASSERT_NE(attack, nullptr);
    const OddsAccount odds = window->game().odds(attack->draft().attack());
    EXPECT_EQ(charts->highlightedColumn(), int(odds.finalColumn));
    EXPECT_EQ(charts->combatTable()->verticalHeaderItem(0)->text(), QStringLiteral("1: 1/6"));
    EXPECT_TRUE(test::shownText(charts->chanceLabel()).contains(QString::fromStdString(crt.columns()[odds.finalColumn].text())));
    // The attack window's cases are links as well.
    EXPECT_FALSE(firstCaseLink(attack->oddsLabel()->text()).isEmpty());
    attack->close();
    EXPECT_EQ(charts->highlightedColumn(), -1);
}

TEST(HelpTest, F1OpensTheUserGuideAtThePartAboutWhatIsOnScreen) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    QAction* guide = nullptr;
    for (QAction* a : window->findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(QKeySequence::HelpContents)) guide = a;
    ASSERT_NE(guide, nullptr);
    guide->trigger();
    auto* help = window->findChild<HelpWindow*>();
    ASSERT_NE(help, nullptr);
    EXPECT_EQ(help->currentPage(), QStringLiteral("playing.md"));
    EXPECT_EQ(help->currentSection(), QStringLiteral("The Movement Phase"));
    EXPECT_TRUE(help->browser()->toPlainText().contains(QStringLiteral("Playing Eylau")));
    // Its case numbers are links; a link to another guide stays in the window.
    EXPECT_FALSE(firstCaseLink(help->browser()->toHtml()).isEmpty());
    emit help->browser()->anchorClicked(QUrl(QStringLiteral("game-record.md")));
    EXPECT_EQ(help->currentPage(), QStringLiteral("game-record.md"));
    EXPECT_FALSE(help->showGuide(QStringLiteral("no-such-guide.md")));
}

TEST(HelpTest, KeyboardShortcutsListEveryActionWithAKey) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    ShortcutsDialog dialog(window->menuBar(), nullptr, window.get());
    QStringList listed;
    for (int r = 0; r < dialog.table()->rowCount(); ++r) listed << dialog.table()->item(r, 2)->text();
    for (QAction* a : window->menuBar()->findChildren<QAction*>())
        if (!a->shortcut().isEmpty() && !a->menu()) {
            EXPECT_TRUE(listed.join(QLatin1Char('|')).contains(a->shortcut().toString(QKeySequence::NativeText)))
                << a->text().toStdString();
        }
    EXPECT_TRUE(listed.contains(QKeySequence(QKeySequence::HelpContents).toString(QKeySequence::NativeText)));
}

}  // namespace
}  // namespace eylau::game

namespace eylau::game {
namespace {

// A signed value ("+2.1 Victory Points") is not taken for a case, but both cases of a range are.
TEST(RulesReferencePane, SignedNumbersAreValuesAndRangesKeepBothCases) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const QString value = plainWithCaseLinks(window.get(), QStringLiteral("expected +2.1 Victory Points, or -2.1"));
    EXPECT_FALSE(value.contains(QStringLiteral("case:2.1"))) << value.toStdString();
    const QString range = plainWithCaseLinks(window.get(), QStringLiteral("retreats (6.4-6.5)"));
    EXPECT_TRUE(range.contains(QStringLiteral("case:6.4"))) << range.toStdString();
    EXPECT_TRUE(range.contains(QStringLiteral("case:6.5"))) << range.toStdString();
}

}  // namespace
}  // namespace eylau::game
