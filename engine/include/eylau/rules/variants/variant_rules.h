#pragma once
// Variant rules: optional rules adapted to the Standard Rules from another game system (two pages
// of Marshal Enterprises' La Bataille), NOT part of SPI's rulebook. Open to every battle, off
// unless a scenario's `rules.options` or a game's options turn them on (docs/rules-engine.md,
// "Variant rules"). Their cases are numbered by us: CR.x (cavalry readiness), AL.x (artillery
// limbering), so that nobody takes them for the rulebook's.
#include "eylau/scenario/variant_options.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace eylau {

// Which variants a game plays (a part of its state, as the weather rule is).
struct VariantRules {
    bool cavalryReadiness = false;   // CR.1-CR.6
    bool artilleryLimbering = false; // AL.1-AL.5
    friend bool operator==(const VariantRules&, const VariantRules&) = default;
};

// CR.1: a cavalry unit's readiness.
enum class Readiness : std::uint8_t { Fresh, Tired, Exhausted };
std::string_view toString(Readiness r);  // "fresh", "tired", "exhausted"

// A variant of a set turned on or off by its option name (nothing for another name); whether it is on.
void setVariant(VariantRules& variants, std::string_view option, bool on);
bool variantOn(const VariantRules& variants, std::string_view option);

// The variants a scenario's or a record's named options turn on ("cavalryReadiness": true, ...).
VariantRules variantsFrom(const std::map<std::string, bool>& options);

}  // namespace eylau
