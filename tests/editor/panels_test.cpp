// Edits made in the panels (order of battle, schedule, tables, scenario): each one step that
// does, undoes and redoes to identical JSON.
#include "editor_test_support.h"
#include "support/modal_answer.h"

#include "document/scenario_edits.h"
#include "panels/combat_results_model.h"
#include "panels/list_panel.h"
#include "panels/order_of_battle_panel.h"
#include "panels/scenario_panel.h"
#include "panels/schedule_panel.h"
#include "panels/tables_panel.h"
#include "panels/tool_options_panel.h"
#include "tools/tool_box.h"
#include "tools/tool_settings.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QCheckBox>
#include <QSpinBox>
#include <QLineEdit>
#include <QMimeData>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include <gtest/gtest.h>

namespace eylau::editor {
namespace {

using test::undoesAndRedoes;

int column(const QAbstractItemModel* model, const QString& title) {
    for (int c = 0; c < model->columnCount(); ++c)
        if (model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString() == title) return c;
    ADD_FAILURE() << "no column " << title.toStdString();
    return 0;
}

bool setCell(ListPanel* panel, int row, const QString& title, const QVariant& value, int role = Qt::EditRole) {
    QAbstractItemModel* model = panel->view()->model();
    return model->setData(model->index(row, column(model, title)), value, role);
}

void clickButton(QWidget* parent, const QString& text) {
    for (QToolButton* b : parent->findChildren<QToolButton*>())
        if (b->text() == text && b->isVisible()) {
            b->click();
            return;
        }
    for (QAbstractButton* b : parent->findChildren<QAbstractButton*>())
        if (b->text() == text) {
            b->click();
            return;
        }
    ADD_FAILURE() << "no button " << text.toStdString();
}

class PanelsTest : public ::testing::Test {
protected:
    ScenarioDocument doc{test::teachingScenario()};
    const Scenario& s() const { return doc.scenario(); }
};

TEST_F(PanelsTest, UnitTableEdits) {
    OrderOfBattlePanel panel(doc);
    ListPanel* units = panel.units();
    ASSERT_EQ(units->view()->model()->rowCount(), int(s().units.size()));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(units, 0, QStringLiteral("Strength"), 8)); }));
    EXPECT_EQ(s().units[0].strength, 8);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(units, 0, QStringLiteral("Type"), QStringLiteral("cavalry"))); }));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(units, 0, QStringLiteral("Start hex"), QStringLiteral("0101"))); }));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(units, 0, QStringLiteral("Division"), QStringLiteral("Rg"))); }));
    EXPECT_EQ(s().units[0].side, Side::Allied);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(units, 0, QStringLiteral("Entry area"), QStringLiteral("A"))); }));
    EXPECT_FALSE(s().units[0].start.has_value());
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(units, 0, QStringLiteral("Entry turn"), 3)); }));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(units, 0, QStringLiteral("Provenance"), QStringLiteral("reconstructed"))); }));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(units, 0, QStringLiteral("Nationality"), QStringLiteral("bavarian"))); }));
    EXPECT_TRUE(s().units[0].nationalityOverridden);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(units, 0, QStringLiteral("Id"), QStringLiteral("Av.10"))); }));
    // Refused values change nothing.
    const int steps = doc.undoStack()->count();
    EXPECT_FALSE(setCell(units, 0, QStringLiteral("Id"), QStringLiteral("Av.2")));  // taken
    EXPECT_FALSE(setCell(units, 0, QStringLiteral("Division"), QStringLiteral("Nobody")));
    EXPECT_FALSE(setCell(units, 0, QStringLiteral("Start hex"), QStringLiteral("12")));
    EXPECT_FALSE(setCell(units, 0, QStringLiteral("Movement"), 0));
    EXPECT_EQ(doc.undoStack()->count(), steps);
}

TEST_F(PanelsTest, UnitAddDuplicateDelete) {
    OrderOfBattlePanel panel(doc);
    panel.show();
    ListPanel* units = panel.units();
    // Add Unit asks the side and division: the first division is offered.
    auto asked = test::answerNextModal([](QDialog* d) { d->accept(); });
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { clickButton(units, QStringLiteral("Add unit")); }));
    EXPECT_TRUE(asked->seen);
    EXPECT_EQ(s().units.size(), test::teachingScenario().units.size() + 1);
    EXPECT_TRUE(s().units.back().start.has_value());
    units->selectRow(6);  // Cav.2, a reinforcement
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { clickButton(units, QStringLiteral("Duplicate")); }));
    EXPECT_EQ(s().units.back().id, "Cav.3");
    EXPECT_EQ(s().units.back().arrival, s().units[6].arrival);
    units->selectRow(0);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { clickButton(units, QStringLiteral("Delete")); }));
    EXPECT_EQ(s().units[0].id, "Av.2");
    for (const ScenarioProblem& p : checkScenario(s())) EXPECT_NE(p.severity, ScenarioProblem::Severity::Error) << p.message;
}

TEST_F(PanelsTest, TheTableFollowsUndo) {
    OrderOfBattlePanel panel(doc);
    QAbstractItemModel* model = panel.units()->view()->model();
    placeUnit(doc, "Av.1", Hex{1, 1});
    EXPECT_EQ(model->index(0, column(model, QStringLiteral("Start hex"))).data().toString(), QStringLiteral("0101"));
    doc.undoStack()->undo();
    EXPECT_EQ(model->index(0, column(model, QStringLiteral("Start hex"))).data().toString(), QStringLiteral("0304"));
}

TEST_F(PanelsTest, UnitRowsDragOntoTheMap) {
    OrderOfBattlePanel panel(doc);
    QAbstractItemModel* model = panel.units()->view()->model();
    EXPECT_TRUE(model->flags(model->index(0, 0)) & Qt::ItemIsDragEnabled);
    std::unique_ptr<QMimeData> mime(model->mimeData({model->index(12, 0)}));
    ASSERT_TRUE(mime);
    EXPECT_EQ(mime->data(QStringLiteral("application/x-eylau-unit-id")), QByteArray("Pr.1"));
}

TEST_F(PanelsTest, DivisionEditsCarryTheirUnits) {
    OrderOfBattlePanel panel(doc);
    ListPanel* divisions = panel.divisions();
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(divisions, 0, QStringLiteral("Id"), QStringLiteral("Adv"))); }));
    EXPECT_EQ(s().unit("Av.1")->division, "Adv");
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(divisions, 3, QStringLiteral("Nationality"), QStringLiteral("saxon"))); }));
    EXPECT_EQ(s().unit("Pr.1")->nationality, "saxon");
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(divisions, 2, QStringLiteral("Guard"), Qt::Checked, Qt::CheckStateRole)); }));
    EXPECT_TRUE(s().divisions[2].guard);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { clickButton(divisions, QStringLiteral("Add division")); }));
    divisions->selectRow(int(s().divisions.size()) - 1);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { clickButton(divisions, QStringLiteral("Delete")); }));  // no units: no question
}

TEST_F(PanelsTest, FreshStrengthMarkers) {
    OrderOfBattlePanel panel(doc);
    ListPanel* markers = panel.freshStrength();
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { clickButton(markers, QStringLiteral("Add marker")); }));
    ASSERT_EQ(s().freshStrength.size(), 1u);
    EXPECT_EQ(s().freshStrength[0].division, "Av");
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(markers, 0, QStringLiteral("Bonus"), 2)); }));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(markers, 0, QStringLiteral("Division"), QStringLiteral("Rg"))); }));
}

TEST_F(PanelsTest, TurnTrack) {
    SchedulePanel panel(doc);
    ListPanel* turns = panel.turns();
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(turns, 1, QStringLiteral("Time"), QStringLiteral("1430"))); }));
    EXPECT_FALSE(setCell(turns, 1, QStringLiteral("Time"), QStringLiteral("2pm")));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(turns, 3, QStringLiteral("Night"), Qt::Checked, Qt::CheckStateRole)); }));
    EXPECT_TRUE(s().turns[3].night);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { clickButton(turns, QStringLiteral("Add turn")); }));
    EXPECT_EQ(s().turns.back().number, 6);
    EXPECT_EQ(s().turns.back().time, "1915");
    turns->selectRow(1);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { clickButton(turns, QStringLiteral("Delete")); }));  // renumbers: one step
    for (std::size_t i = 0; i < s().turns.size(); ++i) EXPECT_EQ(s().turns[i].number, int(i) + 1);
}

TEST_F(PanelsTest, ReinforcementScheduleByTurn) {
    SchedulePanel panel(doc);
    QTreeWidget* tree = panel.reinforcements();
    ASSERT_EQ(tree->topLevelItemCount(), 5);  // one per Game-Turn
    EXPECT_EQ(tree->topLevelItem(1)->childCount(), 1);  // Cav.2 on turn 2
    EXPECT_EQ(tree->topLevelItem(2)->child(0)->text(0), QStringLiteral("Pr.1"));
    // Change a reinforcement's turn in place.
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { tree->topLevelItem(2)->child(0)->setData(5, Qt::EditRole, 4); }));
    EXPECT_EQ(s().unit("Pr.1")->arrival->turn, 4);
    panel.refreshReinforcements();
    EXPECT_EQ(tree->topLevelItem(2)->childCount(), 0);
    EXPECT_EQ(tree->topLevelItem(3)->childCount(), 2);
    // A turn off the track is shown, marked.
    Unit u = *s().unit("Pr.2");
    u.arrival->turn = 8;
    editUnit(doc, s().unitIndex("Pr.2").value().slot(), u);
    panel.refreshReinforcements();
    ASSERT_EQ(tree->topLevelItemCount(), 6);
    EXPECT_TRUE(tree->topLevelItem(5)->text(0).contains(QStringLiteral("not on the track")));
}

TEST_F(PanelsTest, EntryAreaRenameCarriesItsReinforcements) {
    SchedulePanel panel(doc);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(panel.entryAreas(), 1, QStringLiteral("Id"), QStringLiteral("E"))); }));
    EXPECT_EQ(s().unit("Pr.1")->arrival->area, "E");
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(panel.entryAreas(), 0, QStringLiteral("Hex"), QStringLiteral("0106"))); }));
}

TEST_F(PanelsTest, CombatResultsTable) {
    TablesPanel panel(doc);
    CombatResultsModel* crt = panel.combatResults();
    ASSERT_EQ(crt->rowCount(), 6);
    ASSERT_EQ(crt->columnCount(), 10);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(crt->setData(crt->index(2, 4), QStringLiteral("Ee"), Qt::EditRole)); }));
    EXPECT_EQ(s().combatResults.cell(3, 4).result, CombatResult::Ee);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { crt->setProvenance({crt->index(0, 0), crt->index(5, 9)}, true); }));
    EXPECT_EQ(s().combatResults.cell(6, 9).provenance, Provenance::Reconstructed);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_EQ(crt->addColumn(QStringLiteral("7-1")), QString()); }));
    EXPECT_EQ(s().combatResults.columns().back().text(), "7-1");
    EXPECT_EQ(crt->columnCount(), 11);
    EXPECT_FALSE(crt->addColumn(QStringLiteral("3-1")).isEmpty());  // already there
    EXPECT_FALSE(crt->addColumn(QStringLiteral("x")).isEmpty());
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { crt->removeColumn(0); }));
    EXPECT_EQ(s().combatResults.columns().front().text(), "1-4");
    for (const ScenarioProblem& p : checkScenario(s())) EXPECT_NE(p.severity, ScenarioProblem::Severity::Error) << p.message;
}

TEST_F(PanelsTest, TerrainEffectsChart) {
    TablesPanel panel(doc);
    QAbstractItemModel* terrain = panel.terrainView()->model();
    QAbstractItemModel* hexside = panel.hexsideView()->model();
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        EXPECT_TRUE(terrain->setData(terrain->index(1, column(terrain, QStringLiteral("Cost (half MP)"))), 6, Qt::EditRole));
    }));
    EXPECT_EQ(s().terrainEffects.effect(Terrain::Woods).halfMP, 6);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        EXPECT_TRUE(hexside->setData(hexside->index(5, column(hexside, QStringLiteral("Blocks ZOC"))), Qt::Unchecked,
                                     Qt::CheckStateRole));
    }));
    EXPECT_FALSE(s().terrainEffects.effect(HexsideFeature::River).blocksZoc);
    QCheckBox* frozen = panel.findChild<QCheckBox*>();
    ASSERT_NE(frozen, nullptr);
    EXPECT_FALSE(frozen->isChecked());
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { frozen->click(); }));
    EXPECT_TRUE(s().terrainEffects.frozenWater());
    doc.undoStack()->undo();
    EXPECT_FALSE(frozen->isChecked());  // the box follows undo
}

TEST_F(PanelsTest, ScenarioNameTypedIsOneStep) {
    ScenarioPanel panel(doc);
    panel.show();
    QLineEdit* name = panel.nameEdit();
    name->setFocus();
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Mill"));
    }));
    EXPECT_EQ(s().name, "Mill");
    EXPECT_EQ(name->text(), QStringLiteral("Mill"));
    doc.undoStack()->undo();
    EXPECT_EQ(name->text(), QStringLiteral("Grünau Mill"));  // the field follows undo
}

TEST_F(PanelsTest, ExclusiveRulesAndWeather) {
    ScenarioPanel panel(doc);
    QCheckBox* weatherSection = nullptr;
    QCheckBox* weather = nullptr;
    for (QCheckBox* box : panel.findChildren<QCheckBox*>()) {
        if (box->text().startsWith(QStringLiteral("22.0"))) weatherSection = box;
        if (box->text().startsWith(QStringLiteral("Weather in force"))) weather = box;
    }
    ASSERT_TRUE(weatherSection && weather);
    EXPECT_FALSE(weather->isEnabled());
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { weatherSection->click(); }));
    EXPECT_TRUE(s().rules.hasExclusive("22.0"));
    EXPECT_TRUE(s().rules.options.count("weather"));
    EXPECT_TRUE(weather->isEnabled());
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { weather->click(); }));
    EXPECT_TRUE(s().rules.option("weather"));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { weatherSection->click(); }));  // the option goes with its section
    EXPECT_TRUE(s().rules.options.empty());
    for (const ScenarioProblem& p : checkScenario(s())) EXPECT_NE(p.severity, ScenarioProblem::Severity::Error) << p.message;
}

TEST_F(PanelsTest, VariantRulesAndTheLimberTargetAreUndoableRuleOptions) {
    ScenarioPanel panel(doc);
    auto* readiness = panel.findChild<QCheckBox*>(QStringLiteral("variant_cavalryReadiness"));
    auto* limbering = panel.findChild<QCheckBox*>(QStringLiteral("variant_artilleryLimbering"));
    auto* target = panel.findChild<QSpinBox*>(QStringLiteral("limberTarget"));
    ASSERT_TRUE(readiness && limbering && target);
    EXPECT_TRUE(readiness->isEnabled());  // open to every battle: no section needed
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { readiness->click(); }));
    EXPECT_TRUE(s().rules.option("cavalryReadiness"));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { limbering->click(); }));
    EXPECT_TRUE(s().rules.option("artilleryLimbering"));
    EXPECT_EQ(target->value(), 4);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { target->setValue(3); }));
    EXPECT_EQ(s().rules.limberTarget, 3);
    doc.undoStack()->undo();
    EXPECT_EQ(target->value(), 4);  // the field follows undo
    for (const ScenarioProblem& p : checkScenario(s())) EXPECT_NE(p.severity, ScenarioProblem::Severity::Error) << p.message;
}

TEST_F(PanelsTest, VictoryHexTable) {
    ScenarioPanel panel(doc);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { EXPECT_TRUE(setCell(panel.victoryHexes(), 2, QStringLiteral("Points"), 4)); }));
    EXPECT_EQ(s().victory.hexes[2].points, 4);
}

TEST(ToolOptions, ThePaletteSetsTheBrushTerrain) {
    ToolSettings settings;
    ToolOptionsPanel panel(settings);
    int tool = -1;
    QObject::connect(&panel, &ToolOptionsPanel::settingsChanged, [&](int t) { tool = t; });
    QToolButton* town = panel.findChild<QToolButton*>(QStringLiteral("terrain-town"));
    ASSERT_NE(town, nullptr);
    town->click();
    EXPECT_EQ(settings.terrain, Terrain::Town);
    EXPECT_EQ(tool, int(ToolId::Terrain));
}

}  // namespace
}  // namespace eylau::editor
