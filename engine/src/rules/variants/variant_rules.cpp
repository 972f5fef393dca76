// What a set of variant rules has on (optional rules adapted from La Bataille).
#include "eylau/rules/variants/variant_rules.h"

namespace eylau {

std::string_view toString(Readiness r) {
    switch (r) {
        case Readiness::Fresh: return "fresh";
        case Readiness::Tired: return "tired";
        case Readiness::Exhausted: return "exhausted";
    }
    return "fresh";
}

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
