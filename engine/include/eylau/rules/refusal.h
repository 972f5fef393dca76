#pragma once
// Why a command is not legal, citing the rulebook case: "[4.5] Tut.1 is in an enemy Zone of
// Control and cannot move".
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

struct Refusal {
    std::string ruleCase;  // "4.5"; empty when no case applies (a typo in a unit id, say)
    std::string reason;    // "Tut.1 is in an enemy Zone of Control and cannot move"
    // The units (UnitIndex values: indices into Scenario::units) the refusal is about, for a window to point at
    // them: the two units left in one hex (4.4), those that must still attack or be attacked
    // (5.1). Often empty.
    std::vector<int> units = {};
    std::string describe() const { return ruleCase.empty() ? reason : "[" + ruleCase + "] " + reason; }
    friend bool operator==(const Refusal&, const Refusal&) = default;
};

// nullopt: legal.
using Verdict = std::optional<Refusal>;

inline Verdict refuse(std::string ruleCase, std::string reason, std::vector<int> units = {}) {
    return Refusal{std::move(ruleCase), std::move(reason), std::move(units)};
}

}  // namespace eylau
