// 22.0 Weather (Exclusive Rules, optional): the snowstorm die after each combat result.
#include "eylau/rules/eylau/weather.h"

#include "rules/eylau/sections.h"

namespace eylau {
namespace {

class WeatherRule : public ExclusiveRules {
public:
    bool weatherRule() const override { return true; }
};

}  // namespace

std::unique_ptr<ExclusiveRules> makeWeatherRule() { return std::make_unique<WeatherRule>(); }

bool weatherRollFollows(CombatResult result) { return result != CombatResult::Ee; }

// 22.1: a 5 turns a retreat into an elimination of the same side; 22.2: a 6 gives the result to
// the other side; 22.3: 1-4 change nothing; 22.4: an Exchange is never changed.
CombatResult applyWeather(CombatResult result, int weatherDie) {
    if (!weatherRollFollows(result)) return result;
    if (weatherDie == 5) {
        if (result == CombatResult::Ar) return CombatResult::Ae;
        if (result == CombatResult::Dr) return CombatResult::De;
    } else if (weatherDie == 6) {
        switch (result) {
            case CombatResult::Ar: return CombatResult::Dr;
            case CombatResult::Dr: return CombatResult::Ar;
            case CombatResult::Ae: return CombatResult::De;
            case CombatResult::De: return CombatResult::Ae;
            case CombatResult::Ee: break;
        }
    }
    return result;
}

const char* weatherCase(int weatherDie) { return weatherDie == 5 ? "22.1" : weatherDie == 6 ? "22.2" : "22.3"; }

}  // namespace eylau
