// fuzz_watch: any bytes as what a host sends a spectator, and as what a spectator sends a host
// (spectator_feed.h, watched_game.h; docs/remote-play.md, "Spectators").
//
// The input is split at NUL bytes into messages. Each is delivered to a spectator's copy
// (WatchedGame), and to the host's feed of a spectator (SpectatorFeed) beside a game in progress.
// Checks that nothing crashes or throws; that the copy's record only holds what the engine
// accepts (it replays from its text to the same length and chain); and that nothing a spectator
// sends changes the host's game: its record, state and chain are as before.
#include "fuzz_support.h"

#include "eylau/record/record_chain.h"
#include "eylau/remote/remote_game.h"
#include "eylau/remote/spectator_feed.h"
#include "eylau/remote/watched_game.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace eylau;
    const std::string input = fuzz::text(data, size);

    GameOptions options;
    options.sharedDice = true;
    const GameSession host(fuzz::eylauScenario(), "eylau", options);
    const Digest hostBefore = stateDigest(host);
    WatchedGame copy(fuzz::eylauOnly());
    copy.connected();
    SpectatorFeed feed;
    std::size_t start = 0;
    while (start <= input.size()) {
        const std::size_t end = std::min(input.find('\0', start), input.size());
        const std::string_view message = std::string_view(input).substr(start, end - start);
        copy.receive(message);
        (void)copy.takeOutgoing();
        (void)copy.takeNotices();
        feed.receive(message, &host);
        feed.follow(host);
        (void)feed.takeOutgoing();
        (void)feed.takeNotices();
        start = end + 1;
    }
    if (stateDigest(host) != hostBefore || !host.record().lines.empty())
        fuzz::fail("what a spectator sent changed the host's game");
    if (copy.hasGame()) {
        const SessionLoad again = GameSession::fromText(copy.session().recordText(), "fuzz", fuzz::eylauOnly());
        if (!again.ok()) fuzz::fail("the spectator's copy does not replay", again.error);
        if (recordChain(again.session->record()) != recordChain(copy.session().record()))
            fuzz::fail("the spectator's copy replays to another chain");
    }
    return 0;
}
