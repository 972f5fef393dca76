#include "eylau/scenario/order_of_battle.h"

#include "io/names.h"

namespace eylau {
namespace {
constexpr std::array<std::pair<Side, std::string_view>, 2> kSideNames{{
    {Side::French, "french"},
    {Side::Allied, "allied"},
}};
constexpr std::array<std::pair<UnitType, std::string_view>, 3> kTypeNames{{
    {UnitType::Infantry, "infantry"},
    {UnitType::Cavalry, "cavalry"},
    {UnitType::Artillery, "artillery"},
}};
}  // namespace

Side enemyOf(Side s) { return s == Side::French ? Side::Allied : Side::French; }
std::string_view toString(Side s) { return detail::nameOf(kSideNames, s); }
std::string_view displayName(Side s) { return s == Side::French ? "French" : "Allied"; }
std::optional<Side> parseSide(std::string_view s) { return detail::parseName(kSideNames, s); }

std::string_view toString(UnitType t) { return detail::nameOf(kTypeNames, t); }
char typeLetter(UnitType t) {
    switch (t) {
        case UnitType::Infantry: return 'i';
        case UnitType::Cavalry: return 'c';
        case UnitType::Artillery: return 'a';
    }
    return '?';
}
std::optional<UnitType> parseUnitType(std::string_view s) { return detail::parseName(kTypeNames, s); }

}  // namespace eylau
