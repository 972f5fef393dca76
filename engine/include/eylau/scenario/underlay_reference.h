#pragma once
// A scenario's reference to a scan or picture of the printed map (docs/scenario-format.md,
// "underlay"): plain data, the image's path relative to the scenario file (never its bytes) and
// how it lies over the hex grid. What the editor does with it, and the limits a file is read
// with, are in map_underlay.h.
#include "eylau/map/hex.h"
#include "eylau/map/terrain.h"

#include <optional>
#include <string>
#include <vector>

namespace eylau {

// A hex whose centre is at (x, y) in the image, in pixels from its top left corner.
struct CalibrationPoint {
    Hex hex;
    double x = 0;
    double y = 0;
    friend bool operator==(const CalibrationPoint&, const CalibrationPoint&) = default;
};

// A colour of the image that means a terrain or a hexside feature ("#2f5d1e" is woods).
struct ColourSample {
    std::string colour;                    // "#rrggbb"
    std::optional<Terrain> terrain;        // exactly one of terrain and feature
    std::optional<HexsideFeature> feature;
    friend bool operator==(const ColourSample&, const ColourSample&) = default;
};

struct MapUnderlay {
    std::string image;                      // path relative to the scenario file: "eylau-scan.png"
    int page = 1;                           // the page of a PDF (1 for any other image)
    std::vector<CalibrationPoint> points;   // known hex centres; two or more calibrate
    double opacity = 0.5;                   // how the editor draws it over the drawn terrain, 0-1
    bool locked = false;                    // calibration may not change
    std::vector<ColourSample> samples;      // for Suggest Terrain
    friend bool operator==(const MapUnderlay&, const MapUnderlay&) = default;
};

}  // namespace eylau
