#pragma once
// Why a command is not legal, citing the rulebook case: "[4.5] Tut.1 is in an enemy Zone of
// Control and cannot move". The reason is a Sentence (a code and its arguments), worded by one
// formatter; the case is for display and for tests named after cases, never for logic.
#include "eylau/rules/sentence.h"
#include "eylau/scenario/unit_index.h"

#include <optional>
#include <string>
#include <vector>

namespace eylau {

struct Refusal {
    std::string ruleCase;  // "4.5"; empty when no case applies (a typo in a unit id, say)
    Sentence why;          // Say::InEnemyZocCannotMove {"Tut.1"}
    // The units the refusal is about, for a window to point at them: the two units left in one
    // hex (4.4), those that must still attack or be attacked (5.1). Often empty.
    std::vector<UnitIndex> units = {};

    Say code() const { return why.code; }
    std::string reason() const { return why.english(); }  // "Tut.1 is in an enemy Zone of Control and cannot move"
    std::string describe() const { return ruleCase.empty() ? reason() : "[" + ruleCase + "] " + reason(); }
    friend bool operator==(const Refusal&, const Refusal&) = default;
};

// nullopt: legal.
using Verdict = std::optional<Refusal>;

inline Refusal refusal(std::string ruleCase, Say code, std::vector<std::string> args = {}, std::vector<UnitIndex> units = {}) {
    return Refusal{std::move(ruleCase), Sentence{code, std::move(args)}, std::move(units)};
}
inline Verdict refuse(std::string ruleCase, Say code, std::vector<std::string> args = {}, std::vector<UnitIndex> units = {}) {
    return refusal(std::move(ruleCase), code, std::move(args), std::move(units));
}
// A refusal that quotes another sentence (the reason a line of sight is blocked).
inline Verdict refuseQuoting(std::string ruleCase, Say code, std::vector<std::string> args, Sentence quoted) {
    return Refusal{std::move(ruleCase), Sentence{code, std::move(args), {std::move(quoted)}}};
}

}  // namespace eylau
