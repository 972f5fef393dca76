#pragma once
// The Network dock of a game against a remote opponent (docs/playing.md, "Playing a remote
// opponent"): a read-only log of the chat, the connection's events and the messages the engine
// refused, newest at the bottom, and a line to write to the opponent. It only shows and forwards.
#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace eylau::game {

class ChatPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChatPanel(QWidget* parent = nullptr);

    // A chat line, from the opponent or from this side ("Anne: good luck").
    void addChat(const QString& who, const QString& text);
    // A connection event, a refusal or a stop; `problem` shows it in red.
    void addEvent(const QString& text, bool problem);
    // Writing is allowed (a network game is being played).
    void setChatEnabled(bool enabled);
    // Who watches the game (docs/remote-play.md, "Spectators"): "NAME (ADDRESS)" each, listed
    // above the log; none hides the list.
    void setWatchers(const QStringList& watchers);
    QLabel* watchers() const { return watchers_; }

    QPlainTextEdit* log() const { return log_; }
    QLineEdit* input() const { return input_; }
    // The log as plain text (tests).
    QString text() const;
    QSize sizeHint() const override { return {320, 240}; }

signals:
    void sendRequested(const QString& text);

private:
    void append(const QString& html);
    void send();

    QLabel* watchers_;
    QPlainTextEdit* log_;
    QLineEdit* input_;
    QPushButton* send_;
};

}  // namespace eylau::game
