#pragma once
// The colours of the map and the counters, in one place, so the game, the editor and a legend
// agree. A winter battle: the ground is snow, the water is ice.
#include <QRgb>

namespace eylau::mapview::palette {

// Terrain (9.0).
inline constexpr QRgb kClear = 0xf3f1ea;        // trampled snow over fields
inline constexpr QRgb kClearSpeck = 0xdcd8cc;   // furrows showing through
inline constexpr QRgb kWoods = 0x3d6a3c;
inline constexpr QRgb kWoodsDark = 0x294d2a;
inline constexpr QRgb kWoodsLight = 0x5f8f55;
inline constexpr QRgb kGrove = 0xd6e3c4;
inline constexpr QRgb kGroveTree = 0x5b8a4c;
inline constexpr QRgb kGroveTreeDark = 0x3c6634;
inline constexpr QRgb kTown = 0xe9dfd0;
inline constexpr QRgb kBuilding = 0x9b4630;     // red-brown roofs
inline constexpr QRgb kBuildingEdge = 0x5e2618;
inline constexpr QRgb kFort = 0xd8d2c4;
inline constexpr QRgb kFortWall = 0x5a4e40;
inline constexpr QRgb kLake = 0x5f97c8;         // open water
inline constexpr QRgb kIce = 0xc4def0;          // frozen water
inline constexpr QRgb kIceCrack = 0x7fa9c9;
inline constexpr QRgb kHexOutline = 0x8f969c;
inline constexpr QRgb kHexNumber = 0x3c4247;
inline constexpr QRgb kHexNumberOnDark = 0xe8efe4;  // on woods

// Hexside features.
inline constexpr QRgb kSlope = 0x8a5a2b;
inline constexpr QRgb kGully = 0x3b2e22;
inline constexpr QRgb kStream = 0x2f74c0;
inline constexpr QRgb kRiver = 0x2a62a8;
inline constexpr QRgb kBridge = 0x3f2c1c;
inline constexpr QRgb kBridgeDeck = 0xc9a978;  // planks
inline constexpr QRgb kRoad = 0x5a3a1c;
inline constexpr QRgb kTrail = 0x7a5330;

// Markings.
// Amber gold, deeper than the selection's yellow gold (overlay_colours.cpp): the two must stay
// apart under every simulated colour vision (tests/gui/colour_pairs_test.cpp).
inline constexpr QRgb kVictory = 0xd29200;
inline constexpr QRgb kVictoryEdge = 0x7a5a00;
inline constexpr QRgb kEntry = 0xb3261e;        // entry area badge
inline constexpr QRgb kPlaceName = 0x1f1f1f;
inline constexpr QRgb kTable = 0x4a555d;        // around the map

// Counters: the two sides differ strongly in lightness as well as in hue, so colour-blind
// players tell them apart (dark blue with white ink against pale tan or grey with black ink).
// The Russian tan is warm (towards red) rather than olive: blue-yellow colour blindness
// (tritanopia) keeps red against grey, and a yellowish tan went grey beside the Prussians.
inline constexpr QRgb kFrenchFill = 0x2f5aa8;
inline constexpr QRgb kFrenchGuardFill = 0x1f3f7a;
inline constexpr QRgb kFrenchInk = 0xffffff;
inline constexpr QRgb kRussianFill = 0xeecd9c;  // pale warm tan
inline constexpr QRgb kPrussianFill = 0xd4d8dc; // pale grey
inline constexpr QRgb kAlliedInk = 0x111111;
inline constexpr QRgb kCounterEdge = 0x1a1a1a;

// High contrast (map_contrast.h): what changes; the rest keeps the colours above. Counter text
// reads at 7:1 or more against its fill (WCAG AAA), and the terrain is washed towards white.
namespace high {
inline constexpr QRgb kFrenchFill = 0x24478a;       // a darker blue, for the white ink
inline constexpr QRgb kFrenchGuardFill = 0x172f5c;
inline constexpr QRgb kAlliedInk = 0x000000;
inline constexpr QRgb kCounterEdge = 0x000000;
inline constexpr QRgb kHexOutline = 0x5c6369;
inline constexpr QRgb kTerrainWash = 0x80ffffff;    // ARGB: white at half strength over the terrain
}  // namespace high

}  // namespace eylau::mapview::palette
