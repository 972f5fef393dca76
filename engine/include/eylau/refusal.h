#pragma once
// Why a command is not legal, citing the rulebook case: "[4.5] Tut.1 is in an enemy Zone of
// Control and cannot move".
#include <optional>
#include <string>

namespace eylau {

struct Refusal {
    std::string ruleCase;  // "4.5"; empty when no case applies (a typo in a unit id, say)
    std::string reason;    // "Tut.1 is in an enemy Zone of Control and cannot move"
    std::string describe() const { return ruleCase.empty() ? reason : "[" + ruleCase + "] " + reason; }
    friend bool operator==(const Refusal&, const Refusal&) = default;
};

// nullopt: legal.
using Verdict = std::optional<Refusal>;

inline Verdict refuse(std::string ruleCase, std::string reason) {
    return Refusal{std::move(ruleCase), std::move(reason)};
}

}  // namespace eylau
