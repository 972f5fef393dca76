// The teaching scenario as shipped (data/scenarios/teaching.json) is exactly what the editor's
// commands build (teaching/teaching_scenario.cpp, written by eylau-make-teaching), and it shows
// every terrain type and hexside feature.
#include "editor_test_support.h"

#include "teaching/teaching_scenario.h"

#include <QFile>

#include <gtest/gtest.h>

#include <set>

namespace eylau::editor {
namespace {

TEST(TeachingScenario, TheShippedFileIsWhatTheEditorBuilds) {
    ScenarioDocument doc(teachingStart());
    buildTeachingScenario(doc);
    QFile file(QString::fromStdString(test::sourcePath("data/scenarios/teaching.json")));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll().toStdString(), writeScenario(doc.scenario()))
        << "regenerate with: build/editor/eylau-make-teaching data/scenarios/teaching.json";
    // Built one edit at a time, every one undoable back to the blank map.
    EXPECT_GT(doc.undoStack()->count(), 30);
    while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
    EXPECT_EQ(writeScenario(doc.scenario()), writeScenario(teachingStart()));
}

TEST(TeachingScenario, ShowsEveryTerrainAndHexsideFeature) {
    const Scenario& scenario = test::teachingScenario();
    std::set<Terrain> terrains;
    for (const Hex h : scenario.map.hexes()) terrains.insert(scenario.map.terrain(h));
    for (Terrain t : kTerrains) EXPECT_TRUE(terrains.count(t)) << toString(t);
    std::set<HexsideFeature> features;
    for (const auto& [side, data] : scenario.map.hexsides())
        for (HexsideFeature f : kHexsideFeatures)
            if (data.features.has(f)) features.insert(f);
    for (HexsideFeature f : kHexsideFeatures) EXPECT_TRUE(features.count(f)) << toString(f);
    EXPECT_FALSE(scenario.terrainEffects.frozenWater());
}

TEST(TeachingScenario, ASmallValidBattleOfItsOwn) {
    const Scenario& scenario = test::teachingScenario();
    EXPECT_TRUE(checkScenario(scenario).empty());
    EXPECT_GE(scenario.units.size(), 10u);
    EXPECT_LE(scenario.units.size(), 16u);
    EXPECT_GE(scenario.lastTurn(), 4);
    EXPECT_LE(scenario.lastTurn(), 6);
    EXPECT_FALSE(scenario.description.empty());
    int reinforcements = 0;
    for (const Unit& u : scenario.units) {
        EXPECT_EQ(u.provenance, Provenance::Printed) << u.id;
        reinforcements += u.arrival.has_value();
    }
    EXPECT_GE(reinforcements, 1);
    EXPECT_EQ(scenario.map.provenance(), Provenance::Printed);
}

}  // namespace
}  // namespace eylau::editor
