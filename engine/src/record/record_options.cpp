#include "eylau/record/record_options.h"

#include "eylau/rules/exclusive_rules.h"

namespace eylau {

RecordOptions recordOptions(const Scenario& scenario, const GameRecord& record, std::vector<int> scriptedDice) {
    RecordOptions out;
    out.options.seed = record.seed;
    out.options.scriptedDice = std::move(scriptedDice);
    out.options.sharedDice = record.sharedDice;
    out.options.weather = scenario.rules.option("weather");
    out.options.variants = variantsFrom(scenario.rules.options);  // CR, AL: the scenario's defaults
    for (const auto& [name, on] : record.options) {
        if (std::string why = whyNotOption(scenario, name, on); !why.empty()) {
            out.error = std::move(why);
            out.option = name;
            return out;
        }
        if (name == "weather") out.options.weather = on;  // 22.0
        else setVariant(out.options.variants, name, on);   // CR, AL (whyNotOption knows no other)
    }
    return out;
}

}  // namespace eylau
