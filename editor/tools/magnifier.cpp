#include "tools/magnifier.h"

#include <QPainter>

#include <cmath>

namespace eylau::editor {

QImage loupePixels(const QImage& image, QPointF at) {
    const int half = kLoupeCells / 2;
    const int x0 = int(std::floor(at.x())) - half, y0 = int(std::floor(at.y())) - half;
    QImage out(kLoupeCells, kLoupeCells, QImage::Format_ARGB32);
    out.fill(Qt::transparent);
    for (int y = 0; y < kLoupeCells; ++y)
        for (int x = 0; x < kLoupeCells; ++x)
            if (image.valid(x0 + x, y0 + y)) out.setPixel(x, y, image.pixel(x0 + x, y0 + y) | 0xff000000u);
    return out;
}

QRectF loupeRect(QPointF pointer, const QRectF& viewport) {
    const double side = kLoupeCells * kLoupeCell;
    QRectF r(pointer + QPointF(kLoupeGap, kLoupeGap), QSizeF(side, side + kLoupeCaption));
    if (r.right() > viewport.right()) r.moveRight(pointer.x() - kLoupeGap);
    if (r.bottom() > viewport.bottom()) r.moveBottom(pointer.y() - kLoupeGap);
    return r;
}

void paintLoupe(QPainter& painter, const QRectF& rect, const QImage& pixels, const QColor& swatch, const QString& caption) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    const double side = kLoupeCells * kLoupeCell;
    const QRectF grid(rect.topLeft(), QSizeF(side, side));
    // A checker where the image ends, so that "no pixel" is not read as a colour.
    painter.fillRect(rect, QColor(0x50, 0x50, 0x50));
    for (int y = 0; y < kLoupeCells; ++y)
        for (int x = 0; x < kLoupeCells; ++x)
            if ((x + y) % 2 == 0) painter.fillRect(QRectF(grid.topLeft() + QPointF(x, y) * kLoupeCell, QSizeF(kLoupeCell, kLoupeCell)), QColor(0x70, 0x70, 0x70));
    painter.drawImage(grid, pixels);  // each pixel a square: no smoothing
    // The pointer's pixel: a black square inside a white one, seen on any colour.
    const QRectF middle(grid.topLeft() + QPointF(kLoupeCells / 2, kLoupeCells / 2) * kLoupeCell, QSizeF(kLoupeCell, kLoupeCell));
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::white, 1));
    painter.drawRect(middle.adjusted(-1.5, -1.5, 1.5, 1.5));
    painter.setPen(QPen(Qt::black, 1));
    painter.drawRect(middle.adjusted(-0.5, -0.5, 0.5, 0.5));
    // The caption: the swatch, then the words.
    const QRectF strip(rect.left(), grid.bottom(), rect.width(), kLoupeCaption);
    painter.fillRect(strip, QColor(0xfb, 0xfb, 0xf8));
    const QRectF patch(strip.left() + 5, strip.top() + 5, kLoupeCaption - 10, kLoupeCaption - 10);
    if (swatch.isValid()) painter.fillRect(patch, swatch);
    painter.setPen(QPen(QColor(0x1f, 0x1f, 0x1f), 1));
    painter.drawRect(patch);
    painter.setRenderHint(QPainter::TextAntialiasing);
    QFont f = painter.font();
    f.setPixelSize(11);
    painter.setFont(f);
    painter.drawText(strip.adjusted(kLoupeCaption, 2, -3, -2), Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, caption);
    painter.setPen(QPen(QColor(0x1f, 0x1f, 0x1f), 1.5));
    painter.drawRect(rect);
    painter.restore();
}

}  // namespace eylau::editor
