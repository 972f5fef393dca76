// Drawing up an attack (attack_draft.h): who may join it and as what, why not (5.2, 5.4, 5.6-5.8,
// 9.0), the picks to start from (5.1), and who may use Fresh Strength (21.0-21.2), on purpose-made
// boards; and, over whole random games of Eylau, that what it offers is what Game::whyNot accepts.
#include "eylau/rules/attack_draft.h"
#include "eylau/rules/game_state.h"

#include "eylau/ai/random_player.h"
#include "eylau/game/game.h"

#include "support/battle.h"
#include "support/game_fixture.h"
#include "support/random_positions.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace eylau {
namespace {

using test::Battle;
using test::Field;

// Ost.1 defends 0404; its neighbours are 0403 0504 0505 0405 0305 0304. 0402 and 0406 are two
// hexes from it, 0401 and 0606 three. 0303 is next to 0403 and 0402, two hexes from 0404. 0602 is
// two hexes from 0402 and three from 0404.
Field board() { return std::move(Field(10, 10).ost("1", "0404")); }

struct Draft {
    const Battle& b;
    AttackPicks picks;
    const ExclusiveRules* rules = nullptr;  // none: the Standard Rules alone

    Draft(const Battle& battle, std::initializer_list<std::string_view> friendly,
          std::initializer_list<std::string_view> defenders, std::initializer_list<std::string_view> fresh = {})
        : b(battle), picks{battle.units(friendly), battle.units(defenders), battle.units(fresh)} {}

    AttackDraftOptions options() const {
        static const ExclusiveRules standard;
        return attackDraftOptions(test::Snapshot(b.s, b.g).board, b.g, rules ? *rules : standard, picks);
    }
    DraftOption option(std::string_view id) const {
        const AttackDraftOptions o = options();
        const DraftOption* found = o.option(b[id]);
        EXPECT_NE(found, nullptr) << id << " is not among the options";
        return found ? *found : DraftOption{.unit = b[id]};
    }
    // The refusal's text, or "" when the unit may join.
    std::string why(std::string_view id) const {
        const DraftOption o = option(id);
        return o.refusal ? o.refusal->describe() : "";
    }
    FreshChoice fresh(std::string_view id) const {
        const AttackDraftOptions o = options();
        const FreshChoice* found = o.freshChoice(b[id]);
        EXPECT_NE(found, nullptr) << id << " has no Fresh Strength choice";
        return found ? *found : FreshChoice{.unit = b[id]};
    }
    std::string whyNoFresh(std::string_view id) const {
        const FreshChoice c = fresh(id);
        return c.refusal ? c.refusal->describe() : "";
    }
};

TEST(AttackDraft, Case_5_6_ArtilleryTwoHexesAwayBombards) {
    const Battle b(board().leg("1", "0403").leg("2", "artillery", "0402"));
    const Draft d(b, {}, {"Ost.1"});
    EXPECT_EQ(d.option("Leg.2").role, DraftRole::Bombarding);
    EXPECT_EQ(d.why("Leg.2"), "");
    EXPECT_TRUE(d.option("Leg.2").nearby);
    EXPECT_EQ(d.option("Leg.1").role, DraftRole::Attacker);
    EXPECT_EQ(d.why("Leg.1"), "");
    // Picked first, before any defender, it is simply an attacking unit; the defender two hexes
    // away may then be picked, and it bombards it.
    const Draft first(b, {"Leg.2"}, {});
    EXPECT_EQ(first.option("Leg.2").role, DraftRole::Attacker);
    EXPECT_EQ(first.why("Ost.1"), "");
    EXPECT_TRUE(first.option("Ost.1").nearby);
    EXPECT_EQ(Draft(b, {"Leg.2"}, {"Ost.1"}).option("Leg.2").role, DraftRole::Bombarding);
}

TEST(AttackDraft, Case_5_6_ArtilleryNextToADefenderAttacks) {
    const Battle b(board().leg("2", "artillery", "0403"));
    const Draft d(b, {"Leg.2"}, {"Ost.1"});
    EXPECT_EQ(d.option("Leg.2").role, DraftRole::Attacker);
    EXPECT_EQ(d.why("Leg.2"), "");
    EXPECT_EQ(d.option("Ost.1").role, DraftRole::Defender);
    EXPECT_EQ(d.why("Ost.1"), "");
}

TEST(AttackDraft, Case_5_6_ArtilleryInAnEnemyZoneOfControlCannotBombard) {
    const Battle b(board().leg("2", "artillery", "0402").ost("2", "0401"));
    const Draft d(b, {}, {"Ost.1"});
    EXPECT_EQ(d.option("Leg.2").role, DraftRole::Bombarding);
    EXPECT_EQ(d.why("Leg.2"), "[5.6] Leg.2 is in an enemy Zone of Control and cannot bombard");
    EXPECT_TRUE(d.option("Leg.2").nearby);  // listed, with the reason
    // From the artillery's side: Ost.1 is out of its fire, Ost.2 next to it may be attacked.
    const Draft picked(b, {"Leg.2"}, {});
    EXPECT_EQ(picked.why("Ost.1"), "[5.6] Leg.2 is in an enemy Zone of Control and cannot bombard");
    EXPECT_EQ(picked.why("Ost.2"), "");
}

TEST(AttackDraft, Case_5_6_ArtilleryThreeHexesAwayIsOutOfReach) {
    const Battle b(board().leg("2", "artillery", "0401"));
    const Draft d(b, {}, {"Ost.1"});
    EXPECT_EQ(d.why("Leg.2"), "[5.6] Leg.2 is 3 hexes from Ost.1; bombardment is at exactly two hexes");
    EXPECT_FALSE(d.option("Leg.2").nearby);
    EXPECT_EQ(Draft(b, {"Leg.2"}, {}).why("Ost.1"),
              "[5.6] Leg.2 is 3 hexes from Ost.1; bombardment is at exactly two hexes");
}

TEST(AttackDraft, Case_5_4_AnAttackingUnitMustBeNextToEveryDefender) {
    // Leg.1 (0403) is next to Ost.1 and Ost.2 (0303); Leg.3 (0505) only to Ost.1.
    const Battle b(board().ost("2", "0303").leg("1", "0403").leg("3", "0505").leg("4", "0707"));
    const Draft both(b, {}, {"Ost.1", "Ost.2"});
    EXPECT_EQ(both.why("Leg.1"), "");
    EXPECT_EQ(both.why("Leg.3"), "[5.4] Leg.3 is not adjacent to Ost.2");
    EXPECT_TRUE(both.option("Leg.3").nearby);
    EXPECT_EQ(both.why("Leg.4"), "[5.4] Leg.4 is not adjacent to Ost.1");
    EXPECT_FALSE(both.option("Leg.4").nearby);
    // From the attackers' side: Ost.2 may not be added while Leg.3 attacks.
    const Draft attackers(b, {"Leg.1", "Leg.3"}, {"Ost.1"});
    EXPECT_EQ(attackers.why("Ost.2"), "[5.4] Leg.3 is not adjacent to Ost.2");
    EXPECT_TRUE(attackers.option("Ost.2").nearby);
    EXPECT_EQ(Draft(b, {"Leg.1"}, {"Ost.1"}).why("Ost.2"), "");
    // A picked unit the defenders have outgrown keeps its place, with the reason.
    const Draft picked(b, {"Leg.3"}, {"Ost.1", "Ost.2"});
    EXPECT_TRUE(picked.option("Leg.3").picked);
    EXPECT_EQ(picked.why("Leg.3"), "[5.4] Leg.3 is not adjacent to Ost.2");
}

TEST(AttackDraft, Case_5_2_UnitsAlreadyInAnAttackThisCombatPhaseAreRefused) {
    Battle b(board().leg("1", "0403").leg("3", "0505").ost("2", "0304"));
    b.made({"Leg.3"}, {"Ost.2"});
    const Draft d(b, {"Leg.1"}, {"Ost.1"});
    EXPECT_EQ(d.why("Leg.3"), "[5.2] Leg.3 has already attacked this Combat Phase");
    EXPECT_TRUE(d.option("Leg.3").nearby);
    EXPECT_EQ(d.why("Ost.2"), "[5.2] Ost.2 has already been attacked this Combat Phase");
    EXPECT_TRUE(d.option("Ost.2").nearby);
    EXPECT_EQ(d.why("Leg.1"), "");
    EXPECT_EQ(d.why("Ost.1"), "");
}

TEST(AttackDraft, Case_9_0_BlockingTerrainStopsTheBombardment) {
    const Battle b(board().terrain("0403", "woods").leg("2", "artillery", "0402"));
    const std::string blocked =
        "[9.0] Leg.2 cannot bombard Ost.1: line of sight from 0402 to 0404 is blocked by woods in 0403";
    EXPECT_EQ(Draft(b, {}, {"Ost.1"}).why("Leg.2"), blocked);
    EXPECT_EQ(Draft(b, {"Leg.2"}, {}).why("Ost.1"), blocked);
    EXPECT_TRUE(Draft(b, {"Leg.2"}, {}).option("Ost.1").nearby);
    // Into woods, not through them: clear.
    const Battle into(Field(10, 10).terrain("0404", "woods").ost("1", "0404").leg("2", "artillery", "0402"));
    EXPECT_EQ(Draft(into, {}, {"Ost.1"}).why("Leg.2"), "");
}

TEST(AttackDraft, Case_5_7_ABombardmentAloneFiresAtOneHex) {
    const Battle b(board().ost("2", "0602").leg("2", "artillery", "0402"));
    const Draft d(b, {"Leg.2"}, {"Ost.1"});
    EXPECT_EQ(d.why("Ost.2"), "[5.7] a bombardment may target only one hex");
    EXPECT_TRUE(d.option("Ost.2").nearby);
    EXPECT_EQ(Draft(b, {}, {"Ost.1", "Ost.2"}).why("Leg.2"), "[5.7] a bombardment may target only one hex");
}

TEST(AttackDraft, Case_5_8_BombardingArtilleryNeedsOnlyOneDefendingHexInRange) {
    // Leg.1 attacks Ost.1 and Ost.2 (0303); Leg.4 (0406) has only Ost.1 in range, Leg.5 (0606) neither.
    const Battle b(board().ost("2", "0303").leg("1", "0403").leg("4", "artillery", "0406").leg("5", "artillery", "0606"));
    const Draft d(b, {"Leg.1"}, {"Ost.1", "Ost.2"});
    EXPECT_EQ(d.option("Leg.4").role, DraftRole::Bombarding);
    EXPECT_EQ(d.why("Leg.4"), "");
    EXPECT_EQ(d.why("Leg.5"), "[5.8] Leg.5 can bombard none of the defending hexes (Leg.5 is 3 hexes from Ost.1; "
                              "bombardment is at exactly two hexes)");
    // And Ost.2 may join an attack that Leg.4 bombards, for Leg.1 is next to it.
    EXPECT_EQ(Draft(b, {"Leg.1", "Leg.4"}, {"Ost.1"}).why("Ost.2"), "");
}

TEST(AttackDraft, Case_3_0_NoAttackIsDrawnUpOutsideTheCombatPhase) {
    Battle b(board().leg("1", "0403"));
    b.g.phase = Phase::Movement;
    const Draft d(b, {}, {});
    ASSERT_TRUE(d.options().closed.has_value());
    EXPECT_EQ(d.options().closed->ruleCase, "3.0");
    EXPECT_EQ(d.why("Leg.1").substr(0, 5), "[3.0]");
    EXPECT_EQ(d.why("Ost.1").substr(0, 5), "[3.0]");
}

TEST(AttackDraft, Case_6_1_UnitsOffTheMapAreNotOffered) {
    Battle b(board().leg("1", "0403").leg("3", "0505"));
    b.g.unit(b["Leg.3"]).status = UnitStatus::Eliminated;
    EXPECT_EQ(Draft(b, {}, {"Ost.1"}).options().option(b["Leg.3"]), nullptr);
    // A picked one is listed, refused.
    EXPECT_EQ(Draft(b, {"Leg.3"}, {"Ost.1"}).why("Leg.3"), "[6.1] Leg.3 is not on the map");
}

TEST(AttackDraft, Case_5_1_PointingAtAnEnemyPicksTheUnitsThatMustAttackIt) {
    // Leg.1 and Leg.3 are in Ost.1's Zone of Control and must attack; Leg.6 has attacked already;
    // artillery Leg.2, two hexes away, need not.
    Battle b(board().leg("1", "0403").leg("2", "artillery", "0402").leg("3", "0505").leg("6", "0405").ost("2", "0206"));
    b.made({"Leg.6"}, {"Ost.2"});
    const AttackPicks around = attackPicksAround(test::Snapshot(b.s, b.g).board, b.g, b["Ost.1"]);
    EXPECT_EQ(around.defenders, b.units({"Ost.1"}));
    EXPECT_EQ(around.friendly, b.units({"Leg.1", "Leg.3"}));
}

TEST(AttackDraft, Case_5_1_PointingAtAUnitPicksItsOnlyEnemyNextToIt) {
    Battle b(board().leg("1", "0403").ost("2", "0303"));
    // Two enemy units next to Leg.1: the player chooses.
    AttackPicks around = attackPicksAround(test::Snapshot(b.s, b.g).board, b.g, b["Leg.1"]);
    EXPECT_EQ(around.friendly, b.units({"Leg.1"}));
    EXPECT_TRUE(around.defenders.empty());
    // Ost.2 attacked already (5.2): Ost.1 is the one.
    b.g.unit(b["Ost.2"]).defended = true;
    around = attackPicksAround(test::Snapshot(b.s, b.g).board, b.g, b["Leg.1"]);
    EXPECT_EQ(around.defenders, b.units({"Ost.1"}));
    // A unit off the map: nothing.
    b.g.unit(b["Leg.1"]).status = UnitStatus::Eliminated;
    EXPECT_EQ(attackPicksAround(test::Snapshot(b.s, b.g).board, b.g, b["Leg.1"]), AttackPicks{});
}

// 21.0 in force, Legrand's division with a marker of +3; Morand's (Mor) without one.
struct FreshBattle {
    Battle b;
    std::unique_ptr<ExclusiveRules> rules;
    FreshBattle()
        : b(board().leg("1", "0403").leg("2", "artillery", "0402").leg("3", "0505").unit("Mor.1", "french", "infantry", 4, "0504").fresh("Leg", 3)) {
        b.s.rules.exclusive = {"21.0"};
        rules = exclusiveRulesFor(b.s);
    }
    Draft draft(std::initializer_list<std::string_view> friendly, std::initializer_list<std::string_view> fresh = {}) const {
        Draft d(b, friendly, {"Ost.1"}, fresh);
        d.rules = rules.get();
        return d;
    }
};

TEST(AttackDraft, Case_21_1_AnUnusedMarkerMayBeGiven) {
    const FreshBattle f;
    const FreshChoice c = f.draft({"Leg.1"}).fresh("Leg.1");
    EXPECT_TRUE(c.mayUse()) << f.draft({"Leg.1"}).whyNoFresh("Leg.1");
    EXPECT_EQ(c.marker, std::optional<std::size_t>(0));
    EXPECT_EQ(c.bonus, 3);
    EXPECT_EQ(f.draft({"Leg.1"}).options().fresh.size(), 1u);  // one choice per picked unit
}

TEST(AttackDraft, Case_21_1_UsedMarkerIsRefused) {
    FreshBattle f;
    f.b.g.freshUsed[0] = true;
    EXPECT_EQ(f.draft({"Leg.1"}).whyNoFresh("Leg.1"), "[21.1] Leg's Fresh Strength has already been used");
    EXPECT_EQ(f.draft({"Leg.1"}).fresh("Leg.1").marker, std::optional<std::size_t>(0));  // shown, used
}

TEST(AttackDraft, Case_21_1_DivisionWithoutAMarkerIsRefused) {
    const FreshBattle f;
    EXPECT_EQ(f.draft({"Mor.1"}).whyNoFresh("Mor.1"), "[21.1] Mor has no Fresh Strength marker");
    EXPECT_FALSE(f.draft({"Mor.1"}).fresh("Mor.1").marker.has_value());
}

TEST(AttackDraft, Case_21_1_AMarkerGoesToOneUnitOnly) {
    const FreshBattle f;
    const Draft d = f.draft({"Leg.1", "Leg.3"}, {"Leg.1"});
    EXPECT_EQ(d.whyNoFresh("Leg.1"), "");
    EXPECT_EQ(d.whyNoFresh("Leg.3"), "[21.1] Leg's Fresh Strength goes to one unit only, and Leg.1 has it");
    EXPECT_EQ(d.fresh("Leg.3").refusal->units, std::vector<UnitIndex>{f.b["Leg.1"]});
    // Before either has it, both may.
    EXPECT_EQ(f.draft({"Leg.1", "Leg.3"}).whyNoFresh("Leg.3"), "");
}

TEST(AttackDraft, Case_21_2_BombardingArtilleryMayBeGivenTheMarker) {
    const FreshBattle f;
    const Draft d = f.draft({"Leg.2"});
    ASSERT_EQ(d.option("Leg.2").role, DraftRole::Bombarding);
    EXPECT_EQ(d.whyNoFresh("Leg.2"), "");
}

TEST(AttackDraft, Case_21_0_NoMarkersWithoutSection21) {
    const Battle b(board().leg("1", "0403").fresh("Leg", 3));  // a marker, but section 21 not in force
    const Draft d(b, {"Leg.1"}, {"Ost.1"});
    EXPECT_EQ(d.whyNoFresh("Leg.1"), "[21.0] this battle has no Fresh Strength markers");
    EXPECT_FALSE(d.fresh("Leg.1").marker.has_value());
}

// Over random games: for every phasing unit and every enemy unit within two hexes of it, in every
// position where an attack may be declared, the singleton attack the draft offers (either unit
// picked, the other offered, in the role the draft gives) is what Game::whyNot accepts, short of
// 5.1 (whether the other obligations can still be met is the whole attack's question, asked at
// declaration). And the Fresh Strength the draft offers for an accepted attack is accepted with it.
struct Seen {
    int pairs = 0, offered = 0, bombardments = 0, fresh = 0, around = 0;
};

bool acceptedShortOf51(const Verdict& v) { return !v || v->ruleCase == "5.1"; }

AttackCommand singleton(const Game& g, UnitIndex own, DraftRole role, UnitIndex enemy, bool fresh = false) {
    const auto id = [&](UnitIndex u) { return g.scenario().units[u.slot()].id; };
    AttackCommand c;
    (role == DraftRole::Bombarding ? c.bombarding : c.attackers).push_back(id(own));
    c.defenders.push_back(id(enemy));
    if (fresh) c.fresh.push_back(id(own));
    return c;
}

void checkPosition(const Game& g, Seen& seen) {
    const GameState& st = g.state();
    if (st.phase != Phase::Combat || st.pending || st.awaitingDefence) return;
    const Scenario& scenario = g.scenario();
    const auto options = [&](AttackPicks picks) { return attackDraftOptions(g.board(), st, g.exclusiveRules(), picks); };
    for (UnitIndex own : unitIndices(scenario)) {
        if (scenario.units[own.slot()].side != st.phasing || st.unit(own).status != UnitStatus::OnMap) continue;
        const AttackDraftOptions fromOwn = options({{own}, {}, {}});
        for (UnitIndex enemy : unitIndices(scenario)) {
            if (scenario.units[enemy.slot()].side == st.phasing || st.unit(enemy).status != UnitStatus::OnMap) continue;
            const DraftOption* e = fromOwn.option(enemy);
            ASSERT_NE(e, nullptr);
            if (distance(st.unit(own).hex, st.unit(enemy).hex) > 2) {
                EXPECT_FALSE(e->mayJoin()) << scenario.units[enemy.slot()].id << " offered against " << scenario.units[own.slot()].id;
                continue;
            }
            const AttackDraftOptions fromEnemy = options({{}, {enemy}, {}});
            const DraftOption* o = fromEnemy.option(own);
            ASSERT_NE(o, nullptr);
            ++seen.pairs;
            const Verdict asRole = g.whyNot(singleton(g, own, o->role, enemy));
            const std::string what = scenario.units[own.slot()].id + " against " + scenario.units[enemy.slot()].id + ": " +
                                     (asRole ? asRole->describe() : std::string("legal"));
            // 5.2: a unit already in an attack is refused for itself; the units of the other side
            // are not refused on its account.
            if (st.unit(own).attacked || st.unit(enemy).defended) {
                ASSERT_TRUE(asRole) << what;
                EXPECT_EQ(asRole->ruleCase, "5.2") << what;
                const DraftOption& spent = st.unit(own).attacked ? *o : *e;
                ASSERT_TRUE(spent.refusal) << what;
                EXPECT_EQ(*spent.refusal, *asRole) << what;
                continue;
            }
            EXPECT_EQ(o->mayJoin(), acceptedShortOf51(asRole)) << what;
            EXPECT_EQ(e->mayJoin(), acceptedShortOf51(asRole)) << what;
            // Both picked: the same role.
            const AttackDraftOptions both = options({{own}, {enemy}, {}});
            const DraftOption* together = both.option(own);
            ASSERT_NE(together, nullptr);
            EXPECT_EQ(together->role, o->role) << what;
            // The other role is never legal (Eylau's rivers are frozen: no bombardment at one hex).
            if (scenario.units[own.slot()].type == UnitType::Artillery) {
                const DraftRole other = o->role == DraftRole::Attacker ? DraftRole::Bombarding : DraftRole::Attacker;
                EXPECT_FALSE(acceptedShortOf51(g.whyNot(singleton(g, own, other, enemy)))) << what;
            }
            if (!o->mayJoin()) continue;
            ++seen.offered;
            seen.bombardments += o->role == DraftRole::Bombarding;
            if (asRole) continue;
            const AttackDraftOptions withFresh = options({{own}, {enemy}, {own}});
            const FreshChoice* c = withFresh.freshChoice(own);
            ASSERT_NE(c, nullptr);
            const Verdict freshVerdict = g.whyNot(singleton(g, own, o->role, enemy, true));
            EXPECT_EQ(c->mayUse(), !freshVerdict) << what << "; with Fresh Strength: "
                                                  << (freshVerdict ? freshVerdict->describe() : "legal");
            seen.fresh += c->mayUse();
        }
    }
    // The picks around an enemy that must be attacked meet 5.2-5.8.
    const Obligations open = openObligations(g.situationAt(st));
    for (UnitIndex enemy : open.mustBeAttacked) {
        const AttackPicks picks = attackPicksAround(g.board(), st, enemy);
        if (picks.friendly.empty()) continue;
        const AttackDraftOptions o = options(picks);
        AttackCommand c;
        for (UnitIndex u : picks.friendly) {
            const DraftOption* f = o.option(u);
            ASSERT_NE(f, nullptr);
            EXPECT_TRUE(f->mayJoin()) << f->refusal->describe();
            (f->role == DraftRole::Bombarding ? c.bombarding : c.attackers).push_back(scenario.units[u.slot()].id);
        }
        c.defenders.push_back(scenario.units[enemy.slot()].id);
        const Verdict v = g.whyNot(c);
        EXPECT_TRUE(acceptedShortOf51(v)) << v->describe();
        ++seen.around;
    }
}

TEST(AttackDraft, OffersAgreeWithTheVerdictsOverRandomGames) {
    Seen seen;
    test::visitRandomPositions({8, 53, 11}, [&](const Game& game) { checkPosition(game, seen); });
    if (::testing::Test::HasFatalFailure()) return;
    // The games reached every kind of answer.
    EXPECT_GT(seen.offered, 100);
    EXPECT_GT(seen.bombardments, 10);
    EXPECT_GT(seen.fresh, 10);
    EXPECT_GT(seen.around, 20);
    std::printf("pairs within two hexes: %d, offered: %d (%d bombarding), with Fresh Strength: %d, around: %d\n",
                seen.pairs, seen.offered, seen.bombardments, seen.fresh, seen.around);
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

using test::Battle;

// The picks as the attack they make (attackFromPicks): the roles the options give, Fresh Strength
// for picked units only, sparing for units attacking from next door only.
TEST(AttackDraft, Case_6_1_ThePicksMakeTheAttackWithTheirRoles) {
    const Battle b(test::Field(10, 10).ost("1", "0404").leg("1", "cavalry", "0403").leg("2", "artillery", "0402")
                       .leg("3", "0405"));
    const test::Snapshot snap(b.s, b.g);
    const AttackPicks picks{b.units({"Leg.1", "Leg.2"}), b.units({"Ost.1"}), b.units({"Leg.2", "Leg.3"})};
    const Attack a = attackFromPicks(snap.board, b.g, picks, b.units({"Leg.1", "Leg.2", "Leg.3"}));
    EXPECT_EQ(a.attackers, b.units({"Leg.1"}));
    EXPECT_EQ(a.bombarding, b.units({"Leg.2"}));  // 5.6: two hexes away, it bombards
    EXPECT_EQ(a.defenders, b.units({"Ost.1"}));
    EXPECT_EQ(a.attackerFresh, b.units({"Leg.2"}));  // 21.1: Leg.3 is not picked
    EXPECT_EQ(a.sparing, b.units({"Leg.1"}));        // CR.4: not bombarding Leg.2, not unpicked Leg.3
    EXPECT_FALSE(a.lowerTo.has_value());
    EXPECT_FALSE(a.integrityShift);
    // With the option's own answer for every unit.
    const AttackDraftOptions options = attackDraftOptions(snap.board, b.g, ExclusiveRules{}, picks);
    EXPECT_EQ(options.option(b["Leg.2"])->role, DraftRole::Bombarding);
    // Before any defender is picked the artillery is simply an attacking unit.
    const Attack first = attackFromPicks(snap.board, b.g, AttackPicks{b.units({"Leg.2"}), {}, {}}, {});
    EXPECT_EQ(first.attackers, b.units({"Leg.2"}));
    EXPECT_TRUE(first.bombarding.empty());
}

}  // namespace
}  // namespace eylau
