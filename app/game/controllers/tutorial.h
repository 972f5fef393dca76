#pragma once
// Help > Tutorial: a first game on Grünau Mill that teaches, step by step, what the Standard Rules
// ask of a player (select, move, Zone of Control, end the phase, attack and odds, the result,
// retreat, advance, reinforcements, night). Each step waits for the player to do it: it is
// marked done by what the engine reports (typed events: a move stopped by a Zone of Control, a
// combat resolved, a unit entering) and by what the window shows (a unit selected, an attack's
// odds). Retreat and advance are not needed after every result: the step is passed when the
// attack closes without one (the engine's combatUnresolved says when). Rules are never worked
// out here; the tutorial only watches.
#include "eylau/game/event.h"
#include "eylau/scenario/scenario.h"

#include <array>
#include <cstdint>
#include <optional>

namespace eylau {
struct GameState;
struct SessionStep;
}  // namespace eylau

namespace eylau::game {

enum class TutorialStep : std::uint8_t {
    Select, Move, ZoneOfControl, EndMovement, Attack, Result, Retreat, Advance, Reinforcement, Night
};
inline constexpr std::size_t kTutorialSteps = 10;

enum class StepState : std::uint8_t { Waiting, Done, NotNeeded };

class Tutorial {
public:
    explicit Tutorial(Side player = Side::French) : player_(player) {}

    Side player() const { return player_; }
    // The first step still waiting, or nullopt when the tutorial is over.
    std::optional<TutorialStep> current() const;
    StepState state(TutorialStep step) const { return states_[std::size_t(step)]; }
    // 1-based number of the current step (kTutorialSteps + 1 when over).
    int stepNumber() const;

    // The player selected a unit (own: one of the player's side).
    bool selected(bool own);
    // The odds of an attack drawn up by the player are on screen.
    bool oddsShown();
    // A command was applied: its step (events, and the phase and side it was given in) and the
    // state after it. True when a step changed.
    bool commandApplied(const Scenario& scenario, const SessionStep& step, const GameState& after);
    // The player passes over the current step.
    void skip();

private:
    bool mark(TutorialStep step, StepState to = StepState::Done);

    Side player_;
    std::array<StepState, kTutorialSteps> states_{};
    bool combatOpen_ = false;  // a combat of the player's resolved, its retreats and advance not yet closed
};

}  // namespace eylau::game
