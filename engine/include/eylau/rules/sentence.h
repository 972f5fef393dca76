#pragma once
// A sentence of the engine's (a refusal's reason, an event's text) as typed facts: what is said,
// by code, and the words that fill it in (unit ids, hex numbers, numbers), with any sentence it
// quotes (why a bombardment is blocked). One formatter words it (sentence.cpp, from the list in
// sentences.h), so nobody builds engine sentences elsewhere and a window can word them in
// another language from the same code and arguments.
//
// The code's enumerators live in sentences.h, which only the code that says things includes: a
// new sentence rebuilds that code, not every file that passes a refusal along.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace eylau {

enum class Say : std::uint16_t;  // sentences.h lists them

struct Sentence {
    Say code{};
    std::vector<std::string> args = {};  // {0}, {1}, ... in the wording
    std::vector<Sentence> quoted = {};   // {q0}, {q1}, ...: sentences said within this one

    std::string english() const;  // the one formatter's English wording
    // The placeholders filled into `pattern` (the code's English pattern or a translation of it):
    // {N} with word(args[N]), {qN} with quote(quoted[N]), a missing one as "?". The one reading of
    // the placeholders, for english() and for a window wording the sentence in its language.
    std::string fill(std::string_view pattern, std::string (*word)(const std::string&),
                     std::string (*quote)(const Sentence&)) const;
    // Every placeholder of the pattern has its argument or quoted sentence, and so do those quoted.
    bool complete() const;
    friend bool operator==(const Sentence&, const Sentence&) = default;
};

}  // namespace eylau
