#pragma once
// The invitation a host gives his opponent (docs/playing.md, "Playing a remote opponent";
// docs/remote-play.md, "Who can join"): the join code, large enough to read aloud, and one line
// to copy with the address the opponent reaches this computer at, the port and the code. Shown
// when hosting begins, and again from Game > Show Invitation. It only shows: the code and the
// line come from the network game.
#include <QDialog>
#include <QString>
#include <QStringList>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace eylau::game {

class InvitationDialog : public QDialog {
    Q_OBJECT
public:
    // The opponent's invitation, to play; or the spectators', to watch (docs/playing.md,
    // "Watching a game"): the same address and port, another code.
    enum class Kind { Play, Watch };

    // `code`: the join code (or the watch code); `addresses`: this computer's, best first (the
    // opponent may need another, which the player may type); `invitationFor`: the line for an
    // address; `port`: the port listened on.
    InvitationDialog(const QString& code, const QStringList& addresses, std::function<QString(const QString&)> invitationFor,
                     quint16 port, QWidget* parent = nullptr, Kind kind = Kind::Play);

    QString invitation() const;
    // What the router did with the port (docs/remote-play.md, "Playing through a home router"):
    // `sentence` in the player's words; `outsideAddress` the router's, when it forwards the port:
    // it becomes the first address and is chosen, unless the player typed another.
    void setRouter(const QString& sentence, const QString& outsideAddress);
    QLabel* routerLabel() const { return note_; }
    QLabel* codeLabel() const { return code_; }
    QComboBox* addressBox() const { return address_; }
    QPushButton* copyButton() const { return copy_; }

private:
    void update();

    std::function<QString(const QString&)> invitationFor_;
    QLabel* code_;
    QComboBox* address_;
    QLineEdit* line_;
    QPushButton* copy_;
    QLabel* note_;
    QString outside_;  // the router's outside address, once known
};

// This computer's addresses for an invitation, best first: those of its interfaces that are up
// and not loopback: global IPv6 (reached from the internet with no forwarding), then IPv4, then
// IPv6 on the local network only (unique local, fc00::/7), link-local last; `listenedOn` alone
// when the host listens on one address.
QStringList invitationAddresses(const QString& listenedOn);

}  // namespace eylau::game
