// The canonical form: load + save + load + save gives identical bytes; saves are atomic.
#include "eylau/scenario/scenario_io.h"

#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace eylau {
namespace {

const std::string kEylauPath = std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json";

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

Scenario mustLoad(const std::string& text) {
    auto l = readScenario(text);
    if (!l.ok()) {
        std::string all;
        for (const auto& p : l.problems) all += p.describe("text") + "\n";
        ADD_FAILURE() << all;
        return {};
    }
    return *l.scenario;
}

TEST(CanonicalForm, MinimalScenarioRoundTripsToIdenticalBytes) {
    const Scenario first = mustLoad(test::minimalScenarioJson().dump());
    const std::string once = writeScenario(first);
    const Scenario second = mustLoad(once);
    EXPECT_EQ(first, second);
    EXPECT_EQ(once, writeScenario(second));
}

TEST(CanonicalForm, EylauRoundTripsToIdenticalBytes) {
    const Scenario first = mustLoad(slurp(kEylauPath));
    const std::string once = writeScenario(first);
    const Scenario second = mustLoad(once);
    EXPECT_EQ(first, second);
    EXPECT_EQ(once, writeScenario(second));
}

// The shipped file is kept in canonical form, so an editor save changes only what was edited.
TEST(CanonicalForm, ShippedEylauFileIsCanonical) {
    const std::string text = slurp(kEylauPath);
    EXPECT_EQ(writeScenario(mustLoad(text)), text);
}

TEST(CanonicalForm, MapHexesAndHexsidesAreSortedAndLeafObjectsSitOnOneLine) {
    nlohmann::json j = test::minimalScenarioJson();
    j["map"]["hexes"] = {{{"hex", "0303"}, {"terrain", "woods"}}, {{"hex", "0101"}, {"terrain", "grove"}}};
    j["map"]["hexsides"] = {{{"between", {"0302", "0202"}}, {"features", {"stream", "road"}}}};
    const std::string out = writeScenario(mustLoad(j.dump()));
    EXPECT_NE(out.find("\"hexes\": [\n      {\"hex\": \"0101\", \"terrain\": \"grove\"},\n"
                       "      {\"hex\": \"0303\", \"terrain\": \"woods\"}\n    ]"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("{\"between\": [\"0202\", \"0302\"], \"features\": [\"road\", \"stream\"]}"), std::string::npos)
        << out;
}

TEST(CanonicalForm, ProvenanceAndDefaultsAreOmittedOnlyWhenDefault) {
    nlohmann::json j = test::minimalScenarioJson();
    j["units"][0]["provenance"] = "printed";
    j["units"][1]["provenance"] = "reconstructed";
    j["combatResults"]["rows"][1]["provenance"] = {"printed", "printed", "reconstructed"};
    j["combatResults"]["rows"][2]["provenance"] = {"reconstructed", "reconstructed", "reconstructed"};
    const Scenario scenario = mustLoad(j.dump());
    EXPECT_EQ(scenario.units[1].provenance, Provenance::Reconstructed);
    EXPECT_EQ(scenario.combatResults.cell(2, 2).provenance, Provenance::Reconstructed);
    EXPECT_EQ(scenario.combatResults.cell(2, 1).provenance, Provenance::Printed);
    const std::string out = writeScenario(scenario);
    EXPECT_EQ(out.find("\"provenance\": \"printed\""), std::string::npos);
    EXPECT_NE(out.find("\"provenance\": [\"printed\", \"printed\", \"reconstructed\"]"), std::string::npos);
    EXPECT_NE(out.find("{\"die\": 3, \"results\": [\"Ar\", \"Ar\", \"Dr\"], \"provenance\": \"reconstructed\"}"),
              std::string::npos);
}

class ScenarioFileTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() /
               ("eylau-test-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::filesystem::path dir_;
};

TEST_F(ScenarioFileTest, SaveThenLoadGivesAnEqualScenario) {
    const Scenario scenario = mustLoad(test::minimalScenarioJson().dump());
    const std::string path = (dir_ / "saved.json").string();
    ASSERT_EQ(writeScenarioFile(scenario, path), std::nullopt);
    const auto l = readScenarioFile(path);
    ASSERT_TRUE(l.ok());
    EXPECT_EQ(*l.scenario, scenario);
    // Nothing but the saved file is left behind.
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir_), std::filesystem::directory_iterator()), 1);
}

// The final rename fails (the target is a folder): the error names the target, the folder and
// its contents are untouched, and no temporary file is left behind.
TEST_F(ScenarioFileTest, FailedSaveLeavesNothingBehindAndTheTargetIntact) {
    const Scenario scenario = mustLoad(test::minimalScenarioJson().dump());
    const auto target = dir_ / "keep.json";
    std::filesystem::create_directories(target);
    std::ofstream(target / "inside.txt") << "old contents";
    auto error = writeScenarioFile(scenario, target.string());
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("keep.json"), std::string::npos) << *error;
    EXPECT_EQ(slurp((target / "inside.txt").string()), "old contents");
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir_), std::filesystem::directory_iterator()), 1);
}

TEST_F(ScenarioFileTest, SaveIntoMissingFolderIsAnErrorNotACrash) {
    const Scenario scenario = mustLoad(test::minimalScenarioJson().dump());
    auto error = writeScenarioFile(scenario, (dir_ / "no" / "such" / "x.json").string());
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("x.json"), std::string::npos);
}

}  // namespace
}  // namespace eylau
