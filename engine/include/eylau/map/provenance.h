#pragma once
// Whether a value is printed in the rulebook or reconstructed (../shared/RULES-NOTES.md).
#include <cstdint>
#include <optional>
#include <string_view>

namespace eylau {

enum class Provenance : std::uint8_t { Printed, Reconstructed };

std::string_view toString(Provenance p);
std::optional<Provenance> parseProvenance(std::string_view s);

}  // namespace eylau
