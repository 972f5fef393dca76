// The play tests' one reading of the game state that their shared header offers.
#include "play_test_support.h"

#include "eylau/rules/game_state.h"

namespace eylau::test {

Hex hexOf(const game::MainWindow& window, const char* id) { return hexOf(window, unitNamed(window, id)); }

Hex hexOf(const game::MainWindow& window, UnitIndex unit) { return window.game().state().unit(unit).hex; }

}  // namespace eylau::test
