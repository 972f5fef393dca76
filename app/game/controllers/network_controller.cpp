// The network play of the game window (controllers/network_controller.h).
#include "controllers/network_controller.h"

#include "keys/panel_action.h"

#include "controllers/combat_controller.h"
#include "controllers/computer_turns.h"
#include "controllers/play_host.h"
#include "controllers/takeback_controller.h"
#include "dialogs/invitation_dialog.h"
#include "keys/action_registry.h"
#include "panes/chat_panel.h"
#include "panes/link_status.h"
#include "startup/scenario_lookup.h"
#include "text/game_text.h"
#include "shared/app_settings.h"
#include "shared/game_document.h"
#include "shared/lazy_pane.h"

#include "network_game.h"

#include "eylau/record/game_session.h"
#include "eylau/record/shared_dice.h"
#include "eylau/remote/remote_game.h"
#include "eylau/rules/sentences.h"
#include "eylau/scenario/scenario.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QHostAddress>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QStringList>

#include <utility>

namespace eylau::game {

NetworkController::NetworkController(QMainWindow& window, PlayHost& host, GameDocument& document,
                                     ComputerTurns& computer, CombatController& combat,
                                     std::shared_ptr<const Scenario> scenario, QString scenarioFile,
                                     ActionRegistry& actions, MenuPlace place)
    : QObject(&window),
      window_(window),
      host_(host),
      document_(document),
      computer_(computer),
      combat_(combat),
      scenario_(std::move(scenario)),
      scenarioFile_(std::move(scenarioFile)) {
    hostAction_ = new QAction(tr("&Host Network Game\u2026"), this);
    hostAction_->setStatusTip(tr("Start a game that an opponent joins from another computer, or resume the last one"));
    connect(hostAction_, &QAction::triggered, this, [this] { ask(true); });
    joinAction_ = new QAction(tr("&Join Network Game\u2026"), this);
    joinAction_->setStatusTip(tr("Join the game an opponent hosts on another computer"));
    connect(joinAction_, &QAction::triggered, this, [this] { ask(false); });
    invitationAction_ = new QAction(tr("Show &Invitation\u2026"), this);
    invitationAction_->setStatusTip(tr("Show the invitation (address, port and join code) to send your opponent"));
    invitationAction_->setEnabled(false);
    connect(invitationAction_, &QAction::triggered, this, &NetworkController::showInvitation);
    leaveAction_ = new QAction(tr("Leave Net&work Game"), this);
    leaveAction_->setStatusTip(tr("Close the connection; the game stays open and saved, to be resumed later"));
    leaveAction_->setEnabled(false);
    connect(leaveAction_, &QAction::triggered, this, [this] { leave(true); });
    actions.add(QStringLiteral("hostNetwork"), hostAction_, place);
    actions.add(QStringLiteral("joinNetwork"), joinAction_, place);
    actions.add(QStringLiteral("showInvitation"), invitationAction_, place);
    actions.add(QStringLiteral("leaveNetwork"), leaveAction_, place);
    takeback_ = new TakebackController(
        window_, host_, document_,
        {[this] { return network_; }, [this] { return opponentName(); },
         [this](const QString& text, bool problem) { chatPanel()->addEvent(text, problem); },
         [this](const std::string& recordText) { return mirror(recordText); }},
        actions, place);

    chatDock_ = new QDockWidget(tr("Network"), &window_);
    chatDock_->setObjectName(QStringLiteral("networkDock"));
    // Hidden until a network game starts: its panel is made when first shown or written to.
    chat_ = new LazyPane(*chatDock_, [this](QWidget* parent) {
        auto* chat = new ChatPanel(parent);
        connect(chat, &ChatPanel::sendRequested, this, [this, chat](const QString& text) {
            if (!network_) return;
            network_->chat(text);
            chat->addChat(myName_.isEmpty() ? tr("You") : myName_, text);
        });
        return chat;
    });
    chatDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable |
                           QDockWidget::DockWidgetFloatable);
    window_.addDockWidget(Qt::LeftDockWidgetArea, chatDock_);
    chatDock_->hide();
    actions.add(QStringLiteral("networkDockToggle"), panelAction(*chatDock_, this), {MenuId::View, 50});

    label_ = new QLabel(&window_);
    label_->setTextFormat(Qt::PlainText);
    label_->hide();
    window_.statusBar()->addPermanentWidget(label_);
}

NetworkController::~NetworkController() {
    // The network game reports here: it goes first.
    if (network_) {
        network_->disconnect(this);
        delete std::exchange(network_, nullptr);
    }
}

ChatPanel* NetworkController::chatPanel() const { return chat_->as<ChatPanel>(); }

bool NetworkController::opponentActs() const {
    return network_ && !network_->remote().isMyTurn() && !document_.game().gameOver();
}

bool NetworkController::playsHere(Side side) const { return network_ && network_->mySide() == side; }

QString NetworkController::savePath(bool host) const {
    if (saveFolder_.isEmpty()) return networkSaveFilePath(host);
    return QDir(saveFolder_).filePath(QFileInfo(networkSaveFilePath(host)).fileName());
}

void NetworkController::ask(bool host) {
    if (!leave(true) || !host_.maybeSave()) return;
    NetworkDialog dialog(host, savePath(host), &window_);
    if (dialog.exec() != QDialog::Accepted) return;
    dialog.remember();
    NetworkStart start = dialog.choice();
    const QString title = host ? tr("Host Network Game") : tr("Join Network Game");
    if (start.resume) {
        // A game that stopped (proof of cheating, or two games that differ) is kept: the players
        // may play on from what both programs agreed on, or look at it in review.
        QString error;
        const auto saved = net::NetworkGame::resume(savePath(host), builtInScenarioLookup(scenario_), &error);
        if (saved && saved->isStopped()) {
            QMessageBox box(QMessageBox::Warning, title,
                            tr("The last network game stopped: %1").arg(qtext(saved->stopReason())), QMessageBox::Cancel,
                            &window_);
            box.setInformativeText(tr("Play on from the %n command(s) both programs agreed on (the opponent's program "
                                      "must agree again), or review the game as it was saved.",
                                      nullptr, saved->hasGame() ? int(saved->session().record().lines.size()) : 0));
            QPushButton* playOn = box.addButton(tr("&Play On"), QMessageBox::AcceptRole);
            QPushButton* review = box.addButton(tr("&Review"), QMessageBox::ActionRole);
            box.exec();
            if (box.clickedButton() == review && saved->hasGame()) {
                if (mirror(saved->session().recordText())) host_.reviewFrom(0);
                return;
            }
            if (box.clickedButton() != playOn) return;
            start.playOnAfterStop = true;
        }
    }
    const QString error = this->start(start);
    if (!error.isEmpty()) {
        QMessageBox::warning(&window_, title, error);
        return;
    }
    if (host) showInvitation();
}

void NetworkController::showInvitation() {
    if (!network_ || !network_->isHost() || !network_->joinCode()) return;
    QPointer<net::NetworkGame> network = network_;
    auto* dialog = new InvitationDialog(
        qtext(network_->joinCode()->text()), invitationAddresses(listenAddress_),
        [network](const QString& address) { return network ? network->invitation(address) : QString(); },
        network_->port(), &window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    followRouter(dialog);
    dialog->open();
}

void NetworkController::followRouter(InvitationDialog* dialog) {
    if (!network_) return;
    // What the router says, now and as it answers (it may take a few seconds).
    const QPointer<net::NetworkGame> network = network_;
    const auto router = [network, dialog] {
        if (!network) return;
        const net::PortForwarder& forwarder = network->forwarder();
        if (forwarder.state() == net::PortForwarder::State::Off) return;
        const auto& mapping = forwarder.mapping();
        dialog->setRouter(forwarder.describe(), mapping ? qtext(mapping->externalAddress) : QString());
    };
    router();
    connect(network_, &net::NetworkGame::routerChanged, dialog, router);
}

QString NetworkController::start(const NetworkStart& start) {
    if (!scenarioFile_.isEmpty())
        return tr("A network game is played on the Eylau scenario: start Eylau on its own scenario (without a "
                  "scenario file) to host or join one.");
    end();
    if (host_.isReviewing()) host_.closeReview();
    const ScenarioLookup lookup = builtInScenarioLookup(scenario_);
    const QString saveFile = savePath(start.host);
    std::unique_ptr<RemoteGame> remote;
    if (start.resume) {
        QString error;
        remote = net::NetworkGame::resume(saveFile, lookup, &error);
        if (!remote) return tr("The last network game could not be resumed: %1").arg(error);
        if (start.host && !remote->hasGame()) return tr("The last network game has no game to resume: host a new one.");
        if (remote->isStopped() && start.playOnAfterStop) remote->playOnAfterStop();
    } else if (start.host) {
        // A new game on the options of the game open (weather, variants), with shared dice.
        GameOptions options = document_.session().options();
        options.seed = QRandomGenerator::global()->generate64() % 1000000000ULL;
        options.scriptedDice.clear();
        options.sharedDice = true;
        auto session = std::make_unique<GameSession>(scenario_, recordNameFor(*scenario_, QString()), options);
        if (!start.name.isEmpty()) session->setNames({{std::string(toString(start.side)), start.name.toStdString()}});
        remote = std::make_unique<RemoteGame>(std::move(session), start.side, lookup);
    } else {
        remote = std::make_unique<RemoteGame>(start.side, lookup);  // it takes the host's game
    }
    if (remote->isStopped())
        return tr("The last network game stopped (%1). Resume it and choose Play On to go on from what both programs "
                  "agreed on, or Review to look at it.")
            .arg(qtext(remote->stopReason()));
    std::optional<JoinCode> code;
    if (!start.host && !start.code.isEmpty()) {
        code = JoinCode::read(start.code.toStdString());
        if (!code) return tr("'%1' is not a join code: it has 16 letters and digits, such as K7QM-3XTA-P9RD-W2HE.").arg(start.code);
    }
    if (!start.host && !code && !remote->joinCode())
        return tr("Joining needs the join code of the host's invitation.");
    const Side mySide = remote->mySide();
    const std::string recordText = remote->hasGame() ? remote->session().recordText() : std::string();
    network_ = new net::NetworkGame(std::move(remote), saveFile, this);
    if (start.host) {
        QString error;
        const QHostAddress address = start.address.isEmpty() ? QHostAddress(QHostAddress::Any) : QHostAddress(start.address);
        network_->setRouterForwarding(start.forwardPort);
        if (address.isNull() || !network_->host(address, start.port, &error)) {
            if (error.isEmpty()) error = tr("'%1' is not an address of this computer").arg(start.address);
            delete std::exchange(network_, nullptr);
            return tr("The game could not be hosted: %1").arg(error);
        }
        listenAddress_ = start.address;
    }
    myName_ = start.name;
    if (!start.name.isEmpty()) network_->setMyName(start.name);
    const std::string named = network_->remote().hasGame() ? network_->remote().session().recordText() : recordText;
    if (!named.empty()) mirror(named);
    connect(network_, &net::NetworkGame::notice, this, &NetworkController::onNotice);
    connect(network_, &net::NetworkGame::linkEvent, this, [this](const QString& text, bool problem) {
        chatPanel()->addEvent(text, problem);
        if (!problem) return;
        problem_ = text;
        host_.showMessage(text, true);
    });
    connect(network_, &net::NetworkGame::stateChanged, this, &NetworkController::showState);
    document_.setRoute([this](const Command& command, const std::string& comment) -> Verdict {
        if (!network_) return refuse("", Say::RemoteNotConnected);
        return network_->play(command, comment);
    });
    computer_.setRemote([this] { return network_ && network_->remote().isMyTurn(); });
    // The opponent's side is played from his program: neither a person here nor the computer.
    Seats seats = computer_.seats();
    seats.set(enemyOf(mySide), std::nullopt);
    host_.setSeats(seats);
    host_.setSeatChoice(enemyOf(mySide), false);

    chatPanel()->setChatEnabled(true);
    chatDock_->show();
    chatDock_->raise();
    window_.resizeDocks({chatDock_}, {chatPanel()->sizeHint().width()}, Qt::Horizontal);
    leaveAction_->setEnabled(true);
    invitationAction_->setEnabled(start.host);
    if (start.host) {
        chatPanel()->addEvent(tr("Hosting a game as %1 on port %2%3: waiting for the opponent to join. The invitation to "
                           "send him: %4")
                            .arg(sideArmy(mySide))
                            .arg(network_->port())
                            .arg(start.address.isEmpty() ? QString() : tr(" of %1").arg(start.address),
                                 network_->invitation(invitationAddresses(start.address).value(0))),
                        false);
    } else {
        chatPanel()->addEvent(tr("Joining the game at %1, port %2, as %3.").arg(start.address).arg(start.port).arg(sideArmy(mySide)),
                        false);
        QString error;
        if (!network_->join(start.address, start.port, code, &error)) {
            end();
            return tr("The game could not be joined: %1").arg(error);
        }
    }
    showState();
    host_.refresh();
    host_.updateTitle();  // this player's name in it from the start
    return {};
}

// The window's game becomes the network game's: the record both programs agree on.
bool NetworkController::mirror(const std::string& recordText) {
    SessionLoad loaded = GameSession::fromText(recordText, tr("the network game").toStdString(),
                                               builtInScenarioLookup(scenario_));
    if (!loaded.ok()) {
        const QString error = QString::fromStdString(loaded.error);
        chatPanel()->addEvent(tr("The network game could not be shown: %1").arg(error), true);
        host_.showMessage(tr("The network game could not be shown: %1").arg(error), true);
        return false;
    }
    host_.replaceGame(std::move(loaded.session));
    return true;
}

void NetworkController::onNotice(const RemoteNotice& notice) {
    if (!network_) return;
    switch (notice.kind) {
    case RemoteNotice::Kind::Applied: {
        // The document follows the network game command for command; should it ever not, it is
        // made again from the network game's record.
        const bool inStep = document_.applyAgreed(notice.index, notice.line);
        if (!inStep) {
            if (network_->remote().hasGame()) mirror(network_->remote().session().recordText());
            chatPanel()->addEvent(tr("The game shown was made again from the network game's record."), true);
            break;
        }
        if (const auto& reveal = notice.line.reveal) {
            // The commitments the secrets answer, for the players to compare with what a check
            // of the record recomputes (docs/remote-play.md).
            chatPanel()->addEvent(tr("The die of command %1 ('%2'): French commitment %3, Allied commitment %4.")
                                .arg(notice.index + 1)
                                .arg(commandText(notice.line.command),
                                     qtext(toHex(commitmentTo(reveal->french)).substr(0, 16)),
                                     qtext(toHex(commitmentTo(reveal->allied)).substr(0, 16))),
                            false);
        }
        if (!notice.ours) {
            host_.showPlayed(tr("%1 (over the network)").arg(opponentName()), notice.line.command, notice.events,
                       !computer_.seats().isComputer(network_->mySide()));
        } else if (notice.line.reveal) {
            // This side's command that rolled: its result now that the dice are known.
            if (std::holds_alternative<AttackCommand>(notice.line.command)) {
                if (!computer_.seats().isComputer(network_->mySide())) combat_.showOutcome(notice.events);
            } else {
                combat_.addOutcome(notice.events);
            }
            if (!notice.events.empty()) host_.showMessage(describe(notice.events.back()), false);
        }
        break;
    }
    case RemoteNotice::Kind::NewGame:
        if (mirror(notice.recordText))
            chatPanel()->addEvent(tr("Playing the host's game (%n command(s) so far).", nullptr,
                               int(document_.session().record().lines.size())),
                            false);
        break;
    case RemoteNotice::Kind::Synced:
        chatPanel()->addEvent(tr("The two programs agree on the game (%n command(s)); play goes on.", nullptr,
                           int(document_.session().record().lines.size())),
                        false);
        // A problem of the link shown in the status bar is over now.
        if (!problem_.isEmpty() && host_.statusMessage() == problem_)
            host_.showMessage(tr("The opponent's program is connected; play goes on."), false);
        problem_.clear();
        host_.refresh();
        break;
    case RemoteNotice::Kind::Chat: chatPanel()->addChat(opponentName(), qtext(notice.text)); break;
    case RemoteNotice::Kind::Dismissed:  // the link's event says it, once the link is let go
    case RemoteNotice::Kind::SentAway: break;
    case RemoteNotice::Kind::TakebackAsked:
    case RemoteNotice::Kind::TakenBack:
    case RemoteNotice::Kind::TakebackDeclined:
    case RemoteNotice::Kind::TakebackLapsed: takeback_->onNotice(notice); break;
    case RemoteNotice::Kind::Named: {
        // The opponent's name joins the record's names (outside the hash chain), here as there.
        auto names = document_.session().record().names;
        names[std::string(toString(enemyOf(network_->mySide())))] = notice.text;
        document_.session().setNames(std::move(names));
        chatPanel()->addEvent(tr("The opponent is %1.").arg(opponentName()), false);
        host_.refresh();
        host_.updateTitle();
        break;
    }
    case RemoteNotice::Kind::Watchers: {
        // Who watches from the host's program (docs/remote-play.md, "Spectators"); the engine
        // refuses a list the guest's program sends the host.
        QStringList watchers;
        for (const std::string& w : notice.watchers) watchers << qtext(w);
        chatPanel()->setWatchers(watchers);
        chatPanel()->addEvent(watchers.isEmpty() ? tr("No one watches the game now.")
                                                 : tr("Watching the game now: %1.").arg(watchers.join(QStringLiteral(", "))),
                              false);
        break;
    }
    case RemoteNotice::Kind::Refused:
        chatPanel()->addEvent(tr("Refused a message from the opponent's program: %1").arg(qtext(notice.text)), true);
        break;
    case RemoteNotice::Kind::Stopped: {
        const QString reason = qtext(notice.text);
        chatPanel()->addEvent(tr("The network game has stopped: %1").arg(reason), true);
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Network Game Stopped"),
                                    tr("The network game cannot go on: %1\n\nThe game stays open, and it is saved.")
                                        .arg(reason),
                                    QMessageBox::Ok, &window_);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        end();
        break;
    }
    }
}

// The opponent as the chat names him: his name, when the record has it, else his side.
QString NetworkController::opponentName() const {
    if (!network_) return {};
    const Side side = enemyOf(network_->mySide());
    const auto& names = document_.session().record().names;
    if (const auto it = names.find(std::string(toString(side))); it != names.end())
        return tr("%1 (%2)").arg(qtext(it->second), sideName(side));
    return sideName(side);
}

QString NetworkController::status() const {
    if (!network_) return {};
    const QString side = sideArmy(network_->mySide());
    const RemoteGame& remote = network_->remote();
    switch (network_->linkState()) {
    case net::NetworkGame::LinkState::Idle: return {};
    case net::NetworkGame::LinkState::Listening:
        return tr("Network: waiting for the opponent on port %1; you play %2").arg(network_->port()).arg(side);
    case net::NetworkGame::LinkState::Connecting:
        return tr("Network: connecting to %1; you play %2").arg(network_->peerName(), side);
    case net::NetworkGame::LinkState::Retrying:
        return tr("Network: connection lost; trying %1 again; you play %2").arg(network_->peerName(), side);
    case net::NetworkGame::LinkState::Left: return tr("Network: the game has stopped");
    case net::NetworkGame::LinkState::SentAway: return tr("Network: not joined (the Network panel says why)");
    case net::NetworkGame::LinkState::Connected: break;
    }
    QString text = tr("Network: connected to %1 at %2; you play %3").arg(opponentName(), network_->peerName(), side);
    if (!remote.isSynced()) text += tr(" (agreeing on the game)");
    else if (remote.isWaitingForPeer()) text += tr(" (rolling the die together)");
    return text;
}

QString NetworkController::waitText() const {
    if (!network_) return {};
    const RemoteGame& remote = network_->remote();
    if (!remote.isConnected()) return tr("The opponent's program is not connected: play goes on when it is.");
    if (!remote.isSynced()) return tr("The two programs are agreeing on the game; play goes on when they have.");
    if (const QString takeback = takeback_->waitText(); !takeback.isEmpty()) return takeback;
    if (remote.isWaitingForPeer())
        return network_->secondsWaited() >= 60
                   ? tr("The die is being rolled with the opponent's program, which has not answered for %1 s.")
                         .arg(network_->secondsWaited())
                   : tr("The die is being rolled with the opponent's program.");
    const auto side = computer_.sideToAct();
    return tr("Waiting for %1: the opponent plays from his program, and his moves appear here as he makes them.")
        .arg(side ? sideArmy(*side) : opponentName());
}

void NetworkController::showState() {
    // Good when the two programs agree, waiting while the link is being made or agreed on, lost
    // when it is lost or refused.
    LinkMood mood = LinkMood::None;
    if (network_) {
        switch (network_->linkState()) {
        case net::NetworkGame::LinkState::Connected:
            mood = network_->remote().isSynced() ? LinkMood::Good : LinkMood::Waiting;
            break;
        case net::NetworkGame::LinkState::Listening:
        case net::NetworkGame::LinkState::Connecting: mood = LinkMood::Waiting; break;
        case net::NetworkGame::LinkState::Retrying:
        case net::NetworkGame::LinkState::SentAway:
        case net::NetworkGame::LinkState::Left: mood = LinkMood::Lost; break;
        case net::NetworkGame::LinkState::Idle: break;
        }
    }
    showLinkStatus(*label_, status(), mood);
    if (!host_.isReviewing()) host_.actorsChanged();
}

bool NetworkController::leave(bool ask) {
    if (!network_) return true;
    if (ask) {
        const auto answer = QMessageBox::question(
            &window_, tr("Leave Network Game"),
            tr("Leave the network game? The game stays open and is saved: host or join again with \"Resume the last "
               "network game\" to play on."),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) return false;
    }
    end();
    chatPanel()->addEvent(tr("You left the network game; it is saved, to be resumed."), false);
    host_.showMessage(tr("You left the network game; it is saved, to be resumed."), false);
    return true;
}

void NetworkController::end() {
    if (!network_) return;
    net::NetworkGame* network = std::exchange(network_, nullptr);
    network->disconnect(this);
    network->leave();
    network->deleteLater();  // it may be reporting to this window right now
    takeback_->closeQuestion();
    document_.setRoute({});
    computer_.setRemote({});
    for (Side side : kSides) host_.setSeatChoice(side, true);
    chatPanel()->setChatEnabled(false);
    leaveAction_->setEnabled(false);
    invitationAction_->setEnabled(false);
    showState();
    host_.refresh();
}

}  // namespace eylau::game
