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
    // `code`: the join code; `addresses`: this computer's, best first (the opponent may need
    // another, which the player may type); `invitationFor`: the line for an address; `port`:
    // the port listened on.
    InvitationDialog(const QString& code, const QStringList& addresses, std::function<QString(const QString&)> invitationFor,
                     quint16 port, QWidget* parent = nullptr);

    QString invitation() const;
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
};

// This computer's addresses for an invitation, best first: those of its interfaces that are up
// and not loopback (IPv4 before IPv6, link-local last); `listenedOn` alone when the host listens
// on one address.
QStringList invitationAddresses(const QString& listenedOn);

}  // namespace eylau::game
