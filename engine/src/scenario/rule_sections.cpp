// The table of the Exclusive Rules sections a scenario may name, and of their optional rules. A
// new battle's section is one more line here and one more maker in rules/eylau/sections.cpp.
#include "eylau/scenario/rule_sections.h"

#include "eylau/scenario/variant_options.h"

namespace eylau {
namespace {

// Every section this program implements, by number, with its title as the rulebook heads it
// (for the editor and the docs).
const std::map<std::string, std::string>& sectionTitles() {
    static const std::map<std::string, std::string> kTitles{
        {"19.0", "Movement restrictions"},
        {"20.0", "Divisional integrity"},
        {"21.0", "Fresh strength"},
        {"22.0", "Weather (optional rule)"},
        {"23.0", "Eylau victory (Guard committed)"},
    };
    return kTitles;
}

}  // namespace

std::vector<std::string> knownExclusiveSections() {
    std::vector<std::string> known;
    for (const auto& [section, title] : sectionTitles()) known.push_back(section);
    return known;
}

std::string exclusiveSectionTitle(const std::string& section) {
    const auto it = sectionTitles().find(section);
    return it == sectionTitles().end() ? std::string() : it->second;
}

const std::map<std::string, std::string>& optionalRuleSections() {
    static const std::map<std::string, std::string> kOptions{{"weather", "22.0"}};  // 22.0 is optional
    return kOptions;
}

std::string sectionOfOption(const std::string& option) {
    const auto it = optionalRuleSections().find(option);
    return it == optionalRuleSections().end() ? std::string() : it->second;
}

std::vector<std::string> knownOptionalRules() {
    std::vector<std::string> known;
    for (const auto& [option, section] : optionalRuleSections()) known.push_back(option);
    for (const std::string& variant : variantRuleNames()) known.push_back(variant);  // open to every battle
    return known;
}

}  // namespace eylau
