// Help > Tutorial: the first game on Grünau Mill moves on a step when the player does what the
// step asks (select, move, stop in a Zone of Control, end the phase, draw up an attack, resolve
// it), passes retreat and advance when an attack closes without them, and can skip a step.
#include "controllers/turn_controller.h"
#include "controllers/help_controller.h"
#include "play_test_support.h"

#include "dialogs/attack_dialog.h"
#include "controllers/combat_controller.h"
#include "startup/scenario_source.h"
#include "controllers/tutorial.h"
#include "panes/tutorial_panel.h"

#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>

namespace eylau::game {
namespace {

Event eventOf(EventKind kind) {
    Event e;
    e.kind = kind;
    return e;
}

const Scenario* grunauMill() {
    static const ScenarioSource source = loadScenario(QStringLiteral(":/scenarios/teaching.json"));
    if (!source.load.ok()) {
        ADD_FAILURE() << "the embedded teaching scenario does not load";
        return nullptr;
    }
    return &*source.load.scenario;
}

TEST(TutorialTest, EachStepWaitsForThePlayerToDoIt) {
    const Scenario* scenario = grunauMill();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    window->help().startTutorial();
    TutorialPanel* panel = window->help().tutorialPanel();
    ASSERT_NE(panel, nullptr);
    const Tutorial& tutorial = panel->tutorial();
    EXPECT_EQ(tutorial.current(), TutorialStep::Select);
    EXPECT_TRUE(test::shownText(panel->instructions()).contains(QStringLiteral("Click one of your units")));

    // 1. An Allied unit is not the player's: nothing moves on. A French one is.
    window->selectUnit(QStringLiteral("Rg.1"));
    EXPECT_EQ(tutorial.current(), TutorialStep::Select);
    window->selectUnit(QStringLiteral("Av.1"));
    EXPECT_EQ(tutorial.current(), TutorialStep::Move);

    // 2, 3. A move out of any Zone of Control, then one that stops in one (4.5).
    const Game& game = window->game();
    GameDocument& doc = window->document();
    std::optional<std::pair<UnitIndex, Hex>> free, stopped;
    for (bool zoc : {true, false})
        for (UnitIndex u : unitIndices(*scenario)) {
            if (scenario->units[u.slot()].side != Side::French || game.state().units[u.slot()].status != UnitStatus::OnMap) continue;
            if (!zoc && (!stopped || stopped->first == u)) continue;
            for (const Reach& r : game.reachable(u)) {
                if (r.friendlyOccupied || r.endsInEnemyZoc != zoc) continue;
                if (zoc && !stopped) stopped = {u, r.hex};
                if (!zoc && !free) free = {u, r.hex};
            }
        }
    ASSERT_TRUE(stopped.has_value());
    ASSERT_TRUE(free.has_value());
    ASSERT_NE(free->first, stopped->first);
    ASSERT_TRUE(doc.apply(MoveCommand{scenario->units[free->first.slot()].id, {free->second}}).ok());
    EXPECT_EQ(tutorial.current(), TutorialStep::ZoneOfControl);
    ASSERT_TRUE(doc.apply(MoveCommand{scenario->units[stopped->first.slot()].id, {stopped->second}}).ok());
    EXPECT_EQ(tutorial.current(), TutorialStep::EndMovement);
    EXPECT_EQ(tutorial.stepNumber(), 4);

    // 4. The phase ends; 5. the attack is drawn up and its odds shown.
    ASSERT_FALSE(window->turns().endPhase().has_value());
    EXPECT_EQ(tutorial.current(), TutorialStep::Attack);
    window->openAttackAt(QString::fromStdString(stopped->second.id()));
    AttackDialog* attack = window->combat()->attackDialog();
    ASSERT_NE(attack, nullptr);
    EXPECT_EQ(tutorial.current(), TutorialStep::Result);

    // 6. The die: the result is in, and the tutorial is on to what the result calls for.
    ASSERT_TRUE(attack->resolveButton()->isEnabled());
    attack->resolveButton()->click();
    QApplication::processEvents();
    EXPECT_EQ(tutorial.state(TutorialStep::Result), StepState::Done);
    EXPECT_GE(tutorial.stepNumber(), 7);
    // The list marks what is done.
    EXPECT_TRUE(panel->steps()->item(0)->text().startsWith(QChar(0x2713)));
    EXPECT_TRUE(panel->steps()->item(5)->text().startsWith(QChar(0x2713)));

    // Skipping passes over the current step.
    const int before = tutorial.stepNumber();
    panel->skipButton()->click();
    EXPECT_EQ(tutorial.stepNumber(), before + 1);
    EXPECT_TRUE(panel->steps()->item(before - 1)->text().startsWith(QChar(0x2013)));
}

// Issue 40: an advance declined does not tick "Advance after combat"; a unit moving in does.
TEST(TutorialTest, OnlyAnAdvanceMadeTicksTheAdvanceStep) {
    const Scenario* scenario = grunauMill();
    ASSERT_NE(scenario, nullptr);
    Tutorial tutorial;
    GameState pending;  // the attack still open: the step is neither done nor passed
    pending.phase = Phase::Combat;
    pending.pending = PendingResolution{};
    pending.pending->advancing = Side::French;
    SessionStep declined;
    declined.phasing = Side::French;
    declined.phase = Phase::Combat;
    declined.events.push_back(eventOf(EventKind::Advanced));  // no unit: "no advance"
    tutorial.commandApplied(*scenario, declined, pending);
    EXPECT_EQ(tutorial.state(TutorialStep::Advance), StepState::Waiting);
    SessionStep advanced = declined;
    advanced.events.front().unit = UnitIndex{0};
    tutorial.commandApplied(*scenario, advanced, pending);
    EXPECT_EQ(tutorial.state(TutorialStep::Advance), StepState::Done);
}

// The logic alone, on made-up steps: what an attack does not call for is passed when it closes;
// night is reached when a night Game-Turn begins; the other side's deeds do not count.
TEST(TutorialTest, RetreatAndAdvanceArePassedWhenTheAttackClosesWithoutThem) {
    const Scenario* scenario = grunauMill();
    ASSERT_NE(scenario, nullptr);
    Tutorial tutorial;
    SessionStep resolved;
    resolved.phasing = Side::French;
    resolved.phase = Phase::Combat;
    resolved.events.push_back(eventOf(EventKind::CombatResolved));
    GameState after;  // nothing pending: the attack is closed
    after.phase = Phase::Combat;
    EXPECT_TRUE(tutorial.commandApplied(*scenario, resolved, after));
    EXPECT_EQ(tutorial.state(TutorialStep::Result), StepState::Done);
    EXPECT_EQ(tutorial.state(TutorialStep::Retreat), StepState::NotNeeded);
    EXPECT_EQ(tutorial.state(TutorialStep::Advance), StepState::NotNeeded);

    SessionStep alliedMove;
    alliedMove.phasing = Side::Allied;
    Event moved = eventOf(EventKind::Moved);
    moved.unit = UnitIndex{7};  // Rg.1
    moved.cause = EventCause::StoppedByZoc;
    alliedMove.events.push_back(moved);
    EXPECT_FALSE(tutorial.commandApplied(*scenario, alliedMove, after));
    EXPECT_EQ(tutorial.state(TutorialStep::ZoneOfControl), StepState::Waiting);

    SessionStep dusk;
    dusk.events.push_back(eventOf(EventKind::TurnBegan));
    after.turn = 4;
    EXPECT_FALSE(tutorial.commandApplied(*scenario, dusk, after));
    after.turn = 5;  // 1800, night (8.0)
    EXPECT_TRUE(tutorial.commandApplied(*scenario, dusk, after));
    EXPECT_EQ(tutorial.state(TutorialStep::Night), StepState::Done);
}

}  // namespace
}  // namespace eylau::game
