#pragma once
// The Rules Reference (data/rules/rules-reference.json): a summary in our own words of every case
// of the Standard Rules 2.0-9.0 and the Exclusive Rules 19.0-23.0, each with the readings the
// program takes where the rulebook is unclear (docs/playing.md, "Rules Reference"). Read and
// checked here, shown by the window's Rules Reference pane; the case numbers in any text the
// program shows are found with caseMentions, so each can become a link to its entry.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace eylau {

struct RuleEntry {
    std::string number;                  // "4.4"; a section's general rule is "4.0"
    std::string title;                   // a few words: "No two units in a hex"
    std::string summary;                 // plain text, in our own words
    std::vector<std::string> readings;   // how the program reads what the rulebook leaves open
    std::vector<std::string> see;        // related cases, each an entry of the reference
};

struct RulesReference {
    std::string title;
    std::string note;                    // what the summaries are (not the rulebook's text)
    std::vector<RuleEntry> entries;      // in rulebook order
    // The variant rules adapted from La Bataille, not SPI's (docs/rules-engine.md): "CR.0" cavalry
    // readiness and its cases "CR.1" ..., "AL.0" artillery limbering ...; in their order.
    std::vector<RuleEntry> variants;

    // The entry of a case ("6.4") or of a variant's case ("CR.4"), or nullptr.
    const RuleEntry* find(std::string_view number) const;
    // The section a case belongs to: "4.0" for "4.4" (itself for a section).
    static std::string sectionOf(std::string_view number);
};

// The largest reference file read, and the most entries it may hold.
inline constexpr std::size_t kMaxRulesReferenceBytes = std::size_t(1) << 20;  // 1 MiB
inline constexpr std::size_t kMaxRulesReferenceEntries = 1000;

struct RulesReferenceParse {
    std::optional<RulesReference> reference;
    // "rules-reference.json: /entries/3/title: a title must be a non-empty string"; empty when read.
    std::string error;
};

// Reads a reference; `fileName` names it in the error. Never throws.
RulesReferenceParse parseRulesReference(std::string_view text, std::string_view fileName);

// A case number in a text: bytes [begin, begin + length) of it.
struct CaseMention {
    std::size_t begin = 0;
    std::size_t length = 0;
    std::string number;
};

// Every mention in `text` of a case the reference has, in order: "[6.4]", "(4.5)", "see 5.8",
// "6.4." at the end of a sentence, and a variant's "CR.4". A number that is part of a longer one (10.67, 1.5.2), of a word
// (v2.4) or of a hex number, odds or a time (1315, 3-1, 7:00) is not a mention.
std::vector<CaseMention> caseMentions(const RulesReference& reference, std::string_view text);

}  // namespace eylau
