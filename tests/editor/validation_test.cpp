// The problems the editor must show (issue 5), each made by an edit in the editor and found by
// the checks behind the live problems panel; and where each problem points.
#include "editor_test_support.h"

#include "commands/list_commands.h"
#include "commands/value_command.h"
#include "document/scenario_edits.h"
#include "panels/problem_target.h"
#include "panels/problems_panel.h"

#include <QTreeWidget>

#include <gtest/gtest.h>

namespace eylau::editor {
namespace {

using Severity = ScenarioProblem::Severity;
using test::hasProblem;

class ValidationTest : public ::testing::Test {
protected:
    ScenarioDocument doc{test::teachingScenario()};
    const Scenario& s() const { return doc.scenario(); }
    std::size_t index(const char* id) const { return s().unitIndex(id).value().slot(); }
};

TEST_F(ValidationTest, TheShippedScenariosHaveNoErrors) {
    for (const Scenario* sc : {&test::eylauScenario(), &test::teachingScenario()})
        for (const ScenarioProblem& p : checkScenario(*sc)) EXPECT_EQ(p.severity, Severity::Warning) << p.message;
}

TEST_F(ValidationTest, TwoUnitsInOneStartHex) {
    placeUnit(doc, "Av.2", *s().unit("Av.1")->start);
    EXPECT_TRUE(hasProblem(s(), Severity::Error, "/units/1/start", "already the start hex of \"Av.1\""));
}

TEST_F(ValidationTest, UnitOffTheMap) {
    Unit u = s().units[index("Av.1")];
    u.start = Hex{25, 30};
    editUnit(doc, index("Av.1"), u);
    EXPECT_TRUE(hasProblem(s(), Severity::Error, "/units/0/start", "off the map"));
}

TEST_F(ValidationTest, UnitsLeftOffTheMapByAResize) {
    resizeMap(doc, 6, 10, 1, 1);
    EXPECT_TRUE(hasProblem(s(), Severity::Error, "/units/7/start", "off the map"));  // Rg.1 at 0804
    EXPECT_TRUE(hasProblem(s(), Severity::Error, "/entryAreas/1/hex", "off the map"));  // B at 1204
}

TEST_F(ValidationTest, UnitOnAnUnfrozenLake) {
    placeUnit(doc, "Av.1", Hex{9, 6});  // the mill pond
    EXPECT_TRUE(hasProblem(s(), Severity::Error, "/units/0/start", "lake and impassable"));
}

TEST_F(ValidationTest, UnitOnAFrozenLakeIsAWarning) {
    ScenarioDocument eylau(test::eylauScenario());
    placeUnit(eylau, "Tut.1", Hex{12, 14});  // the Eylau town pond, frozen
    EXPECT_TRUE(hasProblem(eylau.scenario(), Severity::Warning, "/units/0/start", "a lake (frozen"));
}

TEST_F(ValidationTest, EntryAreaNotOnAnEdge) {
    EntryArea a = s().entryAreas[0];
    a.hex = Hex{5, 5};
    auto areas = [](Scenario& sc) -> std::vector<EntryArea>& { return sc.entryAreas; };
    doc.push(new ReplaceItemCommand<EntryArea>(doc, areas, 0, a, Change::EntryAreas, QString()));
    EXPECT_TRUE(hasProblem(s(), Severity::Error, "/entryAreas/0/hex", "not on a map edge"));
}

TEST_F(ValidationTest, ReinforcementAfterTheLastTurn) {
    Unit u = s().units[index("Pr.2")];
    u.arrival->turn = 6;
    editUnit(doc, index("Pr.2"), u);
    EXPECT_TRUE(hasProblem(s(), Severity::Error, "/units/13/entry/turn", "ends after Game-Turn 5"));
}

TEST_F(ValidationTest, ReinforcementLeftAfterTheLastTurnByDeletingTurns) {
    auto turns = [](Scenario& sc) -> std::vector<GameTurn>& { return sc.turns; };
    doc.push(new RemoveItemCommand<GameTurn>(doc, turns, 4, Change::Turns, QString()));
    doc.push(new RemoveItemCommand<GameTurn>(doc, turns, 3, Change::Turns, QString()));
    EXPECT_TRUE(hasProblem(s(), Severity::Error, "/units/13/entry/turn", "ends after Game-Turn 3"));
}

TEST_F(ValidationTest, EmptyDivisionIsAWarning) {
    auto divisions = [](Scenario& sc) -> std::vector<Division>& { return sc.divisions; };
    doc.push(new InsertItemCommand<Division>(doc, divisions, s().divisions.size(),
                                             Division{"Res", "Reserve", Side::French, "french", false, Provenance::Printed, {}},
                                             Change::Divisions, QString()));
    EXPECT_TRUE(hasProblem(s(), Severity::Warning, "/divisions/4", "has no units"));
}

TEST_F(ValidationTest, CombatResultsTableHole) {
    std::vector<std::vector<CombatResultCell>> rows = s().combatResults.rows();
    rows[2].pop_back();  // die roll 3 lacks its last column
    auto field = [](Scenario& sc) -> CombatResultsTable& { return sc.combatResults; };
    doc.push(new ValueCommand<CombatResultsTable>(doc, field, CombatResultsTable(s().combatResults.columns(), rows),
                                                  Change::CombatResults, QString()));
    EXPECT_TRUE(hasProblem(s(), Severity::Error, "/combatResults/rows/2/results", "9 results but the table has 10 columns"));
}

TEST_F(ValidationTest, UnitWithNeitherStartNorEntry) {
    Unit u = s().units[0];
    u.start.reset();
    editUnit(doc, 0, u);
    EXPECT_TRUE(hasProblem(s(), Severity::Error, "/units/0", "exactly one of a start hex and an entry"));
}

TEST_F(ValidationTest, ThePanelListsErrorsFirstAndFollowsEdits) {
    ProblemsPanel panel(doc);
    EXPECT_EQ(panel.errorCount(), 0);
    EXPECT_EQ(panel.warningCount(), 0);
    placeUnit(doc, "Av.2", *s().unit("Av.1")->start);
    auto divisions = [](Scenario& sc) -> std::vector<Division>& { return sc.divisions; };
    doc.push(new InsertItemCommand<Division>(doc, divisions, 0,
                                             Division{"Res", "Reserve", Side::French, "french", false, Provenance::Printed, {}},
                                             Change::Divisions, QString()));
    panel.refresh();
    EXPECT_EQ(panel.errorCount(), 1);
    EXPECT_EQ(panel.warningCount(), 1);
    ASSERT_EQ(panel.list()->topLevelItemCount(), 2);
    EXPECT_EQ(panel.list()->topLevelItem(0)->text(1), QStringLiteral("/units/1/start"));
    EXPECT_EQ(panel.list()->topLevelItem(1)->text(1), QStringLiteral("/divisions/0"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    panel.refresh();
    EXPECT_EQ(panel.errorCount(), 0);
    EXPECT_EQ(panel.list()->topLevelItemCount(), 0);
}

TEST(ProblemTargets, PathsPointAtUnitsHexesAndTables) {
    const Scenario& scenario = test::teachingScenario();
    ProblemTarget unit = problemTarget(scenario, "/units/7/start");
    EXPECT_EQ(unit.kind, ProblemTarget::Kind::Unit);
    EXPECT_EQ(unit.unitId, "Rg.1");
    EXPECT_EQ(unit.hex, (Hex{8, 4}));
    ProblemTarget area = problemTarget(scenario, "/entryAreas/1/hex");
    EXPECT_EQ(area.kind, ProblemTarget::Kind::EntryArea);
    EXPECT_EQ(area.hex, (Hex{12, 4}));
    ProblemTarget mapHex = problemTarget(scenario, "/map/hexes/0/hex");
    EXPECT_EQ(mapHex.kind, ProblemTarget::Kind::MapHex);
    EXPECT_EQ(mapHex.hex, (Hex{2, 8}));  // hexes count in sorted order, as in the file
    EXPECT_EQ(problemTarget(scenario, "/map/hexsides/0/features").kind, ProblemTarget::Kind::MapHexside);
    EXPECT_EQ(problemTarget(scenario, "/divisions/2").index, 2);
    EXPECT_EQ(problemTarget(scenario, "/combatResults/rows/2/results").kind, ProblemTarget::Kind::CombatResults);
    EXPECT_EQ(problemTarget(scenario, "/victory/hexes/2/hex").hex, (Hex{10, 7}));
    EXPECT_EQ(problemTarget(scenario, "/rules/options/weather").kind, ProblemTarget::Kind::Rules);
    EXPECT_EQ(problemTarget(scenario, "").kind, ProblemTarget::Kind::None);
    EXPECT_EQ(problemTarget(scenario, "/units/99/start").unitId, "");
}

}  // namespace
}  // namespace eylau::editor
