#include "eylau/map/terrain.h"

#include "io/names.h"

namespace eylau {
namespace {
constexpr std::array<std::pair<Terrain, std::string_view>, 6> kTerrainNames{{
    {Terrain::Clear, "clear"},
    {Terrain::Woods, "woods"},
    {Terrain::Grove, "grove"},
    {Terrain::Town, "town"},
    {Terrain::Fort, "fort"},
    {Terrain::Lake, "lake"},
}};
constexpr std::array<std::pair<HexsideFeature, std::string_view>, 7> kFeatureNames{{
    {HexsideFeature::Road, "road"},
    {HexsideFeature::Trail, "trail"},
    {HexsideFeature::Slope, "slope"},
    {HexsideFeature::Gully, "gully"},
    {HexsideFeature::Stream, "stream"},
    {HexsideFeature::River, "river"},
    {HexsideFeature::Bridge, "bridge"},
}};
}  // namespace

std::string_view toString(Terrain t) { return detail::nameOf(kTerrainNames, t); }
std::optional<Terrain> parseTerrain(std::string_view s) { return detail::parseName(kTerrainNames, s); }
std::string_view toString(HexsideFeature f) { return detail::nameOf(kFeatureNames, f); }
std::optional<HexsideFeature> parseHexsideFeature(std::string_view s) {
    return detail::parseName(kFeatureNames, s);
}

}  // namespace eylau
