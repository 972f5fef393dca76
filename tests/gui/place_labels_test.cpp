// Place names: one label per group of touching hexes with the same name.
#include "place_labels.h"

#include "eylau/map/game_map.h"

#include <gtest/gtest.h>

namespace eylau::mapview {
namespace {

MapHex named(Terrain terrain, const char* name) {
    MapHex hex;
    hex.terrain = terrain;
    hex.name = name;
    return hex;
}

TEST(PlaceLabelsTest, TouchingHexesWithOneNameGetOneLabelInTheMiddle) {
    GameMap map(10, 10);
    // A forest of three hexes in a column: the label goes in the middle one.
    for (int row = 3; row <= 5; ++row) map.setHex(Hex{4, row}, named(Terrain::Woods, "Forst"));
    map.setHex(Hex{8, 8}, named(Terrain::Town, "Dorf"));
    // The same name again, apart from the first group: a second label.
    map.setHex(Hex{9, 1}, named(Terrain::Woods, "Forst"));

    const std::vector<PlaceLabel> labels = placeLabels(map);
    ASSERT_EQ(labels.size(), 3u);
    EXPECT_EQ(labels[0].hex, (Hex{4, 4}));
    EXPECT_EQ(labels[0].name, "Forst");
    EXPECT_EQ(labels[0].hexCount, 3);
    EXPECT_EQ(labels[1].hex, (Hex{8, 8}));
    EXPECT_EQ(labels[1].hexCount, 1);
    EXPECT_EQ(labels[2].hex, (Hex{9, 1}));
    EXPECT_EQ(labels[2].hexCount, 1);
}

TEST(PlaceLabelsTest, UnnamedHexesGetNoLabel) {
    GameMap map(5, 5);
    map.setHex(Hex{2, 2}, named(Terrain::Woods, ""));
    EXPECT_TRUE(placeLabels(map).empty());
}

}  // namespace
}  // namespace eylau::mapview
