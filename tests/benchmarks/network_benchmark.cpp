// The invitation's cost (docs/remote-play.md, "Who can join"), on loopback: deriving the link's
// key from a join code; the encrypted handshake of an invited guest; a guest joining a host and
// the two agreeing on the game, from the code typed to play; and what the host spends on a
// connection its door refuses (a wrong code, or plain bytes such as a stranger's framed hello).
// Everything runs on the one thread of the event loop, so the CPU time is the two ends together;
// for a refused stranger the stranger's part is a few system calls.
#include "frame_reader.h"
#include "network_game.h"
#include "peer_link.h"
#include "support/remote_pair.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTcpSocket>

#include <benchmark/benchmark.h>

#include <functional>

namespace eylau::net {
namespace {

const JoinCode& code() {
    static const JoinCode c = *JoinCode::read("K7QM-3XTA-P9RD-W2HE");
    return c;
}
const LinkKey& key() {
    static const LinkKey k = *linkKeyFor(code());
    return k;
}
const LinkKey& wrongKey() {
    static const LinkKey k = *linkKeyFor(*JoinCode::read("K7QM-3XTA-P9RD-W2HF"));
    return k;
}

// Runs the event loop until `done` (or 10 s, which fails the benchmark).
void waitFor(benchmark::State& state, const std::function<bool()>& done) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        if (clock.elapsed() > 10000) {
            state.SkipWithError("timed out");
            return;
        }
    }
}

void BM_LinkKeyFromCode(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(linkKeyFor(code()));
}
BENCHMARK(BM_LinkKeyFromCode)->Unit(benchmark::kMillisecond);

void BM_InvitedHandshake(benchmark::State& state) {
    PeerLink host;
    host.setKey(key());
    if (!host.listen(QHostAddress::LocalHost, 0)) return state.SkipWithError("cannot listen");
    for (auto _ : state) {
        PeerLink guest;
        guest.setKey(key());
        guest.connectTo(QStringLiteral("127.0.0.1"), host.listeningPort());
        waitFor(state, [&] { return guest.isUp() && host.isUp(); });
        state.PauseTiming();
        guest.close();
        waitFor(state, [&] { return !host.isUp(); });
        state.ResumeTiming();
    }
}
BENCHMARK(BM_InvitedHandshake)->Unit(benchmark::kMillisecond)->UseRealTime();

// From the code typed to the two programs agreeing on the game: the guest's key derived, the
// handshake, the hellos, the host's record taken.
void BM_JoinAndAgree(benchmark::State& state) {
    for (auto _ : state) {
        state.PauseTiming();
        NetworkGame host(std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly()), QString());
        QString error;
        if (!host.host(QHostAddress::LocalHost, 0, &error)) return state.SkipWithError("cannot host");
        const JoinCode hostCode = *host.joinCode();
        NetworkGame guest(std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly()), QString());
        state.ResumeTiming();
        guest.join(QStringLiteral("127.0.0.1"), host.port(), hostCode);
        waitFor(state, [&] { return host.remote().isSynced() && guest.remote().isSynced(); });
    }
}
BENCHMARK(BM_JoinAndAgree)->Unit(benchmark::kMillisecond)->UseRealTime();

// A guest with a wrong code, until the host's door has refused it.
void BM_RefusedWrongCode(benchmark::State& state) {
    PeerLink host;
    host.setKey(key());
    if (!host.listen(QHostAddress::LocalHost, 0)) return state.SkipWithError("cannot listen");
    int refused = 0;
    QObject::connect(&host, &PeerLink::refused, [&] { ++refused; });
    for (auto _ : state) {
        PeerLink stranger;
        stranger.setKey(wrongKey());
        const int before = refused;
        stranger.connectTo(QStringLiteral("127.0.0.1"), host.listeningPort());
        waitFor(state, [&] { return refused > before; });
    }
}
BENCHMARK(BM_RefusedWrongCode)->Unit(benchmark::kMicrosecond)->UseRealTime();

// A stranger's framed hello in plain TCP, until the door has refused it.
void BM_RefusedPlainHello(benchmark::State& state) {
    PeerLink host;
    host.setKey(key());
    if (!host.listen(QHostAddress::LocalHost, 0)) return state.SkipWithError("cannot listen");
    int refused = 0;
    QObject::connect(&host, &PeerLink::refused, [&] { ++refused; });
    const QByteArray hello = frame("hello 2 french none");
    for (auto _ : state) {
        QTcpSocket stranger;
        const int before = refused;
        stranger.connectToHost(QHostAddress::LocalHost, host.listeningPort());
        waitFor(state, [&] { return stranger.state() == QAbstractSocket::ConnectedState; });
        stranger.write(hello);
        waitFor(state, [&] { return refused > before; });
    }
}
BENCHMARK(BM_RefusedPlainHello)->Unit(benchmark::kMicrosecond)->UseRealTime();

}  // namespace
}  // namespace eylau::net

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
