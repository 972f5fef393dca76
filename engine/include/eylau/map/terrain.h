#pragma once
// Terrain in a hex and features on a hexside (2.1, 9.0).
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace eylau {

enum class Terrain : std::uint8_t { Clear, Woods, Grove, Town, Fort, Lake };
inline constexpr std::array<Terrain, 6> kTerrains{Terrain::Clear, Terrain::Woods, Terrain::Grove,
                                                  Terrain::Town,  Terrain::Fort,  Terrain::Lake};

enum class HexsideFeature : std::uint8_t { Road, Trail, Slope, Gully, Stream, River, Bridge };
inline constexpr std::array<HexsideFeature, 7> kHexsideFeatures{
    HexsideFeature::Road,   HexsideFeature::Trail, HexsideFeature::Slope, HexsideFeature::Gully,
    HexsideFeature::Stream, HexsideFeature::River, HexsideFeature::Bridge};

std::string_view toString(Terrain t);
std::optional<Terrain> parseTerrain(std::string_view s);
std::string_view toString(HexsideFeature f);
std::optional<HexsideFeature> parseHexsideFeature(std::string_view s);

// A small set of hexside features.
class HexsideFeatures {
public:
    constexpr HexsideFeatures() = default;
    constexpr bool has(HexsideFeature f) const { return (bits_ & bit(f)) != 0; }
    constexpr void set(HexsideFeature f, bool on = true) {
        bits_ = on ? std::uint8_t(bits_ | bit(f)) : std::uint8_t(bits_ & ~bit(f));
    }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr bool isRoute() const { return has(HexsideFeature::Road) || has(HexsideFeature::Trail); }
    // The set as a number below 1 << kHexsideFeatures.size(), bit f for feature f (for tables).
    constexpr std::uint8_t bits() const { return bits_; }
    friend constexpr bool operator==(HexsideFeatures, HexsideFeatures) = default;

private:
    static constexpr std::uint8_t bit(HexsideFeature f) { return std::uint8_t(1u << unsigned(f)); }
    std::uint8_t bits_ = 0;
};

}  // namespace eylau
