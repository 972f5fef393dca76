#pragma once
// The game window's status bar: the last message (a hint, a result, or a refusal marked as a
// problem, whose case numbers open the Rules Reference), the hex pointed at, and the zoom.
#include <QObject>
#include <QString>

class QLabel;
class QStatusBar;

namespace eylau::game {

class StatusLine : public QObject {
    Q_OBJECT
public:
    // Its labels go into `bar`.
    explicit StatusLine(QStatusBar& bar);

    // The message, in red with a warning sign when `problem`; the last one shown, as plain text.
    void showMessage(const QString& text, bool problem);
    QString message() const { return message_; }
    // The hex pointed at, described; none.
    void showHex(const QString& description);
    void clearHex();
    // The zoom, 100% being the whole map fitted to the window.
    void showZoom(int percent);

private:
    QLabel* messageLabel_ = nullptr;
    QLabel* hexLabel_ = nullptr;
    QLabel* zoomLabel_ = nullptr;
    QString message_;
};

}  // namespace eylau::game
