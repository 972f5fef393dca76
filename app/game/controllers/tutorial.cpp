#include "controllers/tutorial.h"

#include "text/game_text.h"

#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/turn_track.h"

namespace eylau::game {

std::optional<TutorialStep> Tutorial::current() const {
    for (std::size_t i = 0; i < kTutorialSteps; ++i)
        if (states_[i] == StepState::Waiting) return TutorialStep(i);
    return std::nullopt;
}

int Tutorial::stepNumber() const {
    const auto step = current();
    return step ? int(*step) + 1 : int(kTutorialSteps) + 1;
}

bool Tutorial::mark(TutorialStep step, StepState to) {
    StepState& s = states_[std::size_t(step)];
    if (s != StepState::Waiting) return false;
    s = to;
    return true;
}

bool Tutorial::selected(bool own) { return own && mark(TutorialStep::Select); }

bool Tutorial::oddsShown() { return mark(TutorialStep::Attack); }

void Tutorial::skip() {
    if (const auto step = current()) mark(*step, StepState::NotNeeded);
}

bool Tutorial::commandApplied(const Scenario& scenario, const SessionStep& step, const GameState& after) {
    bool changed = false;
    const auto ownUnit = [&](const Event& e) {
        return e.unit && unitIndices(scenario).contains(*e.unit) && scenario.units[e.unit->slot()].side == player_;
    };
    const bool playersTurn = step.phasing == player_;
    for (const Event& e : step.events) {
        switch (e.kind) {
        case EventKind::Moved:
            if (!ownUnit(e)) break;
            changed |= mark(TutorialStep::Move);
            if (e.cause == EventCause::StoppedByZoc) changed |= mark(TutorialStep::ZoneOfControl);
            break;
        case EventKind::PhaseBegan:
            if (playersTurn && step.phase == Phase::Movement) changed |= mark(TutorialStep::EndMovement);
            break;
        case EventKind::AttackDeclared:
            if (playersTurn) changed |= mark(TutorialStep::Attack);
            break;
        case EventKind::CombatResolved:
            if (!playersTurn) break;
            changed |= mark(TutorialStep::Attack);
            changed |= mark(TutorialStep::Result);
            combatOpen_ = true;
            break;
        case EventKind::Retreated:
            if (playersTurn) changed |= mark(TutorialStep::Retreat);
            break;
        case EventKind::Advanced:
            // A unit moved in; an advance declined is not one (issue 40: it ticked the step).
            if (playersTurn && e.unit) changed |= mark(TutorialStep::Advance);
            break;
        case EventKind::Entered:
            if (ownUnit(e)) changed |= mark(TutorialStep::Reinforcement);
            break;
        case EventKind::TurnBegan:
            if (isNightTurn(scenario.turns, after.turn)) changed |= mark(TutorialStep::Night);
            break;
        default: break;
        }
    }
    // The attack is over (the engine says so): what it did not call for is not needed this time.
    if (combatOpen_ && !combatUnresolved(after)) {
        combatOpen_ = false;
        changed |= mark(TutorialStep::Retreat, StepState::NotNeeded);
        changed |= mark(TutorialStep::Advance, StepState::NotNeeded);
    }
    return changed;
}

}  // namespace eylau::game
