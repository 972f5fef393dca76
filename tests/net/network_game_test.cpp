// Two programs of a network game in one process (network_game.h): each a NetworkGame over a real
// TCP connection on loopback, the computer giving each side's commands whenever its program may.
// They play a whole game; in the middle of two combats one program is killed while the dice are
// being exchanged (the host just after it sent its command and commitment, the guest once it has
// them) and started again from its save, and the game still ends with the same record at both
// ends, no die rolled twice. And nothing a stranger does at the host's door stops the game.
#include "frame_reader.h"
#include "network_game.h"

#include "eylau/ai/player.h"
#include "eylau/game/decision_due.h"
#include "eylau/io/text_file.h"
#include "eylau/rules/game_state.h"
#include "support/remote_pair.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <memory>

#include <sys/stat.h>

namespace eylau::net {
namespace {

using namespace std::chrono_literals;
using Kind = RemoteNotice::Kind;

NetworkTimings quickTimings() {
    NetworkTimings t;
    t.retry = 50ms;
    return t;
}

// One end: its NetworkGame, every notice it gave (the programs killed included), and its save.
struct End {
    std::unique_ptr<NetworkGame> game;
    std::vector<RemoteNotice> notices;
    QString savePath;

    void attach() {
        QObject::connect(game.get(), &NetworkGame::notice, [this](const RemoteNotice& n) { notices.push_back(n); });
        game->setTimings(quickTimings());
    }
    std::size_t count(Kind kind) const {
        return std::size_t(std::count_if(notices.begin(), notices.end(), [&](const RemoteNotice& n) { return n.kind == kind; }));
    }
    std::string refusals() const {
        std::string all;
        for (const RemoteNotice& n : notices)
            if (n.kind == Kind::Refused || n.kind == Kind::Stopped) all += n.text + "\n";
        return all;
    }
};

class NetworkGameTest : public ::testing::Test {
protected:
    QTemporaryDir dir;
    End host, guest;
    quint16 port = 0;

    void startHost(std::unique_ptr<RemoteGame> remote) {
        host.game = std::make_unique<NetworkGame>(std::move(remote), host.savePath);
        host.attach();
        QString error;
        ASSERT_TRUE(host.game->host(QHostAddress::LocalHost, port, &error)) << error.toStdString();
        port = host.game->port();
    }
    // A new guest joins with the host's code; one restored from its save, with the code it saved.
    void startGuest(std::unique_ptr<RemoteGame> remote) {
        const std::optional<JoinCode> code = remote->joinCode() ? std::nullopt : host.game->joinCode();
        guest.game = std::make_unique<NetworkGame>(std::move(remote), guest.savePath);
        guest.attach();
        QString error;
        ASSERT_TRUE(guest.game->join(QStringLiteral("127.0.0.1"), port, code, &error)) << error.toStdString();
    }
    void SetUp() override {
        ASSERT_TRUE(dir.isValid());
        host.savePath = dir.filePath(QStringLiteral("host.eylau-net"));
        guest.savePath = dir.filePath(QStringLiteral("guest.eylau-net"));
        startHost(std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly(),
                                               test::seededSecrets(1)));
        startGuest(std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), test::seededSecrets(2)));
    }
    // The program killed, and a new one started from the save it left (RemoteGame::restore).
    std::unique_ptr<RemoteGame> killAndRestore(End& end, std::uint64_t secrets) {
        end.game.reset();
        std::string error;
        const auto text = readTextFile(QFile::encodeName(end.savePath).toStdString(), kMaxRecordFileBytes, error);
        EXPECT_TRUE(text) << error;
        if (!text) return nullptr;
        auto restored = RemoteGame::restore(*text, test::eylauOnly(), error, test::seededSecrets(secrets));
        EXPECT_TRUE(restored) << error;
        return restored;
    }
    bool bothSynced() const {
        return host.game && guest.game && host.game->remote().isSynced() && guest.game->remote().isSynced();
    }
};

TEST_F(NetworkGameTest, TheGuestTakesTheHostsGameAndTheyChat) {
    ASSERT_TRUE(QTest::qWaitFor([&] { return bothSynced(); }, 10000)) << guest.refusals();
    EXPECT_EQ(host.game->linkState(), NetworkGame::LinkState::Connected);
    EXPECT_EQ(guest.count(Kind::NewGame), 1u);
    EXPECT_EQ(guest.game->remote().session().record(), host.game->remote().session().record());
    EXPECT_TRUE(guest.game->peerName().startsWith(QStringLiteral("127.0.0.1:")));
    // Both programs saved before they sent: the guest's save holds the host's game.
    EXPECT_TRUE(QFile::exists(host.savePath));
    EXPECT_TRUE(QFile::exists(guest.savePath));
    // They hold the code and the secrets of the dice: their owner's alone.
    for (const QString& path : {host.savePath, guest.savePath}) {
        struct stat info {};
        ASSERT_EQ(::stat(QFile::encodeName(path).constData(), &info), 0);
        EXPECT_EQ(info.st_mode & 0777, 0600u) << path.toStdString();
    }
    host.game->chat(QStringLiteral("Bonne chance"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.count(Kind::Chat) == 1; }, 5000));
    EXPECT_EQ(guest.notices.back().text, "Bonne chance");
    // Out of turn: the Allies cannot end the French phase.
    EXPECT_TRUE(guest.game->play(EndPhaseCommand{}));
    EXPECT_FALSE(host.game->play(EndPhaseCommand{}, "end"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.game->remote().session().record().lines.size() == 1; }, 5000));
    EXPECT_TRUE(host.refusals().empty()) << host.refusals();
    EXPECT_TRUE(guest.refusals().empty()) << guest.refusals();
}

TEST_F(NetworkGameTest, ALostLinkIsJoinedAgainAndTheGameGoesOn) {
    ASSERT_TRUE(QTest::qWaitFor([&] { return bothSynced(); }, 10000));
    host.game->link().drop(QStringLiteral("a test cut the wire"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !bothSynced(); }, 5000));
    EXPECT_EQ(host.game->linkState(), NetworkGame::LinkState::Listening);
    // The guest tries again on its own, and the two agree again.
    ASSERT_TRUE(QTest::qWaitFor([&] { return bothSynced(); }, 10000));
    EXPECT_GE(guest.count(Kind::Synced), 2u);
    EXPECT_FALSE(host.game->play(EndPhaseCommand{}));
    EXPECT_TRUE(QTest::qWaitFor([&] { return guest.game->remote().session().record().lines.size() == 1; }, 5000));
    // Leaving closes the link for good: the guest does not come back.
    host.game->leave();
    EXPECT_EQ(host.game->linkState(), NetworkGame::LinkState::Left);
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.game->linkState() == NetworkGame::LinkState::Retrying; }, 5000));
    QTest::qWait(300);
    EXPECT_FALSE(host.game->remote().isConnected());
}

// A peer that connects and then never answers: the player is told, and nothing waits on it.
TEST(NetworkGameWait, AnOpponentWhoDoesNotAnswerIsReported) {
    NetworkGame host(std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly()), QString());
    NetworkTimings timings;
    timings.peerWait = 200ms;
    host.setTimings(timings);
    QSignalSpy events(&host, &NetworkGame::linkEvent);
    ASSERT_TRUE(host.host(QHostAddress::LocalHost, 0));
    PeerLink mute;  // invited, keeps the link alive, says nothing
    mute.setKey(*linkKeyFor(*host.joinCode()));
    mute.connectTo(QStringLiteral("127.0.0.1"), host.port());
    ASSERT_TRUE(QTest::qWaitFor([&] { return host.linkState() == NetworkGame::LinkState::Connected; }, 5000));
    EXPECT_TRUE(host.remote().isWaitingForPeer());
    const auto reported = [&] {
        for (const QList<QVariant>& e : events)
            if (e.value(0).toString().contains(QStringLiteral("has not answered"))) return true;
        return false;
    };
    ASSERT_TRUE(QTest::qWaitFor(reported, 5000));
    EXPECT_FALSE(host.remote().isSynced());
    EXPECT_TRUE(host.play(EndPhaseCommand{}).has_value());  // no play until the two agree
}

TEST_F(NetworkGameTest, AWholeGameSurvivesAProgramKilledInTheMiddleOfTwoCombats) {
    auto french = ai::makePlayer(ai::Level::Greedy, 41);
    auto allied = ai::makePlayer(ai::Level::Greedy, 42);
    // Something to wake the loop now and then, whatever the sockets do.
    QTimer tick;
    tick.start(20);
    enum class Stage { BeforeFirstCrash, BeforeSecondCrash, Done } stage = Stage::BeforeFirstCrash;
    bool watchGuest = false;  // the host's command that rolls is on its way to the guest
    std::uint64_t guestGenerationAtRoll = 0;
    int restarts = 0;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 100000) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        if (!host.game || !guest.game) continue;
        if (host.game->remote().isStopped() || guest.game->remote().isStopped()) break;
        if (host.game->remote().session().game().gameOver() && guest.game->remote().hasGame() &&
            guest.game->remote().session().game().gameOver())
            break;
        // The guest, once it has heard of the host's command that rolls (its save changed), is
        // killed and started again from its save.
        if (watchGuest && guest.game->remote().saveGeneration() != guestGenerationAtRoll) {
            watchGuest = false;
            ASSERT_TRUE(guest.game->remote().isWaitingForPeer() || guest.game->remote().isSynced());
            startGuest(killAndRestore(guest, 22));
            ++restarts;
            stage = Stage::Done;
            continue;
        }
        for (End* end : {&host, &guest}) {
            NetworkGame& g = *end->game;
            if (!g.remote().isMyTurn()) continue;
            const Game& game = g.remote().session().game();
            const std::optional<Command> c = (g.mySide() == Side::French ? *french : *allied).next(game);
            ASSERT_TRUE(c);
            const bool rolls = game.wouldRoll(*c);
            ASSERT_FALSE(g.play(*c)) << formatCommand(*c);
            if (!rolls || end != &host) break;
            if (stage == Stage::BeforeFirstCrash) {
                // The host dies with its command and commitment still in its socket's buffer.
                ASSERT_TRUE(g.remote().isWaitingForPeer());
                startHost(killAndRestore(host, 11));
                ++restarts;
                stage = Stage::BeforeSecondCrash;
            } else if (stage == Stage::BeforeSecondCrash &&
                       host.game->remote().session().record().lines.size() > 40) {
                watchGuest = true;
                guestGenerationAtRoll = guest.game->remote().saveGeneration();
            }
            break;
        }
    }
    ASSERT_EQ(restarts, 2);
    ASSERT_TRUE(host.game && guest.game);
    const RemoteGame& h = host.game->remote();
    const RemoteGame& g = guest.game->remote();
    ASSERT_FALSE(h.isStopped()) << h.stopReason();
    ASSERT_FALSE(g.isStopped()) << g.stopReason();
    ASSERT_TRUE(h.session().game().gameOver()) << "the game did not end in time: "
                                              << h.session().record().lines.size() << " commands";
    ASSERT_TRUE(g.session().game().gameOver());
    EXPECT_EQ(h.session().record(), g.session().record());
    // Nothing either program sent, before or after the restarts, was refused.
    EXPECT_TRUE(host.refusals().empty()) << host.refusals();
    EXPECT_TRUE(guest.refusals().empty()) << guest.refusals();
    EXPECT_EQ(stateDigest(h.session()), stateDigest(g.session()));
    // Every roll from both players' secrets, and the record replays to the same end.
    const GameRecord& record = h.session().record();
    EXPECT_GT(std::count_if(record.lines.begin(), record.lines.end(), [](const RecordLine& l) { return l.reveal.has_value(); }),
              10);
    const SessionLoad again = GameSession::fromText(h.session().recordText(), "replay", test::eylauOnly());
    ASSERT_TRUE(again.ok()) << again.error;
    EXPECT_EQ(again.session->state(), h.session().state());
    // The saves on disk hold the finished game too.
    std::string error;
    const auto saved = readTextFile(QFile::encodeName(host.savePath).toStdString(), kMaxRecordFileBytes, error);
    ASSERT_TRUE(saved) << error;
    const auto restored = RemoteGame::restore(*saved, test::eylauOnly(), error);
    ASSERT_TRUE(restored) << error;
    EXPECT_EQ(restored->session().record(), record);
}

}  // namespace
}  // namespace eylau::net

namespace eylau::net {
namespace {

using namespace std::chrono_literals;

// Issue 37's door, against a hosted game: a stranger's framed hello in plain TCP, a program with
// a wrong code, a connection sending a byte a second, and a thousand connection attempts in a
// row each leave the game listening, unchanged and resumable from its save; the invited guest
// then joins and play goes on.
TEST(NetworkGameDoor, NothingAStrangerDoesStopsTheGameAndTheGuestThenJoins) {
    QTemporaryDir dir;
    const QString savePath = dir.filePath(QStringLiteral("host.eylau-net"));
    NetworkGame host(std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly(),
                                                  test::seededSecrets(1)),
                     savePath);
    NetworkTimings timings;
    timings.link.door.handshake = 1500ms;
    host.setTimings(timings);
    QSignalSpy events(&host, &NetworkGame::linkEvent);
    ASSERT_TRUE(host.host(QHostAddress::LocalHost, 0));
    const quint16 port = host.port();
    const auto stillWaiting = [&] {
        EXPECT_EQ(host.linkState(), NetworkGame::LinkState::Listening);
        EXPECT_FALSE(host.remote().isStopped()) << host.remote().stopReason();
        EXPECT_EQ(host.remote().session().record().lines.size(), 0u);
    };

    QTcpSocket hello;
    hello.connectToHost(QHostAddress::LocalHost, port);
    ASSERT_TRUE(hello.waitForConnected(5000));
    hello.write(frame("hello 2 french none"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return host.strangersRefused() == 1; }, 5000));
    stillWaiting();

    PeerLink wrong;
    wrong.setKey(*linkKeyFor(*JoinCode::read("0000-0000-0000-0000")));
    wrong.connectTo(QStringLiteral("127.0.0.1"), port);
    ASSERT_TRUE(QTest::qWaitFor([&] { return host.strangersRefused() == 2; }, 5000));
    stillWaiting();

    QTcpSocket slow;
    slow.connectToHost(QHostAddress::LocalHost, port);
    ASSERT_TRUE(slow.waitForConnected(5000));
    for (int i = 0; i < 4 && host.strangersRefused() == 2; ++i) {
        slow.write(QByteArray(1, char(0x16)));
        (void)QTest::qWaitFor([&] { return host.strangersRefused() == 3; }, 1000);
    }
    ASSERT_EQ(host.strangersRefused(), 3);
    stillWaiting();

    for (int i = 0; i < 1000; ++i) {
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, port);
        ASSERT_TRUE(raw.waitForConnected(5000)) << "attempt " << i;
        raw.write(frame("hello 2 allied none"));
        raw.abort();
        QCoreApplication::processEvents();
    }
    ASSERT_TRUE(QTest::qWaitFor([&] { return host.strangersRefused() == 1003; }, 20000)) << host.strangersRefused();
    stillWaiting();
    // The Network dock was told of the first five one by one; the rest are counted, not listed.
    const auto told = std::count_if(events.begin(), events.end(), [](const QList<QVariant>& e) {
        return e.value(0).toString().contains(QStringLiteral("without the invitation was refused"));
    });
    EXPECT_EQ(told, 5);

    // Resumable: the save restores, with its code.
    std::string error;
    const auto text = readTextFile(QFile::encodeName(savePath).toStdString(), kMaxRecordFileBytes, error);
    ASSERT_TRUE(text) << error;
    const auto restored = RemoteGame::restore(*text, test::eylauOnly(), error);
    ASSERT_TRUE(restored) << error;
    EXPECT_EQ(restored->joinCode(), host.joinCode());
    EXPECT_FALSE(restored->isStopped());

    // The invited guest joins, and play goes on.
    NetworkGame guest(std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), test::seededSecrets(2)), QString());
    ASSERT_TRUE(guest.join(QStringLiteral("127.0.0.1"), port, host.joinCode()));
    ASSERT_TRUE(QTest::qWaitFor([&] { return host.remote().isSynced() && guest.remote().isSynced(); }, 10000));
    EXPECT_FALSE(host.play(EndPhaseCommand{}));
    EXPECT_TRUE(QTest::qWaitFor([&] { return guest.remote().session().record().lines.size() == 1; }, 5000));
}

}  // namespace
}  // namespace eylau::net

namespace eylau::net {
namespace {

// Taking back by consent over loopback TLS (docs/remote-play.md, "Taking back moves"): the host
// asks to take back two of its moves, the guest accepts, and both programs and both saves hold the
// same shorter record; then a question declined changes nothing on either side.
TEST_F(NetworkGameTest, ATakebackAcceptedAndOneDeclinedLeaveOneRecordAtBothEnds) {
    ASSERT_TRUE(QTest::qWaitFor([&] { return bothSynced(); }, 10000)) << guest.refusals();
    auto french = ai::makePlayer(ai::Level::Greedy, 7);
    const auto frenchMoves = [&](std::size_t n) {
        while (host.game->remote().session().record().lines.size() < n) {
            const std::optional<Command> c = french->next(host.game->remote().session().game());
            ASSERT_TRUE(c && std::holds_alternative<MoveCommand>(*c));
            ASSERT_FALSE(host.game->play(*c));
        }
        ASSERT_TRUE(QTest::qWaitFor([&] { return guest.game->remote().session().record().lines.size() == n; }, 5000));
    };
    frenchMoves(3);
    ASSERT_FALSE(host.game->askTakeback(2));
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.game->remote().isTakebackOpen(); }, 5000));
    ASSERT_FALSE(guest.game->answerTakeback(true));
    ASSERT_TRUE(QTest::qWaitFor([&] { return host.count(Kind::TakenBack) == 1; }, 5000)) << host.refusals();
    QTest::qWait(100);  // the states compared
    EXPECT_EQ(host.game->remote().session().record().lines.size(), 1u);
    EXPECT_EQ(host.game->remote().session().record(), guest.game->remote().session().record());
    EXPECT_EQ(stateDigest(host.game->remote().session()), stateDigest(guest.game->remote().session()));
    EXPECT_FALSE(host.game->remote().isStopped());
    EXPECT_EQ(host.refusals() + guest.refusals(), "");
    for (const QString& path : {host.savePath, guest.savePath}) {
        std::string error;
        const auto text = readTextFile(QFile::encodeName(path).toStdString(), kMaxRecordFileBytes, error);
        ASSERT_TRUE(text) << error;
        const auto saved = RemoteGame::restore(*text, test::eylauOnly(), error);
        ASSERT_TRUE(saved) << error;
        EXPECT_EQ(saved->session().record().lines, host.game->remote().session().record().lines);
    }

    frenchMoves(2);
    const GameRecord before = host.game->remote().session().record();
    ASSERT_FALSE(host.game->askTakeback(1));
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.game->remote().isTakebackOpen(); }, 5000));
    ASSERT_FALSE(guest.game->answerTakeback(false));
    ASSERT_TRUE(QTest::qWaitFor([&] { return host.count(Kind::TakebackDeclined) == 1; }, 5000));
    EXPECT_EQ(host.game->remote().session().record(), before);
    EXPECT_EQ(guest.game->remote().session().record(), before);
    EXPECT_TRUE(host.game->remote().isMyTurn());
    EXPECT_EQ(host.refusals() + guest.refusals(), "");
}

}  // namespace
}  // namespace eylau::net
