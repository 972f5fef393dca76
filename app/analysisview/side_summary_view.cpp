#include "side_summary_view.h"

#include "analysis_words.h"

#include <QBoxLayout>
#include <QLabel>

namespace eylau::analysisview {

QString sideSummaryText(const ai::GameAnalysis& analysis, Side side) {
    return SideSummaryView::tr("%1. %2.", "a side's summary, then its worst Player-Turn")
        .arg(sideSummaryLine(side, analysis.summary(side)), worstTurnLine(analysis, side));
}

SideSummaryView::SideSummaryView(bool columns, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("sideSummaries"));
    QBoxLayout* layout = columns ? static_cast<QBoxLayout*>(new QHBoxLayout(this)) : new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(fontMetrics().height() / 3);
    for (QLabel*& label : labels_) {
        label = new QLabel(this);
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(label, 1);
    }
    labels_[0]->setObjectName(QStringLiteral("frenchSummary"));
    labels_[1]->setObjectName(QStringLiteral("alliedSummary"));
    labels_[0]->setAccessibleName(tr("The French side's summary"));
    labels_[1]->setAccessibleName(tr("The Allied side's summary"));
}

void SideSummaryView::setAnalysis(const ai::GameAnalysis* analysis) {
    for (Side side : kSides) labels_[std::size_t(side)]->setText(analysis ? sideSummaryText(*analysis, side) : QString());
    updateGeometry();
}

QString SideSummaryView::text(Side side) const { return labels_[std::size_t(side)]->text(); }

int SideSummaryView::heightForWidth(int width) const { return layout()->totalHeightForWidth(width); }

}  // namespace eylau::analysisview
