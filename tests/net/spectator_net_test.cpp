// Spectators over real loopback TLS (spectator_hub.h, watching_game.h; docs/remote-play.md,
// "Spectators"): two programs play a whole game while spectators follow it, and every copy ends
// equal to both players' records; the host's door tells a spectator's handshake from a player's by
// its identity and key, so a wrong watch code, the join code used to watch and the watch code used
// to play are all refused; a spectator's forged command changes nothing; a ninth is turned away.
#include "network_game.h"
#include "spectator_hub.h"
#include "watching_game.h"

#include "eylau/ai/player.h"
#include "eylau/record/record_chain.h"
#include "support/remote_pair.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <memory>

namespace eylau::net {
namespace {

using namespace std::chrono_literals;

NetworkTimings quickTimings() {
    NetworkTimings t;
    t.retry = 50ms;
    return t;
}

bool has(const QString& text, const char* part) { return text.contains(QString::fromUtf8(part)); }

class SpectatorNetTest : public ::testing::Test {
protected:
    std::unique_ptr<NetworkGame> host, guest;
    SpectatorHub* hub = nullptr;
    std::vector<RemoteNotice> guestNotices;
    QStringList hubEvents, doorRefusals;

    void SetUp() override {
        // No saves on disk: the spectators are what is tested here.
        host = std::make_unique<NetworkGame>(
            std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly(), test::seededSecrets(1)),
            QString());
        host->setTimings(quickTimings());
        QObject::connect(&host->link(), &PeerLink::refused,
                         [this](const QString& who, const QString& why) { doorRefusals << who + QStringLiteral(": ") + why; });
        QString error;
        ASSERT_TRUE(host->host(QHostAddress::LocalHost, 0, &error)) << error.toStdString();
        hub = new SpectatorHub(*host);
        QObject::connect(hub, &SpectatorHub::event, [this](const QString& text, bool) { hubEvents << text; });
        ASSERT_TRUE(hub->open(&error)) << error.toStdString();
        guest = std::make_unique<NetworkGame>(
            std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), test::seededSecrets(2)), QString());
        guest->setTimings(quickTimings());
        QObject::connect(guest.get(), &NetworkGame::notice, [this](const RemoteNotice& n) { guestNotices.push_back(n); });
        ASSERT_TRUE(guest->join(QStringLiteral("127.0.0.1"), host->port(), host->joinCode(), &error)) << error.toStdString();
        ASSERT_TRUE(QTest::qWaitFor([&] { return host->remote().isSynced() && guest->remote().isSynced(); }, 10000));
    }

    Invitation watchInvitation() const {
        std::string error;
        const auto invitation = readInvitation(hub->invitation(QStringLiteral("127.0.0.1")).toStdString(), &error);
        EXPECT_TRUE(invitation) << error;
        return *invitation;
    }
    std::unique_ptr<WatchingGame> watcher(const Invitation& invitation, const QString& name) {
        auto w = std::make_unique<WatchingGame>(test::eylauOnly());
        w->setTimings(quickTimings());
        w->setMyName(name);
        QString error;
        EXPECT_TRUE(w->watch(invitation, &error)) << error.toStdString();
        return w;
    }
    // The computer plays each side whenever its program may, for at most `commands` commands.
    void play(int commands, const std::function<void()>& each = {}) {
        auto french = ai::makePlayer(ai::Level::Greedy, 61);
        auto allied = ai::makePlayer(ai::Level::Greedy, 62);
        QTimer tick;
        tick.start(20);
        QElapsedTimer clock;
        clock.start();
        int given = 0;
        while (given < commands && clock.elapsed() < 100000 && !host->remote().session().game().gameOver()) {
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            ASSERT_FALSE(host->remote().isStopped()) << host->remote().stopReason();
            if (each) each();
            for (NetworkGame* g : {host.get(), guest.get()}) {
                if (!g->remote().isMyTurn()) continue;
                const std::optional<Command> c =
                    (g->mySide() == Side::French ? *french : *allied).next(g->remote().session().game());
                ASSERT_TRUE(c);
                ASSERT_FALSE(g->play(*c));
                ++given;
                break;
            }
        }
    }
    // Waits until the copy holds as many commands as the host's record.
    bool caughtUp(const WatchingGame& w) {
        return QTest::qWaitFor(
            [&] {
                return w.watched().hasGame() &&
                       w.watched().session().record().lines.size() == host->remote().session().record().lines.size();
            },
            10000);
    }
};

TEST_F(SpectatorNetTest, SpectatorsFollowAWholeGameAndTheirCopiesEqualBothPlayers) {
    auto early = watcher(watchInvitation(), QStringLiteral("Anne"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return early->linkState() == WatchingGame::LinkState::Following; }, 10000))
        << hubEvents.join(QLatin1Char('\n')).toStdString();
    // Both players see who watches: the host's hub, and the guest told by the host's program.
    ASSERT_TRUE(QTest::qWaitFor([&] { return hub->describedWatchers().size() == 1 && hub->watchers()[0].name == "Anne"; },
                                5000));
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return !guestNotices.empty() && guestNotices.back().kind == RemoteNotice::Kind::Watchers &&
                     guestNotices.back().watchers.size() == 1; },
        5000));
    EXPECT_TRUE(QString::fromStdString(guestNotices.back().watchers[0]).startsWith(QStringLiteral("Anne (127.0.0.1:")));

    std::unique_ptr<WatchingGame> late;
    play(60);
    late = watcher(watchInvitation(), QStringLiteral("Bernhard"));
    play(100000);
    ASSERT_TRUE(host->remote().session().game().gameOver());
    for (WatchingGame* w : {early.get(), late.get()}) {
        ASSERT_TRUE(caughtUp(*w));
        ASSERT_FALSE(w->watched().isStopped()) << w->watched().stopReason();
        EXPECT_EQ(recordChain(w->watched().session().record()), recordChain(host->remote().session().record()));
        EXPECT_EQ(recordChain(w->watched().session().record()), recordChain(guest->remote().session().record()));
        EXPECT_EQ(stateDigest(w->watched().session()), stateDigest(guest->remote().session()));
    }
    EXPECT_EQ(hub->watchers().size(), 2);
    // The players' link never saw the spectators: nothing was refused between them.
    for (const RemoteNotice& n : guestNotices) EXPECT_NE(n.kind, RemoteNotice::Kind::Refused) << n.text;
    // One leaves: the host and the guest are told.
    early->leave();
    ASSERT_TRUE(QTest::qWaitFor([&] { return hub->watchers().size() == 1; }, 5000));
    EXPECT_TRUE(hubEvents.filter(QStringLiteral("Anne (127.0.0.1:")).filter(QStringLiteral("stopped watching")).size() == 1)
        << hubEvents.join(QLatin1Char('\n')).toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return guestNotices.back().watchers.size() == 1; }, 5000));
    EXPECT_TRUE(QString::fromStdString(guestNotices.back().watchers[0]).startsWith(QStringLiteral("Bernhard")));
}

TEST_F(SpectatorNetTest, AWrongWatchCodeIsRefusedAtTheDoor) {
    Invitation wrong = watchInvitation();
    wrong.code = *JoinCode::draw();
    auto w = watcher(wrong, QStringLiteral("Mallory"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->linkState() == WatchingGame::LinkState::SentAway; }, 10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !doorRefusals.isEmpty(); }, 5000));
    EXPECT_TRUE(has(doorRefusals.last(), "did not have the watch invitation's code")) << doorRefusals.last().toStdString();
    EXPECT_FALSE(w->watched().hasGame());
    EXPECT_TRUE(hub->watchers().isEmpty());
    EXPECT_TRUE(host->remote().isSynced() && guest->remote().isSynced());
}

TEST_F(SpectatorNetTest, AJoinCodeCannotWatchAndAWatchCodeCannotPlay) {
    // The player's join code used to watch: the door gives a spectator's handshake the watch key only.
    Invitation withJoinCode = watchInvitation();
    withJoinCode.code = *host->joinCode();
    auto w = watcher(withJoinCode, QStringLiteral("Mallory"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->linkState() == WatchingGame::LinkState::SentAway; }, 10000));
    EXPECT_FALSE(w->watched().hasGame());
    // A player's invitation is refused before any connection: it is not one to watch.
    WatchingGame notAWatch(test::eylauOnly());
    Invitation playerInvitation = watchInvitation();
    playerInvitation.watch = false;
    QString error;
    EXPECT_FALSE(notAWatch.watch(playerInvitation, &error));
    EXPECT_TRUE(has(error, "player's invitation")) << error.toStdString();

    // The watch code used to play: a program that joins with it never reaches the game.
    NetworkGame intruder(std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), test::seededSecrets(9)), QString());
    intruder.setTimings(quickTimings());
    ASSERT_TRUE(intruder.join(QStringLiteral("127.0.0.1"), host->port(), hub->watchCode(), &error));
    ASSERT_TRUE(QTest::qWaitFor([&] { return intruder.linkState() == NetworkGame::LinkState::SentAway; }, 10000));
    EXPECT_FALSE(intruder.remote().hasGame());
    EXPECT_TRUE(has(doorRefusals.join(QLatin1Char('\n')), "did not have the invitation's code"))
        << doorRefusals.join(QLatin1Char('\n')).toStdString();
    // The players' game went on untouched throughout.
    EXPECT_TRUE(host->remote().isSynced() && guest->remote().isSynced());
    EXPECT_EQ(host->linkState(), NetworkGame::LinkState::Connected);
}

TEST_F(SpectatorNetTest, ASpectatorsForgedCommandIsRefusedAndChangesNothing) {
    play(10);
    const Digest before = stateDigest(host->remote().session());
    const std::size_t count = host->remote().session().record().lines.size();
    // A modified spectator's program: the watch code's link, sending what a player would.
    PeerLink forger;
    forger.setWatching(true);
    forger.setKey(*linkKeyFor(*hub->watchCode()));
    QSignalSpy up(&forger, &PeerLink::linkUp);
    forger.connectTo(QStringLiteral("127.0.0.1"), host->port());
    ASSERT_TRUE(up.wait(10000));
    for (const std::string& m : {std::string("watch 2"), "command " + std::to_string(count) + " end",
                                "commit " + std::to_string(count) + " " + std::string(64, 'a'), std::string("chat hello")})
        forger.send(QByteArrayView(m.data(), qsizetype(m.size())));
    ASSERT_TRUE(QTest::qWaitFor([&] { return hubEvents.filter(QStringLiteral("Refused a message")).size() == 3; }, 5000))
        << hubEvents.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(hubEvents.filter(QStringLiteral("'command' message was refused: a spectator cannot play")).size() == 1);
    QTest::qWait(100);
    EXPECT_EQ(stateDigest(host->remote().session()), before);
    EXPECT_EQ(host->remote().session().record().lines.size(), count);
    EXPECT_TRUE(host->remote().isSynced() && guest->remote().isSynced());
    for (const RemoteNotice& n : guestNotices) EXPECT_NE(n.kind, RemoteNotice::Kind::Refused) << n.text;
}

TEST_F(SpectatorNetTest, ANinthSpectatorIsTurnedAwayAndTheEightFollow) {
    std::vector<std::unique_ptr<WatchingGame>> eight;
    for (int i = 0; i < kMaxSpectators; ++i) eight.push_back(watcher(watchInvitation(), QStringLiteral("W%1").arg(i)));
    ASSERT_TRUE(QTest::qWaitFor([&] { return hub->watchers().size() == kMaxSpectators; }, 20000));
    auto ninth = watcher(watchInvitation(), QStringLiteral("Ninth"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return ninth->linkState() == WatchingGame::LinkState::SentAway; }, 10000));
    EXPECT_EQ(hub->watchers().size(), kMaxSpectators);
    EXPECT_TRUE(hubEvents.filter(QStringLiteral("turned away")).size() == 1) << hubEvents.join(QLatin1Char('\n')).toStdString();
    play(20);
    for (const auto& w : eight) EXPECT_TRUE(caughtUp(*w));
}

}  // namespace
}  // namespace eylau::net
