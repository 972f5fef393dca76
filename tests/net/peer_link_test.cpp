// The link of a network game (peer_link.h, frame_reader.h): frames cut anywhere arrive whole and
// in order; a keep-alive never reaches the game; an empty or oversize frame is refused unread and
// the connection closed with a message saying why; a stream of garbage never crashes the program
// and the host goes on listening; the opponent's program coming back takes its old connection's
// place; a silent peer is taken for lost, and keep-alives keep a quiet link up. The door
// (tls_listener.h): only a program with the invitation's code gets in, and every other
// connection (plain bytes, a wrong code, a byte a second, a thousand in a row) is refused and
// named, and never reaches the game.
#include "frame_reader.h"
#include "link_tls.h"
#include "peer_link.h"

#include <QSignalSpy>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTest>
#include <QtEndian>

#include <gtest/gtest.h>

#include <QElapsedTimer>

#include <random>

namespace eylau::net {
namespace {

using namespace std::chrono_literals;

// The keys of two codes, derived once for the whole run (scrypt takes a while).
const LinkKey& invitedKey() {
    static const LinkKey key = *linkKeyFor(*JoinCode::read("K7QM-3XTA-P9RD-W2HE"));
    return key;
}
const LinkKey& wrongKey() {
    static const LinkKey key = *linkKeyFor(*JoinCode::read("K7QM-3XTA-P9RD-W2HF"));
    return key;
}

PeerLink* keyed(PeerLink& link, const LinkKey& key = invitedKey()) {
    link.setKey(key);
    return &link;
}

// A program with the code that speaks no protocol: an encrypted connection to write bytes on.
std::unique_ptr<QSslSocket> invitedSocket(quint16 port) {
    auto socket = std::make_unique<QSslSocket>();
    socket->setSslConfiguration(linkTlsConfiguration());
    QObject::connect(socket.get(), &QSslSocket::preSharedKeyAuthenticationRequired,
                     [](QSslPreSharedKeyAuthenticator* a) { answerAsGuest(a, invitedKey()); });
    socket->connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
    EXPECT_TRUE(QTest::qWaitFor([&] { return socket->isEncrypted(); }, 5000)) << socket->errorString().toStdString();
    return socket;
}

QByteArray header(quint32 length) {
    QByteArray h(4, Qt::Uninitialized);
    qToBigEndian(length, h.data());
    return h;
}

TEST(FrameReader, FramesCutAnywhereArriveWholeAndInOrder) {
    QByteArray stream;
    std::vector<QByteArray> sent;
    for (int i = 0; i < 50; ++i) {
        sent.push_back(QByteArray(1 + i * 37, char('a' + i % 26)));
        stream += frame(sent.back());
        if (i % 7 == 0) stream += keepAliveFrame();
    }
    for (qsizetype cut : {1, 2, 3, 5, 64, 4096}) {
        FrameReader reader;
        std::vector<QByteArray> got;
        for (qsizetype at = 0; at < stream.size(); at += cut)
            for (QByteArray& p : reader.feed(QByteArrayView(stream).sliced(at, std::min(cut, stream.size() - at))))
                if (!isKeepAlive(p)) got.push_back(std::move(p));
        EXPECT_FALSE(reader.broken());
        EXPECT_EQ(got, sent) << "cut every " << cut << " bytes";
        EXPECT_EQ(reader.buffered(), 0u);
    }
}

TEST(FrameReader, AnEmptyOrOversizeFrameBreaksTheStreamUnread) {
    FrameReader empty;
    EXPECT_TRUE(empty.feed(header(0) + "abc").empty());
    EXPECT_EQ(empty.problem(), FrameReader::Problem::EmptyFrame);
    EXPECT_TRUE(empty.feed(frame("later")).empty());  // nothing more is read

    FrameReader big(1000);
    const auto before = big.feed(frame("fine") + header(1001));
    ASSERT_EQ(before.size(), 1u);  // what came before the bad frame is delivered
    EXPECT_EQ(before.front(), "fine");
    EXPECT_EQ(big.problem(), FrameReader::Problem::FrameTooLong);
    EXPECT_EQ(big.refusedLength(), 1001u);
    EXPECT_EQ(big.buffered(), 0u);  // the announced bytes were never waited for

    FrameReader huge;
    huge.feed(header(0xffffffffu));
    EXPECT_EQ(huge.problem(), FrameReader::Problem::FrameTooLong);
}

// A host and a guest on loopback, both up.
struct Linked {
    PeerLink host, guest;
    explicit Linked(const LinkTimings& timings = {}) {
        host.setTimings(timings);
        guest.setTimings(timings);
        keyed(host);
        keyed(guest);
        QString error;
        EXPECT_TRUE(host.listen(QHostAddress::LocalHost, 0, &error)) << error.toStdString();
        QSignalSpy hostUp(&host, &PeerLink::linkUp), guestUp(&guest, &PeerLink::linkUp);
        guest.connectTo(QStringLiteral("127.0.0.1"), host.listeningPort());
        EXPECT_TRUE(QTest::qWaitFor([&] { return hostUp.size() == 1 && guestUp.size() == 1; }, 5000));
    }
};

TEST(PeerLink, TwoLinksExchangeFramedMessagesBothWays) {
    Linked l;
    ASSERT_TRUE(l.host.isUp());
    ASSERT_TRUE(l.guest.isUp());
    EXPECT_TRUE(l.guest.peerName().startsWith(QStringLiteral("127.0.0.1:")));
    QSignalSpy atHost(&l.host, &PeerLink::message), atGuest(&l.guest, &PeerLink::message);
    const QByteArray big(int(kMaxRemoteMessageBytes), 'x');  // the largest a message may be
    EXPECT_TRUE(l.guest.send("hello 2 allied none"));
    EXPECT_TRUE(l.guest.send(big));
    EXPECT_TRUE(l.host.send("hello 2 french 0 abc"));
    EXPECT_TRUE(l.host.send("chat bonne chance"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return atHost.size() == 2 && atGuest.size() == 2; }, 10000));
    EXPECT_EQ(atHost[0][0].toByteArray(), "hello 2 allied none");
    EXPECT_EQ(atHost[1][0].toByteArray().size(), big.size());
    EXPECT_EQ(atGuest[0][0].toByteArray(), "hello 2 french 0 abc");
    EXPECT_EQ(atGuest[1][0].toByteArray(), "chat bonne chance");
    // A message over the limit is not sent at all.
    QSignalSpy problem(&l.guest, &PeerLink::problem);
    EXPECT_FALSE(l.guest.send(QByteArray(int(kMaxRemoteMessageBytes) + 1, 'y')));
    EXPECT_EQ(problem.size(), 1);
    EXPECT_TRUE(l.guest.isUp());
}

TEST(PeerLink, AnOversizeFrameIsRefusedAndTheConnectionClosed) {
    PeerLink host;
    ASSERT_TRUE(keyed(host)->listen(QHostAddress::LocalHost, 0));
    QSignalSpy up(&host, &PeerLink::linkUp), down(&host, &PeerLink::linkDown), messages(&host, &PeerLink::message);
    const auto raw = invitedSocket(host.listeningPort());
    ASSERT_TRUE(QTest::qWaitFor([&] { return up.size() == 1; }, 5000));
    raw->write(frame("chat first") + header(quint32(kMaxRemoteMessageBytes) + 1) + QByteArray(100000, 'z'));
    ASSERT_TRUE(QTest::qWaitFor([&] { return down.size() == 1; }, 5000));
    EXPECT_EQ(messages.size(), 1);  // the frame before it
    const QString reason = down[0][0].toString();
    EXPECT_TRUE(reason.contains(QStringLiteral("more than"))) << reason.toStdString();
    EXPECT_FALSE(host.isUp());
    EXPECT_TRUE(QTest::qWaitFor([&] { return raw->state() == QAbstractSocket::UnconnectedState; }, 5000));
    // The host listens on: the opponent may connect again.
    EXPECT_TRUE(host.isListening());
    PeerLink guest;
    keyed(guest);
    QSignalSpy again(&host, &PeerLink::linkUp);
    guest.connectTo(QStringLiteral("127.0.0.1"), host.listeningPort());
    EXPECT_TRUE(QTest::qWaitFor([&] { return again.size() == 1; }, 5000));
}

TEST(PeerLink, AnEmptyFrameIsRefused) {
    PeerLink host;
    ASSERT_TRUE(keyed(host)->listen(QHostAddress::LocalHost, 0));
    QSignalSpy down(&host, &PeerLink::linkDown);
    const auto raw = invitedSocket(host.listeningPort());
    raw->write(header(0));
    ASSERT_TRUE(QTest::qWaitFor([&] { return down.size() == 1; }, 5000));
    EXPECT_TRUE(down[0][0].toString().contains(QStringLiteral("empty frame"))) << down[0][0].toString().toStdString();
}

// Random bytes, some of them plausible small frames, in random chunks.
void sendGarbage(QAbstractSocket& socket, std::mt19937& random) {
    for (int chunk = 0; chunk < 20 && socket.state() == QAbstractSocket::ConnectedState; ++chunk) {
        QByteArray bytes;
        if (random() % 3 == 0) bytes = frame(QByteArray(int(1 + random() % 300), char(random())));
        else
            for (int i = int(random() % 2000); i > 0; --i) bytes += char(random());
        socket.write(bytes);
        socket.flush();
        QTest::qWait(1);
    }
}

TEST(PeerLink, GarbageFromAnInvitedProgramNeverCrashesAndTheHostListensOn) {
    PeerLink host;
    ASSERT_TRUE(keyed(host)->listen(QHostAddress::LocalHost, 0));
    QSignalSpy down(&host, &PeerLink::linkDown), messages(&host, &PeerLink::message);
    std::mt19937 random(18070);
    for (int round = 0; round < 12; ++round) {
        const auto raw = invitedSocket(host.listeningPort());
        ASSERT_TRUE(QTest::qWaitFor([&] { return host.isUp(); }, 5000));
        sendGarbage(*raw, random);
        raw->abort();
        ASSERT_TRUE(QTest::qWaitFor([&] { return !host.isUp(); }, 5000)) << "round " << round;
        EXPECT_TRUE(host.isListening());
    }
    EXPECT_EQ(down.size(), 12);
}

// A program without the code, sending what an opponent would (a framed hello) or garbage: refused
// at the door and named, never a link, never a message.
TEST(PeerLinkDoor, AStrangerWithoutTheCodeIsRefusedAndNamed) {
    PeerLink host;
    ASSERT_TRUE(keyed(host)->listen(QHostAddress::LocalHost, 0));
    QSignalSpy up(&host, &PeerLink::linkUp), messages(&host, &PeerLink::message), refused(&host, &PeerLink::refused);
    QTcpSocket hello;
    hello.connectToHost(QHostAddress::LocalHost, host.listeningPort());
    ASSERT_TRUE(hello.waitForConnected(5000));
    hello.write(frame("hello 2 french none"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return refused.size() == 1; }, 5000));
    EXPECT_EQ(refused[0][0].toString(), QStringLiteral("127.0.0.1:%1").arg(hello.localPort()));
    EXPECT_TRUE(refused[0][1].toString().contains(QStringLiteral("encrypted handshake"))) << refused[0][1].toString().toStdString();
    std::mt19937 random(37);
    for (int round = 0; round < 6; ++round) {
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, host.listeningPort());
        ASSERT_TRUE(raw.waitForConnected(5000));
        sendGarbage(raw, random);
        raw.abort();
    }
    ASSERT_TRUE(QTest::qWaitFor([&] { return refused.size() == 7 && host.handshakes() == 0; }, 5000));
    EXPECT_TRUE(up.isEmpty());
    EXPECT_TRUE(messages.isEmpty());
    EXPECT_TRUE(host.isListening());
}

TEST(PeerLinkDoor, AWrongCodeIsRefusedAtBothEndsAndTheGuestStops) {
    PeerLink host, guest;
    ASSERT_TRUE(keyed(host)->listen(QHostAddress::LocalHost, 0));
    QSignalSpy refused(&host, &PeerLink::refused), hostUp(&host, &PeerLink::linkUp), guestDown(&guest, &PeerLink::linkDown);
    keyed(guest, wrongKey())->connectTo(QStringLiteral("127.0.0.1"), host.listeningPort());
    ASSERT_TRUE(QTest::qWaitFor([&] { return refused.size() == 1 && guestDown.size() == 1; }, 5000));
    EXPECT_TRUE(refused[0][1].toString().contains(QStringLiteral("invitation's code"))) << refused[0][1].toString().toStdString();
    EXPECT_TRUE(guest.codeRefused());
    EXPECT_TRUE(guestDown[0][0].toString().contains(QStringLiteral("did not accept this program's code")))
        << guestDown[0][0].toString().toStdString();
    EXPECT_TRUE(hostUp.isEmpty());
    // With the right code, the same guest gets in.
    QSignalSpy guestUp(&guest, &PeerLink::linkUp);
    keyed(guest)->connectTo(QStringLiteral("127.0.0.1"), host.listeningPort());
    EXPECT_TRUE(QTest::qWaitFor([&] { return guestUp.size() == 1 && hostUp.size() == 1; }, 5000));
    EXPECT_FALSE(guest.codeRefused());
}

// A host with no invited guest is not held to a guest who pretends to be one: it never reaches
// the game either.
TEST(PeerLinkDoor, AHostWithoutTheCodeIsNotJoined) {
    PeerLink host, guest;
    ASSERT_TRUE(keyed(host, wrongKey())->listen(QHostAddress::LocalHost, 0));
    QSignalSpy guestUp(&guest, &PeerLink::linkUp), guestDown(&guest, &PeerLink::linkDown);
    keyed(guest)->connectTo(QStringLiteral("127.0.0.1"), host.listeningPort());
    ASSERT_TRUE(QTest::qWaitFor([&] { return guestDown.size() == 1; }, 5000));
    EXPECT_TRUE(guestUp.isEmpty());
}

TEST(PeerLinkDoor, AConnectionSendingAByteASecondIsCutAtTheDeadline) {
    LinkTimings timings;
    timings.door.handshake = 2500ms;
    PeerLink host;
    host.setTimings(timings);
    ASSERT_TRUE(keyed(host)->listen(QHostAddress::LocalHost, 0));
    QSignalSpy refused(&host, &PeerLink::refused);
    QTcpSocket slow;
    slow.connectToHost(QHostAddress::LocalHost, host.listeningPort());
    ASSERT_TRUE(slow.waitForConnected(5000));
    // The first bytes of a TLS ClientHello, one a second.
    const QByteArray hello = QByteArray::fromHex("16030100c4010000c00303");
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < hello.size() && refused.isEmpty(); ++i) {
        slow.write(hello.mid(i, 1));
        slow.flush();
        (void)QTest::qWaitFor([&] { return !refused.isEmpty(); }, 1000);
    }
    ASSERT_EQ(refused.size(), 1);
    EXPECT_TRUE(refused[0][1].toString().contains(QStringLiteral("within"))) << refused[0][1].toString().toStdString();
    EXPECT_GE(clock.elapsed(), 2000);
    EXPECT_EQ(host.handshakes(), 0);
    EXPECT_TRUE(QTest::qWaitFor([&] { return slow.state() == QAbstractSocket::UnconnectedState; }, 5000));
}

// A thousand connections in a row, each sending a little garbage and going: each is refused, at
// most a few handshakes run at once, and then the invited guest gets in at once.
TEST(PeerLinkDoor, AThousandConnectionAttemptsLeaveTheDoorOpenForTheGuest) {
    PeerLink host;
    ASSERT_TRUE(keyed(host)->listen(QHostAddress::LocalHost, 0));
    QSignalSpy refused(&host, &PeerLink::refused), up(&host, &PeerLink::linkUp);
    int most = 0;
    for (int i = 0; i < 1000; ++i) {
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, host.listeningPort());
        ASSERT_TRUE(raw.waitForConnected(5000)) << "attempt " << i;
        raw.write(i % 2 ? QByteArray("GET / HTTP/1.0\r\n\r\n") : frame("hello 2 allied none"));
        raw.flush();
        raw.abort();
        QCoreApplication::processEvents();
        most = std::max(most, host.handshakes());
    }
    ASSERT_TRUE(QTest::qWaitFor([&] { return refused.size() == 1000; }, 20000)) << refused.size();
    EXPECT_LE(most, host.timings().door.atOnce);
    EXPECT_EQ(host.handshakes(), 0);
    EXPECT_TRUE(up.isEmpty());
    PeerLink guest;
    QSignalSpy guestUp(&guest, &PeerLink::linkUp);
    keyed(guest)->connectTo(QStringLiteral("127.0.0.1"), host.listeningPort());
    EXPECT_TRUE(QTest::qWaitFor([&] { return guestUp.size() == 1 && up.size() == 1; }, 5000));
}

// The opponent's program come back (its old connection not yet known dead) takes the old one's
// place; the old one is closed.
TEST(PeerLink, AnInvitedConnectionTakesTheOldOnesPlace) {
    Linked l;
    QSignalSpy problem(&l.host, &PeerLink::problem), up(&l.host, &PeerLink::linkUp);
    PeerLink again;
    QSignalSpy oldDown(&l.guest, &PeerLink::linkDown), againUp(&again, &PeerLink::linkUp);
    keyed(again)->connectTo(QStringLiteral("127.0.0.1"), l.host.listeningPort());
    ASSERT_TRUE(QTest::qWaitFor([&] { return againUp.size() == 1 && up.size() == 1 && oldDown.size() == 1; }, 5000));
    EXPECT_TRUE(problem[0][0].toString().contains(QStringLiteral("connected again"))) << problem[0][0].toString().toStdString();
    EXPECT_TRUE(l.host.isUp());
    QSignalSpy atHost(&l.host, &PeerLink::message);
    again.send("chat back again");
    ASSERT_TRUE(QTest::qWaitFor([&] { return atHost.size() == 1; }, 5000));
    EXPECT_EQ(atHost[0][0].toByteArray(), "chat back again");
}

TEST(PeerLink, ASilentPeerIsLostAndKeepAlivesKeepAQuietLinkUp) {
    const LinkTimings quick{50ms, 400ms, {}};
    Linked l(quick);
    QSignalSpy hostDown(&l.host, &PeerLink::linkDown), messages(&l.host, &PeerLink::message);
    QTest::qWait(1200);  // three times the silence allowed, with nothing to say
    EXPECT_TRUE(hostDown.isEmpty());
    EXPECT_TRUE(messages.isEmpty());  // keep-alives are not messages
    EXPECT_TRUE(l.host.isUp());

    PeerLink host;
    host.setTimings(quick);
    ASSERT_TRUE(keyed(host)->listen(QHostAddress::LocalHost, 0));
    QSignalSpy down(&host, &PeerLink::linkDown);
    const auto silent = invitedSocket(host.listeningPort());
    ASSERT_TRUE(QTest::qWaitFor([&] { return down.size() == 1; }, 5000));
    EXPECT_TRUE(down[0][0].toString().contains(QStringLiteral("no word"))) << down[0][0].toString().toStdString();
}

TEST(PeerLink, AGuestWithNobodyListeningHearsWhy) {
    PeerLink probe;
    ASSERT_TRUE(keyed(probe)->listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.listeningPort();
    probe.close();  // a port nobody listens on now
    PeerLink guest;
    keyed(guest);
    QSignalSpy down(&guest, &PeerLink::linkDown);
    guest.connectTo(QStringLiteral("127.0.0.1"), port);
    ASSERT_TRUE(QTest::qWaitFor([&] { return down.size() == 1; }, 5000));
    EXPECT_TRUE(down[0][0].toString().contains(QStringLiteral("nobody is listening"))) << down[0][0].toString().toStdString();
}

}  // namespace
}  // namespace eylau::net
