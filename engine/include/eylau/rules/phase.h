#pragma once
// Where a Player-Turn stands (3.0) and where a unit is: small enums that headers and windows name
// without the whole game state (game_state.h).
#include <cstdint>
#include <string_view>

namespace eylau {

// 3.0: each Player-Turn has a Movement Phase then a Combat Phase; GameOver after the last turn.
enum class Phase : std::uint8_t { Movement, Combat, GameOver };
std::string_view toString(Phase p);

enum class UnitStatus : std::uint8_t { Waiting, OnMap, Eliminated };  // Waiting: not yet arrived

}  // namespace eylau
