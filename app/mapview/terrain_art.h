#pragma once
// How each terrain type (9.0) looks: a fill that reads at a glance plus a texture (trees,
// buildings, ice). Shared by the map, and later by the editor's terrain palette and a legend.
#include "eylau/map/terrain.h"

class QPainter;
class QPolygonF;

namespace eylau::mapview {

struct TerrainLook {
    Terrain terrain = Terrain::Clear;
    bool frozenWater = false;  // the chart's frozenWater: lakes drawn as ice
    unsigned seed = 0;         // varies the texture from hex to hex, the same every time
    bool detailed = true;      // false when the hex is too small on screen for a texture
    bool washed = false;       // paler and greyer, under counters and highlights in high contrast
};

// Paints the terrain inside `hex`, a polygon around the origin of the given radius.
void paintTerrain(QPainter& painter, const QPolygonF& hex, double radius, const TerrainLook& look);

}  // namespace eylau::mapview
