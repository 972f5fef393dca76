// Reading the Rules Reference and finding case numbers in text (rules_reference.h).
#include "eylau/reports/rules_reference.h"

#include "io/bounded_json.h"

#include <algorithm>
#include <exception>
#include <set>

namespace eylau {
namespace {

using detail::Json;

constexpr std::string_view kFormat = "eylau-rules-reference";
constexpr int kVersion = 1;

struct Problem {
    std::string where;
    std::string what;
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

// "4.4", "19.3": one or two digits, a point, one digit.
bool isCaseNumber(std::string_view s) {
    const std::size_t point = s.find('.');
    if (point == std::string_view::npos || point == 0 || point > 2 || s.size() != point + 2) return false;
    return std::all_of(s.begin(), s.begin() + std::ptrdiff_t(point), isDigit) && isDigit(s.back());
}

bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }

// A variant's case, "CR.4": two capital letters, a point, one digit.
bool isVariantNumber(std::string_view s) {
    return s.size() == 4 && isUpper(s[0]) && isUpper(s[1]) && s[2] == '.' && isDigit(s[3]);
}

std::string text(const Json& object, const char* key, const std::string& where, bool required) {
    const auto it = object.find(key);
    if (it == object.end()) {
        if (required) throw Problem{where, std::string("'") + key + "' is missing"};
        return {};
    }
    if (!it->is_string() || (required && it->get_ref<const std::string&>().empty()))
        throw Problem{where + "/" + key, std::string("'") + key + "' must be a non-empty string"};
    return it->get<std::string>();
}

std::vector<std::string> texts(const Json& object, const char* key, const std::string& where) {
    const auto it = object.find(key);
    if (it == object.end()) return {};
    if (!it->is_array()) throw Problem{where + "/" + key, std::string("'") + key + "' must be a list of strings"};
    std::vector<std::string> out;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const Json& v = (*it)[i];
        if (!v.is_string() || v.get_ref<const std::string&>().empty())
            throw Problem{where + "/" + key + "/" + std::to_string(i), "must be a non-empty string"};
        out.push_back(v.get<std::string>());
    }
    return out;
}

RulesReference read(const Json& doc) {
    if (!doc.is_object()) throw Problem{"", "the reference must be a JSON object"};
    const auto format = doc.find("format");
    if (format == doc.end() || !format->is_string() || format->get_ref<const std::string&>() != kFormat)
        throw Problem{"/format", "'format' must be \"" + std::string(kFormat) + "\""};
    const auto version = doc.find("version");
    if (version == doc.end() || !version->is_number_integer() || version->get<long long>() != kVersion)
        throw Problem{"/version", "'version' must be " + std::to_string(kVersion)};
    RulesReference ref;
    ref.title = text(doc, "title", "", true);
    ref.note = text(doc, "note", "", false);
    const auto cases = doc.find("cases");
    if (cases == doc.end() || !cases->is_array() || cases->empty())
        throw Problem{"/cases", "'cases' must be a list of at least one case"};
    if (cases->size() > kMaxRulesReferenceEntries)
        throw Problem{"/cases", "holds " + std::to_string(cases->size()) + " cases; at most " +
                                    std::to_string(kMaxRulesReferenceEntries) + " are read"};
    std::set<std::string, std::less<>> seen;
    const auto readList = [&](const Json& list, const char* key, bool variants, std::vector<RuleEntry>& into) {
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string where = std::string("/") + key + "/" + std::to_string(i);
            const Json& c = list[i];
            if (!c.is_object()) throw Problem{where, "a case must be a JSON object"};
            RuleEntry e;
            e.number = text(c, "case", where, true);
            if (!variants && !isCaseNumber(e.number))
                throw Problem{where + "/case", "'" + e.number + "' is not a case number (such as \"4.4\" or \"19.3\")"};
            if (variants && !isVariantNumber(e.number))
                throw Problem{where + "/case", "'" + e.number + "' is not a variant's case (such as \"CR.4\")"};
            if (!seen.insert(e.number).second) throw Problem{where + "/case", "case " + e.number + " is given twice"};
            e.title = text(c, "title", where, true);
            e.summary = text(c, "summary", where, true);
            e.readings = texts(c, "readings", where);
            e.see = texts(c, "see", where);
            into.push_back(std::move(e));
        }
    };
    readList(*cases, "cases", false, ref.entries);
    if (const auto variants = doc.find("variants"); variants != doc.end()) {
        if (!variants->is_array()) throw Problem{"/variants", "'variants' must be a list of cases"};
        if (cases->size() + variants->size() > kMaxRulesReferenceEntries)
            throw Problem{"/variants", "too many cases; at most " + std::to_string(kMaxRulesReferenceEntries) + " are read"};
        readList(*variants, "variants", true, ref.variants);
    }
    // Every cross-reference leads somewhere.
    for (const auto* list : {&ref.entries, &ref.variants})
        for (std::size_t i = 0; i < list->size(); ++i)
            for (std::size_t k = 0; k < (*list)[i].see.size(); ++k)
                if (!seen.contains((*list)[i].see[k]))
                    throw Problem{std::string(list == &ref.entries ? "/cases/" : "/variants/") + std::to_string(i) +
                                      "/see/" + std::to_string(k),
                                  "case " + (*list)[i].see[k] + " has no entry"};
    return ref;
}

}  // namespace

const RuleEntry* RulesReference::find(std::string_view number) const {
    for (const auto* list : {&entries, &variants})
        for (const RuleEntry& e : *list)
            if (e.number == number) return &e;
    return nullptr;
}

std::string RulesReference::sectionOf(std::string_view number) {
    const std::size_t point = number.find('.');
    return std::string(number.substr(0, point)) + ".0";
}

RulesReferenceParse parseRulesReference(std::string_view textIn, std::string_view fileName) {
    RulesReferenceParse out;
    const std::string name(fileName);
    if (textIn.size() > kMaxRulesReferenceBytes) {
        out.error = name + ": the file is " + std::to_string(textIn.size()) + " bytes long; at most " +
                    std::to_string(kMaxRulesReferenceBytes) + " are read";
        return out;
    }
    try {
        const detail::JsonParse parsed = detail::parseJson(textIn);
        if (!parsed.ok()) {
            out.error = name + ": " + (parsed.path.empty() ? "" : parsed.path + ": ") + parsed.message;
            return out;
        }
        out.reference = read(parsed.value);
    } catch (const Problem& p) {
        out.error = name + ": " + (p.where.empty() ? "" : p.where + ": ") + p.what;
    } catch (const std::exception& e) {
        out.error = name + ": cannot be read: " + e.what();
    }
    return out;
}

std::vector<CaseMention> caseMentions(const RulesReference& reference, std::string_view s) {
    std::vector<CaseMention> out;
    for (std::size_t i = 0; i < s.size();) {
        // A variant's case: "CR.4", not inside a longer word or number.
        if (isUpper(s[i]) && (i == 0 || (!isLetter(s[i - 1]) && !isDigit(s[i - 1]))) && i + 4 <= s.size() &&
            isVariantNumber(s.substr(i, 4)) &&
            (i + 4 == s.size() || (!isDigit(s[i + 4]) && !isLetter(s[i + 4]) &&
                                   !(s[i + 4] == '.' && i + 5 < s.size() && isDigit(s[i + 5])))) &&
            reference.find(s.substr(i, 4))) {
            out.push_back({i, 4, std::string(s.substr(i, 4))});
            i += 4;
            continue;
        }
        if (!isDigit(s[i]) || (i > 0 && (isDigit(s[i - 1]) || isLetter(s[i - 1]) || s[i - 1] == '.'))) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < s.size() && isDigit(s[j])) ++j;
        // Digits, a point, one digit; then neither a digit nor a point and a digit.
        const bool shaped = j - i <= 2 && j + 1 < s.size() && s[j] == '.' && isDigit(s[j + 1]);
        const std::size_t end = j + 2;
        const bool ends = end >= s.size() || (!isDigit(s[end]) && !isLetter(s[end]) &&
                                             !(s[end] == '.' && end + 1 < s.size() && isDigit(s[end + 1])));
        if (shaped && ends && reference.find(s.substr(i, end - i))) {
            out.push_back({i, end - i, std::string(s.substr(i, end - i))});
            i = end;
        } else {
            i = j;
        }
    }
    return out;
}

}  // namespace eylau
