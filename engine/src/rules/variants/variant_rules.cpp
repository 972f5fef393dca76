// The table of variant rules (optional rules adapted from La Bataille): their names and titles.
#include "eylau/rules/variants/variant_rules.h"

#include <array>
#include <utility>

namespace eylau {
namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 2> kVariants{{
    {kCavalryReadiness, "Cavalry readiness (variant after La Bataille)"},
    {kArtilleryLimbering, "Artillery limbering (variant after La Bataille)"},
}};

}  // namespace

std::string_view toString(Readiness r) {
    switch (r) {
        case Readiness::Fresh: return "fresh";
        case Readiness::Tired: return "tired";
        case Readiness::Exhausted: return "exhausted";
    }
    return "fresh";
}

std::vector<std::string> variantRuleNames() {
    std::vector<std::string> names;
    for (const auto& [name, title] : kVariants) names.emplace_back(name);
    return names;
}

std::string variantRuleTitle(std::string_view option) {
    for (const auto& [name, title] : kVariants)
        if (name == option) return std::string(title);
    return {};
}

bool isVariantRule(std::string_view option) { return !variantRuleTitle(option).empty(); }

void setVariant(VariantRules& variants, std::string_view option, bool on) {
    if (option == kCavalryReadiness) variants.cavalryReadiness = on;
    if (option == kArtilleryLimbering) variants.artilleryLimbering = on;
}

bool variantOn(const VariantRules& variants, std::string_view option) {
    if (option == kCavalryReadiness) return variants.cavalryReadiness;
    if (option == kArtilleryLimbering) return variants.artilleryLimbering;
    return false;
}

VariantRules variantsFrom(const std::map<std::string, bool>& options) {
    VariantRules v;
    for (const auto& [name, on] : options) setVariant(v, name, on);
    return v;
}

}  // namespace eylau
