// A scenario's map image (eylau/scenario/map_underlay.h): read, checked and written back by
// reference, never by its bytes; a missing image is a warning.
#include "eylau/scenario/scenario_check.h"
#include "eylau/scenario/scenario_io.h"

#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace eylau {
namespace {

nlohmann::json withUnderlay() {
    nlohmann::json j = test::minimalScenarioJson();
    j["underlay"] = {{"image", "scans/map.png"},
                     {"calibration", {{{"hex", "0101"}, {"x", 12.5}, {"y", 40}}, {{"hex", "0505"}, {"x", 410}, {"y", 388.25}}}},
                     {"opacity", 0.7},
                     {"locked", true},
                     {"samples", {{{"colour", "#2f5d1e"}, {"terrain", "woods"}}, {{"colour", "#3B6FC4"}, {"feature", "stream"}}}}};
    return j;
}

TEST(MapUnderlay, IsReadAndWrittenBackByReference) {
    const Scenario scenario = test::loadScenario(withUnderlay());
    ASSERT_TRUE(scenario.underlay.has_value());
    const MapUnderlay& u = *scenario.underlay;
    EXPECT_EQ(u.image, "scans/map.png");
    EXPECT_EQ(u.page, 1);
    ASSERT_EQ(u.points.size(), 2u);
    EXPECT_EQ(u.points[1].hex, test::hex("0505"));
    EXPECT_DOUBLE_EQ(u.points[1].y, 388.25);
    EXPECT_DOUBLE_EQ(u.opacity, 0.7);
    EXPECT_TRUE(u.locked);
    ASSERT_EQ(u.samples.size(), 2u);
    EXPECT_EQ(u.samples[0].terrain, Terrain::Woods);
    EXPECT_EQ(u.samples[1].feature, HexsideFeature::Stream);
    // The canonical round trip holds: written, read, written again gives the same bytes.
    const std::string once = writeScenario(scenario);
    const ScenarioLoad again = readScenario(once);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again.scenario, scenario);
    EXPECT_EQ(writeScenario(*again.scenario), once);
    // Defaults are left out: a bare reference is just the image.
    Scenario bare = scenario;
    bare.underlay = MapUnderlay{};
    bare.underlay->image = "m.png";
    EXPECT_NE(writeScenario(bare).find("\"underlay\": {\n    \"image\": \"m.png\"\n  }"), std::string::npos)
        << writeScenario(bare);
}

TEST(MapUnderlay, BadValuesAreNamedWithTheirPlace) {
    const auto problem = [](const char* key, nlohmann::json value) {
        nlohmann::json j = withUnderlay();
        j["underlay"][key] = std::move(value);
        const ScenarioLoad load = readScenario(j.dump());
        EXPECT_FALSE(load.ok()) << key;
        return load.problems.empty() ? std::string() : load.problems.front().describe("s.json");
    };
    EXPECT_EQ(problem("opacity", 1.5), "s.json: /underlay/opacity: 1.5 is out of range (0.0 to 1.0)");
    EXPECT_EQ(problem("image", ""), "s.json: /underlay/image: the image's path is empty");
    EXPECT_EQ(problem("page", 0), "s.json: /underlay/page: 0 is out of range (1 to 9999)");
    EXPECT_EQ(problem("samples", nlohmann::json::array({{{"colour", "green"}, {"terrain", "woods"}}})),
              "s.json: /underlay/samples/0/colour: expected a colour such as \"#2f5d1e\", found \"green\"");
    EXPECT_EQ(problem("calibration", nlohmann::json::array({{{"hex", "0909"}, {"x", 1}, {"y", 2}}})),
              "s.json: /underlay/calibration/0/hex: hex 0909 is off the map (columns 01-06, rows 01-05)");
    nlohmann::json twice = withUnderlay();
    twice["underlay"]["calibration"][1]["hex"] = "0101";
    const ScenarioLoad load = readScenario(twice.dump());
    ASSERT_FALSE(load.ok());
    EXPECT_EQ(load.problems.front().describe("s.json"), "s.json: /underlay/calibration/1/hex: hex 0101 is calibrated twice");
}

TEST(MapUnderlay, AMissingImageIsAWarningNamingWhereItWasLookedFor) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "eylau-underlay-test";
    std::filesystem::create_directories(dir / "scans");
    const std::filesystem::path file = dir / "s.json";
    std::ofstream(file) << withUnderlay().dump();
    ScenarioLoad load = readScenarioFile(file.string());
    ASSERT_TRUE(load.ok());
    ASSERT_EQ(load.warningCount(), 1u);
    EXPECT_NE(load.problems.back().describe("s.json").find("the map image 'scans/map.png' is not found"), std::string::npos)
        << load.problems.back().describe("s.json");
    std::ofstream(dir / "scans" / "map.png") << "not really a picture, but a file";
    load = readScenarioFile(file.string());
    ASSERT_TRUE(load.ok());
    EXPECT_EQ(load.warningCount(), 0u);
    EXPECT_EQ(underlayImagePath(file.string(), *load.scenario->underlay), (dir / "scans" / "map.png").string());
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace eylau
