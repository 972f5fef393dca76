// One program of a network game for the router test (router_test.sh): a NetworkGame whose side
// the computer plays (the greedy level), run as its own process so that the host and the guest
// can live in different network namespaces, on either side of a NAT router.
//
//   eylau-net-peer host --forward upnp|natpmp|any|none --invitation FILE --record FILE
//                       [--address ADDRESS] [--port P] [--timeout S] [--left FILE]
//   eylau-net-peer join --invitation FILE --record FILE [--timeout S]
//
// The host listens on every address, asks the router to forward its port (--forward), writes the
// invitation (the router's outside address and port, or --address) to FILE, plays the French to
// the end, leaves (the router's forwarding removed; then it writes FILE of --left and waits 3 s,
// for the test to look at the router) and writes the record. The guest waits for
// the invitation, joins, plays the Allies to the end and writes the record. Each says on stdout
// what happened; exit 0 when the game was played to its end, 3 when the router forwarded nothing,
// 1 on any other failure.
#include "network_game.h"

#include "eylau/ai/player.h"
#include "eylau/io/text_file.h"
#include "support/remote_pair.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSaveFile>
#include <QStringList>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <iostream>
#include <memory>

namespace {

using namespace eylau;
using namespace eylau::net;

struct Arguments {
    QString mode, forward = QStringLiteral("any"), invitation, record, address, left;
    quint16 port = 0;
    int timeoutSeconds = 240;
};

bool parse(const QStringList& args, Arguments& a) {
    if (args.size() < 2) return false;
    a.mode = args[1];
    for (int i = 2; i + 1 < args.size(); i += 2) {
        const QString& key = args[i];
        const QString& value = args[i + 1];
        if (key == QLatin1String("--forward")) a.forward = value;
        else if (key == QLatin1String("--invitation")) a.invitation = value;
        else if (key == QLatin1String("--record")) a.record = value;
        else if (key == QLatin1String("--address")) a.address = value;
        else if (key == QLatin1String("--left")) a.left = value;
        else if (key == QLatin1String("--port")) a.port = quint16(value.toUInt());
        else if (key == QLatin1String("--timeout")) a.timeoutSeconds = value.toInt();
        else return false;
    }
    return (a.mode == QLatin1String("host") || a.mode == QLatin1String("join")) && !a.invitation.isEmpty() &&
           !a.record.isEmpty();
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}

void say(const QString& text) {
    std::cout << text.toStdString() << std::endl;
}

// Plays this program's side with the greedy level until the game is over at both ends (as far as
// this end can tell), a program stops, or the time is up.
bool playToTheEnd(NetworkGame& game, const QElapsedTimer& clock, int timeoutSeconds) {
    auto player = ai::makePlayer(ai::Level::Greedy, game.mySide() == Side::French ? 41 : 42);
    QTimer tick;
    tick.start(20);
    while (clock.elapsed() < timeoutSeconds * 1000LL) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        const RemoteGame& remote = game.remote();
        if (remote.isStopped()) {
            say(QStringLiteral("stopped: ") + QString::fromStdString(remote.stopReason()));
            return false;
        }
        if (!remote.hasGame()) continue;
        if (remote.session().game().gameOver() && !remote.isWaitingForPeer()) return true;
        if (!remote.isMyTurn()) continue;
        const std::optional<Command> c = player->next(remote.session().game());
        if (!c) continue;
        if (const Verdict why = game.play(*c)) {
            say(QStringLiteral("refused: ") + QString::fromStdString(why->describe()));
            return false;
        }
    }
    say(QStringLiteral("timed out"));
    return false;
}

int host(const Arguments& a, const QString& saveDir) {
    auto remote = std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly());
    NetworkGame game(std::move(remote), saveDir + QStringLiteral("/host.eylau-net"));
    QObject::connect(&game, &NetworkGame::linkEvent, [](const QString& text, bool) { say(QStringLiteral("link: ") + text); });
    MappingOptions options;
    if (a.forward == QLatin1String("upnp")) options.methods = {RouterMethod::Upnp};
    else if (a.forward == QLatin1String("natpmp")) options.methods = {RouterMethod::NatPmp};
    game.setRouterForwarding(a.forward != QLatin1String("none"), options);
    QString error;
    if (!game.host(QHostAddress::Any, a.port, &error)) {
        say(QStringLiteral("cannot host: ") + error);
        return 1;
    }
    QElapsedTimer clock;
    clock.start();
    QString address = a.address;
    if (a.forward != QLatin1String("none")) {
        while (game.forwarder().state() == PortForwarder::State::Asking && clock.elapsed() < 30000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        if (!game.forwarder().mapping()) {
            say(QStringLiteral("not forwarded: ") + game.forwarder().describe());
            return 3;
        }
        const RouterMapping& m = *game.forwarder().mapping();
        say(QStringLiteral("forwarded %1:%2 to port %3 by %4")
                .arg(QString::fromStdString(m.externalAddress))
                .arg(m.externalPort)
                .arg(m.internalPort)
                .arg(PortForwarder::methodName(m.method)));
        if (address.isEmpty()) address = QString::fromStdString(m.externalAddress);
    }
    if (!writeFile(a.invitation, game.invitation(address).toUtf8() + '\n')) {
        say(QStringLiteral("cannot write the invitation"));
        return 1;
    }
    const bool played = playToTheEnd(game, clock, a.timeoutSeconds);
    // The guest is given a moment to take the last messages before the host leaves.
    QElapsedTimer grace;
    grace.start();
    while (game.linkState() == NetworkGame::LinkState::Connected && grace.elapsed() < 3000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    game.leave();
    // The forwarding is removed in the background: once it is, the test looks at the router while
    // this program still runs (--left FILE), so that it is the leaving that removed it.
    QElapsedTimer removal;
    removal.start();
    while (game.forwarder().isBusy() && removal.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    say(QStringLiteral("left; the router's forwarding: ") + game.forwarder().describe());
    if (!a.left.isEmpty()) {
        writeFile(a.left, "left\n");
        QThread::msleep(3000);
    }
    if (!writeFile(a.record, QByteArray::fromStdString(game.remote().session().recordText()))) return 1;
    say(QStringLiteral("record: %1 commands").arg(game.remote().session().record().lines.size()));
    return played ? 0 : 1;
}

int join(const Arguments& a, const QString& saveDir) {
    QElapsedTimer clock;
    clock.start();
    QByteArray line;
    while (clock.elapsed() < 60000) {
        QFile file(a.invitation);
        if (file.open(QIODevice::ReadOnly)) {
            line = file.readAll().trimmed();
            if (!line.isEmpty()) break;
        }
        QThread::msleep(100);
    }
    std::string problem;
    const std::optional<Invitation> invitation = readInvitation(line.toStdString(), &problem);
    if (!invitation) {
        say(QStringLiteral("no invitation: ") + QString::fromStdString(problem));
        return 1;
    }
    say(QStringLiteral("joining ") + QString::fromUtf8(line));
    auto remote = std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly());
    NetworkGame game(std::move(remote), saveDir + QStringLiteral("/guest.eylau-net"));
    QObject::connect(&game, &NetworkGame::linkEvent, [](const QString& text, bool) { say(QStringLiteral("link: ") + text); });
    QString error;
    if (!game.join(QString::fromStdString(invitation->host), invitation->port, invitation->code, &error)) {
        say(QStringLiteral("cannot join: ") + error);
        return 1;
    }
    const bool played = playToTheEnd(game, clock, a.timeoutSeconds);
    game.leave();
    if (!game.remote().hasGame() || !writeFile(a.record, QByteArray::fromStdString(game.remote().session().recordText())))
        return 1;
    say(QStringLiteral("record: %1 commands").arg(game.remote().session().record().lines.size()));
    return played ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    Arguments a;
    if (!parse(app.arguments(), a)) {
        std::fprintf(stderr, "usage: eylau-net-peer host|join --invitation FILE --record FILE [--forward upnp|natpmp|any|none] "
                             "[--address ADDRESS] [--port P] [--timeout S] [--left FILE]\n");
        return 2;
    }
    QTemporaryDir saves;
    if (!saves.isValid()) return 1;
    return a.mode == QLatin1String("host") ? host(a, saves.path()) : join(a, saves.path());
}
