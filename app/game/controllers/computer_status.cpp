#include "controllers/computer_status.h"

#include "controllers/computer_turns.h"
#include "panes/label_fit.h"
#include "text/game_text.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QResizeEvent>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace eylau::game {

ComputerStatus::ComputerStatus(ComputerTurns& computer, QAction* pause, QWidget* parent)
    : QWidget(parent), computer_(computer), label_(new QLabel(this)), bar_(new QProgressBar(this)),
      button_(new QToolButton(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    label_->setTextFormat(Qt::PlainText);
    // On a narrow screen (or in French) the label takes a second line and the button keeps its
    // words, rather than either being cut (issue 40); while the computer thinks, it gives way
    // altogether where it would crowd the bar (fitLabel).
    label_->setWordWrap(true);
    keepHeightFitted(*label_, 1);
    button_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    bar_->setRange(0, 100);
    bar_->setFixedWidth(120);
    bar_->setTextVisible(true);
    button_->setDefaultAction(pause);
    button_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(label_);
    layout->addWidget(bar_);
    layout->addWidget(button_);
    connect(&computer_, &ComputerTurns::thinkingStarted, this, [this](Side side, ai::Level level) {
        thinkingText_ = tr("The computer (%1) is thinking for %2\u2026").arg(levelName(level), sideArmy(side));
        bar_->setToolTip(thinkingText_);
        bar_->setValue(0);
        refresh();
    });
    connect(&computer_, &ComputerTurns::progressed, this,
            [this](double fraction) { bar_->setValue(int(std::lround(fraction * 100.0))); });
    connect(&computer_, &ComputerTurns::stateChanged, this, &ComputerStatus::refresh);
    if (parent) parent->installEventFilter(this);  // and the status bar it is put in (event())
    refresh();
}

void ComputerStatus::refresh() {
    setVisible(computer_.seats().anyComputer());
    bar_->setVisible(computer_.isThinking());
    if (computer_.isThinking()) label_->setText(thinkingText_);
    else if (computer_.isBusy()) label_->setText(tr("The computer is playing\u2026"));
    else if (computer_.isPaused()) label_->setText(tr("The computer is paused."));
    else if (computer_.computersMove()) label_->setText(tr("The computer is about to play."));
    else if (const auto side = computer_.sideToAct())
        label_->setText(computer_.personMayAct() ? tr("Your move (%1).").arg(sideArmy(*side))
                                                 : tr("Waiting for the opponent's program (%1).").arg(sideArmy(*side)));
    else label_->setText(tr("The game is over."));
    fitLabel();
}

void ComputerStatus::fitLabel() {
    const bool shown = !computer_.isThinking() || labelFits();
    if (shown == label_->isHidden()) {
        label_->setVisible(shown);
        updateGeometry();
    }
}

int ComputerStatus::oneLineWidth() const {
    return label_->fontMetrics().horizontalAdvance(label_->text()) + 2 * label_->margin() + 2;
}

// Shown on one line, the label must leave the status bar's other labels (the last message, the hex
// pointed at, the zoom) room for kOthersChars characters: two lines each of what they most often say.
bool ComputerStatus::labelFits() const {
    if (!parentWidget()) return true;
    constexpr int kOthersChars = 90;
    const int ours = oneLineWidth() + bar_->width() + button_->sizeHint().width() + 2 * layout()->spacing();
    return parentWidget()->width() - ours >= kOthersChars * label_->fontMetrics().averageCharWidth();
}

bool ComputerStatus::saysWhoThinks() const { return computer_.isThinking() && !label_->isHidden(); }

QSize ComputerStatus::sizeHint() const {
    QSize hint = QWidget::sizeHint();
    if (!label_->isHidden()) hint.setWidth(hint.width() + std::max(0, oneLineWidth() - label_->sizeHint().width()));
    return hint;
}

// Whether its label is shown, and so the width it asks for, follows the status bar's width:
// watched once it is in one.
bool ComputerStatus::event(QEvent* event) {
    if (event->type() == QEvent::ParentAboutToChange && parentWidget()) parentWidget()->removeEventFilter(this);
    if (event->type() == QEvent::ParentChange && parentWidget()) parentWidget()->installEventFilter(this);
    return QWidget::event(event);
}

bool ComputerStatus::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize) {
        const auto* resize = static_cast<QResizeEvent*>(event);
        if (resize->size().width() != resize->oldSize().width()) fitLabel();
    }
    return QWidget::eventFilter(watched, event);
}

QString ComputerStatus::text() const { return label_->text(); }

int ComputerStatus::progress() const { return bar_->value(); }

}  // namespace eylau::game
