#pragma once
// The dialog of File > Export Map Image... in the game and the editor (docs/playing.md,
// "Exporting the board"): the format, and for a PNG the pixels per hex with the image's size, for
// a PDF the paper, the hex size and the overlap with the pages it takes. It gathers the choice;
// exportMapWithDialog asks for the file and writes it.
#include "board_export.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QWidget;

namespace eylau::mapview {
class MapScene;
}

namespace eylau::mapexport {

class ExportMapDialog : public QDialog {
    Q_OBJECT
public:
    ExportMapDialog(const mapview::MapScene& scene, QWidget* parent = nullptr);

    BoardExport choice() const;
    void setChoice(const BoardExport& choice);

    // What the dialog says of the result: "2,520 × 2,390 pixels (6.0 million)", "6 pages: A4
    // landscape, 3 columns by 2 rows"; and whether Export may be pressed.
    QString pngSizeText() const;
    QString pagesText() const;
    bool mayExport() const;

private:
    void updateSummary();

    const mapview::MapScene& scene_;
    QRadioButton* png_ = nullptr;
    QRadioButton* svg_ = nullptr;
    QRadioButton* pdf_ = nullptr;
    QWidget* pngBox_ = nullptr;
    QWidget* pdfBox_ = nullptr;
    QSpinBox* pixelsPerHex_ = nullptr;
    QLabel* pngSize_ = nullptr;
    QComboBox* paper_ = nullptr;
    QDoubleSpinBox* hexMm_ = nullptr;
    QDoubleSpinBox* overlapMm_ = nullptr;
    QLabel* pages_ = nullptr;
    QLabel* diagram_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
    QPushButton* export_ = nullptr;
};

// The name offered for the exported map: "NAME-map" beside the document "NAME.ext", or
// `untitled` in the home folder when the document has no file yet.
QString mapFileBeside(const QString& document, const QString& untitled);

// The dialog, then the file's name, then the file written (with a wait cursor); a failure is told
// in a message box. `title` names the map in the file; `suggested` is the file name offered (its
// suffix replaced by the format's).
void exportMapWithDialog(QWidget* parent, mapview::MapScene& scene, const QString& title, const QString& suggested);

}  // namespace eylau::mapexport
