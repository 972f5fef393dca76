#include "hex_numbers_item.h"

#include "hex_layout.h"
#include "map_palette.h"

#include <QFont>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <utility>

namespace eylau::mapview {

HexNumbersItem::HexNumbersItem(const HexLayout& layout, int firstCol, int lastCol, int firstRow, int lastRow,
                               std::vector<Hex> darkHexes)
    : layout_(layout), firstCol_(firstCol), lastCol_(lastCol), firstRow_(firstRow), lastRow_(lastRow),
      bounds_(layout.bounds(firstCol, lastCol, firstRow, lastRow)), darkHexes_(std::move(darkHexes)) {
    setZValue(layer::kHexNumbers);
    setFlag(ItemUsesExtendedStyleOption);  // to paint only the exposed hexes
    setAcceptedMouseButtons(Qt::NoButton);
}

void HexNumbersItem::setDarkHexes(std::vector<Hex> darkHexes, const std::vector<Hex>& changed) {
    darkHexes_ = std::move(darkHexes);
    for (const Hex hex : changed) update(layout_.polygon(hex).boundingRect());
}

QRectF HexNumbersItem::boundingRect() const { return bounds_; }

void HexNumbersItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const double height = layout_.hexHeight();
    const int pixelSize = int(height * 0.17);
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (lod * pixelSize < 4.5) return;  // a grey smudge helps nobody

    QFont font;
    font.setPixelSize(pixelSize);
    font.setHintingPreference(QFont::PreferNoHinting);  // scales evenly with the zoom
    font.setLetterSpacing(QFont::PercentageSpacing, 92);
    painter->setFont(font);
    const QColor ink(palette::kHexNumber);
    const QColor lightInk(palette::kHexNumberOnDark);

    const QRectF exposed = option->exposedRect.isValid() ? option->exposedRect : bounds_;
    const QRectF hexCell(-layout_.radius() * 0.5, -height * 0.5, layout_.radius(), height * 0.17);
    for (int col = firstCol_; col <= lastCol_; ++col) {
        for (int row = firstRow_; row <= lastRow_; ++row) {
            const Hex hex{col, row};
            const QRectF cell = hexCell.translated(layout_.centre(hex));
            if (!cell.intersects(exposed)) continue;
            const bool dark = std::binary_search(darkHexes_.begin(), darkHexes_.end(), hex);
            painter->setPen(dark ? lightInk : ink);
            painter->drawText(cell, Qt::AlignHCenter | Qt::AlignBottom, QString::fromStdString(hex.id()));
        }
    }
}

}  // namespace eylau::mapview
