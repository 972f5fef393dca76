#pragma once
// The graph of the battle on screen (battle_graph.h), compact enough for the review bar: the
// Player-Turn of the position reviewed shaded, a tooltip telling each Player-Turn in words, and
// a click (or Left and Right with the focus) asking to go to a Player-Turn's start.
#include <QWidget>

#include <cstddef>
#include <optional>

#include "eylau/ai/game_analysis.h"

namespace eylau::analysisview {

struct BattleGraphStyle;

class BattleGraphWidget : public QWidget {
    Q_OBJECT
public:
    explicit BattleGraphWidget(QWidget* parent = nullptr);

    // A copy is kept; nullptr: none (the widget shows nothing to click).
    void setAnalysis(const ai::GameAnalysis* analysis);
    bool hasAnalysis() const { return analysis_.has_value(); }
    // The review's position: the Player-Turn holding it is shaded.
    void setReviewPosition(std::size_t position);
    std::optional<std::size_t> highlightedTurn() const { return highlighted_; }

    // Where Player-Turn `index`'s marker is drawn, in the widget's coordinates (for tests and
    // for the tooltip's place).
    QPointF turnPoint(std::size_t index) const;
    // The turn under `point`, as a click there would choose.
    std::optional<std::size_t> turnAt(QPointF point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // Go to this record position: the start of the Player-Turn clicked.
    void positionRequested(std::size_t position);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    BattleGraphStyle graphStyle() const;
    void choose(std::size_t index);

    std::optional<ai::GameAnalysis> analysis_;
    std::optional<std::size_t> highlighted_;
};

}  // namespace eylau::analysisview
