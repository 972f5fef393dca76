// A scenario's "underlay": the reference to a scan of the map and how it lies over the grid
// (docs/scenario-format.md). Bounded: a path of at most 1 KiB, 16 calibration points, 64 samples.
#include "scenario/map_underlay_io.h"

#include <cctype>

namespace eylau {

bool isColourText(const std::string& text) {
    if (text.size() != 7 || text[0] != '#') return false;
    for (std::size_t i = 1; i < 7; ++i)
        if (!std::isxdigit(static_cast<unsigned char>(text[i]))) return false;
    return true;
}

namespace detail {

std::optional<MapUnderlay> readUnderlay(const Json& json, const std::string& path, Problems& problems) {
    ObjectReader o(json, path, problems, {"image", "page", "calibration", "opacity", "locked", "samples"});
    if (!o.isObject()) return std::nullopt;
    MapUnderlay u;
    u.image = o.string("image", true).value_or("");
    if (o.has("image") && u.image.empty()) o.error("image", "the image's path is empty");
    if (u.image.size() > kMaxUnderlayPathBytes)
        o.error("image", "the path is " + std::to_string(u.image.size()) + " bytes long; at most " +
                             std::to_string(kMaxUnderlayPathBytes) + " are read");
    if (u.image.find('\0') != std::string::npos) o.error("image", "the path holds a NUL character");
    u.page = o.integer("page", false, 1, kMaxUnderlayPage).value_or(1);
    u.opacity = o.number("opacity", false, 0.0, 1.0).value_or(0.5);
    u.locked = o.boolean("locked", false);
    forEachBounded(o, "calibration", kMaxCalibrationPoints, "calibration points", [&](const Json& j, const std::string& p) {
        ObjectReader c(j, p, problems, {"hex", "x", "y"});
        if (!c.isObject()) return;
        const auto hex = c.hex("hex", true);
        const auto x = c.number("x", true, -1e7, 1e7);
        const auto y = c.number("y", true, -1e7, 1e7);
        if (hex && x && y) u.points.push_back(CalibrationPoint{*hex, *x, *y});
    });
    forEachBounded(o, "samples", kMaxColourSamples, "colour samples", [&](const Json& j, const std::string& p) {
        ObjectReader c(j, p, problems, {"colour", "terrain", "feature"});
        if (!c.isObject()) return;
        ColourSample s;
        s.colour = c.string("colour", true).value_or("");
        if (c.has("colour") && !isColourText(s.colour))
            c.error("colour", "expected a colour such as \"#2f5d1e\", found " + quote(s.colour));
        s.terrain = c.name<Terrain>("terrain", false, "terrain", parseTerrain, kTerrainList);
        s.feature = c.name<HexsideFeature>("feature", false, "hexside feature", parseHexsideFeature, kFeatureList);
        if (c.has("terrain") == c.has("feature"))
            c.error("colour", "a sample names either a terrain or a hexside feature");
        u.samples.push_back(std::move(s));
    });
    return u;
}

nlohmann::ordered_json underlayJson(const MapUnderlay& u) {
    nlohmann::ordered_json o;
    o["image"] = u.image;
    if (u.page != 1) o["page"] = u.page;
    if (!u.points.empty()) {
        nlohmann::ordered_json points = nlohmann::ordered_json::array();
        for (const CalibrationPoint& p : u.points) points.push_back({{"hex", p.hex.id()}, {"x", p.x}, {"y", p.y}});
        o["calibration"] = points;
    }
    if (u.opacity != 0.5) o["opacity"] = u.opacity;
    if (u.locked) o["locked"] = true;
    if (!u.samples.empty()) {
        nlohmann::ordered_json samples = nlohmann::ordered_json::array();
        for (const ColourSample& s : u.samples) {
            nlohmann::ordered_json j;
            j["colour"] = s.colour;
            if (s.terrain) j["terrain"] = std::string(toString(*s.terrain));
            if (s.feature) j["feature"] = std::string(toString(*s.feature));
            samples.push_back(j);
        }
        o["samples"] = samples;
    }
    return o;
}

}  // namespace detail
}  // namespace eylau
