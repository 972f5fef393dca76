#include "eylau/map/provenance.h"

#include "io/names.h"

namespace eylau {
namespace {
constexpr std::array<std::pair<Provenance, std::string_view>, 2> kNames{{
    {Provenance::Printed, "printed"},
    {Provenance::Reconstructed, "reconstructed"},
}};
}  // namespace

std::string_view toString(Provenance p) { return detail::nameOf(kNames, p); }
std::optional<Provenance> parseProvenance(std::string_view s) { return detail::parseName(kNames, s); }

}  // namespace eylau
