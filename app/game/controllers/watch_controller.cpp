// Watching a live game in the game window (controllers/watch_controller.h).
#include "controllers/watch_controller.h"

#include "controllers/computer_turns.h"
#include "controllers/network_controller.h"
#include "controllers/play_host.h"
#include "controllers/review_controller.h"
#include "dialogs/invitation_dialog.h"
#include "dialogs/watch_dialogs.h"
#include "keys/action_registry.h"
#include "panes/chat_panel.h"
#include "panes/link_status.h"
#include "shared/game_document.h"
#include "startup/scenario_lookup.h"
#include "text/game_text.h"

#include "network_game.h"
#include "spectator_hub.h"
#include "watching_game.h"

#include "eylau/record/game_session.h"
#include "eylau/remote/invitation.h"
#include "eylau/remote/watched_game.h"
#include "eylau/rules/refusal.h"
#include "eylau/rules/sentences.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

#include <utility>

namespace eylau::game {

WatchController::WatchController(QMainWindow& window, PlayHost& host, GameDocument& document, ComputerTurns& computer,
                                 NetworkController& network, ReviewController& reviews,
                                 std::shared_ptr<const Scenario> scenario, QString scenarioFile, ActionRegistry& actions,
                                 MenuPlace place)
    : QObject(&window), window_(window), host_(host), document_(document), computer_(computer), network_(network),
      reviews_(reviews), scenario_(std::move(scenario)), scenarioFile_(std::move(scenarioFile)) {
    inviteAction_ = new QAction(tr("Invite &Spectators\u2026"), this);
    inviteAction_->setStatusTip(tr("Give an invitation to watch the network game you host: spectators follow it and "
                                   "can never play"));
    connect(inviteAction_, &QAction::triggered, this, [this] {
        const QString error = inviteSpectators(true);
        if (!error.isEmpty()) QMessageBox::information(&window_, tr("Invite Spectators"), error);
    });
    watchAction_ = new QAction(tr("W&atch a Game\u2026"), this);
    watchAction_->setStatusTip(tr("Follow a network game others play, from an invitation to watch"));
    connect(watchAction_, &QAction::triggered, this, &WatchController::ask);
    stopAction_ = new QAction(tr("Stop Wa&tching"), this);
    stopAction_->setStatusTip(tr("Stop following the game watched; it stays open as a game of its own"));
    // Shown in Watch a Game's place while watching.
    stopAction_->setEnabled(false);
    stopAction_->setVisible(false);
    connect(stopAction_, &QAction::triggered, this, [this] {
        stopWatching();
        event(tr("You stopped watching; the game watched stays open as a game of its own."), false);
    });
    actions.add(QStringLiteral("inviteSpectators"), inviteAction_, place);
    actions.add(QStringLiteral("watchGame"), watchAction_, place);
    actions.add(QStringLiteral("stopWatching"), stopAction_, place);

    label_ = new QLabel(&window_);
    label_->setTextFormat(Qt::PlainText);
    label_->hide();
    window_.statusBar()->addPermanentWidget(label_);
    // Anything else that closes the review (a new game, a game opened, a network game) ends the watching.
    connect(&reviews_, &ReviewController::closed, this, [this] {
        if (watching_ && !mirroring_) stopWatching();
    });
}

WatchController::~WatchController() {
    if (watching_) {
        watching_->disconnect(this);
        delete std::exchange(watching_, nullptr);
    }
}

void WatchController::event(const QString& text, bool problem) {
    network_.chatPanel()->addEvent(text, problem);
    if (problem) host_.showMessage(text, true);
}

// ---- the host --------------------------------------------------------------------------------

net::SpectatorHub* WatchController::spectators() const { return hub_; }

QString WatchController::inviteSpectators(bool show) {
    net::NetworkGame* game = network_.game();
    if (!game || !game->isHost())
        return tr("Spectators watch a network game hosted from this program: host one first (Game > Host Network "
                  "Game...), then invite them.");
    if (!hub_ || hub_->parent() != game) {
        hub_ = new net::SpectatorHub(*game);
        connect(hub_, &net::SpectatorHub::event, this, [this](const QString& text, bool problem) {
            network_.chatPanel()->addEvent(text, problem);
        });
        connect(hub_, &net::SpectatorHub::watchersChanged, this, [this] {
            if (hub_) network_.chatPanel()->setWatchers(hub_->describedWatchers());
        });
        connect(hub_, &QObject::destroyed, this, [this] { network_.chatPanel()->setWatchers({}); });
    }
    QString error;
    if (!hub_->open(&error)) return tr("Spectators cannot be invited: %1").arg(error);
    if (!show) return {};
    const QPointer<net::SpectatorHub> hub = hub_;
    auto* dialog = new InvitationDialog(
        qtext(hub_->watchCode()->text()), invitationAddresses(network_.listenAddress()),
        [hub](const QString& address) { return hub ? hub->invitation(address) : QString(); }, game->port(), &window_,
        InvitationDialog::Kind::Watch);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    network_.followRouter(dialog);  // spectators on the internet come through the router's forwarding too
    dialog->open();
    return {};
}

// ---- the spectator ---------------------------------------------------------------------------

void WatchController::ask() {
    WatchDialog dialog(&window_);
    if (dialog.exec() != QDialog::Accepted) return;
    dialog.remember();
    const QString error = watch(dialog.invitation(), dialog.name());
    if (!error.isEmpty()) QMessageBox::warning(&window_, tr("Watch a Game"), error);
}

QString WatchController::watch(const QString& line, const QString& name) {
    if (!scenarioFile_.isEmpty())
        return tr("A network game is played on the Eylau scenario: start Eylau on its own scenario (without a "
                  "scenario file) to watch one.");
    std::string problem;
    const std::optional<Invitation> invitation = readInvitation(line.toStdString(), &problem);
    if (!invitation) return tr("The invitation cannot be read: %1").arg(qtext(problem));
    if (!invitation->watch)
        return tr("This is a player's invitation, which lets its holder play, not watch: ask the host for an "
                  "invitation to watch (it ends in ?watch).");
    if (!network_.leave(true) || !host_.maybeSave()) return tr("The game in progress was kept; nothing is watched.");
    stopWatching();
    auto* watching = new net::WatchingGame(builtInScenarioLookup(scenario_), this);
    if (!name.isEmpty()) watching->setMyName(name);
    connect(watching, &net::WatchingGame::notice, this, &WatchController::onNotice);
    connect(watching, &net::WatchingGame::linkEvent, this, &WatchController::event);
    connect(watching, &net::WatchingGame::stateChanged, this, &WatchController::showState);
    QString error;
    if (!watching->watch(*invitation, &error)) {
        delete watching;
        return tr("The game cannot be watched: %1").arg(error);
    }
    watching_ = watching;
    // Nothing is played from this window: every command is refused, the computer plays no side.
    document_.setRoute([](const Command&, const std::string&) -> Verdict { return refuse("", Say::RemoteSpectator); });
    computer_.setRemote([] { return false; });
    host_.setSeats(Seats{});
    for (Side side : kSides) host_.setSeatChoice(side, false);
    stopAction_->setEnabled(true);
    stopAction_->setVisible(true);
    watchAction_->setVisible(false);
    network_.chatPanel()->setChatEnabled(false);
    network_.chatPanel()->setWatchers({});
    network_.chatDock()->show();
    network_.chatDock()->raise();
    event(tr("Watching the game at %1, port %2: waiting for the host's record.")
              .arg(qtext(invitation->host))
              .arg(invitation->port),
          false);
    showState();
    return {};
}

void WatchController::stopWatching() {
    if (!watching_) return;
    net::WatchingGame* watching = std::exchange(watching_, nullptr);
    watching->disconnect(this);
    watching->leave();
    watching->deleteLater();  // it may be reporting to this window right now
    reviews_.setWatching(false);
    document_.setRoute({});
    computer_.setRemote({});
    for (Side side : kSides) host_.setSeatChoice(side, true);
    stopAction_->setEnabled(false);
    stopAction_->setVisible(false);
    watchAction_->setVisible(true);
    showState();
    host_.refresh();
}

// The window's game becomes the copy watched.
bool WatchController::mirror(const std::string& recordText) {
    SessionLoad loaded = GameSession::fromText(recordText, tr("the game watched").toStdString(),
                                               builtInScenarioLookup(scenario_));
    if (!loaded.ok()) {
        event(tr("The game watched could not be shown: %1").arg(QString::fromStdString(loaded.error)), true);
        return false;
    }
    mirroring_ = true;
    host_.replaceGame(std::move(loaded.session));
    mirroring_ = false;
    return true;
}

void WatchController::onNotice(const WatchNotice& notice) {
    if (!watching_) return;
    switch (notice.kind) {
    case WatchNotice::Kind::Began:
        if (!mirror(notice.recordText)) break;
        reviews_.setWatching(true);
        reviews_.gameGrew();
        event(notice.text.empty()
                  ? tr("Following the game live: %n command(s) so far.", nullptr, int(notice.index))
                  : tr("The host's record was taken again: %1.").arg(qtext(notice.text)),
              false);
        host_.updateTitle();
        break;
    case WatchNotice::Kind::Applied: {
        const bool inStep = document_.applyAgreed(notice.index, notice.line);
        if (!inStep && watching_->watched().hasGame()) mirror(watching_->watched().session().recordText());
        reviews_.gameGrew();
        break;
    }
    case WatchNotice::Kind::Refused:
        event(tr("Refused a message from the host's program: %1").arg(qtext(notice.text)), true);
        break;
    case WatchNotice::Kind::Stopped:
        event(tr("The game can no longer be followed: %1. What was shown stays open.").arg(qtext(notice.text)), true);
        break;
    case WatchNotice::Kind::Named: {
        // A player's name joins the record's names (outside the hash chain), as in the host's.
        auto names = document_.session().record().names;
        names[std::string(toString(notice.side))] = notice.text;
        document_.session().setNames(std::move(names));
        event(tr("%1 plays %2.").arg(qtext(notice.text), sideArmy(notice.side)), false);
        host_.updateTitle();
        break;
    }
    case WatchNotice::Kind::SentAway: break;  // the link's event says it
    }
    showState();
}

QString WatchController::status() const {
    if (!watching_) return {};
    switch (watching_->linkState()) {
    case net::WatchingGame::LinkState::Idle:
    case net::WatchingGame::LinkState::Connecting: return tr("Watching: connecting to %1").arg(watching_->peerName());
    case net::WatchingGame::LinkState::Following:
        return tr("Watching the game at %1, live").arg(watching_->peerName());
    case net::WatchingGame::LinkState::Retrying:
        return tr("Watching: the link was lost; trying %1 again").arg(watching_->peerName());
    case net::WatchingGame::LinkState::Left: return tr("Watching: the game can no longer be followed");
    case net::WatchingGame::LinkState::SentAway: return tr("Watching: refused by the host (the Network panel says why)");
    }
    return {};
}

void WatchController::showState() {
    LinkMood mood = LinkMood::None;
    if (watching_) {
        switch (watching_->linkState()) {
        case net::WatchingGame::LinkState::Following: mood = LinkMood::Good; break;
        case net::WatchingGame::LinkState::Idle:
        case net::WatchingGame::LinkState::Connecting: mood = LinkMood::Waiting; break;
        case net::WatchingGame::LinkState::Retrying:
        case net::WatchingGame::LinkState::Left:
        case net::WatchingGame::LinkState::SentAway: mood = LinkMood::Lost; break;
        }
    }
    showLinkStatus(*label_, status(), mood);
}

}  // namespace eylau::game
