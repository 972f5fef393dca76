#pragma once
// Eylau's Exclusive Rules sections (19.0-23.0), one file each, and the table of their makers.
// Private to the engine: the registry (rules/exclusive_rules.cpp) composes what a scenario asks for.
#include "eylau/rules/exclusive_rules.h"

#include <functional>
#include <map>
#include <memory>
#include <string>

namespace eylau {

std::unique_ptr<ExclusiveRules> makeMovementRestrictions();  // 19.0
std::unique_ptr<ExclusiveRules> makeDivisionalIntegrity();   // 20.0
std::unique_ptr<ExclusiveRules> makeFreshStrength();         // 21.0
std::unique_ptr<ExclusiveRules> makeWeatherRule();           // 22.0
std::unique_ptr<ExclusiveRules> makeEylauVictory();          // 23.0

using SectionMaker = std::function<std::unique_ptr<ExclusiveRules>()>;

// The maker of every section this program implements, by number ("19.0"); the sections' names
// and titles are the scenario's (eylau/scenario/rule_sections.h).
const std::map<std::string, SectionMaker>& exclusiveSections();

}  // namespace eylau
