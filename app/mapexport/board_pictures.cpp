#include "board_pictures.h"

#include "board_tiling.h"

#include "map_scene.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QImageWriter>
#include <QLocale>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace eylau::mapexport {
namespace {

struct BoardPictures {
    Q_DECLARE_TR_FUNCTIONS(BoardPictures)
};

void paintBoard(mapview::MapScene& scene, QPainter& painter, const QRectF& target) {
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    scene.render(&painter, target, scene.sceneRect(), Qt::IgnoreAspectRatio);
}

}  // namespace

QSize pngSize(const mapview::MapScene& scene, int pixelsPerHex) {
    const double scale = double(pixelsPerHex) / scene.layout().hexHeight();
    const QRectF rect = scene.sceneRect();
    return QSize(int(std::lround(rect.width() * scale)), int(std::lround(rect.height() * scale)));
}

std::optional<QString> pngRefusal(QSize size) {
    const qint64 pixels = qint64(size.width()) * size.height();
    if (size.width() <= kMaxPngSide && size.height() <= kMaxPngSide && pixels <= kMaxPngPixels && pixels > 0)
        return std::nullopt;
    const QLocale locale;
    return BoardPictures::tr("An image of %1 × %2 pixels is too large: at most %3 pixels a side and %4 million "
                             "pixels in all. Choose fewer pixels per hex, or export a PDF or an SVG.")
        .arg(locale.toString(size.width()), locale.toString(size.height()), locale.toString(kMaxPngSide),
             locale.toString(kMaxPngPixels / 1'000'000));
}

QByteArray pngBytes(mapview::MapScene& scene, int pixelsPerHex, QString& error) {
    const QSize size = pngSize(scene, pixelsPerHex);
    if (const auto refused = pngRefusal(size)) {
        error = *refused;
        return {};
    }
    QImage image(size, QImage::Format_RGB32);
    if (image.isNull()) {
        error = BoardPictures::tr("There is not enough memory for an image of %1 × %2 pixels.")
                    .arg(size.width())
                    .arg(size.height());
        return {};
    }
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        paintBoard(scene, painter, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    // Pixels per metre as printed at the original map's scale, so that a program that prints by
    // the file's resolution prints it at SPI's hex size (board_tiling.h).
    image.setDotsPerMeterX(int(std::lround(pixelsPerHex * 1000.0 / kSpiHexMm)));
    image.setDotsPerMeterY(image.dotsPerMeterX());
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image)) {
        error = BoardPictures::tr("The PNG image could not be made: %1").arg(writer.errorString());
        return {};
    }
    return bytes;
}

QByteArray svgBytes(mapview::MapScene& scene, const QString& title) {
    const QRectF rect = scene.sceneRect();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(rect.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), rect.size()));
    svg.setTitle(title);
    svg.setDescription(BoardPictures::tr("The map of %1, as the game draws it").arg(title));
    QPainter painter(&svg);
    paintBoard(scene, painter, QRectF(QPointF(0, 0), rect.size()));
    painter.end();
    return bytes;
}

}  // namespace eylau::mapexport
