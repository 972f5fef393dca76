// Turn summaries (turn_summary.h): a short record with scripted dice on a small board gives
// exactly the expected moves, attacks, losses and totals; Eylau's 19.3 release is reported; a
// refused line is named.
#include "eylau/ai/random_player.h"
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/reports/turn_summary.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario_io.h"

#include "support/game_fixture.h"
#include "support/summary_fixture.h"

#include <gtest/gtest.h>

#include <string>

namespace eylau {
namespace {


using test::summaryOf;

std::shared_ptr<const Scenario> board() { return test::summaryBoard(); }
const char* const kRecord = test::kSummaryRecord;
const std::vector<int>& kDice = test::kSummaryDice;

TEST(TurnSummary, GameTurnsAndPlayerTurns) {
    const GameSummary s = summaryOf(board(), kRecord, kDice);
    EXPECT_EQ(s.commands, 16);
    EXPECT_EQ(s.seed, 7u);
    EXPECT_EQ(s.options.at("weather"), true);
    ASSERT_EQ(s.turns.size(), 2u);
    EXPECT_EQ(s.turns[0].turn, 1);
    EXPECT_EQ(s.turns[0].time, "14:00");  // as the game shows it
    EXPECT_FALSE(s.turns[0].night);
    EXPECT_TRUE(s.turns[0].complete);
    EXPECT_TRUE(s.turns[1].complete);
    ASSERT_EQ(s.turns[0].playerTurns.size(), 2u);
    EXPECT_EQ(s.turns[0].playerTurns[0].side, Side::French);
    EXPECT_EQ(s.turns[0].playerTurns[1].side, Side::Allied);
    EXPECT_TRUE(s.turns[0].playerTurns[0].combatPhase);
    EXPECT_FALSE(s.gameOver);
    EXPECT_EQ(s.where, "Game-Turn 3, French Movement Phase");
}

TEST(TurnSummary, MovesEntriesAndHeldReinforcements) {
    const GameSummary s = summaryOf(board(), kRecord, kDice);
    ASSERT_EQ(s.turns.size(), 2u);
    const PlayerTurnSummary& french1 = s.turns[0].playerTurns[0];
    ASSERT_EQ(french1.moves.size(), 1u);
    const MoveEntry& m = french1.moves[0];
    EXPECT_EQ(m.unit, "Fr.1");
    EXPECT_EQ(m.from.id(), "0202");
    EXPECT_EQ(m.to.id(), "0404");
    EXPECT_EQ(m.halfMP, 6);  // three clear hexes
    EXPECT_EQ(m.path.size(), 3u);
    EXPECT_TRUE(m.stoppedInEnemyZoc);
    EXPECT_FALSE(m.entered);
    EXPECT_EQ(m.recordLine, 4);

    const PlayerTurnSummary& french2 = s.turns[1].playerTurns[0];
    ASSERT_EQ(french2.moves.size(), 1u);
    EXPECT_TRUE(french2.moves[0].entered);
    EXPECT_EQ(french2.moves[0].unit, "Fr.2");
    EXPECT_EQ(french2.moves[0].area, "A");
    EXPECT_EQ(french2.moves[0].from.id(), "0103");
    EXPECT_EQ(french2.moves[0].to.id(), "0203");
    EXPECT_EQ(french2.moves[0].halfMP, 4);
    EXPECT_EQ(french2.held, std::vector<std::string>{"Fr.3"});
    EXPECT_TRUE(s.turns[1].playerTurns[1].moves.empty());
}

TEST(TurnSummary, AnAttackWithTheDefendersFreshStrengthAndTheWeather) {
    const GameSummary s = summaryOf(board(), kRecord, kDice);
    ASSERT_EQ(s.turns.size(), 2u);
    const PlayerTurnSummary& french = s.turns[0].playerTurns[0];
    ASSERT_EQ(french.attacks.size(), 1u);
    const AttackEntry& a = french.attacks[0];
    EXPECT_EQ(a.recordLine, 6);
    EXPECT_EQ(a.attackers, std::vector<std::string>{"Fr.1"});
    EXPECT_EQ(a.defenders, std::vector<std::string>{"Ru.1"});
    EXPECT_TRUE(a.bombarding.empty());
    EXPECT_EQ(a.odds.attackTotal, 5);
    EXPECT_EQ(a.odds.defenceTotal, 6);  // 3 + 3 Fresh Strength, answered after the declaration
    ASSERT_EQ(a.odds.defenders.size(), 1u);
    EXPECT_EQ(a.odds.defenders[0].fresh, 3);
    EXPECT_EQ(a.ratio, "1-2");
    EXPECT_EQ(a.column, "1-2");
    EXPECT_EQ(a.die, 1);
    EXPECT_EQ(a.weatherDie, 3);
    EXPECT_EQ(a.tableResult, CombatResult::Dr);
    EXPECT_EQ(a.result, CombatResult::Dr);
    ASSERT_EQ(a.fresh.size(), 1u);
    EXPECT_EQ(a.fresh[0].unit, "Ru.1");
    EXPECT_TRUE(a.fresh[0].defending);
    EXPECT_EQ(a.fresh[0].bonus, 3);
    ASSERT_EQ(a.retreats.size(), 1u);
    EXPECT_EQ(a.retreats[0].unit, "Ru.1");
    EXPECT_EQ(a.retreats[0].from.id(), "0505");
    EXPECT_EQ(a.retreats[0].to.id(), "0605");
    ASSERT_TRUE(a.advance.has_value());
    EXPECT_EQ(a.advance->unit, "Fr.1");
    EXPECT_EQ(a.advance->to.id(), "0505");
    EXPECT_TRUE(a.losses.empty());
    EXPECT_EQ(french.fresh.size(), 1u);
}

TEST(TurnSummary, AnAttackThatEliminatesTheAttacker) {
    const GameSummary s = summaryOf(board(), kRecord, kDice);
    ASSERT_EQ(s.turns.size(), 2u);
    const PlayerTurnSummary& allied = s.turns[0].playerTurns[1];
    ASSERT_EQ(allied.attacks.size(), 1u);
    const AttackEntry& a = allied.attacks[0];
    EXPECT_EQ(a.odds.attackTotal, 3);
    EXPECT_EQ(a.odds.defenceTotal, 5);
    EXPECT_EQ(a.column, "1-2");
    EXPECT_EQ(a.die, 6);
    EXPECT_EQ(a.weatherDie, 2);
    EXPECT_EQ(a.result, CombatResult::Ae);
    EXPECT_TRUE(a.advanceDeclined);
    ASSERT_EQ(a.losses.size(), 1u);
    EXPECT_EQ(a.losses[0].unit, "Ru.1");
    EXPECT_EQ(a.losses[0].strength, 3);
    EXPECT_EQ(a.losses[0].hex.id(), "0605");
    EXPECT_EQ(a.losses[0].reason, "Ae");
    ASSERT_TRUE(a.losses[0].why.has_value());  // the same reason as a sentence, for other languages
    EXPECT_EQ(a.losses[0].why->english(), "Ae");
    EXPECT_EQ(a.losses[0].turn, 1);
    EXPECT_EQ(allied.losses.size(), 1u);
}

TEST(TurnSummary, VictoryPointsControlAndLossesByDivision) {
    const GameSummary s = summaryOf(board(), kRecord, kDice);
    ASSERT_EQ(s.turns.size(), 2u);
    const GameTurnSummary& t1 = s.turns[0];
    EXPECT_EQ(t1.score.points[0], 8);  // 3 for Ru.1 (23.1) and 5 for Dorf (23.4)
    EXPECT_EQ(t1.score.points[1], 0);
    EXPECT_EQ(t1.score.level, "Draw");
    ASSERT_EQ(t1.control.size(), 1u);
    EXPECT_EQ(t1.control[0].name, "Dorf");
    EXPECT_EQ(t1.control[0].side, Side::French);
    EXPECT_EQ(t1.strengthLost[1], 3);
    EXPECT_EQ(t1.freshSpent, std::vector<std::string>{"Ru"});
    EXPECT_EQ(t1.state->unit(UnitIndex{0}).hex.id(), "0505");  // Fr.1 where the turn left it
    EXPECT_EQ(s.finalScore.points[0], 8);
    ASSERT_EQ(s.lossesByDivision.size(), 2u);
    EXPECT_EQ(s.lossesByDivision[0].division, "Fr");
    EXPECT_EQ(s.lossesByDivision[0].units, 3);
    EXPECT_EQ(s.lossesByDivision[0].strength, 11);
    EXPECT_EQ(s.lossesByDivision[0].lostStrength, 0);
    EXPECT_EQ(s.lossesByDivision[1].division, "Ru");
    EXPECT_EQ(s.lossesByDivision[1].lostUnits, std::vector<std::string>{"Ru.1"});
    EXPECT_EQ(s.lossesByDivision[1].lostStrength, 3);
    EXPECT_EQ(s.losses.size(), 1u);
}

TEST(TurnSummary, ARecordThatStopsMidTurnLeavesItIncomplete) {
    const GameSummary s = summaryOf(board(), "scenario test\nmove Fr.1 0404\nend\n");
    ASSERT_EQ(s.turns.size(), 1u);
    EXPECT_FALSE(s.turns[0].complete);
    ASSERT_EQ(s.turns[0].playerTurns.size(), 1u);
    EXPECT_FALSE(s.turns[0].playerTurns[0].complete);
    EXPECT_TRUE(s.turns[0].playerTurns[0].combatPhase);
    EXPECT_EQ(s.turns[0].state->unit(UnitIndex{0}).hex.id(), "0404");
    EXPECT_EQ(s.where, "Game-Turn 1, French Combat Phase");
    EXPECT_EQ(s.options.at("weather"), false);
}

TEST(TurnSummary, ARefusedLineIsNamed) {
    const RecordParse parsed = parseRecord("scenario test\nseed 3\n\nmove Fr.1 0404\nmove Ru.1 0504\n");
    ASSERT_TRUE(parsed.record.has_value());
    const SummaryResult r = summarizeRecord(board(), *parsed.record);
    EXPECT_FALSE(r.ok());
    EXPECT_NE(r.error.find("line 5: [4.0] Ru.1 is Allied"), std::string::npos) << r.error;
    EXPECT_NE(r.error.find("(in 'move Ru.1 0504')"), std::string::npos) << r.error;
}

TEST(TurnSummary, AnUnknownOptionIsRefused) {
    const RecordParse parsed = parseRecord("scenario test\noption fog on\nend\n");
    ASSERT_TRUE(parsed.record.has_value());
    EXPECT_NE(summarizeRecord(board(), *parsed.record).error.find("unknown option 'fog'"), std::string::npos);
}

TEST(TurnSummary, EylauReleasesARussianDivisionOnGameTurnTwo) {
    const auto eylau = test::sharedEylau();
    ASSERT_FALSE(eylau->units.empty());
    const GameSummary s = summaryOf(eylau, "scenario eylau\nname french \"Anne Smith\"\nend\nend\nend\nend\nend\nend\nrelease Tut\nend\n");
    EXPECT_EQ(s.players[0], "Anne Smith");  // the record's names go on the cover
    EXPECT_EQ(s.players[1], "");
    ASSERT_EQ(s.turns.size(), 2u);
    EXPECT_EQ(s.turns[1].time, "15:15");
    EXPECT_EQ(s.turns[1].date, "Feb 7");  // carried from Game-Turn 1
    ASSERT_EQ(s.turns[1].playerTurns.size(), 2u);
    EXPECT_EQ(s.turns[1].playerTurns[1].released, "Tut");
    EXPECT_FALSE(s.turns[0].playerTurns[1].released.has_value());
    EXPECT_EQ(s.options.at("weather"), false);
    ASSERT_EQ(s.turns[0].control.size(), 2u);
    EXPECT_EQ(s.turns[0].control[0].name, "Eylau");
}

// A whole random game: every Game-Turn complete, the losses of the Player-Turns, of the
// divisions and of the state agree, and the final tally is the engine's.
TEST(TurnSummary, ARandomWholeGameAddsUp) {
    const auto eylau = test::sharedEylau();
    ASSERT_FALSE(eylau->units.empty());
    GameOptions options;
    options.seed = 11;
    Game game(eylau, options);
    RandomPlayer player(11);
    GameRecord record;
    record.seed = 11;
    while (!game.gameOver()) {
        const auto command = player.next(game);
        ASSERT_TRUE(command && game.apply(*command).ok());
        record.lines.push_back(RecordLine{int(record.lines.size()) + 4, *command, "", {}});
    }
    const SummaryResult r = summarizeRecord(eylau, record);
    ASSERT_TRUE(r.ok()) << r.error;
    const GameSummary& s = *r.summary;
    EXPECT_TRUE(s.gameOver);
    ASSERT_TRUE(s.endingSaid.has_value());
    EXPECT_EQ(s.endingSaid->english(), s.ending);
    EXPECT_EQ(s.commands, int(record.lines.size()));
    ASSERT_EQ(int(s.turns.size()), eylau->lastTurn());
    std::array<int, 2> lost{0, 0};
    for (const GameTurnSummary& t : s.turns) {
        EXPECT_TRUE(t.complete);
        for (const PlayerTurnSummary& pt : t.playerTurns)
            for (const LossEntry& l : pt.losses) lost[std::size_t(l.side)] += l.strength;
    }
    EXPECT_EQ(lost, game.state().strengthLost);
    EXPECT_EQ(s.turns.back().strengthLost, game.state().strengthLost);
    EXPECT_EQ(s.finalScore.points, scoreVictory(*eylau, game.state()).points);
    EXPECT_EQ(*s.turns.back().state, game.state());
}

}  // namespace
}  // namespace eylau
