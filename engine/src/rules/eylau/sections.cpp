// The table of Eylau's Exclusive Rules sections' makers. A new battle's section is one more file
// beside these, one more line here and one more in the scenario's table (scenario/rule_sections.cpp).
#include "rules/eylau/sections.h"

namespace eylau {

const std::map<std::string, SectionMaker>& exclusiveSections() {
    static const std::map<std::string, SectionMaker> kSections{
        {"19.0", makeMovementRestrictions},
        {"20.0", makeDivisionalIntegrity},
        {"21.0", makeFreshStrength},
        {"22.0", makeWeatherRule},
        {"23.0", makeEylauVictory},
    };
    return kSections;
}

}  // namespace eylau
