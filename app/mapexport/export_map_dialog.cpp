#include "export_map_dialog.h"

#include "board_pictures.h"

#include "map_scene.h"

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFont>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace eylau::mapexport {
namespace {

constexpr double kMinHexMm = 8.0;
constexpr double kMaxHexMm = 40.0;
constexpr double kMaxOverlapMm = 30.0;
constexpr int kDiagramWidth = 220;
constexpr int kDiagramHeight = 130;

// The pages laid over the board, small: where each page's window falls, and the board on them.
QPixmap tilingPicture(const BoardTiling& tiling, qreal devicePixelRatio) {
    const double stepX = tiling.windowMm.width() - tiling.overlapMm;
    const double stepY = tiling.windowMm.height() - tiling.overlapMm;
    const QSizeF all(tiling.columns * stepX + tiling.overlapMm, tiling.rows * stepY + tiling.overlapMm);
    const double scale = std::min((kDiagramWidth - 4) / all.width(), (kDiagramHeight - 4) / all.height());
    QPixmap pixmap(QSize(kDiagramWidth, kDiagramHeight) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate((kDiagramWidth - all.width() * scale) / 2.0, (kDiagramHeight - all.height() * scale) / 2.0);
    p.scale(scale, scale);
    const QRectF first = tiling.tile(0, 0);
    const QPointF origin = -first.topLeft();  // the board's top left, from the first window's
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(214, 226, 200));
    p.drawRect(QRectF(origin, tiling.boardMm));
    QPen line(QColor(60, 60, 60), 0);
    line.setCosmetic(true);
    p.setPen(line);
    p.setBrush(Qt::NoBrush);
    for (int r = 0; r < tiling.rows; ++r)
        for (int c = 0; c < tiling.columns; ++c) p.drawRect(tiling.tile(r, c).translated(origin));
    // Each page's label, where there is room for it.
    const double labelMm = 9.0 / scale;  // 9 pixels high
    if (labelMm * 3.0 < std::min(tiling.windowMm.width(), tiling.windowMm.height())) {
        QFont font;
        font.setPixelSize(9);
        const double k = 1.0 / scale;
        for (int r = 0; r < tiling.rows; ++r)
            for (int c = 0; c < tiling.columns; ++c) {
                const QPointF centre = tiling.tile(r, c).translated(origin).center();
                p.save();
                p.translate(centre);
                p.scale(k, k);
                p.setFont(font);
                p.drawText(QRectF(-20, -6, 40, 12), Qt::AlignCenter, BoardTiling::label(r, c));
                p.restore();
            }
    }
    return pixmap;
}

}  // namespace

ExportMapDialog::ExportMapDialog(const mapview::MapScene& scene, QWidget* parent) : QDialog(parent), scene_(scene) {
    setWindowTitle(tr("Export Map Image"));
    auto* layout = new QVBoxLayout(this);
    // As large as its contents, whatever they say: a wrapped label's height depends on its width,
    // which the dialog's first size did not allow for (the page diagram was cut).
    layout->setSizeConstraint(QLayout::SetFixedSize);

    auto* format = new QGroupBox(tr("Format"), this);
    auto* formatLayout = new QVBoxLayout(format);
    png_ = new QRadioButton(tr("&PNG image, at a chosen size"), format);
    svg_ = new QRadioButton(tr("&SVG drawing of the whole map"), format);
    pdf_ = new QRadioButton(tr("P&DF to print at the board's scale, on pages to tape together"), format);
    auto* group = new QButtonGroup(this);
    for (QRadioButton* b : {png_, svg_, pdf_}) {
        group->addButton(b);
        formatLayout->addWidget(b);
    }
    layout->addWidget(format);

    auto* pngBox = new QGroupBox(tr("PNG image"), this);
    pngBox_ = pngBox;
    auto* pngForm = new QFormLayout(pngBox);
    pixelsPerHex_ = new QSpinBox(pngBox);
    pixelsPerHex_->setRange(kMinPixelsPerHex, kMaxPixelsPerHex);
    pixelsPerHex_->setSingleStep(10);
    pixelsPerHex_->setSuffix(tr(" px"));
    pixelsPerHex_->setValue(kDefaultPixelsPerHex);
    pngForm->addRow(tr("&Hex size (across the flats):"), pixelsPerHex_);
    pngSize_ = new QLabel(pngBox);
    pngSize_->setWordWrap(true);
    pngForm->addRow(tr("Image:"), pngSize_);
    layout->addWidget(pngBox);

    auto* pdfBox = new QGroupBox(tr("PDF at print scale"), this);
    pdfBox_ = pdfBox;
    auto* pdfForm = new QFormLayout(pdfBox);
    paper_ = new QComboBox(pdfBox);
    paper_->addItem(tr("A4 (210 × 297 mm)"), int(Paper::A4));
    paper_->addItem(tr("A3 (297 × 420 mm)"), int(Paper::A3));
    pdfForm->addRow(tr("Pape&r:"), paper_);
    // A length in millimetres, from `low` to `high` by `step`.
    const auto millimetres = [&](double low, double high, double step, double value, const QString& tip) {
        auto* box = new QDoubleSpinBox(pdfBox);
        box->setRange(low, high);
        box->setDecimals(step < 1.0 ? 1 : 0);
        box->setSingleStep(step);
        box->setSuffix(tr(" mm"));
        box->setValue(value);
        box->setToolTip(tip);
        return box;
    };
    hexMm_ = millimetres(kMinHexMm, kMaxHexMm, 0.5, kSpiHexMm,
                         tr("SPI printed its maps with hexes of 5/8 inch (16 mm) across the flats"));
    pdfForm->addRow(tr("Hex si&ze (across the flats):"), hexMm_);
    overlapMm_ = millimetres(0.0, kMaxOverlapMm, 1.0, kDefaultOverlapMm,
                             tr("The strip of map printed on both of two neighbouring pages, to lay one over the other"));
    pdfForm->addRow(tr("&Overlap between pages:"), overlapMm_);
    pages_ = new QLabel(pdfBox);
    pages_->setWordWrap(true);
    pdfForm->addRow(tr("Pages:"), pages_);
    diagram_ = new QLabel(pdfBox);
    diagram_->setFixedSize(kDiagramWidth, kDiagramHeight);
    diagram_->setAccessibleName(tr("The pages over the map"));
    pdfForm->addRow(QString(), diagram_);
    layout->addWidget(pdfBox);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    export_ = buttons_->addButton(tr("&Export..."), QDialogButtonBox::AcceptRole);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons_);

    pdf_->setChecked(true);
    for (QRadioButton* b : {png_, svg_, pdf_}) connect(b, &QRadioButton::toggled, this, &ExportMapDialog::updateSummary);
    connect(pixelsPerHex_, &QSpinBox::valueChanged, this, &ExportMapDialog::updateSummary);
    connect(paper_, &QComboBox::currentIndexChanged, this, &ExportMapDialog::updateSummary);
    connect(hexMm_, &QDoubleSpinBox::valueChanged, this, &ExportMapDialog::updateSummary);
    connect(overlapMm_, &QDoubleSpinBox::valueChanged, this, &ExportMapDialog::updateSummary);
    updateSummary();
}

BoardExport ExportMapDialog::choice() const {
    BoardExport c;
    c.format = png_->isChecked() ? BoardFormat::Png : svg_->isChecked() ? BoardFormat::Svg : BoardFormat::Pdf;
    c.pixelsPerHex = pixelsPerHex_->value();
    c.print.paper = Paper(paper_->currentData().toInt());
    c.print.hexMm = hexMm_->value();
    c.print.overlapMm = overlapMm_->value();
    return c;
}

void ExportMapDialog::setChoice(const BoardExport& c) {
    (c.format == BoardFormat::Png ? png_ : c.format == BoardFormat::Svg ? svg_ : pdf_)->setChecked(true);
    pixelsPerHex_->setValue(c.pixelsPerHex);
    paper_->setCurrentIndex(paper_->findData(int(c.print.paper)));
    hexMm_->setValue(c.print.hexMm);
    overlapMm_->setValue(c.print.overlapMm);
}

QString ExportMapDialog::pngSizeText() const { return pngSize_->text(); }
QString ExportMapDialog::pagesText() const { return pages_->text(); }
bool ExportMapDialog::mayExport() const { return export_->isEnabled(); }

void ExportMapDialog::updateSummary() {
    const BoardExport c = choice();
    pngBox_->setEnabled(c.format == BoardFormat::Png);
    pdfBox_->setEnabled(c.format == BoardFormat::Pdf);
    const QLocale locale;

    const QSize size = pngSize(scene_, c.pixelsPerHex);
    const auto refused = pngRefusal(size);
    pngSize_->setText(refused ? *refused
                              : tr("%1 × %2 pixels (%3 million)")
                                    .arg(locale.toString(size.width()), locale.toString(size.height()),
                                         locale.toString(double(size.width()) * size.height() / 1e6, 'f', 1)));

    const BoardTiling tiling = tilingFor(scene_, c.print);
    const QString paper = c.print.paper == Paper::A3 ? QStringLiteral("A3") : QStringLiteral("A4");
    const QString turned = tiling.landscape ? tr("landscape") : tr("portrait");
    QString pages = tr("%n page(s) of %1 %2, %3 across by %4 down. The map is %5 × %6 mm.", nullptr, tiling.pages())
                        .arg(paper, turned)
                        .arg(tiling.columns)
                        .arg(tiling.rows)
                        .arg(locale.toString(tiling.boardMm.width(), 'f', 0), locale.toString(tiling.boardMm.height(), 'f', 0));
    const bool tooMany = tiling.pages() > kMaxPages;
    if (tooMany) pages += QLatin1Char(' ') + tr("That is more than %1 pages: choose smaller hexes.").arg(kMaxPages);
    pages_->setText(pages);
    diagram_->setPixmap(tooMany ? QPixmap() : tilingPicture(tiling, devicePixelRatioF()));

    const bool ok = c.format == BoardFormat::Svg || (c.format == BoardFormat::Png && !refused) ||
                    (c.format == BoardFormat::Pdf && !tooMany);
    export_->setEnabled(ok);
}

QString mapFileBeside(const QString& document, const QString& untitled) {
    if (document.isEmpty() || document.startsWith(QLatin1String(":/"))) return QDir::home().filePath(untitled);
    const QFileInfo file(document);
    return file.dir().filePath(file.completeBaseName() + QStringLiteral("-map"));
}

void exportMapWithDialog(QWidget* parent, mapview::MapScene& scene, const QString& title, const QString& suggested) {
    ExportMapDialog dialog(scene, parent);
    if (dialog.exec() != QDialog::Accepted) return;
    const BoardExport choice = dialog.choice();
    const QString suffix = choice.format == BoardFormat::Png   ? QStringLiteral("png")
                           : choice.format == BoardFormat::Svg ? QStringLiteral("svg")
                                                               : QStringLiteral("pdf");
    const QString filter = choice.format == BoardFormat::Png   ? ExportMapDialog::tr("PNG images (*.png)")
                           : choice.format == BoardFormat::Svg ? ExportMapDialog::tr("SVG drawings (*.svg)")
                                                               : ExportMapDialog::tr("PDF documents (*.pdf)");
    const QFileInfo offered(suggested);
    QString path = QFileDialog::getSaveFileName(
        parent, ExportMapDialog::tr("Export Map Image"),
        offered.dir().filePath(offered.completeBaseName() + QLatin1Char('.') + suffix), filter);
    if (path.isEmpty()) return;
    if (formatOfFile(path) != choice.format) path += QLatin1Char('.') + suffix;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto error = exportBoard(scene, choice, path, title);
    QApplication::restoreOverrideCursor();
    if (error) QMessageBox::warning(parent, ExportMapDialog::tr("Export Map Image"), *error);
}

}  // namespace eylau::mapexport
