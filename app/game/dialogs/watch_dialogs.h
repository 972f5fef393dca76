#pragma once
// The dialogs of watching a game (docs/playing.md, "Watching a game"): the host's invitation to
// watch (Game > Invite Spectators...), one line to copy that lets its holder follow the game but
// never play it; and the spectator's Game > Watch a Game..., which takes that line and a name.
// They only show and ask: the code and the line come from the spectators' hub.
#include <QDialog>
#include <QString>
#include <QStringList>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace eylau::game {

class WatchInvitationDialog : public QDialog {
    Q_OBJECT
public:
    // `addresses`: this computer's, best first (invitationAddresses); `invitationFor`: the line
    // to watch for an address.
    WatchInvitationDialog(const QString& code, const QStringList& addresses,
                          std::function<QString(const QString&)> invitationFor, QWidget* parent = nullptr);
    QString invitation() const;
    QPushButton* copyButton() const { return copy_; }

private:
    std::function<QString(const QString&)> invitationFor_;
    QComboBox* address_;
    QLineEdit* line_;
    QPushButton* copy_;
};

class WatchDialog : public QDialog {
    Q_OBJECT
public:
    explicit WatchDialog(QWidget* parent = nullptr);
    QString invitation() const;
    QString name() const;
    QLineEdit* invitationEdit() const { return invitation_; }
    // The name typed, kept for the next time (and for the network game's dialog).
    void remember() const;

private:
    void check();

    QLineEdit* invitation_;
    QLineEdit* name_;
    QLabel* problem_;
    QPushButton* ok_;
};

}  // namespace eylau::game
