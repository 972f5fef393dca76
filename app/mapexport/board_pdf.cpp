#include "board_pdf.h"

#include "page_marks.h"

#include "item_kinds.h"
#include "map_palette.h"
#include "map_scene.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include <vector>

namespace eylau::mapexport {
namespace {

struct BoardPdf {
    Q_DECLARE_TR_FUNCTIONS(BoardPdf)
};

constexpr int kDotsPerInch = 600;
constexpr double kGridMm = 0.1;  // the hex grid's line: fine, and still printed by any printer

// Shows only the map's items on one side of `z` while it lives: the terrain under the grid, then
// everything over it.
class LayerFilter {
public:
    LayerFilter(mapview::MapScene& scene, bool below, double z) {
        for (QGraphicsItem* item : scene.items())
            if (!item->parentItem() && item->isVisible() && (item->zValue() < z) != below) {
                item->setVisible(false);
                hidden_.push_back(item);
            }
    }
    ~LayerFilter() {
        for (QGraphicsItem* item : hidden_) item->setVisible(true);
    }
    LayerFilter(const LayerFilter&) = delete;
    LayerFilter& operator=(const LayerFilter&) = delete;

private:
    std::vector<QGraphicsItem*> hidden_;
};

// One page's part of the map: the terrain, the grid as one line of kGridMm (a hairline in a PDF
// prints as the thinnest line the printer makes, next to nothing), then hexsides, roads, names,
// victory hexes, entry areas and counters over it.
void paintTile(mapview::MapScene& scene, QPainter& painter, const QRectF& target, const QRectF& source,
               const QPainterPath& grid, double gridWidth) {
    painter.save();
    painter.setClipRect(target);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    {
        const LayerFilter terrain(scene, true, mapview::layer::kHexsides);
        scene.render(&painter, target, source, Qt::IgnoreAspectRatio);
    }
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(target.width() / source.width(), target.height() / source.height());
    painter.translate(-source.topLeft());
    painter.setPen(QPen(QColor(mapview::palette::kHexOutline), gridWidth));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(grid);
    painter.restore();
    {
        const LayerFilter over(scene, false, mapview::layer::kHexsides);
        scene.render(&painter, target, source, Qt::IgnoreAspectRatio);
    }
    painter.restore();
}

}  // namespace

BoardTiling tilingFor(const mapview::MapScene& scene, const PrintChoice& choice) {
    const double mmPerUnit = choice.hexMm / scene.layout().hexHeight();
    return planTiling(scene.sceneRect().size() * mmPerUnit, choice.paper, choice.overlapMm);
}

QByteArray pdfBytes(mapview::MapScene& scene, const PrintChoice& choice, const QString& title, QString& error) {
    const BoardTiling tiling = tilingFor(scene, choice);
    if (tiling.pages() > kMaxPages) {
        error = BoardPdf::tr("At %1 mm a hex the map needs %n pages; at most %2 are printed. Choose smaller hexes "
                             "or larger paper.",
                             nullptr, tiling.pages())
                    .arg(choice.hexMm)
                    .arg(kMaxPages);
        return {};
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setPageLayout(QPageLayout(QPageSize(tiling.paper == Paper::A3 ? QPageSize::A3 : QPageSize::A4),
                                  tiling.landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
                                  QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter));
    pdf.setResolution(kDotsPerInch);
    pdf.setTitle(title);
    pdf.setCreator(BoardPdf::tr("Eylau: the board printed at %1 mm a hex").arg(choice.hexMm));
    const double dotsPerMm = kDotsPerInch / 25.4;
    const double unitsPerMm = scene.layout().hexHeight() / choice.hexMm;
    const QRectF board = scene.sceneRect();
    const bool gridWasShown = scene.gridShown();
    scene.setGridShown(false);
    const QPainterPath grid = scene.gridPath();
    QPainter painter(&pdf);
    for (int row = 0; row < tiling.rows; ++row)
        for (int column = 0; column < tiling.columns; ++column) {
            if (row > 0 || column > 0) pdf.newPage();
            const QRectF tile = tiling.tile(row, column);
            const QRectF source(board.topLeft() + tile.topLeft() * unitsPerMm, tile.size() * unitsPerMm);
            const QRectF target(tiling.windowMm.topLeft() * dotsPerMm, tiling.windowMm.size() * dotsPerMm);
            paintTile(scene, painter, target, source, grid, kGridMm * unitsPerMm);
            const PageMarks marks{tiling, dotsPerMm, row, column};
            marks.cropMarks(painter);
            marks.overlapLines(painter);
            marks.footer(painter, title, choice.hexMm);
        }
    painter.end();
    scene.setGridShown(gridWasShown);
    return bytes;
}

}  // namespace eylau::mapexport
