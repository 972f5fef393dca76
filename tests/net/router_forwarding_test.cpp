// Playing through a home router (docs/remote-play.md): a host on every address joined at its IPv6
// address, what counts as an outside address the internet cannot reach, and how the window words
// each router's answer. The router itself is exercised in router/router_test.sh, in network
// namespaces; these stay on loopback.
#include "network_game.h"
#include "port_forwarder.h"
#include "router_mapping.h"

#include "eylau/remote/invitation.h"
#include "support/remote_pair.h"

#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

namespace eylau::net {
namespace {

// IPv6 (docs/remote-play.md, "Playing through a home router"): a host listening on every address
// is joined at an IPv6 one, and the invitation writes it in brackets. Loopback only: ::1.
TEST(NetworkGameIpv6, AHostOnEveryAddressIsJoinedAtItsIpv6Address) {
    if (QHostAddress(QHostAddress::LocalHostIPv6).isNull() || !QTcpServer().listen(QHostAddress::LocalHostIPv6, 0))
        GTEST_SKIP() << "this machine has no IPv6 loopback";
    QTemporaryDir dir;
    NetworkGame host(std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly(),
                                                  test::seededSecrets(1)),
                     dir.filePath(QStringLiteral("host.eylau-net")));
    host.setRouterForwarding(false);  // every address, but no router asked: the test stays on loopback
    ASSERT_TRUE(host.host(QHostAddress::Any, 0));
    EXPECT_EQ(host.forwarder().state(), PortForwarder::State::Off);
    const auto invitation = readInvitation(host.invitation(QStringLiteral("::1")).toStdString());
    ASSERT_TRUE(invitation);
    EXPECT_TRUE(host.invitation(QStringLiteral("::1")).startsWith(QStringLiteral("eylau://[::1]:")));
    NetworkGame guest(std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), test::seededSecrets(2)),
                      dir.filePath(QStringLiteral("guest.eylau-net")));
    ASSERT_TRUE(guest.join(QString::fromStdString(invitation->host), invitation->port, invitation->code));
    ASSERT_TRUE(QTest::qWaitFor([&] { return host.remote().isSynced() && guest.remote().isSynced(); }, 10000));
    EXPECT_TRUE(host.peerName().startsWith(QStringLiteral("[::1]:"))) << host.peerName().toStdString();
    EXPECT_FALSE(host.play(EndPhaseCommand{}));
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest.remote().session().record().lines.size() == 1; }, 5000));
    EXPECT_EQ(guest.remote().session().record(), host.remote().session().record());
}

// A router's outside address that is itself private (a provider's NAT) is told apart: a
// forwarding on it would not reach the host from the internet.
TEST(RouterMapping, AnOutsideAddressInAPrivateOrSharedRangeIsNotTheInternets) {
    for (const char* shared : {"10.1.2.3", "172.20.0.1", "192.168.1.1", "100.64.0.1", "100.127.255.254", "127.0.0.1",
                               "169.254.3.4", "0.0.0.0"})
        EXPECT_TRUE(isSharedAddress(shared)) << shared;
    for (const char* open : {"11.77.0.1", "203.0.113.7", "100.128.0.1", "172.32.0.1", "192.169.0.1", "8.8.8.8"})
        EXPECT_FALSE(isSharedAddress(open)) << open;
    EXPECT_FALSE(isSharedAddress("not an address"));
}

// What the window says of each router's answer names the method and the problem.
TEST(RouterMapping, EachFailureIsToldWithItsMethodAndReason) {
    const QString shared = PortForwarder::problemText({RouterMethod::NatPmp, RouterProblem::SharedAddress, "100.64.3.9"});
    EXPECT_TRUE(shared.startsWith(QStringLiteral("NAT-PMP: "))) << shared.toStdString();
    EXPECT_TRUE(shared.contains(QStringLiteral("100.64.3.9")));
    const QString refused = PortForwarder::problemText({RouterMethod::Upnp, RouterProblem::Refused, "ConflictInMappingEntry (718)"});
    EXPECT_TRUE(refused.startsWith(QStringLiteral("UPnP: "))) << refused.toStdString();
    EXPECT_TRUE(refused.contains(QStringLiteral("718")));
    PortForwarder idle;
    EXPECT_EQ(idle.state(), PortForwarder::State::Off);
    EXPECT_FALSE(idle.mapping());
}

}  // namespace
}  // namespace eylau::net
