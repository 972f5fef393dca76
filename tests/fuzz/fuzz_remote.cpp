// fuzz_remote: any bytes as what a remote opponent sends (remote_game.h, docs/remote-play.md), and
// as a turn file (turn_file.h).
//
// The input is split at NUL bytes into messages, delivered in order to a program playing the
// Allies in a game in progress (a host's game after its opening moves, linked and agreed). Checks
// that nothing crashes or throws; that the record only ever grows by commands the engine accepts
// (each replays from the record's text to the same state); and that a turn file either reads
// with no errors or gives errors, never both, its record writing back to the same chain and, once
// written, to the same text (what its signature is over).
#include "fuzz_support.h"

#include "eylau/record/record_chain.h"
#include "eylau/record/turn_file.h"
#include "eylau/remote/remote_game.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace {

// A fixed secret source: the fuzzer must reproduce its crashes.
eylau::SecretSource fixedSecrets() {
    auto n = std::make_shared<std::uint8_t>(0);
    return [n]() -> std::optional<eylau::Digest> {
        eylau::Digest d{};
        d.fill(++*n);
        return d;
    };
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace eylau;
    const std::string input = fuzz::text(data, size);

    // As a turn file.
    const TurnFileRead read = readTurnFile(input);
    if (read.file.has_value() == !read.errors.empty()) fuzz::fail("a turn file must give a record or errors, not both");
    if (read.file && recordChain(read.file->record).back() != read.file->chain)
        fuzz::fail("a turn file was read with a chain its record does not give");
    if (read.file && !read.recordAsWritten) fuzz::fail("a turn file was read without its record as written");
    // What a signature is over (turnSignatureMessage): the record written back once read, which
    // must read and write back to the same text, or a sender's signature would not hold.
    if (read.recordAsWritten) {
        const std::string written = writeRecord(*read.recordAsWritten);
        const RecordParse back = parseRecord(written);
        if (!back.record || writeRecord(*back.record) != written)
            fuzz::fail("a turn file's record does not write back to the text it was read from");
    }

    // As messages to the Allied program of a game the French host.
    GameOptions options;
    options.sharedDice = true;
    auto session = std::make_unique<GameSession>(fuzz::eylauScenario(), "eylau", options);
    RemoteGame allied(std::move(session), Side::Allied, fuzz::eylauOnly(), fixedSecrets());
    allied.connected();
    std::size_t start = 0;
    while (start <= input.size()) {
        const std::size_t end = std::min(input.find('\0', start), input.size());
        allied.receive(std::string_view(input).substr(start, end - start));
        (void)allied.takeOutgoing();
        (void)allied.takeNotices();
        start = end + 1;
    }
    const SessionLoad again = GameSession::fromText(allied.session().recordText(), "fuzz", fuzz::eylauOnly());
    if (!again.ok()) fuzz::fail("the program's record does not replay", again.error);
    if (!(again.session->record().lines.size() == allied.session().record().lines.size()))
        fuzz::fail("the program's record replays to another length");
    (void)allied.saveText();
    return 0;
}
