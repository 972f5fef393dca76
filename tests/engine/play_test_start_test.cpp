// Play-testing an edited scenario (docs/editor.md, "Play-test"): the set-up carried to a later
// Game-Turn, and a saved game replayed on an edited scenario as far as it still holds.
#include "support/game_fixture.h"

#include "eylau/game/player_queries.h"
#include "eylau/io/text_file.h"
#include "eylau/record/play_test_start.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/sentences.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace eylau {
namespace {

std::unique_ptr<GameSession> newEylauSession() {
    GameOptions options;
    options.seed = 7;
    return std::make_unique<GameSession>(test::sharedEylau(), "eylau", options);
}

std::string goldenRecord() {
    std::string error;
    const auto text = readTextFile(
        (std::filesystem::path(EYLAU_TEST_DATA_DIR) / "golden/eylau-greedy-greedy-14.eylau").string(), 1 << 20, error);
    EXPECT_TRUE(text) << error;
    return text.value_or("");
}

TEST(PlayTestStart, Case_3_0_SetUpCarriedToGameTurnFive) {
    auto session = newEylauSession();
    const GameState opening = session->state();
    ASSERT_EQ(carryToGameTurn(*session, 5), std::nullopt);
    EXPECT_EQ(session->game().turn(), 5);
    EXPECT_EQ(session->game().phasing(), session->scenario().rules.firstPlayer);
    EXPECT_EQ(session->game().phase(), Phase::Movement);
    // Nobody moved: every unit stands where the scenario sets it up.
    for (std::size_t u = 0; u < opening.units.size(); ++u) {
        EXPECT_EQ(session->state().units[u].status, opening.units[u].status) << session->scenario().units[u].id;
        EXPECT_EQ(session->state().units[u].hex, opening.units[u].hex) << session->scenario().units[u].id;
    }
    // Each command is in the record, with the comment that says why.
    ASSERT_FALSE(session->record().lines.empty());
    for (const RecordLine& line : session->record().lines) {
        EXPECT_TRUE(std::holds_alternative<EndPhaseCommand>(line.command));
        EXPECT_NE(line.comment.find("Game-Turn 5"), std::string::npos) << line.comment;
    }
}

TEST(PlayTestStart, Case_7_3_ReinforcementsOfEarlierTurnsMayEnter) {
    auto session = newEylauSession();
    ASSERT_EQ(carryToGameTurn(*session, 5), std::nullopt);
    // Mor.1 is due on Game-Turn 4 by area B (2406): held back then, it may enter on Game-Turn 5.
    const auto mor = session->game().unitIndex("Mor.1");
    ASSERT_TRUE(mor);
    EXPECT_EQ(reinforcementStatus(session->game(), *mor), ReinforcementStatus::MayEnterNow);
    EXPECT_EQ(session->game().whyNot(EnterCommand{"Mor.1", {Hex{24, 6}}}), std::nullopt);
}

TEST(PlayTestStart, GameTurnOneChangesNothing) {
    auto session = newEylauSession();
    EXPECT_EQ(carryToGameTurn(*session, 1), std::nullopt);
    EXPECT_TRUE(session->record().lines.empty());
}

TEST(PlayTestStart, Case_3_0_GameTurnOffTheTrackRefused) {
    auto session = newEylauSession();
    const int last = session->scenario().lastTurn();
    for (const int turn : {0, last + 1}) {
        const Verdict why = carryToGameTurn(*session, turn);
        ASSERT_TRUE(why) << turn;
        EXPECT_EQ(why->code(), Say::TurnNotOnTrack);
        EXPECT_NE(why->reason().find(std::to_string(last)), std::string::npos) << why->reason();
    }
    EXPECT_TRUE(session->record().lines.empty());
}

TEST(PlayTestStart, CarriedGameReloadsAsAnOrdinaryRecord) {
    auto session = newEylauSession();
    ASSERT_EQ(carryToGameTurn(*session, 3), std::nullopt);
    const ScenarioLookup lookup = [](const std::string&, std::string&) { return test::sharedEylau(); };
    const SessionLoad load = GameSession::fromText(session->recordText(), "carried.eylau", lookup);
    ASSERT_TRUE(load.ok()) << load.error;
    EXPECT_EQ(load.session->state(), session->state());
}

TEST(PlayTestStart, WholeRecordReplaysOnTheSameScenario) {
    const PartialReplay replay = replayWhereItHolds(goldenRecord(), "golden.eylau", test::sharedEylau(), "eylau.json");
    ASSERT_TRUE(replay.session) << replay.error;
    ASSERT_TRUE(replay.whole()) << replay.stopped->describe();
    EXPECT_GT(replay.commands, 100u);
    EXPECT_EQ(replay.session->record().scenario, "eylau.json");
}

TEST(PlayTestStart, RecordStopsAtTheFirstCommandTheEditedScenarioRefuses) {
    // The edit: Des.1 (the golden game's first move, to 1412) may no longer move at all.
    Scenario edited = *test::sharedEylau();
    for (Unit& u : edited.units)
        if (u.id == "Des.1") u.movement = 0;
    const PartialReplay replay =
        replayWhereItHolds(goldenRecord(), "golden.eylau", std::make_shared<const Scenario>(edited), "edited.json");
    ASSERT_TRUE(replay.session) << replay.error;
    EXPECT_FALSE(replay.whole());
    EXPECT_EQ(replay.replayed, 0u);
    EXPECT_EQ(replay.session->record().lines.size(), 0u);
    ASSERT_TRUE(replay.stopped);
    EXPECT_EQ(replay.stopped->line, 3);
    const std::string said = replay.stopped->describe();
    EXPECT_EQ(said.rfind("line 3: ", 0), 0u) << said;
    EXPECT_NE(said.find("move Des.1 1412"), std::string::npos) << said;
}

TEST(PlayTestStart, RecordStopsPartWay) {
    // Les.1 enters on Game-Turn 7 in the golden game; due on Game-Turn 9 in the edit, it cannot.
    Scenario edited = *test::sharedEylau();
    for (Unit& u : edited.units)
        if (u.id == "Les.1" && u.arrival) u.arrival->turn = 9;
    const std::string text = goldenRecord();
    ASSERT_NE(text.find("enter Les.1"), std::string::npos);
    const PartialReplay replay =
        replayWhereItHolds(text, "golden.eylau", std::make_shared<const Scenario>(edited), "edited.json");
    ASSERT_TRUE(replay.session) << replay.error;
    EXPECT_GT(replay.replayed, 100u);
    EXPECT_LT(replay.replayed, replay.commands);
    EXPECT_EQ(replay.session->record().lines.size(), replay.replayed);
    ASSERT_TRUE(replay.stopped);
    EXPECT_EQ(replay.stopped->why.code(), Say::ArrivesLater);
    EXPECT_NE(replay.stopped->describe().find("enter Les.1"), std::string::npos) << replay.stopped->describe();
}

TEST(PlayTestStart, UnreadableRecordNamesItsLine) {
    const PartialReplay replay =
        replayWhereItHolds("scenario eylau\nseed 3\nmvoe Des.1 1412\n", "bad.eylau", test::sharedEylau(), "eylau");
    EXPECT_FALSE(replay.session);
    EXPECT_EQ(replay.error.rfind("bad.eylau: line 3", 0), 0u) << replay.error;
}

}  // namespace
}  // namespace eylau
