// Every kind of edit, made through the editor's commands and edit functions: it does, undoes and
// redoes to identical scenario JSON, and is one step of the history.
#include "editor_test_support.h"

#include "commands/list_commands.h"
#include "commands/map_commands.h"
#include "commands/value_command.h"
#include "document/blank_scenario.h"
#include "document/scenario_edits.h"

#include <gtest/gtest.h>

namespace eylau::editor {
namespace {

using test::undoesAndRedoes;

class CommandsTest : public ::testing::Test {
protected:
    ScenarioDocument doc{test::eylauScenario()};
    const Scenario& s() const { return doc.scenario(); }
};

TEST_F(CommandsTest, PaintTerrainOfSeveralHexesIsOneStep) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        std::map<Hex, MapHex> after;
        for (Hex h : {Hex{5, 5}, Hex{5, 6}, Hex{6, 5}}) after[h] = MapHex{Terrain::Woods, {}, Provenance::Printed};
        doc.push(new SetHexesCommand(doc, after, QStringLiteral("Paint woods")));
    }));
    EXPECT_EQ(s().map.terrain(Hex{5, 5}), Terrain::Woods);
}

TEST_F(CommandsTest, StrokesMergeIntoOneStep) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        for (int row = 1; row <= 5; ++row)
            doc.push(new SetHexesCommand(doc, {{Hex{3, row}, MapHex{Terrain::Town, {}, Provenance::Printed}}},
                                         QStringLiteral("Paint town"), 7));
    }));
    for (int row = 1; row <= 5; ++row) EXPECT_EQ(s().map.terrain(Hex{3, row}), Terrain::Town);
}

TEST_F(CommandsTest, DifferentStrokesAreDifferentSteps) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        doc.push(new SetHexesCommand(doc, {{Hex{3, 1}, MapHex{Terrain::Town, {}, Provenance::Printed}}}, QString(), 1));
        doc.push(new SetHexesCommand(doc, {{Hex{3, 2}, MapHex{Terrain::Town, {}, Provenance::Printed}}}, QString(), 2));
    }, 2));
}

TEST_F(CommandsTest, PaintingBackToTheDefaultRemovesTheHexFromTheFile) {
    const Hex town{12, 13};
    ASSERT_EQ(s().map.terrain(town), Terrain::Town);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        doc.push(new SetHexesCommand(doc, {{town, MapHex{Terrain::Clear, {}, s().map.provenance()}}}, QString()));
    }));
    EXPECT_EQ(s().map.explicitHexes().count(town), 0u);
}

TEST_F(CommandsTest, AnEditThatChangesNothingLeavesNoStep) {
    const MapHex same = s().map.hex(Hex{12, 13});
    doc.push(new SetHexesCommand(doc, {{Hex{12, 13}, same}}, QString()));
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_FALSE(doc.isModified());
}

TEST_F(CommandsTest, PlaceNameAndHexProvenance) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        MapHex h = s().map.hex(Hex{4, 4});
        h.name = "Neuhof";
        h.provenance = Provenance::Printed;
        doc.push(new SetHexesCommand(doc, {{Hex{4, 4}, h}}, QString()));
    }));
}

TEST_F(CommandsTest, HexsideFeatures) {
    const Hexside side = *Hexside::between(Hex{5, 5}, Hex{5, 6});
    for (HexsideFeature f : kHexsideFeatures) {
        EXPECT_TRUE(undoesAndRedoes(doc, [&] {
            MapHexside data = s().map.hexside(side);
            data.features.set(f, !data.features.has(f));
            doc.push(new SetHexsidesCommand(doc, {{side, data}}, QString()));
        })) << toString(f);
    }
}

TEST_F(CommandsTest, ClearingAHexsideRemovesIt) {
    const auto [side, data] = *s().map.hexsides().begin();
    EXPECT_TRUE(undoesAndRedoes(doc, [&, side = side] { doc.push(new SetHexsidesCommand(doc, {{side, MapHexside{}}}, QString())); }));
    EXPECT_EQ(s().map.hexsides().count(side), 0u);
}

TEST_F(CommandsTest, MoveAUnitsStartHex) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { placeUnit(doc, "Tut.1", Hex{1, 1}); }));
    EXPECT_EQ(s().unit("Tut.1")->start, (Hex{1, 1}));
}

TEST_F(CommandsTest, TurnAReinforcementIntoAStartingUnit) {
    const Unit* les = s().unit("Les.1");
    ASSERT_TRUE(les && les->arrival);
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { placeUnit(doc, "Les.1", Hex{2, 2}); }));
    EXPECT_FALSE(s().unit("Les.1")->arrival.has_value());
}

TEST_F(CommandsTest, ChangeAReinforcementsTurn) {
    const std::size_t index = s().unitIndex("Les.1").value().slot();
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        Unit u = s().units[index];
        u.arrival->turn = 5;
        editUnit(doc, index, u);
    }));
    EXPECT_EQ(s().unit("Les.1")->arrival->turn, 5);
}

TEST_F(CommandsTest, MoveAUnitToAnotherDivisionTakesItsSide) {
    const std::size_t index = s().unitIndex("Tut.1").value().slot();
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        Unit u = s().units[index];
        u.division = "Lev";
        editUnit(doc, index, u);
    }));
    EXPECT_EQ(s().unit("Tut.1")->side, Side::French);
    EXPECT_EQ(s().unit("Tut.1")->nationality, "french");
}

TEST_F(CommandsTest, AddDuplicateAndDeleteUnits) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        Unit u = *s().unit("Tut.1");
        u.id.clear();
        u.start = nearestFreeHex(s(), *u.start);
        addUnit(doc, u, QStringLiteral("Duplicate"));
    }));
    EXPECT_EQ(s().units.back().id, "Tut.7");
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { removeUnit(doc, 0); }));
}

TEST_F(CommandsTest, RenamingADivisionRenamesItForItsUnitsAndMarkerInOneStep) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        Division d = s().divisions[0];
        d.id = "Tuc";
        d.side = Side::French;
        editDivision(doc, 0, d);
    }));
    for (const Unit& u : s().units)
        if (u.id.rfind("Tut.", 0) == 0) {
            EXPECT_EQ(u.division, "Tuc");
            EXPECT_EQ(u.side, Side::French);
        }
    EXPECT_EQ(s().freshStrength[0].division, "Tuc");
}

TEST_F(CommandsTest, DeletingADivisionTakesItsUnitsAndMarkerInOneStep) {
    const std::size_t units = s().units.size();
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { removeDivision(doc, 0); }));
    EXPECT_EQ(s().units.size(), units - 6);
    EXPECT_EQ(s().division("Tut"), nullptr);
    EXPECT_TRUE(checkScenario(s()).size() < 3);
}

template <class T>
void expectListEdits(ScenarioDocument& doc, ListField<T> list, Changes change, const std::function<T(T)>& modify) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        const T item = modify(list(doc.mutableScenario()).at(0));
        doc.push(new ReplaceItemCommand<T>(doc, list, 0, item, change, QStringLiteral("Edit")));
    }));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        const T item = modify(list(doc.mutableScenario()).at(0));
        doc.push(new InsertItemCommand<T>(doc, list, list(doc.mutableScenario()).size(), item, change, QStringLiteral("Add")));
    }));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        doc.push(new RemoveItemCommand<T>(doc, list, list(doc.mutableScenario()).size() - 1, change, QStringLiteral("Delete")));
    }));
}

TEST_F(CommandsTest, FreshStrengthMarkers) {
    expectListEdits<FreshStrengthMarker>(doc, [](Scenario& sc) -> std::vector<FreshStrengthMarker>& { return sc.freshStrength; },
                                         Change::FreshStrength, [](FreshStrengthMarker m) {
                                             m.bonus += 1;
                                             m.provenance = Provenance::Printed;
                                             return m;
                                         });
}

TEST_F(CommandsTest, TurnsEntryAreasAndVictory) {
    expectListEdits<GameTurn>(doc, [](Scenario& sc) -> std::vector<GameTurn>& { return sc.turns; }, Change::Turns,
                              [](GameTurn t) {
                                  t.night = !t.night;
                                  t.time = "0900";
                                  return t;
                              });
    expectListEdits<EntryArea>(doc, [](Scenario& sc) -> std::vector<EntryArea>& { return sc.entryAreas; }, Change::EntryAreas,
                               [](EntryArea a) {
                                   a.name = "Renamed";
                                   a.note.clear();
                                   return a;
                               });
    expectListEdits<VictoryHex>(doc, [](Scenario& sc) -> std::vector<VictoryHex>& { return sc.victory.hexes; },
                                Change::Victory, [](VictoryHex v) {
                                    v.points = 7;
                                    return v;
                                });
    expectListEdits<EliminationAward>(doc, [](Scenario& sc) -> std::vector<EliminationAward>& { return sc.victory.awards; },
                                      Change::Victory, [](EliminationAward a) {
                                          a.points = 20;
                                          return a;
                                      });
    expectListEdits<VictoryLevel>(doc, [](Scenario& sc) -> std::vector<VictoryLevel>& { return sc.victory.levels; },
                                  Change::Victory, [](VictoryLevel l) {
                                      l.name = "Pyrrhic";
                                      return l;
                                  });
}

TEST_F(CommandsTest, CombatResultsTableCellAndProvenance) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        CombatResultsTable t = s().combatResults;
        t.setCell(3, 4, {CombatResult::Ee, Provenance::Printed});
        auto field = [](Scenario& sc) -> CombatResultsTable& { return sc.combatResults; };
        doc.push(new ValueCommand<CombatResultsTable>(doc, field, t, Change::CombatResults, QString()));
    }));
}

TEST_F(CommandsTest, TerrainEffectsChartAndFrozenWater) {
    auto field = [](Scenario& sc) -> TerrainEffectsChart& { return sc.terrainEffects; };
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        TerrainEffectsChart c = s().terrainEffects;
        TerrainEffect woods = c.effect(Terrain::Woods);
        woods.halfMP = 6;
        c.setEffect(Terrain::Woods, woods);
        doc.push(new ValueCommand<TerrainEffectsChart>(doc, field, c, Change::TerrainEffects, QString()));
    }));
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        TerrainEffectsChart c = s().terrainEffects;
        c.setFrozenWater(false);
        doc.push(new ValueCommand<TerrainEffectsChart>(doc, field, c, Change::TerrainEffects, QString()));
    }));
}

TEST_F(CommandsTest, RuleOptionsNamesAndDescription) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        RuleOptions r = s().rules;
        r.firstPlayer = Side::Allied;
        r.options["weather"] = true;
        auto field = [](Scenario& sc) -> RuleOptions& { return sc.rules; };
        doc.push(new ValueCommand<RuleOptions>(doc, field, r, Change::Rules, QString()));
    }));
    auto description = [](Scenario& sc) -> std::string& { return sc.description; };
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        // Typing: each keystroke a command, merged into one step.
        std::string text;
        for (char c : std::string("Corrected map")) {
            text += c;
            doc.push(new ValueCommand<std::string>(doc, description, text, Change::Info, QString(), 42));
        }
    }));
    EXPECT_EQ(s().description, "Corrected map");
}

TEST_F(CommandsTest, ResizeTheMap) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] { resizeMap(doc, 20, 22, 1, 1); }));
    EXPECT_EQ(s().map.columns(), 20);
    EXPECT_EQ(s().map.rows(), 22);
    for (const auto& [hex, data] : s().map.explicitHexes()) EXPECT_TRUE(s().map.onMap(hex)) << hex.id();
    // Units left off the map are reported, not deleted.
    EXPECT_EQ(s().units.size(), test::eylauScenario().units.size());
}

TEST_F(CommandsTest, MapProvenance) {
    EXPECT_TRUE(undoesAndRedoes(doc, [&] {
        GameMap m = s().map;
        m.setProvenance(Provenance::Printed);
        auto field = [](Scenario& sc) -> GameMap& { return sc.map; };
        doc.push(new ValueCommand<GameMap>(doc, field, m, Change::Map, QString()));
    }));
}

TEST(BlankScenario, IsValidAndWarnsOnlyOfEmptyDivisions) {
    const Scenario scenario = blankScenario({10, 8, Terrain::Clear});
    EXPECT_EQ(scenario.map.columns(), 10);
    EXPECT_EQ(scenario.map.rows(), 8);
    EXPECT_FALSE(scenario.terrainEffects.frozenWater());
    const auto problems = checkScenario(scenario);
    for (const ScenarioProblem& p : problems) {
        EXPECT_EQ(p.severity, ScenarioProblem::Severity::Warning) << p.message;
        EXPECT_NE(p.message.find("has no units"), std::string::npos) << p.message;
    }
    // And it saves to a file the loader accepts.
    const ScenarioLoad load = readScenario(writeScenario(scenario));
    ASSERT_TRUE(load.ok());
    EXPECT_EQ(*load.scenario, scenario);
}

}  // namespace
}  // namespace eylau::editor
