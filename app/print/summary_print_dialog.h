#pragma once
// The turn summary in the program's menus: a dialog that asks what to print (the whole game or
// one Game-Turn), and the three actions a File menu offers - Print Turn Summary, Print Preview
// and Export PDF - each a single call that returns when the user is done.
#include <QDialog>

#include <optional>

class QComboBox;
class QRadioButton;

namespace eylau {
struct GameSummary;
namespace ai {
struct GameAnalysis;
}
}

namespace eylau::print {

class SummaryPrintDialog : public QDialog {
    Q_OBJECT
public:
    // Offers the whole game and each Game-Turn of `summary`; `current` is preselected when given
    // (the Game-Turn being played), the whole game otherwise.
    explicit SummaryPrintDialog(const GameSummary& summary, std::optional<int> current = {}, QWidget* parent = nullptr);

    // The Game-Turn chosen; nullopt for the whole game.
    std::optional<int> turn() const;
    void setTurn(std::optional<int> turn);

private:
    QRadioButton* wholeGame_;
    QRadioButton* oneTurn_;
    QComboBox* turns_;
};

// Each takes the game's analysis, when it has one, for the whole game's last page (analysis_page.h).
// File > Print Turn Summary: what to print, then the print dialog (printer, page size, margins),
// then prints. False when cancelled or when printing failed (a message box says why).
bool printSummaryWithDialog(QWidget* parent, const GameSummary& summary, std::optional<int> current = {},
                            const ai::GameAnalysis* analysis = nullptr);
// File > Print Preview: what to print, then Qt's print preview (which can print from there).
void showPrintPreview(QWidget* parent, const GameSummary& summary, std::optional<int> current = {},
                      const ai::GameAnalysis* analysis = nullptr);
// File > Export PDF: what to print and where, then writes the PDF (A4, or US Letter where the
// system's locale measures in inches). False when cancelled or failed (a message box says why).
bool exportSummaryPdfWithDialog(QWidget* parent, const GameSummary& summary, std::optional<int> current = {},
                                const ai::GameAnalysis* analysis = nullptr);

}  // namespace eylau::print
