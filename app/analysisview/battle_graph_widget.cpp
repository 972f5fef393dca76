#include "battle_graph_widget.h"

#include "analysis_words.h"
#include "battle_graph.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace eylau::analysisview {

BattleGraphWidget::BattleGraphWidget(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("battleGraph"));
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("The graph of the battle"));
    setToolTip(tr("The computer's evaluation of each Player-Turn; click a Player-Turn to go to its start"));
}

void BattleGraphWidget::setAnalysis(const ai::GameAnalysis* analysis) {
    if (analysis) analysis_ = *analysis;
    else analysis_.reset();
    highlighted_.reset();
    update();
}

void BattleGraphWidget::setReviewPosition(std::size_t position) {
    highlighted_ = analysis_ ? turnAtPosition(*analysis_, position) : std::nullopt;
    setAccessibleDescription(analysis_ && highlighted_ ? turnLine(analysis_->turns[*highlighted_]) : QString());
    update();
}

BattleGraphStyle BattleGraphWidget::graphStyle() const {
    BattleGraphStyle s;
    s.font = font();
    s.font.setPointSizeF(font().pointSizeF() * 0.85);
    s.line = 2.0;
    s.thin = 1.0;
    s.marker = 4.0;
    s.highlighted = highlighted_;
    s.ink = palette().color(QPalette::WindowText);
    s.paper = palette().color(QPalette::Base);
    return s;
}

QPointF BattleGraphWidget::turnPoint(std::size_t index) const {
    if (!analysis_ || index >= analysis_->turns.size()) return {};
    const BattleGraphFrame f = battleGraphFrame(QRectF(rect()), *analysis_, graphStyle());
    return {f.x(double(index) + 0.5), f.y(analysis_->turns[index].after)};
}

std::optional<std::size_t> BattleGraphWidget::turnAt(QPointF point) const {
    return analysis_ ? battleGraphTurnAt(QRectF(rect()), *analysis_, graphStyle(), point) : std::nullopt;
}

QSize BattleGraphWidget::sizeHint() const { return {fontMetrics().averageCharWidth() * 90, fontMetrics().height() * 7}; }

QSize BattleGraphWidget::minimumSizeHint() const {
    return {fontMetrics().averageCharWidth() * 40, fontMetrics().height() * 6};
}

void BattleGraphWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    if (!analysis_) return;
    paintBattleGraph(painter, QRectF(rect()), *analysis_, graphStyle());
    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DotLine));
        painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    }
}

bool BattleGraphWidget::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip && analysis_) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const auto turn = turnAt(help->pos())) {
            QToolTip::showText(help->globalPos(), turnDescription(analysis_->turns[*turn]), this);
            return true;
        }
    }
    return QWidget::event(event);
}

void BattleGraphWidget::choose(std::size_t index) {
    if (!analysis_ || index >= analysis_->turns.size()) return;
    highlighted_ = index;
    update();
    emit positionRequested(analysis_->turns[index].start);
}

void BattleGraphWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton)
        if (const auto turn = turnAt(event->position())) {
            choose(*turn);
            return;
        }
    QWidget::mousePressEvent(event);
}

void BattleGraphWidget::keyPressEvent(QKeyEvent* event) {
    if (analysis_ && !analysis_->turns.empty() && event->modifiers() == Qt::NoModifier &&
        (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right)) {
        const std::size_t last = analysis_->turns.size() - 1;
        std::size_t next = 0;
        if (highlighted_)
            next = event->key() == Qt::Key_Left ? (*highlighted_ > 0 ? *highlighted_ - 1 : 0) : std::min(*highlighted_ + 1, last);
        choose(next);
        return;
    }
    QWidget::keyPressEvent(event);
}

}  // namespace eylau::analysisview
