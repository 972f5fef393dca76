// The Rules Reference (data/rules/rules-reference.json, eylau/reports/rules_reference.h): the
// shipped file reads, holds every case of the rulebook's Standard Rules 2.0-9.0 and Exclusive
// Rules 19.0-23.0 and every case the program cites anywhere; a damaged file is refused with the
// place named; case numbers are found in text and nothing else is.
#include "eylau/reports/rules_reference.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace eylau {
namespace {

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const RulesReference& shipped() {
    static const RulesReference ref = [] {
        const RulesReferenceParse p =
            parseRulesReference(readFile(std::filesystem::path(EYLAU_SOURCE_DIR) / "data/rules/rules-reference.json"),
                                "rules-reference.json");
        EXPECT_TRUE(p.reference) << p.error;
        return p.reference.value_or(RulesReference{});
    }();
    return ref;
}

TEST(RulesReference, ShippedFileHoldsEveryCaseOfTheRulebookInOrder) {
    // The cases of the Standard Rules 2.0-9.0 and the Exclusive Rules 19.0-23.0, as numbered.
    const std::vector<std::string> rulebook{
        "2.0",  "2.1",  "2.2",  "2.3",  "2.4",  "2.5",  "2.6",  "2.7",  "3.0",  "4.0",  "4.1",  "4.2",  "4.3",
        "4.4",  "4.5",  "4.6",  "5.0",  "5.1",  "5.2",  "5.3",  "5.4",  "5.5",  "5.6",  "5.7",  "5.8",  "6.0",
        "6.1",  "6.2",  "6.3",  "6.4",  "6.5",  "6.6",  "6.7",  "6.8",  "7.0",  "7.1",  "7.2",  "7.3",  "8.0",
        "8.1",  "8.2",  "9.0",  "19.0", "19.1", "19.2", "19.3", "20.0", "20.1", "20.2", "20.3", "20.4", "21.0",
        "21.1", "21.2", "22.0", "22.1", "22.2", "22.3", "22.4", "23.0", "23.1", "23.2", "23.3", "23.4", "23.5"};
    std::vector<std::string> numbers;
    for (const RuleEntry& e : shipped().entries) numbers.push_back(e.number);
    EXPECT_EQ(numbers, rulebook);
    for (const RuleEntry& e : shipped().entries) {
        EXPECT_FALSE(e.title.empty()) << e.number;
        EXPECT_GT(e.summary.size(), 40u) << e.number << " has hardly a summary";
    }
    EXPECT_FALSE(shipped().note.empty());
}

// Whether byte `at` of a line of C++ lies inside a string literal: after an odd number of quotes
// (a quote escaped with '\\' and a quote character '\"' do not count).
bool insideQuotes(const std::string& line, std::size_t at) {
    bool inside = false;
    for (std::size_t i = 0; i < at && i < line.size(); ++i) {
        if (line[i] == '\\') ++i;
        else if (line[i] == '"' && !(i > 0 && line[i - 1] == '\'' && i + 1 < line.size() && line[i + 1] == '\'')) inside = !inside;
    }
    return inside;
}

// Every case number the program cites: a literal that is one ("6.4", as refusals and events give
// their case), or one in brackets or parentheses inside a sentence ("(4.5)", "[22.0]").
TEST(RulesReference, EveryCaseTheProgramCitesHasAnEntry) {
    // The rulebook's cases ("6.4") and the variants' ("CR.4").
    const std::regex exact("\"(\\d{1,2}\\.\\d|[A-Z]{2}\\.\\d)\"");
    const std::regex inText("[\\[(](\\d{1,2}\\.\\d|[A-Z]{2}\\.\\d)[\\]),; ]");
    std::map<std::string, std::string> cited;  // case -> a file citing it
    const std::filesystem::path root(EYLAU_SOURCE_DIR);
    for (const char* folder : {"engine/src", "engine/include", "app", "editor"}) {
        if (!std::filesystem::exists(root / folder)) continue;
        for (const auto& f : std::filesystem::recursive_directory_iterator(root / folder)) {
            const std::string ext = f.path().extension().string();
            if (ext != ".cpp" && ext != ".h" && ext != ".def") continue;
            std::istringstream lines(readFile(f.path()));
            for (std::string line; std::getline(lines, line);) {
                if (line.find_first_not_of(' ') != std::string::npos &&
                    line.compare(line.find_first_not_of(' '), 2, "//") == 0)
                    continue;  // a comment shows nothing to the player
                for (const std::regex* re : {&exact, &inText})
                    for (std::sregex_iterator it(line.begin(), line.end(), *re), end; it != end; ++it)
                        if (insideQuotes(line, std::size_t(it->position(1))))
                            cited.emplace((*it)[1].str(), std::filesystem::relative(f.path(), root).string());
            }
        }
    }
    EXPECT_GT(cited.size(), 50u) << "the scan found too few citations to be looking in the right place";
    for (const auto& [number, file] : cited)
        EXPECT_NE(shipped().find(number), nullptr) << file << " cites " << number << ", which has no entry";
}

TEST(RulesReference, TheVariantRulesHaveTheirOwnEntriesAfterTheRulebook) {
    std::vector<std::string> numbers;
    for (const RuleEntry& e : shipped().variants) numbers.push_back(e.number);
    EXPECT_EQ(numbers, (std::vector<std::string>{"CR.0", "CR.1", "CR.2", "CR.3", "CR.4", "CR.5", "CR.6", "AL.0", "AL.1",
                                                  "AL.2", "AL.3", "AL.4", "AL.5"}));
    for (const RuleEntry& e : shipped().variants) EXPECT_GT(e.summary.size(), 40u) << e.number;
    ASSERT_NE(shipped().find("CR.4"), nullptr);
    EXPECT_EQ(RulesReference::sectionOf("CR.4"), "CR.0");
    EXPECT_NE(shipped().find("CR.0")->summary.find("not part of SPI"), std::string::npos);
    // A variant's case must look like one, in its own list.
    const auto bad = parseRulesReference(
        R"({"format": "eylau-rules-reference", "version": 1, "title": "T",
            "cases": [{"case": "4.4", "title": "t", "summary": "s"}],
            "variants": [{"case": "4.5", "title": "t", "summary": "s"}]})",
        "r.json");
    EXPECT_EQ(bad.error, "r.json: /variants/0/case: '4.5' is not a variant's case (such as \"CR.4\")");
}

TEST(RulesReference, ReadingsAreMarkedWhereTheRulebookIsUnclear) {
    // RULES-NOTES.md's readings: 4.4 (stacking judged at the end of the phase), 6.8 (guns alone)...
    for (const char* number : {"4.4", "6.8"}) {
        const RuleEntry* e = shipped().find(number);
        ASSERT_NE(e, nullptr);
        EXPECT_FALSE(e->readings.empty()) << number << " has no reading";
    }
    std::size_t readings = 0;
    for (const RuleEntry& e : shipped().entries) readings += e.readings.size();
    EXPECT_GE(readings, 5u);
}

TEST(RulesReference, DamagedFilesAreRefusedWithTheirPlace) {
    const auto error = [](const std::string& text) { return parseRulesReference(text, "ref.json").error; };
    EXPECT_EQ(error("{").rfind("ref.json: ", 0), 0u) << error("{");  // a syntax error, with line and column
    EXPECT_EQ(error("[]"), "ref.json: the reference must be a JSON object");
    EXPECT_EQ(error(R"({"format": "x", "version": 1})"), "ref.json: /format: 'format' must be \"eylau-rules-reference\"");
    const std::string head = R"({"format": "eylau-rules-reference", "version": 1, "title": "T", "cases": )";
    EXPECT_EQ(error(head + "[]}"), "ref.json: /cases: 'cases' must be a list of at least one case");
    EXPECT_EQ(error(head + R"([{"case": "4", "title": "t", "summary": "s"}]})"),
              "ref.json: /cases/0/case: '4' is not a case number (such as \"4.4\" or \"19.3\")");
    EXPECT_EQ(error(head + R"([{"case": "4.4", "title": "", "summary": "s"}]})"),
              "ref.json: /cases/0/title: 'title' must be a non-empty string");
    EXPECT_EQ(error(head + R"([{"case": "4.4", "title": "t", "summary": "s"}, {"case": "4.4", "title": "t", "summary": "s"}]})"),
              "ref.json: /cases/1/case: case 4.4 is given twice");
    EXPECT_EQ(error(head + R"([{"case": "4.4", "title": "t", "summary": "s", "see": ["4.5"]}]})"),
              "ref.json: /cases/0/see/0: case 4.5 has no entry");
    EXPECT_EQ(error(head + R"([{"case": "4.4", "title": "t", "summary": "s", "readings": [3]}]})"),
              "ref.json: /cases/0/readings/0: must be a non-empty string");
    EXPECT_NE(error(std::string(kMaxRulesReferenceBytes + 1, ' ')).find("at most 1048576 are read"), std::string::npos);
    const RulesReferenceParse ok = parseRulesReference(head + R"([{"case": "4.4", "title": "t", "summary": "s"}]})", "ref.json");
    ASSERT_TRUE(ok.reference) << ok.error;
    EXPECT_EQ(ok.reference->entries.front().number, "4.4");
    EXPECT_EQ(RulesReference::sectionOf("19.3"), "19.0");
}

TEST(RulesReference, CaseMentionsFindCaseNumbersAndNothingElse) {
    const auto found = [](std::string_view text) {
        std::vector<std::string> out;
        for (const CaseMention& m : caseMentions(shipped(), text)) {
            EXPECT_EQ(text.substr(m.begin, m.length), m.number);
            out.push_back(m.number);
        }
        return out;
    };
    using V = std::vector<std::string>;
    EXPECT_EQ(found("[6.4] Leg.2 cannot retreat"), V({"6.4"}));
    EXPECT_EQ(found("it must stop there, in the Zone of Control of F.3 (4.5), and see 5.8."), V({"4.5", "5.8"}));
    EXPECT_EQ(found("[22.0] Grünau Mill has no weather rule; 19.3, 23.5"), V({"22.0", "19.3", "23.5"}));
    EXPECT_EQ(found("10.67 s, 1.5.2, v2.4, 1315, 3-1, 7:00, 0.5, 99.9, 6.45"), V{});
    EXPECT_EQ(found("case 1.0 and 12.3 have no entry"), V{});
    EXPECT_EQ(found("6.4"), V({"6.4"}));
    EXPECT_EQ(found(""), V{});
    // The variants' cases.
    EXPECT_EQ(found("[CR.5] Mur.1 is exhausted; see AL.4."), V({"CR.5", "AL.4"}));
    EXPECT_EQ(found("XCR.5, CR.56, CR.5.1, ZZ.1, cr.5, CR.9"), V{});
}

}  // namespace
}  // namespace eylau
