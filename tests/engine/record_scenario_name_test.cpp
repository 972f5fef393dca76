// The name a record gives its scenario and the names that find it again (eylau/record/scenario_name.h):
// the one rule the window, eylau-cli and the summary program share.
#include "support/game_fixture.h"

#include "eylau/record/scenario_name.h"
#include "eylau/scenario/scenario.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

Scenario named(std::string name) {
    Scenario s;
    s.name = std::move(name);
    return s;
}

TEST(RecordScenarioName, ABuiltInScenarioIsRecordedByItsNameInLowerCaseWithoutBlanks) {
    EXPECT_EQ(recordNameOf(named("Eylau")), "eylau");
    EXPECT_EQ(recordNameOf(named("Teaching Battle #2")), "teaching-battle--2");
    EXPECT_EQ(recordNameOf(named("")), "eylau");
}

TEST(RecordScenarioName, TheScenariosNameInAnyCaseOrItsRecordNameNamesIt) {
    const Scenario s = named("Teaching Battle");
    EXPECT_TRUE(recordNamesScenario("Teaching Battle", s, ""));
    EXPECT_TRUE(recordNamesScenario("TEACHING BATTLE", s, ""));
    EXPECT_TRUE(recordNamesScenario("teaching-battle", s, "data/scenarios/teaching.json"));
    EXPECT_FALSE(recordNamesScenario("eylau", s, ""));
    EXPECT_FALSE(recordNamesScenario("", s, ""));
}

TEST(RecordScenarioName, TheFileAsGivenOrItsNameWithoutFolderAndExtension) {
    const Scenario s = named("Eylau");
    const std::string file = "data/scenarios/eylau-variant.json";
    EXPECT_TRUE(recordNamesScenario(file, s, file));
    EXPECT_TRUE(recordNamesScenario("eylau-variant", s, file));
    EXPECT_TRUE(recordNamesScenario("eylau-variant", s, "C:\\Games\\eylau-variant.json"));
    // A file of the same name in another folder may be another version of the scenario.
    EXPECT_FALSE(recordNamesScenario("/usr/share/eylau/scenarios/eylau-variant.json", s, file));
    EXPECT_FALSE(recordNamesScenario("variant.json", s, file));
    // Another file, or the stem with a folder (a path to a file without its extension).
    EXPECT_FALSE(recordNamesScenario("data/scenarios/teaching.json", s, file));
    EXPECT_FALSE(recordNamesScenario("data/scenarios/eylau-variant", s, file));
    EXPECT_FALSE(recordNamesScenario("EYLAU-VARIANT", s, file));
    // A relative path, as eylau-cli selfplay writes it, read from a folder above the file (the
    // recording program's, which is not known) and the whole path to the file.
    EXPECT_TRUE(recordNamesScenario("data/scenarios/eylau-variant.json", s, "/home/me/eylau/data/scenarios/eylau-variant.json"));
    EXPECT_TRUE(recordNamesScenario("./scenarios/eylau-variant.json", s, "/home/me/eylau/data/scenarios/eylau-variant.json"));
    EXPECT_TRUE(recordNamesScenario("eylau-variant.json", s, file));
    // A whole path recorded and a relative one given: only the program, which knows its own folder,
    // can tell (eylau-cli asks the file system).
    EXPECT_FALSE(recordNamesScenario("/home/me/eylau/data/scenarios/eylau-variant.json", s, file));
    EXPECT_FALSE(recordNamesScenario("ta/scenarios/eylau-variant.json", s, "/home/me/eylau/data/scenarios/eylau-variant.json"));
    EXPECT_FALSE(recordNamesScenario("../data/scenarios/eylau-variant.json", s, "/home/me/eylau/data/scenarios/eylau-variant.json"));
    EXPECT_FALSE(recordNamesScenario("/elsewhere/data/scenarios/eylau-variant.json", s, "/home/me/eylau/data/scenarios/eylau-variant.json"));
    // With no file open (a scenario built in), a path names nothing.
    EXPECT_FALSE(recordNamesScenario(file, s, ""));
}

TEST(RecordScenarioName, TheEylauScenarioIsFoundByTheNameItsRecordsGiveIt) {
    const Scenario& eylau = test::eylauScenario();
    EXPECT_TRUE(recordNamesScenario(recordNameOf(eylau), eylau, ""));
    EXPECT_TRUE(recordNamesScenario("eylau", eylau, "/opt/eylau/data/scenarios/eylau.json"));
}

}  // namespace
}  // namespace eylau
