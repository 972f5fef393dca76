#pragma once
// Each side's summary of a game's analysis (docs/analysis.md): the average cost of its
// Player-Turns, the count of each mark and its worst Player-Turn, one paragraph a side. Shown
// beside the graph in review and wherever a game's end is told.
#include <QWidget>

#include "eylau/ai/game_analysis.h"

class QLabel;

namespace eylau::analysisview {

// "French: 0.8 VP a Player-Turn on average; 2 inaccuracies, 1 mistake, no blunder. Worst: ..."
QString sideSummaryText(const ai::GameAnalysis& analysis, Side side);

class SideSummaryView : public QWidget {
    Q_OBJECT
public:
    // `columns`: the two sides side by side (else one above the other).
    explicit SideSummaryView(bool columns = false, QWidget* parent = nullptr);

    // nullptr: nothing shown.
    void setAnalysis(const ai::GameAnalysis* analysis);
    QString text(Side side) const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

private:
    QLabel* labels_[2];
};

}  // namespace eylau::analysisview
