#pragma once
// The hex numbers (CCRR, 2.1), small at the top of every hex of the map: one item for the whole
// map, painting only the exposed hexes, and nothing when the numbers would be unreadably small.
#include "hex_layout.h"
#include "item_kinds.h"

#include <QGraphicsItem>

#include <vector>

namespace eylau::mapview {

class HexNumbersItem : public QGraphicsItem {
public:
    // `darkHexes` (sorted): hexes whose terrain is dark, where the number is printed light.
    HexNumbersItem(const HexLayout& layout, int firstCol, int lastCol, int firstRow, int lastRow,
                   std::vector<Hex> darkHexes);

    enum { Type = HexNumbersKind };
    int type() const override { return Type; }

    // New dark hexes (sorted), repainting only `changed` hexes' numbers.
    void setDarkHexes(std::vector<Hex> darkHexes, const std::vector<Hex>& changed);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    HexLayout layout_;
    int firstCol_, lastCol_, firstRow_, lastRow_;
    QRectF bounds_;
    std::vector<Hex> darkHexes_;
};

}  // namespace eylau::mapview
