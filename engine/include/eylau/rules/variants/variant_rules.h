#pragma once
// Variant rules: optional rules adapted to the Standard Rules from another game system (two pages
// of Marshal Enterprises' La Bataille), NOT part of SPI's rulebook. Open to every battle, off
// unless a scenario's `rules.options` or a game's options turn them on (docs/rules-engine.md,
// "Variant rules"). Their cases are numbered by us: CR.x (cavalry readiness), AL.x (artillery
// limbering), so that nobody takes them for the rulebook's.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace eylau {

// The option names, as in a scenario's `rules.options` and a record's `option` lines.
inline constexpr std::string_view kCavalryReadiness = "cavalryReadiness";
inline constexpr std::string_view kArtilleryLimbering = "artilleryLimbering";

// Which variants a game plays (a part of its state, as the weather rule is).
struct VariantRules {
    bool cavalryReadiness = false;   // CR.1-CR.6
    bool artilleryLimbering = false; // AL.1-AL.5
    friend bool operator==(const VariantRules&, const VariantRules&) = default;
};

// CR.1: a cavalry unit's readiness.
enum class Readiness : std::uint8_t { Fresh, Tired, Exhausted };
std::string_view toString(Readiness r);  // "fresh", "tired", "exhausted"

// AL.2: the default limbering target: a die roll of this or less limbers the guns.
inline constexpr int kDefaultLimberTarget = 4;

// The variant rules this program knows, by option name, in order; and each one's title
// ("Cavalry readiness (variant after La Bataille)"); "" for a name that is not a variant.
std::vector<std::string> variantRuleNames();
std::string variantRuleTitle(std::string_view option);
bool isVariantRule(std::string_view option);

// A variant of a set turned on or off by its option name (nothing for another name); whether it is on.
void setVariant(VariantRules& variants, std::string_view option, bool on);
bool variantOn(const VariantRules& variants, std::string_view option);

// The variants a scenario's or a record's named options turn on ("cavalryReadiness": true, ...).
VariantRules variantsFrom(const std::map<std::string, bool>& options);

}  // namespace eylau
