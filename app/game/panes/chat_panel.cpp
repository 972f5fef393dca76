#include "panes/chat_panel.h"

#include "eylau/remote/remote_game.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTextCursor>
#include <QTime>
#include <QVBoxLayout>

namespace eylau::game {

namespace {

constexpr int kMaxLogLines = 2000;

}  // namespace

ChatPanel::ChatPanel(QWidget* parent)
    : QWidget(parent), watchers_(new QLabel(this)), log_(new QPlainTextEdit(this)), input_(new QLineEdit(this)), send_(new QPushButton(tr("Send"), this)) {
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(kMaxLogLines);
    log_->setObjectName(QStringLiteral("chatLog"));
    input_->setObjectName(QStringLiteral("chatInput"));
    input_->setPlaceholderText(tr("Write to the opponent, then press Enter"));
    input_->setMaxLength(int(kMaxChatBytes));
    log_->setAccessibleName(tr("Chat"));
    input_->setAccessibleName(tr("Message to the opponent"));
    input_->setClearButtonEnabled(true);
    auto* row = new QHBoxLayout;
    row->addWidget(input_, 1);
    row->addWidget(send_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    watchers_->setObjectName(QStringLiteral("watchers"));
    watchers_->setTextFormat(Qt::PlainText);
    watchers_->setWordWrap(true);
    watchers_->hide();
    layout->addWidget(watchers_);
    layout->addWidget(log_, 1);
    layout->addLayout(row);
    connect(input_, &QLineEdit::returnPressed, this, &ChatPanel::send);
    connect(send_, &QPushButton::clicked, this, &ChatPanel::send);
    setChatEnabled(false);
}

void ChatPanel::send() {
    const QString text = input_->text().trimmed();
    if (text.isEmpty() || !input_->isEnabled()) return;
    input_->clear();
    emit sendRequested(text);
}

void ChatPanel::setChatEnabled(bool enabled) {
    input_->setEnabled(enabled);
    send_->setEnabled(enabled);
}

void ChatPanel::setWatchers(const QStringList& watchers) {
    watchers_->setVisible(!watchers.isEmpty());
    watchers_->setText(tr("Watching (%n): %1", nullptr, int(watchers.size())).arg(watchers.join(QStringLiteral(", "))));
}

void ChatPanel::addChat(const QString& who, const QString& text) {
    append(QStringLiteral("<b>%1:</b> %2").arg(who.toHtmlEscaped(), text.toHtmlEscaped()));
}

void ChatPanel::addEvent(const QString& text, bool problem) {
    const QString time = QTime::currentTime().toString(QStringLiteral("HH:mm"));
    append(problem ? QStringLiteral("<span style=\"color:#b00020\">%1 %2</span>").arg(time, text.toHtmlEscaped())
                   : QStringLiteral("<span style=\"color:#555555\"><i>%1 %2</i></span>").arg(time, text.toHtmlEscaped()));
}

void ChatPanel::append(const QString& html) {
    // The newest line stays in view, unless the reader has scrolled back to an older one.
    const QScrollBar* bar = log_->verticalScrollBar();
    const bool follow = bar->value() >= bar->maximum();
    log_->appendHtml(html);
    if (!follow) return;
    log_->moveCursor(QTextCursor::End);
    log_->ensureCursorVisible();
}

QString ChatPanel::text() const { return log_->toPlainText(); }

}  // namespace eylau::game
