// The sections a scenario may name (eylau/scenario/rule_sections.h) are the sections the rules
// can make (rules/eylau/sections.cpp), each with its title, and every optional rule belongs to one.
#include "rules/eylau/sections.h"

#include "eylau/core/contains.h"
#include "eylau/scenario/rule_sections.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace eylau {
namespace {

TEST(RuleSections, EveryNamedSectionIsMade) {
    std::vector<std::string> made;
    for (const auto& [section, make] : exclusiveSections()) {
        made.push_back(section);
        EXPECT_NE(make(), nullptr) << section;
        EXPECT_FALSE(exclusiveSectionTitle(section).empty()) << section;
    }
    EXPECT_EQ(knownExclusiveSections(), made);
}

TEST(RuleSections, EveryOptionalRuleBelongsToANamedSection) {
    const std::vector<std::string> sections = knownExclusiveSections();
    for (const auto& [option, section] : optionalRuleSections())
        EXPECT_TRUE(contains(sections, section)) << option;
}

}  // namespace
}  // namespace eylau
