#pragma once
// Shared by the turn-summary tests (engine and print): a small board and a short game on it with
// scripted dice, and its summary.
#include "eylau/record/game_record.h"
#include "eylau/scenario/scenario_io.h"
#include "eylau/reports/turn_summary.h"

#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace eylau::test {

// The fixture's 6x5 board without its lake, with Fresh Strength (21.0) and weather (22.0):
// Fr.1 (5-4 infantry) in the town of Dorf, 0202 (a 5-point victory hex); Fr.2 (4-3 artillery)
// and Fr.3 (2-4 cavalry) due at area A (0103) on Game-Turn 2; Ru.1 (3-5 cavalry) at 0505, its
// division with a +3 Fresh Strength marker.
inline std::shared_ptr<const Scenario> summaryBoard() {
    static const auto board = [] {
        nlohmann::json j = minimalScenarioJson();
        j["map"]["hexes"] = nlohmann::json::array({{{"hex", "0202"}, {"terrain", "town"}, {"name", "Dorf"}}});
        j["rules"]["exclusive"] = {"21.0", "22.0"};
        j["rules"]["options"] = {{"weather", false}};
        j["units"].push_back({{"id", "Fr.3"}, {"division", "Fr"}, {"type", "cavalry"}, {"strength", 2},
                              {"movement", 4}, {"entry", {{"area", "A"}, {"turn", 2}}}});
        auto load = readScenario(j.dump());
        for (const auto& p : load.problems) ADD_FAILURE() << p.describe("summary board");
        return std::make_shared<const Scenario>(load.ok() ? *load.scenario : Scenario{});
    }();
    return board;
}

// Game-Turn 1: Fr.1 marches next to Ru.1 and attacks it, Ru.1 answers with its Fresh Strength
// (5 to 6: 1-2), die 1 (Dr), weather die 3 (it stands); Ru.1 retreats, Fr.1 advances. In the
// Allied Combat Phase Ru.1, in Fr.1's Zone of Control, must attack (5.1): 3 to 5, 1-2, die 6
// (Ae), weather die 2: Ru.1 is eliminated. Game-Turn 2: Fr.2 enters, Fr.3 is held back.
// French 8, Allied 0 Victory Points.
inline constexpr const char* kSummaryRecord = R"(scenario test
option weather on
seed 7
move Fr.1 0404
end
attack Fr.1 on Ru.1
defend fresh Ru.1
retreat Ru.1 0605
advance Fr.1 0505
end
end
attack Ru.1 on Fr.1
advance none
end
enter Fr.2 0103 0203
end
end
end
end
)";
inline const std::vector<int> kSummaryDice{1, 3, 6, 2};

inline GameSummary summaryOf(const std::shared_ptr<const Scenario>& scenario, const std::string& text,
                             std::vector<int> dice = {}) {
    const RecordParse parsed = parseRecord(text);
    EXPECT_TRUE(parsed.record.has_value()) << (parsed.errors.empty() ? "" : parsed.errors.front());
    if (!parsed.record) return {};
    SummaryResult result = summarizeRecord(scenario, *parsed.record, std::move(dice));
    EXPECT_TRUE(result.ok()) << result.error;
    return result.ok() ? *result.summary : GameSummary{};
}

}  // namespace eylau::test
