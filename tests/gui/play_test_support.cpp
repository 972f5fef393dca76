// The play tests' one reading of the game state that their shared header offers.
#include "play_test_support.h"

#include "eylau/rules/game_state.h"

namespace eylau::test {

Scenario exchangeBoard() {
    nlohmann::json j = minimalScenarioJson();
    j["map"]["columns"] = 8;
    j["map"]["rows"] = 8;
    j["units"][0]["start"] = "0404";
    j["units"][2]["start"] = "0504";
    j["units"][2]["strength"] = 4;
    j["units"].push_back({{"id", "Fr.3"}, {"division", "Fr"}, {"type", "infantry"}, {"strength", 3}, {"movement", 4},
                          {"start", "0604"}});
    return boardFrom(j);
}

Hex hexOf(const game::MainWindow& window, const char* id) { return hexOf(window, unitNamed(window, id)); }

Hex hexOf(const game::MainWindow& window, UnitIndex unit) { return window.game().state().unit(unit).hex; }

}  // namespace eylau::test
