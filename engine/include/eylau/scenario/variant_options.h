#pragma once
// The variant rules as a scenario names them: their option names, titles and the limbering
// target a scenario may set. What the variants do is the rules' (eylau/rules/variants/); a
// scenario only says which are on (docs/rules-engine.md, "Variant rules"). Their cases are
// numbered by us: CR.x (cavalry readiness), AL.x (artillery limbering).
#include <string>
#include <string_view>
#include <vector>

namespace eylau {

// The option names, as in a scenario's `rules.options` and a record's `option` lines.
inline constexpr std::string_view kCavalryReadiness = "cavalryReadiness";
inline constexpr std::string_view kArtilleryLimbering = "artilleryLimbering";

// AL.2: the default limbering target: a die roll of this or less limbers the guns.
inline constexpr int kDefaultLimberTarget = 4;

// The variant rules this program knows, by option name, in order; and each one's title
// ("Cavalry readiness (variant after La Bataille)"); "" for a name that is not a variant.
std::vector<std::string> variantRuleNames();
std::string variantRuleTitle(std::string_view option);
bool isVariantRule(std::string_view option);

}  // namespace eylau
