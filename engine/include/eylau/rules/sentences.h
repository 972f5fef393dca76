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

}  // namespace eylau
