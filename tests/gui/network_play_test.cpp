// Playing a remote opponent in the window (docs/playing.md, "Playing a remote opponent"): the
// Game menu's Host, Join and Leave; two windows in one process, over loopback TCP, each acting for
// its own side only (the other side's commands come from the other window), undo off, the chat
// and the status bar; the computer playing each window's side through the network game. Play by
// e-mail is turn_file_play_test.cpp.
#include "play_test_support.h"

#include "chat_panel.h"
#include "computer_turns.h"
#include "network_game.h"
#include "peer_link.h"
#include "scenario_lookup.h"

#include "eylau/ai/player.h"
#include "eylau/record/game_session.h"
#include "eylau/record/record_chain.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
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
    EXPECT_EQ(menuAction(*window, QStringLiteral("Game"), QStringLiteral("Host Network Game")), window->hostNetworkAction());
    EXPECT_EQ(menuAction(*window, QStringLiteral("Game"), QStringLiteral("Join Network Game")), window->joinNetworkAction());
    EXPECT_EQ(menuAction(*window, QStringLiteral("Game"), QStringLiteral("Leave Network Game")), window->leaveNetworkAction());
    EXPECT_EQ(menuAction(*window, QStringLiteral("File"), QStringLiteral("Send Turn")), window->sendTurnAction());
    EXPECT_EQ(menuAction(*window, QStringLiteral("File"), QStringLiteral("Open Turn")), window->openTurnAction());
    EXPECT_TRUE(window->hostNetworkAction()->isEnabled());
    EXPECT_FALSE(window->leaveNetworkAction()->isEnabled());
    EXPECT_FALSE(window->chatDock()->isVisible());
    EXPECT_TRUE(window->networkStatus().isEmpty());
}

// Two windows, the French hosting and the Allies joining, in one game.
struct TwoWindows {
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> host, guest;

    explicit TwoWindows(const Scenario& scenario, const Seats& hostSeats = {}, const Seats& guestSeats = {}) {
        host = test::playWindow(scenario, test::seeded());
        guest = test::playWindow(scenario, test::seeded());
        for (MainWindow* w : {host.get(), guest.get()}) {
            w->setNetworkSaveFolder(dir.path());
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
        EXPECT_EQ(host->startNetworkGame(hosting), QString());
        NetworkStart joining;
        joining.host = false;
        joining.side = Side::Allied;
        joining.address = QStringLiteral("127.0.0.1");
        joining.port = host->networkGame() ? host->networkGame()->port() : 0;
        joining.name = QStringLiteral("Boris");
        EXPECT_EQ(guest->startNetworkGame(joining), QString());
    }
    bool synced() const {
        return host->networkGame() && guest->networkGame() && host->networkGame()->remote().isSynced() &&
               guest->networkGame()->remote().isSynced();
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
    EXPECT_TRUE(host.networkStatus().startsWith(QStringLiteral("Network: connected to 127.0.0.1:"))) << host.networkStatus().toStdString();
    EXPECT_TRUE(host.networkStatus().contains(QStringLiteral("you play the French")));
    EXPECT_TRUE(guest.networkStatus().contains(QStringLiteral("you play the Allies")));
    EXPECT_TRUE(host.chatDock()->isVisible());
    EXPECT_TRUE(host.leaveNetworkAction()->isEnabled());

    // The French move first: the Allied window may not act for them.
    EXPECT_TRUE(guest.endPhase().has_value());
    EXPECT_EQ(two.commands(host), 0u);
    auto french = ai::makePlayer(ai::Level::Greedy, 3);
    const std::optional<Command> move = french->next(host.game());
    ASSERT_TRUE(move);
    ASSERT_TRUE(host.document().apply(*move).ok());
    EXPECT_EQ(two.commands(host), 1u);
    ASSERT_TRUE(QTest::qWaitFor([&] { return two.commands(guest) == 1; }, 5000));
    EXPECT_EQ(guest.document().session().record(), host.document().session().record());
    // Nothing is taken back: the opponent has seen it.
    EXPECT_FALSE(host.undoAction()->isEnabled());

    // A chat line from one window reaches the other's Network dock.
    host.chatPanel()->input()->setText(QStringLiteral("Bonne chance, Boris"));
    QTest::keyClick(host.chatPanel()->input(), Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.chatPanel()->text().contains(QStringLiteral("Bonne chance, Boris")); }, 5000));
    EXPECT_TRUE(guest.chatPanel()->text().contains(QStringLiteral("Anne (French): Bonne chance, Boris")))
        << guest.chatPanel()->text().toStdString();

    // The host leaves: its game stays open, no longer routed; the guest waits to reconnect.
    ASSERT_TRUE(host.leaveNetworkGame(false));
    EXPECT_EQ(host.networkGame(), nullptr);
    EXPECT_FALSE(host.document().isRouted());
    EXPECT_EQ(two.commands(host), 1u);
    EXPECT_FALSE(host.leaveNetworkAction()->isEnabled());
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.networkStatus().contains(QStringLiteral("connection lost")); }, 5000))
        << guest.networkStatus().toStdString();
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
    ASSERT_TRUE(two.host->networkGame() && two.guest->networkGame());
    two.host->computer().setPaused(true);
    two.guest->computer().setPaused(true);
    QTest::qWait(200);
    const auto chain = [](const GameSession& s) { return recordChain(s.record()).back(); };
    EXPECT_EQ(chain(two.host->document().session()), chain(two.host->networkGame()->remote().session()));
    EXPECT_EQ(chain(two.guest->document().session()), chain(two.guest->networkGame()->remote().session()));
    EXPECT_EQ(chain(two.host->document().session()), chain(two.guest->document().session()));
    EXPECT_EQ(two.host->document().session().state(), two.guest->document().session().state());
    // The dice's commitments are in each Network dock, for the players to compare.
    EXPECT_TRUE(two.guest->chatPanel()->text().contains(QStringLiteral("French commitment")));
    EXPECT_FALSE(two.guest->chatPanel()->text().contains(QStringLiteral("Refused")));
}

// A program that says it plays the same side stops the game: the window says why, in a message
// box and in the Network dock, and ends network play with the game open.
TEST(NetworkPlayTest, AStoppedGameIsSaidAndEndsNetworkPlay) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    net::PeerLink impostor;
    ASSERT_TRUE(impostor.listen(QHostAddress::LocalHost, 0));
    QSignalSpy up(&impostor, &net::PeerLink::linkUp);
    auto window = test::playWindow(*scenario, test::seeded());
    window->setNetworkSaveFolder(dir.path());
    NetworkStart joining;
    joining.host = false;
    joining.side = Side::Allied;
    joining.address = QStringLiteral("127.0.0.1");
    joining.port = impostor.listeningPort();
    ASSERT_EQ(window->startNetworkGame(joining), QString());
    ASSERT_TRUE(QTest::qWaitFor([&] { return up.size() == 1; }, 5000));
    impostor.send("hello 1 allied none");
    ASSERT_TRUE(QTest::qWaitFor([&] { return window->networkGame() == nullptr; }, 5000));
    EXPECT_TRUE(window->chatPanel()->text().contains(QStringLiteral("The network game has stopped")))
        << window->chatPanel()->text().toStdString();
    QMessageBox* box = window->findChild<QMessageBox*>();
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->text().contains(QStringLiteral("cannot go on"))) << box->text().toStdString();
    box->close();
    EXPECT_FALSE(window->document().isRouted());
    EXPECT_FALSE(window->leaveNetworkAction()->isEnabled());
    // The save says the game stopped: it is not offered again as if it could go on.
    NetworkStart resume = joining;
    resume.resume = true;
    EXPECT_TRUE(window->startNetworkGame(resume).contains(QStringLiteral("cannot be resumed")));
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
