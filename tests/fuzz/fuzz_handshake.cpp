// fuzz_handshake: any bytes as what reaches a host's game before the two programs agree on the
// record (docs/remote-play.md, "Who can join"): an invitation line or join code typed or pasted,
// then the messages of an invited program that has not yet agreed (hellos, a record, a bye,
// anything). The encrypted handshake itself is OpenSSL's (through Qt); this is our part of it.
//
// The input's first line is read as an invitation and as a join code; the rest, split at NUL
// bytes, is delivered to a host (the French, a new game with shared dice) that has just been
// connected. Checks that nothing crashes or throws; that an invitation read writes back to one
// that reads the same; that the host's game is unchanged (no command, no stop) unless the bytes
// name this very game and prove its record rewritten; that its save restores to
// the same save; and that afterwards the invited guest connects and the two agree on the game.
#include "fuzz_support.h"

#include "eylau/record/game_session.h"
#include "eylau/record/record_chain.h"
#include "eylau/remote/invitation.h"
#include "eylau/remote/remote_game.h"

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace {

eylau::SecretSource fixedSecrets(std::uint8_t start) {
    auto n = std::make_shared<std::uint8_t>(start);
    return [n]() -> std::optional<eylau::Digest> {
        eylau::Digest d{};
        d.fill(++*n);
        return d;
    };
}

// Delivers what each program sends to the other until neither has more (a few rounds at most).
void exchange(eylau::RemoteGame& a, eylau::RemoteGame& b) {
    for (int round = 0; round < 20; ++round) {
        const auto toB = a.takeOutgoing();
        const auto toA = b.takeOutgoing();
        if (toA.empty() && toB.empty()) return;
        for (const std::string& m : toB) b.receive(m);
        for (const std::string& m : toA) a.receive(m);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace eylau;
    const std::string input = fuzz::text(data, size);
    const std::size_t firstLineEnd = std::min(input.find('\n'), input.size());
    const std::string firstLine = input.substr(0, firstLineEnd);

    // The invitation and the code, as a person pastes or types them.
    if (const auto invitation = readInvitation(firstLine)) {
        const auto again = readInvitation(invitationText(*invitation));
        if (!again || again->host != invitation->host || again->port != invitation->port || !(again->code == invitation->code))
            fuzz::fail("an invitation read does not write back to the same invitation", firstLine);
    }
    if (const auto code = JoinCode::read(firstLine)) {
        const auto again = JoinCode::read(code->text());
        if (!again || !(*again == *code)) fuzz::fail("a join code read does not write back to the same code", firstLine);
    }

    // The host, just connected, before the two agree.
    GameOptions options;
    options.sharedDice = true;
    auto session = std::make_unique<GameSession>(fuzz::eylauScenario(), "eylau", options);
    RemoteGame host(std::move(session), Side::French, fuzz::eylauOnly(), fixedSecrets(0));
    host.setJoinCode(*JoinCode::read("K7QM-3XTA-P9RD-W2HE"));
    host.connected();
    (void)host.takeOutgoing();
    std::size_t at = std::min(firstLineEnd + 1, input.size());
    for (int messages = 0; at < input.size() && messages < 200; ++messages) {
        const std::size_t end = std::min(input.find('\0', at), input.size());
        host.receive(std::string_view(input).substr(at, end - at));
        (void)host.takeOutgoing();
        (void)host.takeNotices();
        at = end + 1;
    }
    // Only a program that names this very game (its header's digest, which libFuzzer may learn
    // from the comparisons) and then gives a record that rewrites it can stop it: that is proof.
    std::string lower = input;
    for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
    const bool namesThisGame = lower.find(toHex(recordChain(host.session().record()).front())) != std::string::npos;
    if (host.isStopped() && !namesThisGame) fuzz::fail("bytes before the programs agreed stopped the game", host.stopReason());
    if (host.isStopped()) return 0;
    if (host.session().record().lines.size() != 0)
        fuzz::fail("bytes before the programs agreed changed the record", host.session().recordText());

    // Resumable: its save restores to the same save.
    std::string error;
    const auto restored = RemoteGame::restore(host.saveText(), fuzz::eylauOnly(), error);
    if (!restored) fuzz::fail("the host's save does not restore", error);
    if (restored->saveText() != host.saveText()) fuzz::fail("the host's save does not restore to the same save");

    // The invited guest comes; the two agree on the game.
    host.disconnected();
    RemoteGame guest(Side::Allied, fuzz::eylauOnly(), fixedSecrets(100));
    host.connected();
    guest.connected();
    exchange(host, guest);
    if (!host.isSynced() || !guest.isSynced()) fuzz::fail("the invited guest could not join after the bytes");
    if (guest.session().recordText() != host.session().recordText())
        fuzz::fail("the guest took another game than the host's", guest.session().recordText());
    return 0;
}
