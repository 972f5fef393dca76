#pragma once
// Every sentence the engine says, by code (sentences.def gives each its English wording). Only
// the code that says things, and a window that words them itself, includes this.
#include "eylau/rules/sentence.h"

#include <string_view>

namespace eylau {

enum class Say : std::uint16_t {
#define EYLAU_SAY(code, english) code,
#include "eylau/rules/sentences.def"
#undef EYLAU_SAY
};

// The English pattern of a code: "{0} is in an enemy Zone of Control and cannot move".
std::string_view englishPattern(Say code);

// A sentence from its code and arguments, for events and quoted sentences.
inline Sentence say(Say code, std::vector<std::string> args = {}) { return Sentence{code, std::move(args)}; }

// A list of names as a sentence, so that a window words its "and": "Leg.1", "Leg.1 and Leg.2",
// "Leg.1, Leg.2 and Leg.3" (Say::AsIs, Say::ListOfTwo, Say::ListHead quoting the rest).
Sentence sayList(const std::vector<std::string>& names);

}  // namespace eylau
