#pragma once
// The rules a scenario may name in its `rules` (docs/scenario-format.md): the Exclusive Rules
// sections this program implements, with their titles, and the optional rules, each with the
// section it belongs to. The names only: what each section does is the rules' (exclusive_rules.h
// composes them); the variant rules open to every battle are named in variant_options.h.
#include <map>
#include <string>
#include <vector>

namespace eylau {

// The Exclusive Rules sections this program implements ("19.0", ...), in order.
std::vector<std::string> knownExclusiveSections();

// The title of a section this program implements ("19.0" -> "Movement restrictions"); "" if unknown.
std::string exclusiveSectionTitle(const std::string& section);

// The optional rules of the sections and the section each belongs to ("weather" -> "22.0").
const std::map<std::string, std::string>& optionalRuleSections();

// The section an optional rule belongs to ("weather" -> "22.0"); "" for an unknown option.
std::string sectionOfOption(const std::string& option);

// The optional rules this program knows: the sections' ("weather"), then the variants open to
// every battle ("cavalryReadiness", "artilleryLimbering").
std::vector<std::string> knownOptionalRules();

}  // namespace eylau
