#pragma once
// The luck report on screen (eylau/reports/luck_report.h): a paragraph for the end-of-game
// dialog, and Game > Luck Report, a table of every attack's roll against its column's
// expectation with each side's total by Game-Turn.
#include <QDialog>
#include <QString>

#include <cstddef>

class QTableWidget;

namespace eylau {
struct LuckReport;
}

namespace eylau::game {

// "The dice favoured the French by 3.2 Victory Points ..." with the luckiest and unluckiest rolls.
QString luckSummaryHtml(const LuckReport& report);

class LuckDialog : public QDialog {
    Q_OBJECT
public:
    // The attacks whose die was rolled by the record's first `lines` commands.
    LuckDialog(const LuckReport& report, std::size_t lines, QWidget* parent = nullptr);
    QTableWidget* attacks() const { return attacks_; }
    QTableWidget* turns() const { return turns_; }

private:
    QTableWidget* attacks_;
    QTableWidget* turns_;
};

}  // namespace eylau::game
