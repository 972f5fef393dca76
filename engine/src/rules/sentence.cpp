// The one formatter of the engine's sentences: a code's English pattern with its arguments put in.
#include "eylau/rules/sentences.h"

#include <cstddef>
#include <iterator>

namespace eylau {
namespace {

// A plain array: deducing a std::array of this many elements exceeds clang's fold-expression limit.
constexpr std::string_view kPatterns[] = {
#define EYLAU_SAY(code, english) std::string_view(english),
#include "eylau/rules/sentences.def"
#undef EYLAU_SAY
};

// The index in "{12}" or "{q0}" starting at `at` (just after the brace); npos when not a number.
std::size_t indexAt(std::string_view pattern, std::size_t& at) {
    std::size_t n = 0, digits = 0;
    while (at < pattern.size() && pattern[at] >= '0' && pattern[at] <= '9' && digits < 3) {
        n = n * 10 + std::size_t(pattern[at++] - '0');
        ++digits;
    }
    return digits ? n : std::string_view::npos;
}

}  // namespace

std::string_view englishPattern(Say code) {
    const auto i = std::size_t(code);
    return i < std::size(kPatterns) ? kPatterns[i] : std::string_view("(an unknown sentence)");
}

namespace {

// Calls `placeholder(quote, n)` for each {n} / {qn} of the pattern, `text(c)` for the rest.
template <class Text, class Placeholder>
void walk(std::string_view pattern, Text text, Placeholder placeholder) {
    for (std::size_t i = 0; i < pattern.size();) {
        if (pattern[i] != '{') {
            text(pattern[i++]);
            continue;
        }
        std::size_t at = i + 1;
        const bool quote = at < pattern.size() && pattern[at] == 'q';
        if (quote) ++at;
        const std::size_t n = indexAt(pattern, at);
        if (n == std::string_view::npos || at >= pattern.size() || pattern[at] != '}') {
            text(pattern[i++]);
            continue;
        }
        placeholder(quote, n);
        i = at + 1;
    }
}

}  // namespace

Sentence sayList(const std::vector<std::string>& names) {
    if (names.size() <= 1) return say(Say::AsIs, {names.empty() ? std::string() : names.front()});
    if (names.size() == 2) return say(Say::ListOfTwo, names);
    return Sentence{Say::ListHead, {names.front()}, {sayList(std::vector<std::string>(names.begin() + 1, names.end()))}};
}

bool Sentence::complete() const {
    bool ok = true;
    walk(englishPattern(code), [](char) {}, [&](bool quote, std::size_t n) {
        ok = ok && (quote ? n < quoted.size() && quoted[n].complete() : n < args.size());
    });
    return ok;
}

std::string Sentence::fill(std::string_view pattern, std::string (*word)(const std::string&),
                           std::string (*quote)(const Sentence&)) const {
    std::string out;
    out.reserve(pattern.size() + 16 * args.size());
    walk(pattern, [&](char c) { out += c; }, [&](bool isQuote, std::size_t n) {
        if (isQuote) out += n < quoted.size() ? quote(quoted[n]) : std::string("?");
        else out += n < args.size() ? word(args[n]) : std::string("?");
    });
    return out;
}

// {N} is argument N, {qN} quoted sentence N; a missing one is "?" (never a crash).
std::string Sentence::english() const {
    return fill(englishPattern(code), [](const std::string& arg) { return arg; },
                [](const Sentence& q) { return q.english(); });
}

}  // namespace eylau
