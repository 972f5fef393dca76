// The table of Eylau's Exclusive Rules sections. A new battle's section is one more file beside
// these and one more line here.
#include "rules/eylau/sections.h"

namespace eylau {

const std::map<std::string, SectionEntry>& exclusiveSections() {
    static const std::map<std::string, SectionEntry> kSections{
        {"19.0", {"Movement restrictions", makeMovementRestrictions}},
        {"20.0", {"Divisional integrity", makeDivisionalIntegrity}},
        {"21.0", {"Fresh strength", makeFreshStrength}},
        {"22.0", {"Weather (optional rule)", makeWeatherRule}},
        {"23.0", {"Eylau victory (Guard committed)", makeEylauVictory}},
    };
    return kSections;
}

const std::map<std::string, std::string>& optionalRuleSections() {
    static const std::map<std::string, std::string> kOptions{{"weather", "22.0"}};  // 22.0 is optional
    return kOptions;
}

}  // namespace eylau
