#pragma once
// Taking back moves by consent in a network game (docs/playing.md, "Taking back a move in a
// network game"; docs/remote-play.md, "Taking back moves"), one part of the window's network
// play: Edit > Undo and Game > Ask to Take Back Moves Since the Last Roll ask the opponent
// instead of undoing here; his question shows in a box that does not block the window, with
// Accept and Decline; when both agree, the window's game takes the same moves back (through the
// engine's undo, as the network game did). The engine decides what may be asked and refuses the
// rest; this only shows and forwards.
#include "keys/menu_place.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

class QAction;
class QMessageBox;
class QWidget;

namespace eylau {
struct RemoteNotice;
struct RecordLine;
}  // namespace eylau

namespace eylau::net {
class NetworkGame;
}

namespace eylau::game {

class ActionRegistry;
class GameDocument;
class PlayHost;

class TakebackController : public QObject {
    Q_OBJECT
public:
    // What the network play around it gives: the network game in progress (or nullptr), the
    // opponent as the window names him, a line for the Network panel, and the window's game made
    // again from a record (should it ever not follow).
    struct Hooks {
        std::function<net::NetworkGame*()> network;
        std::function<QString()> opponentName;
        std::function<void(const QString& text, bool problem)> addEvent;
        std::function<bool(const std::string& recordText)> mirror;
    };
    TakebackController(QWidget& window, PlayHost& host, GameDocument& document, Hooks hooks, ActionRegistry& actions,
                       MenuPlace place);

    // How many of this side's moves it may ask to take back now (0: none, or no network game).
    std::size_t available() const;
    // Asks the opponent to take back this side's last `count` moves (0: all since the last die
    // roll); the status bar says it, or why not.
    void ask(std::size_t count);
    // A takeback notice of the network game (asked, taken back, declined, lapsed).
    void onNotice(const RemoteNotice& notice);
    // Why the window waits on a takeback ("Waiting for your opponent's answer..."), or empty.
    QString waitText() const;
    // The network game ended: the opponent's question, if shown, goes.
    void closeQuestion();

    QAction* askAction() const { return ask_; }
    // The opponent's question as shown, or nullptr (tests).
    QMessageBox* question() const;

private:
    void showQuestion(const RemoteNotice& notice);
    void takeBack(const RemoteNotice& notice);
    void say(const QString& text, bool problem);
    static QString moveList(const std::vector<RecordLine>& lines);

    QWidget& window_;
    PlayHost& host_;
    GameDocument& document_;
    Hooks hooks_;
    QAction* ask_ = nullptr;
    QPointer<QMessageBox> question_;
};

}  // namespace eylau::game
