#pragma once
// Eylau's Exclusive Rules sections (19.0-23.0), one file each, and the table that names them.
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

struct SectionEntry {
    std::string title;  // as the rulebook heads it, for the editor and the docs
    std::function<std::unique_ptr<ExclusiveRules>()> make;
};

// Every section this program implements, by number ("19.0").
const std::map<std::string, SectionEntry>& exclusiveSections();

// The optional rules and the section each belongs to ("weather" -> "22.0").
const std::map<std::string, std::string>& optionalRuleSections();

}  // namespace eylau
