#include "panes/status_line.h"

#include "panes/label_fit.h"
#include "text/case_links.h"

#include <QLabel>
#include <QStatusBar>

namespace eylau::game {

StatusLine::StatusLine(QStatusBar& bar) : QObject(&bar) {
    messageLabel_ = new QLabel(&bar);
    followCaseLinks(messageLabel_);  // a refusal's case opens the Rules Reference
    messageLabel_->setMinimumWidth(50);
    // A long message (a refusal in French) takes a second line rather than being cut (issue 40).
    messageLabel_->setWordWrap(true);
    keepHeightFitted(*messageLabel_, 1);
    hexLabel_ = new QLabel(&bar);
    hexLabel_->setTextFormat(Qt::PlainText);
    hexLabel_->setMinimumWidth(50);
    // So does the hex pointed at, when the computer's part of the bar leaves it little room.
    hexLabel_->setWordWrap(true);
    keepHeightFitted(*hexLabel_, 1);
    zoomLabel_ = new QLabel(&bar);
    bar.addWidget(messageLabel_, 3);
    bar.addWidget(hexLabel_, 2);
    bar.addPermanentWidget(zoomLabel_);
    clearHex();
}

void StatusLine::showMessage(const QString& text, bool problem) {
    message_ = text;
    // A problem is marked by a sign as well as by colour, for players who cannot tell red apart.
    const QString shown = plainWithCaseLinks(messageLabel_, text);
    messageLabel_->setText(problem ? QStringLiteral("\u26a0 ") + shown : shown);
    messageLabel_->setToolTip(text);
    messageLabel_->setStyleSheet(problem ? QStringLiteral("QLabel { color: #b00020; font-weight: bold; }") : QString());
}

void StatusLine::showHex(const QString& description) { hexLabel_->setText(description); }

void StatusLine::clearHex() { hexLabel_->setText(tr("Point at a hex to see its terrain and units.")); }

void StatusLine::showZoom(int percent) { zoomLabel_->setText(tr("Zoom %1%").arg(percent)); }

}  // namespace eylau::game
