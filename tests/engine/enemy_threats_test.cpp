// The enemy's threats of its next Player-Turn (enemy_threats.h): its reach is the engine's
// movement reach, and each threatened unit's odds are Game::odds of an attack the rules accept.
#include "eylau/game/enemy_threats.h"
#include "eylau/game/game.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state.h"

#include "support/battle.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace eylau {
namespace {

using test::Battle;
using test::Field;

Hex hex(const char* id) { return *Hex::parse(id); }

// The position the threat supposes: the enemy's Combat Phase with its units where they would stand.
GameState positionOf(const Game& game, const EnemyThreats& threats, const UnitThreat& threat) {
    GameState s = enemyMovementPhase(game, threats.enemy);
    s.phase = Phase::Combat;
    for (const ThreatStand& st : threat.standing) {
        s.unit(st.unit).status = UnitStatus::OnMap;
        s.unit(st.unit).hex = st.hex;
    }
    return s;
}

// Three Allied units of one division, three hexes south of a French unit on clear ground.
Field threeAgainstOne() {
    return Field(10, 10).eylauTable().eylauTerrainEffects().leg("1", "0505").ost("1", "0408").ost("2", "0508").ost("3", "0608");
}

TEST(EnemyThreats, Case_6_2_AUnitInTheOpenFacesTheColumnOfEveryEnemyUnitThatCanReachIt) {
    Battle b(threeAgainstOne());
    const Game game = b.game();
    const EnemyThreats t = enemyThreats(game, Side::French);
    EXPECT_EQ(t.enemy, Side::Allied);
    const UnitThreat* threat = t.threatTo(b["Leg.1"]);
    ASSERT_NE(threat, nullptr);
    const std::set<UnitIndex> attackers(threat->attack.attackers.begin(), threat->attack.attackers.end());
    EXPECT_EQ(attackers, (std::set<UnitIndex>{b["Ost.1"], b["Ost.2"], b["Ost.3"]}));
    EXPECT_EQ(threat->attack.defenders, std::vector<UnitIndex>{b["Leg.1"]});
    // 3 x 4 (and whatever 20.x adds) against 4: the column is the engine's own for that attack.
    EXPECT_EQ(threat->odds.defenceTotal, 4);
    EXPECT_GE(threat->odds.attackTotal, 12);
    const Game there(game, positionOf(game, t, *threat));
    EXPECT_EQ(threat->odds, there.odds(threat->attack));
    EXPECT_EQ(threat->column, game.scenario().combatResults.columns().at(threat->odds.finalColumn).text());
    EXPECT_EQ(threat->column, "3-1");
    // 4.4, 5.3: each attacker next to the defender, in a hex of its own.
    std::set<Hex> hexes;
    for (const ThreatStand& s : threat->standing) {
        EXPECT_EQ(distance(s.hex, hex("0505")), 1);
        hexes.insert(s.hex);
    }
    EXPECT_EQ(hexes.size(), threat->standing.size());
    // 5.4: the attack is one the rules accept in that position.
    EXPECT_FALSE(checkAttackDeclaration(there.situation(), threat->attack)) << checkAttackDeclaration(there.situation(), threat->attack)->why.english();
}

TEST(EnemyThreats, Case_9_0_TheSameUnitInATownFacesALowerColumn) {
    Battle open(threeAgainstOne());
    Battle town(threeAgainstOne().terrain("0505", "town"));
    const EnemyThreats o = enemyThreats(open.game(), Side::French);
    const UnitThreat* inOpen = o.threatTo(open["Leg.1"]);
    const Game townGame = town.game();
    const EnemyThreats t = enemyThreats(townGame, Side::French);
    const UnitThreat* inTown = t.threatTo(town["Leg.1"]);
    ASSERT_NE(inOpen, nullptr);
    ASSERT_NE(inTown, nullptr);
    ASSERT_EQ(inTown->odds.defenders.size(), 1u);
    EXPECT_TRUE(inTown->odds.defenders[0].doubled);
    EXPECT_EQ(inTown->odds.defenceTotal, 8);
    EXPECT_LT(inTown->odds.finalColumn, inOpen->odds.finalColumn);
    EXPECT_EQ(inTown->column, "1-1");
}

TEST(EnemyThreats, Case_4_1_AUnitOutOfEveryEnemyUnitsReachIsNotThreatened) {
    Battle b(Field(20, 20).leg("1", "0303").ost("1", "1515"));
    const EnemyThreats t = enemyThreats(b.game(), Side::French);
    EXPECT_EQ(t.threatTo(b["Leg.1"]), nullptr);
    EXPECT_TRUE(t.threats.empty());
    EXPECT_FALSE(t.reach.empty());
    EXPECT_FALSE(t.reaches(hex("0304")));
}

TEST(EnemyThreats, Case_4_0_TheReachIsTheEnginesMovementReachOfTheEnemyUnit) {
    Battle b(Field(12, 12).lakes({"0707", "0706"}).terrain("0806", "woods").leg("1", "0202").ost("1", "0606"));
    const Game game = b.game();  // the French Combat Phase
    const EnemyThreats t = enemyThreats(game, Side::French);
    GameState alliedMove = b.g;
    alliedMove.phasing = Side::Allied;
    alliedMove.phase = Phase::Movement;
    const Game next(game, alliedMove);
    std::vector<Hex> expected;
    for (const Reach& r : next.reachable(b["Ost.1"])) expected.push_back(r.hex);
    std::sort(expected.begin(), expected.end());
    ASSERT_FALSE(expected.empty());
    EXPECT_EQ(t.reach, expected);
    for (const Hex& h : expected) EXPECT_TRUE(t.reaches(h)) << h.id();
}

TEST(EnemyThreats, Case_4_4_NoMoreThanOneAttackerInEachHexAroundTheDefender) {
    // Eight Allied units within reach of one French unit: six hexes around it, six attackers.
    Battle b(Field(14, 14).eylauTable().leg("1", "0707").ost("1", "0410").ost("2", "0510").ost("3", "0610").ost("4", "0710")
                 .ost("5", "0810").ost("6", "0910").ost("7", "1010").ost("8", "0704"));
    const EnemyThreats t = enemyThreats(b.game(), Side::French);
    const UnitThreat* threat = t.threatTo(b["Leg.1"]);
    ASSERT_NE(threat, nullptr);
    EXPECT_EQ(threat->attack.attackers.size(), 6u);
    std::set<Hex> hexes;
    for (const ThreatStand& s : threat->standing) hexes.insert(s.hex);
    EXPECT_EQ(hexes.size(), 6u);
}

TEST(EnemyThreats, Case_5_6_ArtilleryInRangeWithALineOfSightBombards) {
    // The gun, four hexes south, can come within two hexes of the French unit with a clear line
    // of sight, outside its Zone of Control, and bombard it (5.6) rather than take a hex next to it.
    Battle b(Field(12, 12).eylauTable().leg("1", "0505").ost("1", "artillery", "0509").ost("2", "0408"));
    const Game game = b.game();
    const EnemyThreats t = enemyThreats(game, Side::French);
    const UnitThreat* threat = t.threatTo(b["Leg.1"]);
    ASSERT_NE(threat, nullptr);
    EXPECT_EQ(threat->attack.bombarding, std::vector<UnitIndex>{b["Ost.1"]});
    EXPECT_EQ(threat->attack.attackers, std::vector<UnitIndex>{b["Ost.2"]});
    for (UnitIndex gun : threat->attack.bombarding) {
        const Game there(game, positionOf(game, t, *threat));
        EXPECT_TRUE(canBombard(there.situation(), gun, b["Leg.1"]));
    }
}

TEST(EnemyThreats, Case_8_2_NoThreatOfAttackBeforeANightTurn) {
    Battle b(threeAgainstOne());
    b.g.turn = 3;  // the minimal scenario's night turn
    const EnemyThreats t = enemyThreats(b.game(), Side::French);
    EXPECT_FALSE(t.combatPhase);
    EXPECT_TRUE(t.threats.empty());
}

TEST(EnemyThreats, Case_19_0_EylauGameTurnOneTheAlliedReachAndThreats) {
    const Game game(test::sharedEylau(), GameOptions{});
    const EnemyThreats t = enemyThreats(game, Side::French);
    EXPECT_EQ(t.enemy, Side::Allied);
    EXPECT_TRUE(t.combatPhase);
    // The reach is the union of the engine's reach of every Allied unit the Exclusive Rules let
    // move in the Allied Movement Phase of Game-Turn 1 (19.x holds some back).
    const Game next(game, enemyMovementPhase(game, Side::Allied));
    std::set<Hex> expected;
    int frozen = 0, moving = 0;
    for (UnitIndex u : unitIndices(game.scenario())) {
        if (game.scenario().units[u.slot()].side != Side::Allied) continue;
        if (game.exclusiveRules().whyNotMove(game.scenario(), next.state(), u)) {
            ++frozen;
            continue;
        }
        ++moving;
        for (const Reach& r : next.reachable(u)) expected.insert(r.hex);
    }
    EXPECT_GT(frozen, 0);
    EXPECT_GT(moving, 0);
    EXPECT_EQ(t.reach, std::vector<Hex>(expected.begin(), expected.end()));
    EXPECT_GT(t.reach.size(), 100u);
    // Some French units are within reach of an attack, not all; every threat's odds are the
    // engine's, in the position the attack supposes.
    std::size_t french = 0;
    for (UnitIndex u : unitIndices(game.scenario()))
        if (game.scenario().units[u.slot()].side == Side::French && game.state().unit(u).status == UnitStatus::OnMap) ++french;
    EXPECT_GT(t.threats.size(), 0u);
    EXPECT_LT(t.threats.size(), french);
    for (const UnitThreat& threat : t.threats) {
        const Game there(game, positionOf(game, t, threat));
        EXPECT_EQ(threat.odds, there.odds(threat.attack)) << game.scenario().units[threat.unit.slot()].id;
        EXPECT_FALSE(threat.column.empty());
    }
}

}  // namespace
}  // namespace eylau
