#pragma once
// The whole board as one picture (docs/playing.md, "Exporting the board"): a PNG at a chosen
// number of pixels across a hex's flats, or an SVG of the map in vectors. The map is drawn by its
// MapScene's items, as the map view draws it; the caller gives a scene holding only the map and
// its counters (no selection, reach or other marks of play).
#include <QByteArray>
#include <QSize>
#include <QString>

#include <optional>

namespace eylau::mapview {
class MapScene;
}

namespace eylau::mapexport {

// The sizes offered per hex, across its flats, in pixels.
inline constexpr int kMinPixelsPerHex = 20;
inline constexpr int kMaxPixelsPerHex = 400;
inline constexpr int kDefaultPixelsPerHex = 80;
// The largest PNG made: 16,384 pixels a side (what many programs and graphics cards open), 100
// megapixels in all (400 MB while it is drawn).
inline constexpr int kMaxPngSide = 16384;
inline constexpr qint64 kMaxPngPixels = 100'000'000;

// The PNG's size for `pixelsPerHex` across a hex's flats: the scene's rectangle (the map and the
// entry areas' badges beside it) at that scale.
QSize pngSize(const mapview::MapScene& scene, int pixelsPerHex);
// Why a PNG of `size` is not made (too large), or nullopt when it may be.
std::optional<QString> pngRefusal(QSize size);

// The PNG file's bytes, on white; empty with `error` set when refused or not encoded.
QByteArray pngBytes(mapview::MapScene& scene, int pixelsPerHex, QString& error);
// The SVG file's bytes: the map at one unit a scene unit (a hex about 87 units across its flats).
QByteArray svgBytes(mapview::MapScene& scene, const QString& title);

}  // namespace eylau::mapexport
