#include "map_image.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QPdfDocument>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>

namespace eylau::mapview {
namespace {

// This file's words, in the catalogue's context "eylau::mapview::MapImage".
struct MapImageText {
    Q_DECLARE_TR_FUNCTIONS(eylau::mapview::MapImage)
};

constexpr qint64 kMaxFileBytes = qint64(256) << 20;
constexpr int kMaxDecodedMegabytes = 512;
constexpr double kSvgLongSide = 4000.0;
constexpr double kPdfDpi = 150.0;
constexpr double kPdfLongSide = 6000.0;

QSize fitted(QSizeF size, double longSide) {
    const double k = longSide / std::max(size.width(), size.height());
    return QSize(std::max(1, int(std::lround(size.width() * k))), std::max(1, int(std::lround(size.height() * k))));
}

MapImage failed(const QString& error) {
    MapImage m;
    m.error = error;
    return m;
}

MapImage readSvg(const QString& path) {
    QSvgRenderer svg(path);
    if (!svg.isValid()) return failed(MapImageText::tr("%1: not an SVG image this program can draw").arg(path));
    const QSizeF size = svg.defaultSize().isEmpty() ? QSizeF(svg.viewBoxF().size()) : QSizeF(svg.defaultSize());
    if (size.isEmpty()) return failed(MapImageText::tr("%1: the SVG image has no size").arg(path));
    MapImage m;
    m.image = QImage(fitted(size, kSvgLongSide), QImage::Format_ARGB32_Premultiplied);
    m.image.fill(Qt::white);
    QPainter p(&m.image);
    svg.render(&p);
    return m;
}

MapImage readPdf(const QString& path, int page) {
    QPdfDocument pdf;
    if (pdf.load(path) != QPdfDocument::Error::None)
        return failed(MapImageText::tr("%1: not a PDF this program can read").arg(path));
    MapImage m;
    m.pages = pdf.pageCount();
    if (page < 1 || page > m.pages)
        return failed(MapImageText::tr("%1: there is no page %2 (the PDF has %3)").arg(path).arg(page).arg(m.pages));
    const QSizeF points = pdf.pagePointSize(page - 1);
    if (points.isEmpty()) return failed(MapImageText::tr("%1: page %2 has no size").arg(path).arg(page));
    QSizeF pixels = points * (kPdfDpi / 72.0);
    if (std::max(pixels.width(), pixels.height()) > kPdfLongSide) pixels = QSizeF(fitted(pixels, kPdfLongSide));
    m.image = pdf.render(page - 1, pixels.toSize());
    if (m.image.isNull()) return failed(MapImageText::tr("%1: page %2 could not be drawn").arg(path).arg(page));
    return m;
}

}  // namespace

int mapImagePages(const QString& path) {
    if (QFileInfo(path).suffix().toLower() != QStringLiteral("pdf")) return 1;
    QPdfDocument pdf;
    return pdf.load(path) == QPdfDocument::Error::None ? std::max(1, pdf.pageCount()) : 1;
}

MapImage readMapImage(const QString& path, int page) {
    const QFileInfo info(path);
    if (!info.isFile()) return failed(MapImageText::tr("%1: no such file").arg(path));
    if (info.size() > kMaxFileBytes)
        return failed(MapImageText::tr("%1: the file is %2 MB; at most 256 MB are read").arg(path).arg(info.size() >> 20));
    const QString suffix = info.suffix().toLower();
    if (suffix == QStringLiteral("svg") || suffix == QStringLiteral("svgz")) return readSvg(path);
    if (suffix == QStringLiteral("pdf")) return readPdf(path, page);
    QImageReader::setAllocationLimit(kMaxDecodedMegabytes);
    QImageReader reader(path);
    reader.setAutoTransform(true);
    MapImage m;
    m.image = reader.read();
    if (m.image.isNull()) m.error = QStringLiteral("%1: %2").arg(path, reader.errorString());
    return m;
}

}  // namespace eylau::mapview
