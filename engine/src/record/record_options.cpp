#include "eylau/record/record_options.h"

#include "eylau/rules/exclusive_rules.h"

namespace eylau {

RecordOptions recordOptions(const Scenario& scenario, const GameRecord& record, std::vector<int> scriptedDice) {
    RecordOptions out;
    out.options.seed = record.seed;
    out.options.scriptedDice = std::move(scriptedDice);
    out.options.weather = scenario.rules.option("weather");
    for (const auto& [name, on] : record.options) {
        if (std::string why = whyNotOption(scenario, name, on); !why.empty()) {
            out.error = std::move(why);
            out.option = name;
            return out;
        }
        out.options.weather = on;  // the one optional rule (22.0); whyNotOption knows no other
    }
    return out;
}

}  // namespace eylau
