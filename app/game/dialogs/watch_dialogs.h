#pragma once
// The spectator's dialog of watching a game (docs/playing.md, "Watching a game"): Game > Watch a
// Game..., which takes the host's invitation to watch and a name. (The host's invitation to watch
// is the invitation dialog's, InvitationDialog::Kind::Watch.) It only asks.
#include <QDialog>
#include <QString>
#include <QStringList>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace eylau::game {

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
