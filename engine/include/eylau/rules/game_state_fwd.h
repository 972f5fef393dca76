#pragma once
// The game state's types declared, not defined, for headers that only pass them by reference:
// including game_state.h there would recompile most of the tree whenever the state gains a field.
namespace eylau {

struct GameState;
struct UnitState;
struct Attack;
struct PendingResolution;

}  // namespace eylau
