#pragma once
// File > Export Map Image... of the game and the editor (docs/playing.md, docs/editor.md): the
// board as a PNG, an SVG or a PDF at print scale, saved atomically (the file is written whole
// beside its target and renamed over it, so a failure leaves the old file or none).
#include "board_pdf.h"

#include <QString>

#include <optional>

namespace eylau::mapview {
class MapScene;
}

namespace eylau::mapexport {

enum class BoardFormat { Png, Svg, Pdf };

struct BoardExport {
    BoardFormat format = BoardFormat::Pdf;
    int pixelsPerHex = 80;  // PNG: across a hex's flats (board_pictures.h)
    PrintChoice print;      // PDF
};

// The format a file name's suffix asks for (".png", ".svg", ".pdf", in any case), or nullopt.
std::optional<BoardFormat> formatOfFile(const QString& path);

// Draws `scene` as `choice` says and saves it at `path`: nullopt, or why not (naming the file).
// `title` names the map in the file (the scenario's name).
std::optional<QString> exportBoard(mapview::MapScene& scene, const BoardExport& choice, const QString& path,
                                   const QString& title);

}  // namespace eylau::mapexport
