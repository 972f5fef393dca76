// The link of a network game (peer_link.h, frame_reader.h): frames cut anywhere arrive whole and
// in order; a keep-alive never reaches the game; an empty or oversize frame is refused unread and
// the connection closed with a message saying why; a stream of garbage never crashes the program
// and the host goes on listening; a second peer is refused while one is connected; a silent peer
// is taken for lost, and keep-alives keep a quiet link up.
#include "frame_reader.h"
#include "peer_link.h"

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QtEndian>

#include <gtest/gtest.h>

#include <random>

namespace eylau::net {
namespace {

using namespace std::chrono_literals;

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
    EXPECT_TRUE(l.guest.send("hello 1 allied none"));
    EXPECT_TRUE(l.guest.send(big));
    EXPECT_TRUE(l.host.send("hello 1 french 0 abc"));
    EXPECT_TRUE(l.host.send("chat bonne chance"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return atHost.size() == 2 && atGuest.size() == 2; }, 10000));
    EXPECT_EQ(atHost[0][0].toByteArray(), "hello 1 allied none");
    EXPECT_EQ(atHost[1][0].toByteArray().size(), big.size());
    EXPECT_EQ(atGuest[0][0].toByteArray(), "hello 1 french 0 abc");
    EXPECT_EQ(atGuest[1][0].toByteArray(), "chat bonne chance");
    // A message over the limit is not sent at all.
    QSignalSpy problem(&l.guest, &PeerLink::problem);
    EXPECT_FALSE(l.guest.send(QByteArray(int(kMaxRemoteMessageBytes) + 1, 'y')));
    EXPECT_EQ(problem.size(), 1);
    EXPECT_TRUE(l.guest.isUp());
}

TEST(PeerLink, AnOversizeFrameIsRefusedAndTheConnectionClosed) {
    PeerLink host;
    ASSERT_TRUE(host.listen(QHostAddress::LocalHost, 0));
    QSignalSpy up(&host, &PeerLink::linkUp), down(&host, &PeerLink::linkDown), messages(&host, &PeerLink::message);
    QTcpSocket raw;
    raw.connectToHost(QHostAddress::LocalHost, host.listeningPort());
    ASSERT_TRUE(raw.waitForConnected(5000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return up.size() == 1; }, 5000));
    raw.write(frame("chat first") + header(quint32(kMaxRemoteMessageBytes) + 1) + QByteArray(100000, 'z'));
    ASSERT_TRUE(QTest::qWaitFor([&] { return down.size() == 1; }, 5000));
    EXPECT_EQ(messages.size(), 1);  // the frame before it
    const QString reason = down[0][0].toString();
    EXPECT_TRUE(reason.contains(QStringLiteral("more than"))) << reason.toStdString();
    EXPECT_FALSE(host.isUp());
    EXPECT_TRUE(QTest::qWaitFor([&] { return raw.state() == QAbstractSocket::UnconnectedState; }, 5000));
    // The host listens on: the opponent may connect again.
    EXPECT_TRUE(host.isListening());
    PeerLink guest;
    QSignalSpy again(&host, &PeerLink::linkUp);
    guest.connectTo(QStringLiteral("127.0.0.1"), host.listeningPort());
    EXPECT_TRUE(QTest::qWaitFor([&] { return again.size() == 1; }, 5000));
}

TEST(PeerLink, AnEmptyFrameIsRefused) {
    PeerLink host;
    ASSERT_TRUE(host.listen(QHostAddress::LocalHost, 0));
    QSignalSpy down(&host, &PeerLink::linkDown);
    QTcpSocket raw;
    raw.connectToHost(QHostAddress::LocalHost, host.listeningPort());
    ASSERT_TRUE(raw.waitForConnected(5000));
    raw.write(header(0));
    ASSERT_TRUE(QTest::qWaitFor([&] { return down.size() == 1; }, 5000));
    EXPECT_TRUE(down[0][0].toString().contains(QStringLiteral("empty frame"))) << down[0][0].toString().toStdString();
}

TEST(PeerLink, GarbageNeverCrashesAndTheHostListensOn) {
    PeerLink host;
    ASSERT_TRUE(host.listen(QHostAddress::LocalHost, 0));
    QSignalSpy down(&host, &PeerLink::linkDown), messages(&host, &PeerLink::message);
    std::mt19937 random(18070);
    for (int round = 0; round < 12; ++round) {
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, host.listeningPort());
        ASSERT_TRUE(raw.waitForConnected(5000));
        ASSERT_TRUE(QTest::qWaitFor([&] { return host.isUp(); }, 5000));
        // Random bytes, some of them plausible small frames, in random chunks.
        for (int chunk = 0; chunk < 20 && raw.state() == QAbstractSocket::ConnectedState; ++chunk) {
            QByteArray bytes;
            if (random() % 3 == 0) bytes = frame(QByteArray(int(1 + random() % 300), char(random())));
            else
                for (int i = int(random() % 2000); i > 0; --i) bytes += char(random());
            raw.write(bytes);
            raw.flush();
            QTest::qWait(1);
        }
        raw.abort();
        ASSERT_TRUE(QTest::qWaitFor([&] { return !host.isUp(); }, 5000)) << "round " << round;
        EXPECT_TRUE(host.isListening());
    }
    EXPECT_EQ(down.size(), 12);
}

TEST(PeerLink, ASecondPeerIsRefusedWhileOneIsConnected) {
    Linked l;
    QSignalSpy problem(&l.host, &PeerLink::problem), down(&l.host, &PeerLink::linkDown);
    PeerLink intruder;
    QSignalSpy intruderDown(&intruder, &PeerLink::linkDown);
    intruder.connectTo(QStringLiteral("127.0.0.1"), l.host.listeningPort());
    ASSERT_TRUE(QTest::qWaitFor([&] { return problem.size() == 1 && intruderDown.size() == 1; }, 5000));
    EXPECT_TRUE(problem[0][0].toString().contains(QStringLiteral("already connected")));
    EXPECT_TRUE(down.isEmpty());
    EXPECT_TRUE(l.host.isUp());
    QSignalSpy atHost(&l.host, &PeerLink::message);
    l.guest.send("chat still here");
    EXPECT_TRUE(QTest::qWaitFor([&] { return atHost.size() == 1; }, 5000));
}

TEST(PeerLink, ASilentPeerIsLostAndKeepAlivesKeepAQuietLinkUp) {
    const LinkTimings quick{50ms, 400ms};
    Linked l(quick);
    QSignalSpy hostDown(&l.host, &PeerLink::linkDown), messages(&l.host, &PeerLink::message);
    QTest::qWait(1200);  // three times the silence allowed, with nothing to say
    EXPECT_TRUE(hostDown.isEmpty());
    EXPECT_TRUE(messages.isEmpty());  // keep-alives are not messages
    EXPECT_TRUE(l.host.isUp());

    PeerLink host;
    host.setTimings(quick);
    ASSERT_TRUE(host.listen(QHostAddress::LocalHost, 0));
    QSignalSpy down(&host, &PeerLink::linkDown);
    QTcpSocket silent;
    silent.connectToHost(QHostAddress::LocalHost, host.listeningPort());
    ASSERT_TRUE(silent.waitForConnected(5000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return down.size() == 1; }, 5000));
    EXPECT_TRUE(down[0][0].toString().contains(QStringLiteral("no word"))) << down[0][0].toString().toStdString();
}

TEST(PeerLink, AGuestWithNobodyListeningHearsWhy) {
    PeerLink probe;
    ASSERT_TRUE(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.listeningPort();
    probe.close();  // a port nobody listens on now
    PeerLink guest;
    QSignalSpy down(&guest, &PeerLink::linkDown);
    guest.connectTo(QStringLiteral("127.0.0.1"), port);
    ASSERT_TRUE(QTest::qWaitFor([&] { return down.size() == 1; }, 5000));
    EXPECT_TRUE(down[0][0].toString().contains(QStringLiteral("nobody is listening"))) << down[0][0].toString().toStdString();
}

}  // namespace
}  // namespace eylau::net
