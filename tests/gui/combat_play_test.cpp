// An attack with the mouse on a small board, with fixed dice: clicking the enemy opens the attack
// dialog drawn up around it, the dialog shows the engine's odds, Resolve rolls the die, the
// retreat is chosen by clicking a highlighted hex and the advance by clicking the vacated hex.
#include "controllers/turn_controller.h"
#include "play_test_support.h"

#include "dialogs/advance_widget.h"
#include "dialogs/attack_dialog.h"
#include "controllers/combat_controller.h"
#include "dialogs/losses_widget.h"
#include "map/map_overlay.h"

#include "eylau/rules/game_state.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>

namespace eylau::game {
namespace {

using Group = MapOverlay::Group;

GameOptions dice(std::vector<int> rolls) {
    GameOptions o;
    o.seed = 7;
    o.scriptedDice = std::move(rolls);
    return o;
}

TEST(CombatPlayTest, AnAttackDeclaredInTheDialogResolvesRetreatsAndAdvances) {
    const Scenario& board = test::smallBoard();
    ASSERT_FALSE(board.units.empty());
    auto window = test::playWindow(board, dice({1}));  // 1 at 1-1: Dr
    ASSERT_FALSE(window->turns().endPhase().has_value());       // to the French Combat Phase
    ASSERT_EQ(window->game().state().phase, Phase::Combat);
    // Ru.1 must be attacked (5.1): it is marked.
    EXPECT_FALSE(window->overlay().items(Group::Obligation).isEmpty());

    const Hex ruHex = test::hexOf(*window, "Ru.1");
    test::clickHex(*window, ruHex);
    AttackDialog* dialog = window->combat()->attackDialog();
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(dialog->isDrawingUp());
    ASSERT_EQ(dialog->draft().defenders(), std::vector<UnitIndex>{test::unitNamed(*window, "Ru.1")});
    ASSERT_EQ(dialog->draft().attackers(), std::vector<UnitIndex>{test::unitNamed(*window, "Fr.1")});
    EXPECT_TRUE(dialog->oddsLabel()->text().contains(QStringLiteral("5 to 3"))) << dialog->oddsLabel()->text().toStdString();
    EXPECT_TRUE(dialog->chancesLabel()->text().contains(QStringLiteral("Dr")));
    ASSERT_TRUE(dialog->resolveButton()->isEnabled());

    QTest::mouseClick(dialog->resolveButton(), Qt::LeftButton);
    QApplication::processEvents();
    ASSERT_TRUE(window->game().state().pending.has_value());
    EXPECT_EQ(window->game().state().pending->result, CombatResult::Dr);
    EXPECT_TRUE(dialog->resultLabel()->text().contains(QStringLiteral("die 1"))) << dialog->resultLabel()->text().toStdString();

    // The retreat: Ru.1's safe hexes are highlighted; click one.
    ASSERT_EQ(window->combat()->retreatingUnit(), std::optional<UnitIndex>(test::unitNamed(*window, "Ru.1")));
    const std::vector<Hex> safe = window->overlay().highlightedHexes(Group::Resolution);
    ASSERT_FALSE(safe.empty());
    // A click on a hex that is not safe is refused with its case, and nothing changes.
    const GameState before = window->game().state();
    test::clickHex(*window, Hex{5, 5});  // in Fr.1's Zone of Control
    EXPECT_EQ(window->game().state(), before);
    EXPECT_TRUE(window->statusMessage().startsWith(QStringLiteral("[6.4]"))) << window->statusMessage().toStdString();
    test::clickHex(*window, safe.front());
    EXPECT_EQ(test::hexOf(*window, "Ru.1"), safe.front());

    // The advance: Fr.1 may move into the vacated hex; the dialog lists it and the map shows it.
    ASSERT_TRUE(window->game().state().pending.has_value());
    EXPECT_GE(dialog->advance()->optionCount(), 1);
    EXPECT_TRUE(window->overlay().isHighlighted(Group::Resolution, ruHex));
    test::clickHex(*window, ruHex);
    EXPECT_EQ(test::hexOf(*window, "Fr.1"), ruHex);
    EXPECT_FALSE(window->game().state().pending.has_value());

    const auto& lines = window->document().session().record().lines;
    ASSERT_EQ(lines.size(), 4u);
    EXPECT_TRUE(std::holds_alternative<AttackCommand>(lines[1].command));
    EXPECT_TRUE(std::holds_alternative<RetreatCommand>(lines[2].command));
    EXPECT_EQ(lines[3].command, Command(AdvanceCommand{"Fr.1", ruHex}));
    // The attack cannot be undone (6.1).
    EXPECT_FALSE(window->document().session().canUndo());
}

TEST(CombatPlayTest, DecliningTheAdvanceFromTheDialog) {
    auto window = test::playWindow(test::smallBoard(), dice({1}));
    ASSERT_FALSE(window->turns().endPhase().has_value());
    test::clickHex(*window, test::hexOf(*window, "Fr.1"));  // from the attacker's side this time
    AttackDialog* dialog = window->combat()->attackDialog();
    ASSERT_NE(dialog, nullptr);
    ASSERT_EQ(dialog->draft().defenders().size(), 1u);
    dialog->resolveButton()->click();
    const std::vector<Hex> safe = window->overlay().highlightedHexes(Group::Resolution);
    ASSERT_FALSE(safe.empty());
    test::clickHex(*window, safe.back());
    ASSERT_TRUE(window->game().state().pending.has_value());
    ASSERT_TRUE(dialog->advance()->isVisible());
    dialog->advance()->noAdvanceButton()->click();
    EXPECT_FALSE(window->game().state().pending.has_value());
    EXPECT_EQ(window->document().session().record().lines.back().command, Command(AdvanceCommand{}));
    // Every obligation is met: the Combat Phase ends.
    EXPECT_FALSE(window->turns().endPhase().has_value());
}

TEST(CombatPlayTest, UncheckingTheDefenderDisablesResolveAndTheEngineSaysWhy) {
    auto window = test::playWindow(test::smallBoard(), dice({1}));
    ASSERT_FALSE(window->turns().endPhase().has_value());
    test::clickHex(*window, test::hexOf(*window, "Ru.1"));
    AttackDialog* dialog = window->combat()->attackDialog();
    ASSERT_NE(dialog, nullptr);
    ASSERT_EQ(dialog->defenderList()->count(), 1);
    dialog->defenderList()->item(0)->setCheckState(Qt::Unchecked);
    EXPECT_TRUE(dialog->draft().defenders().empty());
    EXPECT_FALSE(dialog->resolveButton()->isEnabled());
    // And the Combat Phase cannot end while Ru.1 is unattacked: the refusal cites 5.1.
    dialog->close();
    const auto refusal = window->turns().endPhase();
    ASSERT_TRUE(refusal.has_value());
    EXPECT_TRUE(refusal->startsWith(QStringLiteral("[5.1]"))) << refusal->toStdString();
    EXPECT_FALSE(window->overlay().items(Group::Problem).isEmpty());
}

TEST(CombatPlayTest, EeLossesAreChosenFromAChecklistThatEnforcesTheMinimum) {
    // Two French units against Ru.1: Fr.1 in 0404 and a second infantry unit in 0604.
    const Scenario board = test::exchangeBoard();
    ASSERT_FALSE(board.units.empty());
    auto window = test::playWindow(board, dice({4}));  // 8 to 4 is 2-1: 4 gives Ee
    ASSERT_FALSE(window->turns().endPhase().has_value());
    test::clickHex(*window, test::hexOf(*window, "Ru.1"));
    AttackDialog* dialog = window->combat()->attackDialog();
    ASSERT_NE(dialog, nullptr);
    ASSERT_EQ(dialog->draft().attackers().size(), 2u);
    dialog->resolveButton()->click();
    ASSERT_TRUE(window->game().state().pending.has_value());
    ASSERT_EQ(window->game().state().pending->result, CombatResult::Ee);
    LossesWidget* losses = dialog->losses();
    ASSERT_TRUE(losses->isVisible());
    EXPECT_EQ(losses->owed(), 4);
    ASSERT_EQ(losses->list()->count(), 2);
    EXPECT_FALSE(losses->loseButton()->isEnabled());
    // Fr.3 (3 points) alone is not enough; Fr.1 (5) is.
    for (int i = 0; i < losses->list()->count(); ++i)
        if (losses->list()->item(i)->text().startsWith(QStringLiteral("Fr.3")))
            losses->list()->item(i)->setCheckState(Qt::Checked);
    EXPECT_FALSE(losses->loseButton()->isEnabled());
    for (int i = 0; i < losses->list()->count(); ++i)
        losses->list()->item(i)->setCheckState(losses->list()->item(i)->text().startsWith(QStringLiteral("Fr.1"))
                                                   ? Qt::Checked
                                                   : Qt::Unchecked);
    ASSERT_TRUE(losses->loseButton()->isEnabled());
    losses->loseButton()->click();
    EXPECT_EQ(window->game().state().unit(test::unitNamed(*window, "Fr.1")).status, UnitStatus::Eliminated);
    EXPECT_EQ(window->game().state().unit(test::unitNamed(*window, "Fr.3")).status, UnitStatus::OnMap);
}

// 6.8: artillery that bombarded alone and drew Ae may retreat by choice. The choice stays open
// beside the next attack: a click on the gun and then on a highlighted hex retreats it; a click
// anywhere else goes on with the Combat Phase and draws up an attack.
Scenario gunsBoard() {
    nlohmann::json j = test::minimalScenarioJson();
    j["map"]["columns"] = 8;
    j["map"]["rows"] = 8;
    j["map"]["hexes"] = nlohmann::json::array({{{"hex", "0202"}, {"terrain", "town"}, {"name", "Dorf"}}});
    j["units"][0]["start"] = "0701";
    j["units"][1].erase("entry");
    j["units"][1]["start"] = "0302";
    j["units"][2]["start"] = "0304";
    nlohmann::json far = j["units"][2];  // Ru.2, out of everybody's reach: somebody to click on
    far["id"] = "Ru.2";
    far["start"] = "0708";
    j["units"].push_back(far);
    return test::boardFrom(j);
}

TEST(CombatPlayTest, Case_6_8_GunsThatBombardedAloneRetreatByChoiceOrStay) {
    const Scenario board = gunsBoard();
    for (const bool retreat : {true, false}) {
        SCOPED_TRACE(retreat ? "retreating the guns" : "going on");
        auto window = test::playWindow(board, dice({6}));  // 4 to 3: 1-1; die 6: Ae
        ASSERT_FALSE(window->turns().endPhase().has_value());
        ASSERT_TRUE(window->document().apply(AttackCommand{{}, {"Ru.1"}, {"Fr.2"}, {}, false, {}}).ok());
        QApplication::processEvents();
        ASSERT_TRUE(window->game().state().pending.has_value());
        ASSERT_TRUE(window->game().state().pending->onlyOptionalRetreats());
        const Hex gun = test::hexOf(*window, "Fr.2");
        if (retreat) {
            test::clickHex(*window, gun);
            EXPECT_EQ(window->combat()->retreatingUnit(), std::optional<UnitIndex>(test::unitNamed(*window, "Fr.2")));
            const std::vector<Hex> safe = window->overlay().highlightedHexes(Group::Resolution);
            ASSERT_FALSE(safe.empty());
            test::clickHex(*window, safe.front());
            EXPECT_FALSE(window->game().state().pending.has_value());
            EXPECT_EQ(test::hexOf(*window, "Fr.2"), safe.front());
        } else {
            test::clickHex(*window, test::hexOf(*window, "Ru.2"));  // draws up the next attack
            AttackDialog* dialog = window->combat()->attackDialog();
            ASSERT_NE(dialog, nullptr);
            EXPECT_TRUE(dialog->isDrawingUp());
            EXPECT_EQ(window->combat()->retreatingUnit(), std::nullopt);
            EXPECT_FALSE(window->turns().endPhase().has_value());  // the Combat Phase ends; the guns stayed
            EXPECT_FALSE(window->game().state().pending.has_value());
            EXPECT_EQ(test::hexOf(*window, "Fr.2"), gun);
        }
    }
}

}  // namespace
}  // namespace eylau::game

namespace eylau::game {
namespace {

// Issue 20: the attack window fits the screen (the declaration scrolls inside it), Resolve and
// Cancel stay outside the scrolling part, always in reach, and the window keeps its size while
// the player works in it.
TEST(CombatPlayTest, TheAttackWindowFitsTheScreenAndKeepsResolveInReach) {
    const Scenario& board = test::smallBoard();
    auto window = test::playWindow(board, dice({1}));
    ASSERT_FALSE(window->turns().endPhase().has_value());
    test::clickHex(*window, test::hexOf(*window, "Ru.1"));
    AttackDialog* dialog = window->combat()->attackDialog();
    ASSERT_NE(dialog, nullptr);
    QApplication::processEvents();
    const QRect screen = dialog->screen()->availableGeometry();
    EXPECT_LE(dialog->height(), screen.height());
    EXPECT_LE(dialog->width(), screen.width());
    auto* scroll = dialog->findChild<QScrollArea*>(QStringLiteral("declareScroll"));
    ASSERT_NE(scroll, nullptr);
    EXPECT_FALSE(scroll->isAncestorOf(dialog->resolveButton()));
    const QSize before = dialog->size();
    QListWidgetItem* item = nullptr;  // the defender: unchecked, then checked again
    for (QListWidget* list : dialog->findChildren<QListWidget*>())
        for (int i = 0; i < list->count() && !item; ++i)
            if (list->item(i)->text().contains(QStringLiteral("Ru.1"))) item = list->item(i);
    ASSERT_NE(item, nullptr);
    item->setCheckState(Qt::Unchecked);
    QApplication::processEvents();
    item->setCheckState(Qt::Checked);
    QApplication::processEvents();
    EXPECT_EQ(dialog->size(), before);
}

}  // namespace
}  // namespace eylau::game
