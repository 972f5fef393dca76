#include "panes/scrolled_label.h"

#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace eylau::game {

QLabel* addScrolledLabel(QWidget* panel) {
    auto* layout = new QVBoxLayout(panel);
    auto* scroll = new QScrollArea(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* label = new QLabel(scroll);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setMargin(6);
    scroll->setWidget(label);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    return label;
}

}  // namespace eylau::game
