#pragma once
// Reading a map image for the underlay (docs/editor.md, "Map image"): PNG, JPEG and the other
// formats Qt reads, SVG (drawn at up to 4000 pixels on its longer side) and a page of a PDF (at
// 150 dots per inch, at most 6000 pixels). Bounded: files of at most 256 MB and images of at most
// 512 MB decoded; anything else is an error with the file's name, never a crash.
#include <QImage>
#include <QString>

namespace eylau::mapview {

struct MapImage {
    QImage image;   // null when it could not be read
    QString error;  // why, with the file's name
    int pages = 1;  // a PDF's page count
    bool ok() const { return !image.isNull(); }
};

// `page` counts from 1 and matters for a PDF only.
MapImage readMapImage(const QString& path, int page = 1);

// How many pages a PDF has, without drawing any (1 for any other file, or one that cannot be read).
int mapImagePages(const QString& path);

}  // namespace eylau::mapview
