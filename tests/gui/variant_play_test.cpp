// The variant rules in the window (CR, AL; docs/rules-engine.md, "Variant rules"): Game > Limber
// Guns rolls for the selected battery and its counter shows L; the attack window lets cavalry spare
// itself (CR.4) and its odds follow; tired cavalry shows T.
#include "controllers/turn_controller.h"
#include "play_test_support.h"

#include "dialogs/attack_dialog.h"
#include "map/board_sync.h"
#include "controllers/combat_controller.h"
#include "counter_item.h"

#include "eylau/rules/game_state.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>

namespace eylau::game {
namespace {

// The minimal board, 8 by 8: Fr.1 (French cavalry 5-4) in 0404 next to Ru.1 (Allied cavalry 3-5)
// in 0504, and Fr.2 (French artillery 4-3) on the map in 0202.
const Scenario& variantBoard() {
    static const Scenario scenario = [] {
        nlohmann::json j = test::minimalScenarioJson();
        j["map"]["columns"] = 8;
        j["map"]["rows"] = 8;
        j["units"][0]["start"] = "0404";
        j["units"][0]["type"] = "cavalry";
        j["units"][1].erase("entry");
        j["units"][1]["start"] = "0202";
        j["units"][2]["start"] = "0504";
        return test::boardFrom(j);
    }();
    return scenario;
}

GameOptions withVariants(std::vector<int> rolls) {
    GameOptions o = test::seeded();
    o.variants.cavalryReadiness = true;
    o.variants.artilleryLimbering = true;
    o.scriptedDice = std::move(rolls);
    return o;
}

TEST(VariantPlayTest, LimberGunsRollsForTheSelectedBatteryAndMarksItsCounter) {
    auto window = test::playWindow(variantBoard(), withVariants({2}));
    auto* limber = window->findChild<QAction*>(QStringLiteral("limberGuns"));
    ASSERT_NE(limber, nullptr);
    EXPECT_TRUE(limber->isVisible());
    EXPECT_FALSE(limber->isEnabled());  // nothing selected
    window->selectUnit(QStringLiteral("Fr.2"));
    QApplication::processEvents();
    ASSERT_TRUE(limber->isEnabled()) << limber->statusTip().toStdString();
    const UnitIndex gun = test::unitNamed(*window, "Fr.2");
    EXPECT_TRUE(window->board().counter(gun)->mark().isEmpty());
    limber->trigger();
    QApplication::processEvents();
    EXPECT_TRUE(window->game().state().unit(gun).limbered);
    EXPECT_EQ(window->board().counter(gun)->mark(), QStringLiteral("L"));
    EXPECT_TRUE(window->board().counter(gun)->toolTip().contains(QStringLiteral("Limbered")));
}

TEST(VariantPlayTest, CavalrySparingItselfInTheAttackWindowLowersItsShareAndKeepsItsReadiness) {
    auto window = test::playWindow(variantBoard(), withVariants({1}));  // 1 at 1-3: a result without Ae
    ASSERT_FALSE(window->turns().endPhase().has_value());  // to the French Combat Phase
    test::clickHex(*window, test::hexOf(*window, "Ru.1"));
    AttackDialog* dialog = window->combat()->attackDialog();
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(dialog->isDrawingUp());
    QListWidget* spare = dialog->spareList();
    ASSERT_NE(spare, nullptr);
    ASSERT_TRUE(spare->isVisible());
    ASSERT_EQ(spare->count(), 1);
    EXPECT_TRUE(dialog->oddsLabel()->text().contains(QStringLiteral("5 to 3"))) << dialog->oddsLabel()->text().toStdString();
    spare->item(0)->setCheckState(Qt::Checked);
    QApplication::processEvents();
    EXPECT_TRUE(dialog->oddsLabel()->text().contains(QStringLiteral("1 to 3"))) << dialog->oddsLabel()->text().toStdString();
    EXPECT_TRUE(dialog->oddsLabel()->text().contains(QStringLiteral("CR.4"))) << dialog->oddsLabel()->text().toStdString();
    ASSERT_TRUE(dialog->resolveButton()->isEnabled());
    QTest::mouseClick(dialog->resolveButton(), Qt::LeftButton);
    QApplication::processEvents();
    const GameState& st = window->game().state();
    EXPECT_EQ(st.unit(test::unitNamed(*window, "Fr.1")).readiness, Readiness::Fresh);
    const UnitIndex ru = test::unitNamed(*window, "Ru.1");
    EXPECT_EQ(st.unit(ru).readiness, Readiness::Tired);
    if (st.unit(ru).status == UnitStatus::OnMap) {
        EXPECT_EQ(window->board().counter(ru)->mark(), QStringLiteral("T"));
    }
}

}  // namespace
}  // namespace eylau::game
