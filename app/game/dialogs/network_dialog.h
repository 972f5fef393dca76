#pragma once
// Game > Host Network Game... and Join Network Game... (docs/playing.md, "Playing a remote
// opponent"): the side this player takes, where to listen (the host: an interface of this
// computer and a port) or whom to join (the guest: the host's address, port and join code, or
// his whole invitation pasted), the player's name, and whether to resume the last network game
// from its save rather than start anew.
#ifndef Q_MOC_RUN
#include "eylau/scenario/order_of_battle.h"
#endif

#include <QDialog>
#include <QString>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace eylau::game {

// How to start playing over the network: from the dialog, or from the command line.
struct NetworkStart {
    bool host = true;
    Side side = Side::French;       // ignored when resuming: the save says
    QString address;                // the host: the interface ("" = every one); the guest: the host's
    quint16 port = 18070;
    QString name;                   // the player's, for the record and the chat
    QString code;                   // the guest: the invitation's join code (empty when resuming: the saved one)
    bool resume = false;            // resume the last network game (its save) rather than start anew
    bool playOnAfterStop = false;   // resuming a game that stopped: the players chose to play on
    bool forwardPort = true;        // the host: ask the router to forward the port (UPnP, NAT-PMP)
};

class NetworkDialog : public QDialog {
    Q_OBJECT
public:
    // `savedGame`: the save "resume" would read (offered only when it exists).
    NetworkDialog(bool host, const QString& savedGame, QWidget* parent = nullptr);

    NetworkStart choice() const;
    // Remembers what was chosen, for the next time (QSettings).
    void remember() const;

    QComboBox* sideBox() const { return side_; }
    QComboBox* interfaceBox() const { return interface_; }
    QLineEdit* addressEdit() const { return address_; }
    QSpinBox* portBox() const { return port_; }
    QLineEdit* nameEdit() const { return name_; }
    QLineEdit* codeEdit() const { return code_; }
    QCheckBox* resumeBox() const { return resume_; }

private:
    void fillInterfaces();
    void update();

    bool host_;
    QComboBox* side_;
    QComboBox* interface_ = nullptr;  // the host
    QLineEdit* address_ = nullptr;    // the guest
    QLineEdit* code_ = nullptr;       // the guest
    QLabel* codeProblem_ = nullptr;   // the guest: what is wrong with the code typed
    QSpinBox* port_;
    QLineEdit* name_;
    QCheckBox* resume_;
    QCheckBox* forward_ = nullptr;  // the host: ask the router to forward the port
};

}  // namespace eylau::game
