// The table of variant rules (optional rules adapted from La Bataille): their names and titles.
#include "eylau/scenario/variant_options.h"

#include <array>
#include <utility>

namespace eylau {
namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 2> kVariants{{
    {kCavalryReadiness, "Cavalry readiness (variant after La Bataille)"},
    {kArtilleryLimbering, "Artillery limbering (variant after La Bataille)"},
}};

}  // namespace

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

}  // namespace eylau
