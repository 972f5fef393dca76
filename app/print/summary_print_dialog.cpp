#include "summary_print_dialog.h"

#include "summary_printer.h"
#include "summary_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace eylau::print {

SummaryPrintDialog::SummaryPrintDialog(const GameSummary& summary, std::optional<int> current, QWidget* parent)
    : QDialog(parent),
      wholeGame_(new QRadioButton(tr("The &whole game: cover, every Game-Turn, losses by division"))),
      oneTurn_(new QRadioButton(tr("One &Game-Turn, with its map:"))),
      turns_(new QComboBox) {
    setWindowTitle(tr("Turn Summary"));
    for (const GameTurnSummary& t : summary.turns) turns_->addItem(gameTurnTitle(t), t.turn);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Print which part of the game?")));
    layout->addWidget(wholeGame_);
    layout->addWidget(oneTurn_);
    layout->addWidget(turns_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(oneTurn_, &QRadioButton::toggled, turns_, &QWidget::setEnabled);
    connect(turns_, &QComboBox::activated, this, [this] { oneTurn_->setChecked(true); });
    oneTurn_->setEnabled(turns_->count() > 0);
    buttons->button(QDialogButtonBox::Ok)->setEnabled(turns_->count() > 0);
    setTurn(current);
}

std::optional<int> SummaryPrintDialog::turn() const {
    if (!oneTurn_->isChecked() || turns_->currentIndex() < 0) return std::nullopt;
    return turns_->currentData().toInt();
}

void SummaryPrintDialog::setTurn(std::optional<int> turn) {
    const int index = turn ? turns_->findData(*turn) : -1;
    if (index >= 0) turns_->setCurrentIndex(index);
    (index >= 0 ? oneTurn_ : wholeGame_)->setChecked(true);
    turns_->setEnabled(index >= 0);
}

namespace {

// Asks what to print; nullopt when cancelled, else the Game-Turn (or nullopt inside: the game).
std::optional<std::optional<int>> choosePart(QWidget* parent, const GameSummary& summary, std::optional<int> current) {
    SummaryPrintDialog dialog(summary, current, parent);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return dialog.turn();
}

void complain(QWidget* parent, const QString& message) {
    QMessageBox::warning(parent, SummaryPrintDialog::tr("Turn Summary"),
                         SummaryPrintDialog::tr("The turn summary was not printed: %1.").arg(message));
}

}  // namespace

bool printSummaryWithDialog(QWidget* parent, const GameSummary& summary, std::optional<int> current,
                            const ai::GameAnalysis* analysis) {
    const auto part = choosePart(parent, summary, current);
    if (!part) return false;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(summaryTitle(summary, *part));
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() != QDialog::Accepted) return false;
    QString error;
    if (printSummary(printer, summary, *part, &error, analysis)) return true;
    complain(parent, error);
    return false;
}

void showPrintPreview(QWidget* parent, const GameSummary& summary, std::optional<int> current,
                      const ai::GameAnalysis* analysis) {
    const auto part = choosePart(parent, summary, current);
    if (!part) return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(summaryTitle(summary, *part));
    QPrintPreviewDialog preview(&printer, parent);
    preview.setWindowTitle(summaryTitle(summary, *part));
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
                     [&summary, analysis, turn = *part](QPrinter* p) { printSummary(*p, summary, turn, nullptr, analysis); });
    preview.exec();
}

bool exportSummaryPdfWithDialog(QWidget* parent, const GameSummary& summary, std::optional<int> current,
                                const ai::GameAnalysis* analysis) {
    const auto part = choosePart(parent, summary, current);
    if (!part) return false;
    const QString suggested =
        *part ? SummaryPrintDialog::tr("eylau-turn-%1.pdf").arg(**part) : SummaryPrintDialog::tr("eylau-summary.pdf");
    const QString path = QFileDialog::getSaveFileName(parent, SummaryPrintDialog::tr("Export Turn Summary as PDF"),
                                                      suggested, SummaryPrintDialog::tr("PDF files (*.pdf)"));
    if (path.isEmpty()) return false;
    const bool letter = QLocale::system().measurementSystem() != QLocale::MetricSystem;
    QString error;
    if (writeSummaryPdf(summary, path, *part, &error, defaultPageLayout(letter ? QPageSize::Letter : QPageSize::A4),
                        analysis))
        return true;
    complain(parent, error);
    return false;
}

}  // namespace eylau::print
