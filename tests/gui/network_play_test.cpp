// Playing a remote opponent in the window (docs/playing.md, "Playing a remote opponent"): the
// Game menu's Host, Join and Leave; two windows in one process, over loopback TCP, each acting for
// its own side only (the other side's commands come from the other window), undo asking the
// opponent to take the move back (and his answer), the chat
// and the status bar; the computer playing each window's side through the network game. Play by
// e-mail is turn_file_play_test.cpp.
#include "controllers/turn_controller.h"
#include "play_test_support.h"

#include "controllers/network_controller.h"
#include "controllers/takeback_controller.h"
#include "controllers/turn_file_controller.h"
#include "panes/chat_panel.h"
#include "controllers/computer_turns.h"
#include "network_game.h"
#include "peer_link.h"
#include "translations.h"
#include "startup/scenario_lookup.h"
#include "text/game_text.h"

#include "eylau/ai/player.h"
#include "eylau/record/game_session.h"
#include "eylau/io/text_file.h"
#include "eylau/record/record_chain.h"
#include "eylau/rules/game_state.h"
#include "support/remote_pair.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>

namespace eylau::game {
namespace {

using namespace std::chrono_literals;

QAction* menuAction(MainWindow& window, const QString& menu, const QString& text) {
    for (QAction* top : window.menuBar()->actions()) {
        if (!top->menu() || top->text().remove(QLatin1Char('&')) != menu) continue;
        for (QAction* a : top->menu()->actions())
            if (a->text().remove(QLatin1Char('&')).startsWith(text)) return a;
    }
    return nullptr;
}

TEST(NetworkPlayTest, TheMenusOfferHostJoinLeaveAndTurnFiles) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    EXPECT_EQ(menuAction(*window, QStringLiteral("Game"), QStringLiteral("Host Network Game")), window->network().hostAction());
    EXPECT_EQ(menuAction(*window, QStringLiteral("Game"), QStringLiteral("Join Network Game")), window->network().joinAction());
    EXPECT_EQ(menuAction(*window, QStringLiteral("Game"), QStringLiteral("Leave Network Game")), window->network().leaveAction());
    EXPECT_EQ(menuAction(*window, QStringLiteral("File"), QStringLiteral("Send Turn")), window->turnFiles().sendTurnAction());
    EXPECT_EQ(menuAction(*window, QStringLiteral("File"), QStringLiteral("Open Turn")), window->turnFiles().openTurnAction());
    EXPECT_TRUE(window->network().hostAction()->isEnabled());
    EXPECT_FALSE(window->network().leaveAction()->isEnabled());
    EXPECT_FALSE(window->network().chatDock()->isVisible());
    EXPECT_TRUE(window->network().status().isEmpty());
}

// Two windows, the French hosting and the Allies joining, in one game.
struct TwoWindows {
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> host, guest;

    explicit TwoWindows(const Scenario& scenario, const Seats& hostSeats = {}, const Seats& guestSeats = {}) {
        host = test::playWindow(scenario, test::seeded());
        guest = test::playWindow(scenario, test::seeded());
        for (MainWindow* w : {host.get(), guest.get()}) {
            w->network().setSaveFolder(dir.path());
            w->computer().setPace(0ms);
            w->computer().setWork(ai::WorkBudget{10});
        }
        host->setSeats(hostSeats);
        guest->setSeats(guestSeats);
        NetworkStart hosting;
        hosting.side = Side::French;
        hosting.address = QStringLiteral("127.0.0.1");
        hosting.port = 0;  // any free port
        hosting.name = QStringLiteral("Anne");
        EXPECT_EQ(host->network().start(hosting), QString());
        NetworkStart joining;
        joining.host = false;
        joining.side = Side::Allied;
        joining.address = QStringLiteral("127.0.0.1");
        joining.port = host->network().game() ? host->network().game()->port() : 0;
        joining.name = QStringLiteral("Boris");
        joining.code = host->network().game() && host->network().game()->joinCode()
                           ? QString::fromStdString(host->network().game()->joinCode()->text())
                           : QString();
        EXPECT_EQ(guest->network().start(joining), QString());
    }
    bool synced() const {
        return host->network().game() && guest->network().game() && host->network().game()->remote().isSynced() &&
               guest->network().game()->remote().isSynced();
    }
    std::size_t commands(const MainWindow& w) const { return w.document().session().record().lines.size(); }
};

TEST(NetworkPlayTest, EachWindowActsForItsOwnSideOnly) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    TwoWindows two(*scenario);
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.synced(); }, 10000));
    MainWindow& host = *two.host;
    MainWindow& guest = *two.guest;
    // The guest took the host's game: a new game with shared dice, Anne's name in its record.
    EXPECT_TRUE(guest.document().session().options().sharedDice);
    EXPECT_EQ(guest.document().session().record(), host.document().session().record());
    EXPECT_EQ(guest.document().session().record().names.at("french"), "Anne");
    EXPECT_TRUE(host.network().status().startsWith(QStringLiteral("Network: connected to Boris (Allied) at 127.0.0.1:")))
        << host.network().status().toStdString();
    EXPECT_TRUE(host.network().status().contains(QStringLiteral("you play the French")));
    EXPECT_TRUE(guest.network().status().contains(QStringLiteral("you play the Allies")));
    EXPECT_TRUE(host.network().chatDock()->isVisible());
    EXPECT_TRUE(host.network().leaveAction()->isEnabled());

    // The French move first: the Allied window may not act for them.
    EXPECT_TRUE(guest.turns().endPhase().has_value());
    EXPECT_EQ(two.commands(host), 0u);
    auto french = ai::makePlayer(ai::Level::Greedy, 3);
    const std::optional<Command> move = french->next(host.game());
    ASSERT_TRUE(move);
    ASSERT_TRUE(host.document().apply(*move).ok());
    EXPECT_EQ(two.commands(host), 1u);
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.commands(guest) == 1; }, 5000));
    EXPECT_EQ(guest.document().session().record(), host.document().session().record());
    // Undo asks the opponent to take it back (the French moved it); the Allies have nothing to ask.
    EXPECT_TRUE(host.turns().undoAction()->isEnabled());
    EXPECT_FALSE(guest.turns().undoAction()->isEnabled());

    // A chat line from one window reaches the other's Network dock.
    host.network().chatPanel()->input()->setText(QStringLiteral("Bonne chance, Boris"));
    QTest::keyClick(host.network().chatPanel()->input(), Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.network().chatPanel()->text().contains(QStringLiteral("Bonne chance, Boris")); }, 5000));
    EXPECT_TRUE(guest.network().chatPanel()->text().contains(QStringLiteral("Anne (French): Bonne chance, Boris")))
        << guest.network().chatPanel()->text().toStdString();

    // The host leaves: its game stays open, no longer routed; the guest waits to reconnect.
    ASSERT_TRUE(host.network().leave(false));
    EXPECT_EQ(host.network().game(), nullptr);
    EXPECT_FALSE(host.document().isRouted());
    EXPECT_EQ(two.commands(host), 1u);
    EXPECT_FALSE(host.network().leaveAction()->isEnabled());
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.network().status().contains(QStringLiteral("connection lost")); }, 5000))
        << guest.network().status().toStdString();
    EXPECT_FALSE(guest.computer().personMayAct());
}

TEST(NetworkPlayTest, TheComputerPlaysEachWindowsSideThroughTheNetworkGame) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    Seats french, allied;
    french.set(Side::French, ai::Level::Quick);
    allied.set(Side::Allied, ai::Level::Quick);
    TwoWindows two(*scenario, french, allied);
    QSignalSpy hostProblems(&two.host->computer(), &ComputerTurns::problem);
    QSignalSpy guestProblems(&two.guest->computer(), &ComputerTurns::problem);
    // On until both sides have rolled the dice together a few times (combats over the network).
    const auto rolls = [&](const MainWindow& w) {
        const auto& lines = w.document().session().record().lines;
        return std::count_if(lines.begin(), lines.end(), [](const RecordLine& l) { return l.reveal.has_value(); });
    };
    ASSERT_TRUE(QTest::qWaitFor([&] { return (rolls(*two.host) >= 3 && two.commands(*two.guest) == two.commands(*two.host)) ||
                                             !hostProblems.isEmpty() || !guestProblems.isEmpty(); },
                                60000))
        << two.commands(*two.host) << " commands, " << rolls(*two.host) << " rolls";
    EXPECT_TRUE(hostProblems.isEmpty()) << hostProblems.value(0).value(0).toString().toStdString();
    EXPECT_TRUE(guestProblems.isEmpty()) << guestProblems.value(0).value(0).toString().toStdString();
    // Each window's document is its network game's record, command for command (the document
    // adds who plays its side, the "player" lines).
    ASSERT_TRUE(two.host->network().game() && two.guest->network().game());
    two.host->computer().setPaused(true);
    two.guest->computer().setPaused(true);
    QTest::qWait(200);
    const auto chain = [](const GameSession& s) { return recordChain(s.record()).back(); };
    EXPECT_EQ(chain(two.host->document().session()), chain(two.host->network().game()->remote().session()));
    EXPECT_EQ(chain(two.guest->document().session()), chain(two.guest->network().game()->remote().session()));
    EXPECT_EQ(chain(two.host->document().session()), chain(two.guest->document().session()));
    EXPECT_EQ(two.host->document().session().state(), two.guest->document().session().state());
    // The dice's commitments are in each Network dock, for the players to compare.
    EXPECT_TRUE(two.guest->network().chatPanel()->text().contains(QStringLiteral("French commitment")));
    EXPECT_FALSE(two.guest->network().chatPanel()->text().contains(QStringLiteral("Refused")));
}

// A host that plays the same side does not stop the game: the guest says why, does not knock
// again, and keeps its game for a join on the right side.
TEST(NetworkPlayTest, AHostOfTheSameSideIsToldAndTheGuestStopsKnocking) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    const JoinCode code = *JoinCode::read("K7QM-3XTA-P9RD-W2HE");
    net::PeerLink impostor;
    impostor.setKey(*linkKeyFor(code));
    ASSERT_TRUE(impostor.listen(QHostAddress::LocalHost, 0));
    QSignalSpy up(&impostor, &net::PeerLink::linkUp);
    auto window = test::playWindow(*scenario, test::seeded());
    window->network().setSaveFolder(dir.path());
    NetworkStart joining;
    joining.host = false;
    joining.side = Side::Allied;
    joining.address = QStringLiteral("127.0.0.1");
    joining.port = impostor.listeningPort();
    joining.code = QStringLiteral("k7qm 3xta p9rd w2he");
    ASSERT_EQ(window->network().start(joining), QString());
    ASSERT_TRUE(QTest::qWaitFor([&] { return up.size() == 1; }, 5000));
    impostor.send("hello 2 allied none");
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return window->network().game()->linkState() == net::NetworkGame::LinkState::SentAway; }, 5000));
    EXPECT_TRUE(window->network().chatPanel()->text().contains(QStringLiteral("Not joined: both programs play the Allies")))
        << window->network().chatPanel()->text().toStdString();
    EXPECT_TRUE(window->network().status().contains(QStringLiteral("not joined"))) << window->network().status().toStdString();
    EXPECT_FALSE(window->network().game()->remote().isStopped());
    QTest::qWait(300);
    EXPECT_EQ(up.size(), 1);  // no second knock
    EXPECT_EQ(window->findChild<QMessageBox*>(), nullptr);
}

// A stranger at the host's door is named in the Network dock; the game goes on unharmed.
TEST(NetworkPlayTest, AStrangerAtTheDoorIsNamedAndTheGameGoesOn) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    TwoWindows two(*scenario);
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.synced(); }, 10000));
    QTcpSocket stranger;
    stranger.connectToHost(QHostAddress::LocalHost, two.host->network().game()->port());
    ASSERT_TRUE(stranger.waitForConnected(5000));
    stranger.write(net::frame("hello 2 allied none"));
    const QString expected = QStringLiteral("A connection from 127.0.0.1:%1 without the invitation was refused").arg(stranger.localPort());
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.host->network().chatPanel()->text().contains(expected); }, 5000))
        << two.host->network().chatPanel()->text().toStdString();
    EXPECT_TRUE(two.synced());
    auto french = ai::makePlayer(ai::Level::Greedy, 3);
    const std::optional<Command> move = french->next(two.host->game());
    ASSERT_TRUE(move);
    ASSERT_TRUE(two.host->document().apply(*move).ok());
    EXPECT_TRUE(QTest::qWaitFor([&] { return two.commands(*two.guest) == 1; }, 5000));
}

// Both names in both titles, the chat and the records; the status bar names the opponent, and a
// lost link's red message clears when the link is back.
TEST(NetworkPlayTest, BothNamesShowAndTheStatusFollowsTheLink) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    TwoWindows two(*scenario);
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.synced(); }, 10000));
    for (MainWindow* w : {two.host.get(), two.guest.get()}) {
        EXPECT_TRUE(w->windowTitle().contains(QStringLiteral("Anne (French) v. Boris (Allied)"))) << w->windowTitle().toStdString();
        EXPECT_EQ(w->document().session().record().names.at("french"), "Anne");
        EXPECT_EQ(w->document().session().record().names.at("allied"), "Boris");
    }
    EXPECT_TRUE(two.guest->network().status().contains(QStringLiteral("connected to Anne (French)")));
    two.guest->network().chatPanel()->input()->setText(QStringLiteral("Bonjour"));
    QTest::keyClick(two.guest->network().chatPanel()->input(), Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.host->network().chatPanel()->text().contains(QStringLiteral("Boris (Allied): Bonjour")); }, 5000))
        << two.host->network().chatPanel()->text().toStdString();
    EXPECT_TRUE(two.guest->network().chatPanel()->text().contains(QStringLiteral("Boris: Bonjour")));
    two.host->network().game()->link().drop(QStringLiteral("a test cut the wire"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.host->statusMessage().contains(QStringLiteral("Connection lost")); }, 5000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.synced(); }, 15000));
    EXPECT_FALSE(two.host->statusMessage().contains(QStringLiteral("Connection lost"))) << two.host->statusMessage().toStdString();
}

// The opponent's program never makes this one read a file: a record from it may name the
// program's own Eylau scenario only.
TEST(NetworkPlayTest, ARemoteRecordMayNameTheBuiltInScenarioOnly) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    const auto eylau = std::make_shared<const Scenario>(*scenario);
    const ScenarioLookup lookup = builtInScenarioLookup(eylau);
    std::string error;
    EXPECT_EQ(lookup("eylau", error), eylau);
    for (const char* name : {"/etc/passwd", "../eylau.json", ":/scenarios/teaching.json", "Eylau ", "grunau", ""}) {
        error.clear();
        EXPECT_EQ(lookup(name, error), nullptr) << name;
        EXPECT_FALSE(error.empty()) << name;
    }
}

}  // namespace
}  // namespace eylau::game

namespace eylau::game {
namespace {

// A network game that stopped is kept: Resume says how to go on, and playing on (the players'
// choice, Game > Host Network Game > Resume > Play On) resumes it from what both agreed on.
TEST(NetworkPlayTest, AStoppedGameIsPlayedOnWhenThePlayersChoose) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    auto window = test::playWindow(*scenario, test::seeded());
    window->network().setSaveFolder(dir.path());
    // The host's save of a game stopped by a differing state.
    test::RemotePair pair;
    pair.french = std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly());
    pair.allied = std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly());
    pair.connect();
    pair.french->receive("state 0 " + std::string(64, 'a'));
    ASSERT_TRUE(pair.french->isStopped());
    pair.french->setJoinCode(*JoinCode::read("K7QM-3XTA-P9RD-W2HE"));
    ASSERT_EQ(saveTextFile(QFile::encodeName(window->network().savePath(true)).toStdString(), pair.french->saveText()),
              std::nullopt);
    NetworkStart resume;
    resume.address = QStringLiteral("127.0.0.1");
    resume.port = 0;
    resume.resume = true;
    const QString refused = window->network().start(resume);
    EXPECT_TRUE(refused.contains(QStringLiteral("Play On"))) << refused.toStdString();
    EXPECT_EQ(window->network().game(), nullptr);
    resume.playOnAfterStop = true;
    ASSERT_EQ(window->network().start(resume), QString());
    ASSERT_NE(window->network().game(), nullptr);
    EXPECT_FALSE(window->network().game()->remote().isStopped());
    EXPECT_EQ(window->network().game()->joinCode(), JoinCode::read("K7QM-3XTA-P9RD-W2HE"));  // the invitation as before
    EXPECT_EQ(window->network().game()->linkState(), net::NetworkGame::LinkState::Listening);
    window->network().leave(false);
}

}  // namespace
}  // namespace eylau::game

namespace eylau::game {
namespace {

// The opponent's takeback question as his window shows it, drawn over the window, to the file an
// environment variable names (EYLAU_TAKEBACK_SHOT; EYLAU_TAKEBACK_SIZE such as 1280x720): the
// picture docs/playing.md describes. Nothing is written when it is not set.
void pictureOfTheQuestion(MainWindow& window, QMessageBox& box) {
    const QString path = qEnvironmentVariable("EYLAU_TAKEBACK_SHOT");
    if (path.isEmpty()) return;
    const QStringList size = qEnvironmentVariable("EYLAU_TAKEBACK_SIZE", QStringLiteral("1600x1000")).split(QLatin1Char('x'));
    window.resize(size.value(0).toInt(), size.value(1).toInt());
    QTest::qWait(300);
    QPixmap shot = window.grab();
    const QPixmap question = box.grab();
    QPainter painter(&shot);
    const QPoint at((window.width() - box.width()) / 2, (window.height() - box.height()) / 3);
    painter.fillRect(QRect(at, box.size()).adjusted(-1, -1, 1, 1), Qt::darkGray);
    painter.drawPixmap(at, question);
    painter.end();
    EXPECT_TRUE(shot.save(path)) << path.toStdString();
}

// The French give `n` moves from the host's window, as the computer chooses them, and both
// windows have them.
void hostMoves(TwoWindows& two, std::size_t n) {
    auto french = ai::makePlayer(ai::Level::Greedy, 3);
    while (two.commands(*two.host) < n) {
        const std::optional<Command> move = french->next(two.host->game());
        ASSERT_TRUE(move);
        ASSERT_TRUE(std::holds_alternative<MoveCommand>(*move)) << formatCommand(*move);
        ASSERT_TRUE(two.host->document().apply(*move).ok());
        ASSERT_TRUE(QTest::qWaitFor([&] { return two.commands(*two.guest) == two.commands(*two.host); }, 5000));
    }
}

// Taking back by consent (docs/playing.md, "Taking back moves in a network game"): the French ask,
// the Allied window shows the question beside the map, naming the moves; accepted, both windows
// take them back; declined (asked by Edit > Undo), both keep them.
TEST(NetworkPlayTest, ATakebackIsAskedAnsweredAndBothWindowsFollow) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    const QString lang = qEnvironmentVariable("EYLAU_TAKEBACK_LANG");
    if (!lang.isEmpty()) i18n::installTranslators(lang);
    TwoWindows two(*scenario);
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.synced(); }, 10000));
    MainWindow& host = *two.host;
    MainWindow& guest = *two.guest;
    hostMoves(two, 2);
    const GameRecord afterTwo = host.document().session().record();
    TakebackController& asker = host.network().takeback();
    ASSERT_TRUE(asker.askAction()->isEnabled());
    EXPECT_FALSE(guest.network().takeback().askAction()->isEnabled());
    asker.askAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.network().takeback().question() != nullptr; }, 5000));
    QMessageBox* box = guest.network().takeback().question();
    EXPECT_TRUE(box->isVisible());
    EXPECT_FALSE(box->isModal());  // the window stays free: the map can be looked at first
    if (lang.isEmpty()) {
        EXPECT_TRUE(box->text().startsWith(QStringLiteral("Anne (French) asks to take back 2 moves since the last die roll: ")))
            << box->text().toStdString();
        EXPECT_TRUE(host.statusMessage().contains(QStringLiteral("waiting for the answer"))) << host.statusMessage().toStdString();
        EXPECT_TRUE(host.network().waitText().contains(QStringLiteral("Waiting for your opponent's answer")));
    }
    for (const RecordLine& line : afterTwo.lines) EXPECT_TRUE(box->text().contains(commandText(line.command)));
    EXPECT_FALSE(host.turns().undoAction()->isEnabled());  // one question at a time
    EXPECT_FALSE(host.computer().personMayAct());          // no one plays while it is open
    pictureOfTheQuestion(guest, *box);
    auto* accept = box->findChild<QPushButton*>(QStringLiteral("acceptTakeback"));
    ASSERT_NE(accept, nullptr);
    accept->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.commands(host) == 0 && two.commands(guest) == 0; }, 5000));
    EXPECT_EQ(host.document().session().record(), guest.document().session().record());
    EXPECT_EQ(host.document().session().state(), guest.document().session().state());
    EXPECT_EQ(host.document().session().state(), host.network().game()->remote().session().state());
    EXPECT_EQ(guest.network().takeback().question(), nullptr);
    if (lang.isEmpty()) {
        EXPECT_TRUE(host.network().chatPanel()->text().contains(QStringLiteral("Boris (Allied) agreed: 2 moves of yours taken back.")))
            << host.network().chatPanel()->text().toStdString();
        EXPECT_TRUE(guest.network().chatPanel()->text().contains(QStringLiteral("You agreed: 2 moves of Anne (French) taken back.")))
            << guest.network().chatPanel()->text().toStdString();
    }

    // Edit > Undo asks for the last move; declined, it stands on both sides.
    hostMoves(two, 1);
    const GameRecord afterOne = host.document().session().record();
    ASSERT_TRUE(host.turns().undoAction()->isEnabled());
    host.turns().undoAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.network().takeback().question() != nullptr; }, 5000));
    guest.network().takeback().question()->findChild<QPushButton*>(QStringLiteral("declineTakeback"))->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !host.network().game()->remote().isTakebackOpen(); }, 5000));
    EXPECT_EQ(host.document().session().record(), afterOne);
    EXPECT_EQ(guest.document().session().record().lines, afterOne.lines);
    if (lang.isEmpty()) {
        EXPECT_TRUE(host.network().chatPanel()->text().contains(QStringLiteral("Boris (Allied) declined: your 1 move stands.")))
            << host.network().chatPanel()->text().toStdString();
    }
    EXPECT_TRUE(host.computer().personMayAct());
    if (!lang.isEmpty()) i18n::removeTranslators();
}

}  // namespace
}  // namespace eylau::game
