// The computer opponent's single decisions: expected values from the Combat Results Table (6.0-6.3,
// 22.0), the attacker's options (6.2, 20.2, 21.1), Ee losses (6.3), and the Guard kept out of
// attacks (23.3); the player that plays complete Player-Turns gives only legal commands.
#include "ai/attack_value.h"
#include "ai/combat_plan.h"
#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/match.h"
#include "ai/retreat_options.h"
#include "eylau/record/game_record.h"
#include "eylau/rules/combat_odds.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario_io.h"

#include "support/computer_fixture.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

namespace eylau::ai {
namespace {

std::shared_ptr<const Scenario> eylau() { return test::sharedEylau(); }

UnitIndex unit(const Scenario& scenario, const std::string& id) {
    for (UnitIndex u : unitIndices(scenario))
        if (scenario.units[u.slot()].id == id) return u;
    ADD_FAILURE() << "no unit " << id;
    return UnitIndex{0};
}

// 6.3 Ee: the attacker loses Combat Strength Points at least matching the defenders' printed
// strength: the cheapest choice.
TEST(AttackValue, EeLossesAreTheCheapestThatPay) {
    const Scenario& scenario = *eylau();
    const std::vector<UnitIndex> attackers{unit(scenario, "Leg.1"), unit(scenario, "Leg.2"), unit(scenario, "Leg.3")};  // 6, 3, 3
    const auto lost = cheapestLosses(scenario, attackers, 5);
    int total = 0;
    for (UnitIndex u : lost) total += scenario.units[u.slot()].strength;
    EXPECT_EQ(total, 6);
    EXPECT_EQ(cheapestLosses(scenario, attackers, 20), attackers);  // all of them when they have no more
}

// The expected worth at a column is the average over the die of the worth of each result.
TEST(AttackValue, ExpectationFollowsTheTable) {
    const CombatResultsTable& crt = eylau()->combatResults;
    std::array<double, 5> values{};
    values[std::size_t(CombatResult::De)] = 6.0;  // only eliminating the defender counts
    const std::size_t sixToOne = crt.columns().size() - 1;
    double des = 0;
    for (int die = 1; die <= 6; ++die) des += crt.cell(die, sixToOne).result == CombatResult::De ? 1 : 0;
    EXPECT_DOUBLE_EQ(expectedAt(crt, sixToOne, false, values), des);
    // 22.2: a weather 6 turns De into Ae, so the weather lowers it.
    EXPECT_LT(expectedAt(crt, sixToOne, true, values), des);
}

// An attack from the opening position, scored: the chosen options are at least as good as
// none (6.2, 20.2, 21.1), and the defender's possible Fresh Strength answer (21.1) is feared,
// never hoped for.
TEST(AttackValue, OptionsAreChosenForTheAttacker) {
    GameOptions o;
    const Game game(eylau(), o);
    GameState st = game.state();
    st.phase = Phase::Combat;
    const Scenario& scenario = *eylau();
    st.unit(unit(scenario, "Leg.1")).hex = Hex{12, 13};  // next to Ost.2 in 1212
    const Situation sit = game.situationAt(st);
    const ValueModel values(scenario, st, Side::French);
    const Attack plain{{unit(scenario, "Leg.1")}, {}, {unit(scenario, "Ost.2")}, {}, false, {}, {}};
    const ScoredAttack scored = scoreAttack(sit, game.exclusiveRules(), values, plain);
    const auto worth = resultValues(sit, game.exclusiveRules(), values, plain);
    const CombatResultsTable& crt = scenario.combatResults;
    const std::size_t column = computeOdds(scenario, st, plain, game.exclusiveRules()).finalColumn;
    // The best of every option, feared answer included, is no better than the plain attack
    // with the answer at its most favourable to the attacker (none) and the best marker use.
    const OddsAccount withFresh = computeOdds(scenario, st, Attack{plain.attackers, {}, plain.defenders, {}, false, plain.attackers, {}},
                                              game.exclusiveRules());
    EXPECT_LE(scored.ev, std::max(expectedAt(crt, column, false, worth), expectedAt(crt, withFresh.finalColumn, false, worth)) + 1e-9);
    // 6.2: lowering the odds here gains nothing, so they are not lowered.
    EXPECT_FALSE(scored.attack.lowerTo.has_value());
}

// 5.1: the plan for a Combat Phase meets every obligation when that is possible.
TEST(CombatPlan, MeetsEveryObligation) {
    GameOptions o;
    Game game(eylau(), o);
    const Scenario& scenario = *eylau();
    GameState st = game.state();
    st.phase = Phase::Combat;
    st.unit(unit(scenario, "Leg.1")).hex = Hex{12, 13};  // next to Ost.2 (1212) and Ost.1 (1211)? (1213 is Eylau)
    const Situation sit = game.situationAt(st);
    const ValueModel values(scenario, st, Side::French);
    const CombatPlan plan = planCombat(game.board(), game.exclusiveRules(), st, values);
    EXPECT_TRUE(plan.meetsObligations);
    ASSERT_FALSE(plan.attacks.empty());
    const Game there(game, st);
    EXPECT_TRUE(there.isLegal(toCommand(scenario, plan.attacks.front().attack)));
}

// 6.4, 6.5: every retreat offered is legal.
TEST(Retreats, EveryOfferIsLegal) {
    GameOptions o;
    const Game game(eylau(), o);
    GameState st = game.state();
    const Scenario& scenario = *eylau();
    st.phase = Phase::Combat;
    PendingResolution p;
    p.result = CombatResult::Dr;
    p.attack.defenders = {unit(scenario, "Ost.2")};
    p.attack.attackers = {unit(scenario, "Leg.1")};
    st.unit(unit(scenario, "Leg.1")).hex = Hex{12, 13};
    p.mustRetreat = {unit(scenario, "Ost.2")};
    p.vacated = {Hex{12, 12}};
    p.advancing = Side::French;
    st.pending = p;
    const Game there(game, st);
    const auto retreats = legalRetreats(there, unit(scenario, "Ost.2"));
    EXPECT_FALSE(retreats.empty());
    for (const RetreatCommand& r : retreats) EXPECT_TRUE(there.isLegal(r)) << formatCommand(r);
}

// 23.3: the French computer opponent does not move Guard infantry next to the enemy (where 5.1
// would make it attack) while committing the Guard is dear: while the Allies could still reach
// the 75 points that, with the Guard committed, earn them 15 more. (When they cannot, the Guard
// costs nothing to commit and fights like any other unit.)
class GuardWatch : public Player {
public:
    explicit GuardWatch(std::unique_ptr<Player> inner) : inner_(std::move(inner)) {}
    std::optional<Command> next(const Game& game) override {
        auto c = inner_->next(game);
        if (const auto* m = c ? std::get_if<MoveCommand>(&*c) : nullptr) {
            const Scenario& scenario = game.scenario();
            const UnitIndex u = unit(scenario, m->unit);
            const Division* d = scenario.division(scenario.units[u.slot()].division);
            const bool dear = ValueModel(scenario, game.state(), Side::French).guardCommitCost() > 2.0;
            if (d && d->guard && scenario.units[u.slot()].type == UnitType::Infantry && dear) {
                Game after(game, game.state());
                after.apply(*c);
                if (after.situation().inZocOf(m->hexes.back(), Side::Allied)) ++guardIntoContact;
            }
        }
        return c;
    }
    std::string name() const override { return inner_->name(); }
    int guardIntoContact = 0;

private:
    std::unique_ptr<Player> inner_;
};

TEST(ComputerOpponent, KeepsTheGuardOutOfAttacks) {
    GameOptions o;
    o.seed = 4;
    GuardWatch french(test::player(Level::Quick, 3));
    const auto allied = makePlayer(Level::Greedy, 4);
    const GameResult r = playGame(eylau(), o, {&french, allied.get()});
    EXPECT_TRUE(r.failure.empty()) << r.failure;
    EXPECT_EQ(french.guardIntoContact, 0);
}

// The same from a position where it is dear: Game-Turn 4, the Allies have eliminated 65 French
// points, the Guard may move (19.1 no longer holds) and could reach the enemy; its moves keep it
// out of every Allied Zone of Control.
TEST(ComputerOpponent, KeepsTheGuardBackWhenTheAlliedAwardIsNear) {
    GameOptions o;
    const Game game(eylau(), o);
    const Scenario& scenario = *eylau();
    GameState st = game.state();
    st.turn = 4;
    st.strengthLost = {65, 0};
    const Game there(game, st);
    ASSERT_GT(ValueModel(scenario, st, Side::French).guardCommitCost(), 10.0);
    bool reachable = false;
    for (const char* id : {"Gd.1", "Gd.2"})
        for (const Reach& r : there.reachable(unit(scenario, id))) reachable = reachable || r.endsInEnemyZoc;
    ASSERT_TRUE(reachable);
    Game after(there, st);
    for (const Command& c : decide(there, test::computerSettings(Level::Quick)).commands) ASSERT_TRUE(after.apply(c).ok());
    for (const char* id : {"Gd.1", "Gd.2"})
        EXPECT_FALSE(after.situation().inZocOf(after.state().unit(unit(scenario, id)).hex, Side::Allied)) << id;
}

}  // namespace
}  // namespace eylau::ai
