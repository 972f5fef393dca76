#pragma once
// Play by e-mail, a feature of the game window (docs/playing.md, "Playing a remote opponent"). File > Send Turn...
// writes the game so far as a turn file (the record, who sent it, its hash chain), signed with the
// player's key (made on first use in the configuration folder, and pinned in the game for his
// side), for the player to send; File > Open Turn... reads the opponent's, has the engine check it
// against the game open (the same game, no line rewritten, every new command legal and his, signed
// by the key pinned for him, or pinned now from his first file), and shows his new commands in
// review from the first. The side this player plays is remembered from then on.
#include "keys/menu_place.h"

#include <QObject>
#include <QString>

// After Qt's headers: moc cannot read the standard library's <concepts> that it brings in first.
#include "eylau/scenario/order_of_battle.h"

#include <memory>
#include <optional>

class QAction;
class QWidget;

namespace eylau {
struct Scenario;
}

namespace eylau::game {

class ActionRegistry;
class GameDocument;
class NetworkController;
class PlayHost;

class TurnFileController : public QObject {
    Q_OBJECT
public:
    // Dialogs open over `window`; the actions go into `actions` at `place`. The game is the
    // document's, on `scenario` (from `scenarioFile`, empty for the embedded Eylau scenario).
    TurnFileController(QWidget& window, PlayHost& host, GameDocument& document, NetworkController& network,
                       std::shared_ptr<const Scenario> scenario, QString scenarioFile, ActionRegistry& actions,
                       MenuPlace place);

    // File > Send Turn writes the game so far for the opponent, as `side`; File > Open Turn checks
    // the opponent's file against this game and shows his new commands in review. Each returns an
    // error message, or an empty string.
    QString sendTurnTo(const QString& path, Side side);
    QString openTurnFile(const QString& path, bool interactive = false);
    // The side this player plays in a game by e-mail, once known; forgotten with a new game.
    std::optional<Side> mailSide() const { return mailSide_; }
    void forgetSide() { mailSide_.reset(); }
    // The file of this player's key that signs his turn files, made on first use; by default
    // "turn-signing-key.pem" in the configuration folder (tests give another).
    QString signingKeyPath() const;
    void setSigningKeyPath(const QString& path) { signingKeyPath_ = path; }
    QAction* sendTurnAction() const { return sendTurn_; }
    QAction* openTurnAction() const { return openTurn_; }

private:
    void sendTurn();
    void openTurn();

    QWidget& window_;
    PlayHost& host_;
    GameDocument& document_;
    NetworkController& network_;
    std::shared_ptr<const Scenario> scenario_;
    QString scenarioFile_;
    QAction* sendTurn_ = nullptr;
    QAction* openTurn_ = nullptr;
    std::optional<Side> mailSide_;
    QString signingKeyPath_;
};

}  // namespace eylau::game
