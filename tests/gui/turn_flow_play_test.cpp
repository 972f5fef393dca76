// The turn flow beyond single moves: a reinforcement brought on from the panel by clicking its
// entry hex (7.0-7.2), the Allied player's turn-2 release dialog (19.3), the defender's Fresh
// Strength question (21.1), and the victory panel.
#include "controllers/turn_controller.h"
#include "play_test_support.h"

#include "dialogs/attack_dialog.h"
#include "controllers/combat_controller.h"
#include "dialogs/defence_dialog.h"
#include "map/map_overlay.h"
#include "controllers/movement_controller.h"
#include "panes/reinforcement_panel.h"
#include "dialogs/release_dialog.h"
#include "panes/victory_panel.h"

#include "eylau/rules/game_state.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>

namespace eylau::game {
namespace {

using Group = MapOverlay::Group;

void endPhases(MainWindow& window, int count) {
    for (int i = 0; i < count; ++i) {
        const auto refusal = window.turns().endPhase();
        ASSERT_FALSE(refusal.has_value()) << refusal->toStdString();
    }
}

TEST(TurnFlowPlayTest, AReinforcementEntersByClickingItsEntryHex) {
    // The minimal board as it is: Fr.2 (artillery) is due on Game-Turn 2 at area A, hex 0103.
    const Scenario board = test::boardFrom(test::minimalScenarioJson());
    ASSERT_FALSE(board.units.empty());
    auto window = test::playWindow(board);
    const UnitIndex fr2 = test::unitNamed(*window, "Fr.2");
    // Not yet: it is listed as due later, and cannot be chosen.
    QTreeWidgetItem* item = window->reinforcementPanel()->itemFor(fr2);
    ASSERT_NE(item, nullptr);
    EXPECT_FALSE(item->flags() & Qt::ItemIsSelectable);
    endPhases(*window, 4);  // to the French Movement Phase of Game-Turn 2
    ASSERT_EQ(window->game().state().turn, 2);
    item = window->reinforcementPanel()->itemFor(fr2);
    ASSERT_NE(item, nullptr);
    ASSERT_TRUE(item->flags() & Qt::ItemIsSelectable);
    QTreeWidget* tree = window->reinforcementPanel()->tree();
    tree->scrollToItem(item);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(item).center());
    ASSERT_EQ(window->movement()->selected(), std::optional<UnitIndex>(fr2));
    const Hex entry{1, 3};
    EXPECT_TRUE(window->overlay().isHighlighted(Group::Reach, entry));
    test::clickHex(*window, entry);
    EXPECT_EQ(window->game().state().unit(fr2).status, UnitStatus::OnMap);
    EXPECT_EQ(window->game().state().unit(fr2).hex, entry);
    EXPECT_EQ(window->reinforcementPanel()->itemFor(fr2), nullptr);
    EXPECT_NE(window->mapScene()->counter("Fr.2"), nullptr);
}

TEST(TurnFlowPlayTest, TheAlliedPlayerIsAskedToReleaseADivisionOnGameTurnTwo) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario);
    endPhases(*window, 6);  // French and Allied Game-Turn 1, French Game-Turn 2
    ASSERT_EQ(window->game().state().turn, 2);
    ASSERT_EQ(window->game().state().phasing, Side::Allied);
    QApplication::processEvents();
    auto* dialog = window->findChild<ReleaseDialog*>();
    ASSERT_NE(dialog, nullptr);
    ASSERT_GT(dialog->optionCount(), 0);
    dialog->list()->setCurrentRow(0);
    const std::string division = dialog->division();
    dialog->accept();
    ASSERT_TRUE(window->game().state().released.has_value());
    EXPECT_EQ(*window->game().state().released, division);
}

TEST(TurnFlowPlayTest, TheDefenderIsAskedAboutFreshStrengthBeforeTheDie) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    GameOptions options;
    options.seed = 1807;
    options.scriptedDice = {3};
    auto window = test::playWindow(*scenario, options);
    // Two of Legrand's units close on Ost.3 in 1411 (Ostermann has its Fresh Strength marker).
    GameDocument& doc = window->document();
    ASSERT_TRUE(doc.apply(MoveCommand{"Leg.1", {Hex{14, 12}}}).ok());
    ASSERT_TRUE(doc.apply(MoveCommand{"Leg.2", {Hex{15, 12}}}).ok());
    endPhases(*window, 1);
    test::clickHex(*window, Hex{14, 11});
    AttackDialog* attack = window->combat()->attackDialog();
    ASSERT_NE(attack, nullptr);
    EXPECT_TRUE(test::shownText(attack->oddsLabel()).contains(QStringLiteral("[20.1]"))) << attack->oddsLabel()->text().toStdString();
    EXPECT_EQ(attack->freshList()->count(), 2);  // Leg's marker, for either unit
    attack->freshList()->item(0)->setCheckState(Qt::Checked);
    EXPECT_EQ(attack->draft().fresh.size(), 1u);
    ASSERT_TRUE(attack->resolveButton()->isEnabled());
    attack->resolveButton()->click();
    ASSERT_TRUE(window->game().state().awaitingDefence.has_value());
    QApplication::processEvents();
    DefenceDialog* defence = window->combat()->defenceDialog();
    ASSERT_NE(defence, nullptr);
    ASSERT_EQ(defence->list()->count(), 1);
    defence->list()->item(0)->setCheckState(Qt::Checked);
    defence->answerButton()->click();
    QApplication::processEvents();
    EXPECT_FALSE(window->game().state().awaitingDefence.has_value());
    EXPECT_EQ(window->game().state().dice.scriptedUsed, 1u);
    EXPECT_TRUE(attack->resultLabel()->text().contains(QStringLiteral("die 3"))) << attack->resultLabel()->text().toStdString();
    const auto& lines = doc.session().record().lines;
    EXPECT_EQ(lines.back().command, Command(DefendCommand{{"Ost.3"}}));
    // Both markers are spent.
    EXPECT_TRUE(window->victoryPanel()->text().contains(QStringLiteral("Victory Points")));
}

}  // namespace
}  // namespace eylau::game
