// fuzz_record: any bytes as a game record (eylau::parseRecord, docs/game-record.md).
//
// Checks that parsing never crashes or throws; that a parse gives either a record or errors,
// never both; and that a parsed record survives its canonical form: writeRecord's text parses
// back to an equal GameRecord and writes again to the same bytes, and every command reads back
// from formatCommand's text.
//
// What writeRecord changes, and the comparison allows for: each command lands on a new line
// number (the header first, in its fixed order, then one line per command, with blank and
// comment-only lines gone), and a line break inside a comment would become a space so that the
// comment stays on its line (parseRecord ends a line at either break, so it never keeps one), and
// a comment over kMaxRecordCommentBytes is cut to fit (game_record.h).
#include "fuzz_support.h"

#include "eylau/record/game_record.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

// The record as writeRecord's text should parse back.
eylau::GameRecord canonical(eylau::GameRecord record) {
    // scenario, options, seed, players, names, dice; then the commands, each after its reveal.
    const int header = 2 + int(record.options.size()) + int(record.players.size()) + int(record.names.size()) +
                       (record.sharedDice ? 1 : 0);
    int line = header;
    for (eylau::RecordLine& l : record.lines) {
        line += l.reveal ? 2 : 1;
        l.lineNumber = line;
        // Cut to kMaxRecordCommentBytes at a character boundary, as writeRecord does; what the
        // cut leaves at the end in blanks is trimmed when it is read again.
        std::string& c = l.comment;
        if (c.size() > eylau::kMaxRecordCommentBytes) {
            std::size_t cut = eylau::kMaxRecordCommentBytes;
            while (cut > 0 && (static_cast<unsigned char>(c[cut]) & 0xC0) == 0x80) --cut;
            c.resize(cut);
        }
        for (char& ch : c)
            if (ch == '\r' || ch == '\n') ch = ' ';
        const auto blank = [](char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f'; };
        while (!c.empty() && blank(c.back())) c.pop_back();
    }
    return record;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace eylau;
    const RecordParse parse = parseRecord(fuzz::text(data, size));
    if (parse.record.has_value() == !parse.errors.empty())
        fuzz::fail("a parse must give a record or errors, and not both");
    if (!parse.record) return 0;

    for (const RecordLine& line : parse.record->lines) {
        const std::string formatted = formatCommand(line.command);
        std::string error;
        const auto back = parseCommand(formatted, &error);
        if (!back) fuzz::fail("a formatted command does not parse", formatted + ": " + error);
        if (*back != line.command) fuzz::fail("a formatted command parses to another command", formatted);
    }

    const std::string written = writeRecord(*parse.record);
    const RecordParse again = parseRecord(written);
    if (!again.record) {
        const std::string why = again.errors.empty() ? "" : again.errors.front();
        fuzz::fail("a written record does not parse", why + "\n" + written);
    }
    if (*again.record != canonical(*parse.record)) fuzz::fail("a written record parses to another record", written);
    if (writeRecord(*again.record) != written) fuzz::fail("writing a parsed record again gives other bytes");
    return 0;
}
