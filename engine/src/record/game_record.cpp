// The game record: reading and writing the notation of docs/game-record.md. Only the form of a
// line is checked here; whether a command is legal is the Game's business (game.h).
#include "eylau/record/game_record.h"

#include "record/record_words.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <exception>
#include <sstream>
#include <string_view>
#include <utility>

namespace eylau {
namespace {

using namespace record;

constexpr std::array<std::string_view, 11> kCommands{"move",   "enter", "release", "end",    "attack", "defend",
                                                     "retreat", "lose", "advance", "limber", "unlimber"};
constexpr std::array<std::string_view, 7> kHeaderWords{"scenario", "option", "seed", "player", "name", "signer", "dice"};

template <std::size_t N>
bool isOneOf(const std::array<std::string_view, N>& words, std::string_view w) {
    return std::find(words.begin(), words.end(), w) != words.end();
}

std::string lowerCase(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string unknownCommand(std::string_view w) {
    const std::string lower = lowerCase(w);
    if (lower != w && (isOneOf(kCommands, lower) || isOneOf(kHeaderWords, lower)))
        return "unknown command " + quoted(w) + " (commands are written in lower case: '" + lower + "')";
    std::string all;
    for (const auto c : kCommands) all += (all.empty() ? "" : ", ") + std::string(c);
    return "unknown command " + quoted(w) + " (expected one of: " + all + ")";
}

template <typename C>
C readMoveLike(Words& w) {
    C c;
    c.unit = readId(w.need("a unit"), "unit id");
    c.hexes.push_back(readHex(w.need("a hex")));
    while (!w.done()) c.hexes.push_back(readHex(w.take()));
    return c;
}

AttackCommand readAttack(Words& w) {
    AttackCommand a;
    if (!w.at("on")) a.attackers = readList(w.need("the attackers"));
    if (w.done()) w.fail("missing 'on' and the defenders");
    if (!w.at("on"))
        w.fail("'on' must follow the attackers, found " + quoted(w.take()) +
               " (units in a list are joined by commas)");
    w.take();
    a.defenders = readList(w.need("the defenders"));
    std::vector<std::string> seen;
    while (!w.done()) {
        const std::string& clause = w.take();
        const bool known =
            clause == "bombard" || clause == "odds" || clause == "shift" || clause == "fresh" || clause == "spare";
        if (!known)
            w.fail("unexpected " + quoted(clause) + " (units in a list are joined by commas)");
        if (std::find(seen.begin(), seen.end(), clause) != seen.end()) w.fail("'" + clause + "' given twice");
        seen.push_back(clause);
        if (clause == "bombard") a.bombarding = readList(w.need("the bombarding units"));
        if (clause == "odds") a.odds = readOdds(w.need("the odds"));
        if (clause == "shift") a.shift = true;
        if (clause == "fresh") a.fresh = readList(w.need("the units given Fresh Strength"));
        if (clause == "spare") a.spare = readList(w.need("the cavalry sparing itself"));
    }
    if (a.attackers.empty() && a.bombarding.empty())
        w.fail("an attack with no attackers before 'on' needs a 'bombard' clause");
    return a;
}

RetreatCommand readRetreat(Words& w) {
    RetreatCommand r;
    r.unit = readId(w.need("a unit"), "unit id");
    r.to = readHex(w.need("a hex"));
    while (!w.done()) {
        if (!w.at("displace")) w.fail("unexpected " + quoted(w.take()) + " (a displacement is 'displace UNIT HEX')");
        w.take();
        std::string unit = readId(w.need("the displaced unit"), "unit id");
        r.displacements.emplace_back(std::move(unit), readHex(w.need("a hex")));
    }
    return r;
}

// A command from its words (comment removed, commas joined). Throws RecordError.
Command readCommand(const std::vector<std::string>& words) {
    const std::string& head = words.at(0);
    if (head == "move") {
        Words w(words, "move UNIT HEX [HEX...]");
        return readMoveLike<MoveCommand>(w);
    }
    if (head == "enter") {
        Words w(words, "enter UNIT HEX [HEX...]");
        return readMoveLike<EnterCommand>(w);
    }
    if (head == "release") {
        Words w(words, "release DIVISION");
        ReleaseCommand r{readId(w.need("a division"), "division id")};
        w.finish();
        return r;
    }
    if (head == "limber" || head == "unlimber") {  // AL.2, AL.3 (variant)
        Words w(words, head == "limber" ? "limber UNIT" : "unlimber UNIT");
        LimberCommand l{readId(w.need("a unit"), "unit id"), head == "limber"};
        w.finish();
        return l;
    }
    if (head == "end") {
        Words(words, "end").finish();
        return EndPhaseCommand{};
    }
    if (head == "attack") {
        Words w(words, "attack [UNITS] on UNITS [bombard UNITS] [odds A-D] [shift] [fresh UNITS] [spare UNITS]");
        return readAttack(w);
    }
    if (head == "defend") {
        Words w(words, "defend [fresh UNITS]");
        DefendCommand d;
        if (!w.done()) {
            if (!w.at("fresh")) w.finish();
            w.take();
            d.fresh = readList(w.need("the units given Fresh Strength"));
            w.finish();
        }
        return d;
    }
    if (head == "retreat") {
        Words w(words, "retreat UNIT HEX [displace UNIT HEX]...");
        return readRetreat(w);
    }
    if (head == "lose") {
        Words w(words, "lose UNITS");
        LoseCommand l{readList(w.need("the units lost"))};
        w.finish();
        return l;
    }
    if (head == "advance") {
        Words w(words, "advance UNIT HEX' or 'advance none");
        AdvanceCommand a;
        if (w.at("none")) {
            w.take();
        } else {
            a.unit = readId(w.need("a unit or 'none'"), "unit id");
            a.to = readHex(w.need("a hex"));
        }
        w.finish();
        return a;
    }
    if (isOneOf(kHeaderWords, head)) throw RecordError{quoted(head) + " is a header line, not a command"};
    throw RecordError{unknownCommand(head)};
}

// "line N: what (in 'text')".
std::string lineError(int line, const std::string& what, std::string_view text) {
    return "line " + std::to_string(line) + ": " + what + " (in '" + shown(trim(text), 80) + "')";
}

// Lines whose first non-blank byte is neither a line end nor '#': at least every command line.
std::size_t linesWithWords(std::string_view text) {
    std::size_t n = 0;
    bool atStart = true;
    for (char c : text) {
        if (c == '\n' || c == '\r') {
            atStart = true;
        } else if (atStart && !isBlank(c)) {
            atStart = false;
            n += c != '#';
        }
    }
    return n;
}

struct HeaderState {
    int scenarioLine = 0;
    int seedLine = 0;
    int diceLine = 0;
    std::map<std::string, int> optionLines;
    std::map<std::string, int> playerLines;
    std::map<std::string, int> nameLines;
    std::map<std::string, int> signerLines;
};

// "name SIDE NAME": the name of who plays a side (a quoted word when it has blanks).
void readName(const std::vector<std::string>& words, int line, HeaderState& seen, GameRecord& record) {
    Words w(words, "name french|allied NAME");
    const std::string& side = w.need("a side");
    if (side != "french" && side != "allied") throw RecordError{quoted(side) + " is not a side (french or allied)"};
    // A name is free text: "none" or "on" is a name here, not a keyword.
    if (w.done()) w.fail("expected the player's name");
    const std::string name = w.take();
    if (!w.done())
        w.fail("unexpected " + quoted(w.take()) + " after the name (a name with blanks is written in double quotes)");
    const auto isControl = [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; };
    if (name.empty() || std::all_of(name.begin(), name.end(), [](char c) { return c == ' '; }))
        throw RecordError{"the player's name is empty"};
    if (name.size() > kMaxPlayerNameBytes)
        throw RecordError{"the player's name is " + std::to_string(name.size()) + " bytes long; a name holds at most " +
                          std::to_string(kMaxPlayerNameBytes)};
    if (std::any_of(name.begin(), name.end(), isControl))
        throw RecordError{"the player's name holds a control character"};
    if (const auto it = seen.nameLines.find(side); it != seen.nameLines.end())
        throw RecordError{"name " + quoted(side) + " given twice (first on line " + std::to_string(it->second) + ")"};
    seen.nameLines[side] = line;
    record.names[side] = name;
}

// "signer SIDE ed25519 HEX": the key pinned for a side's turn files (docs/remote-play.md).
void readSigner(const std::vector<std::string>& words, int line, HeaderState& seen, GameRecord& record) {
    Words w(words, "signer french|allied ed25519 KEY");
    const std::string& side = w.need("a side");
    if (side != "french" && side != "allied") throw RecordError{quoted(side) + " is not a side (french or allied)"};
    const std::string& kind = w.need("the kind of key, 'ed25519'");
    if (kind != "ed25519") w.fail(quoted(shown(kind, 40)) + " is not a kind of key this program knows ('ed25519')");
    const std::string& hex = w.need("the public key, 64 hex digits");
    const std::optional<PublicKey> key = publicKeyFromHex(hex);
    if (!key) w.fail(quoted(shown(hex, 80)) + " is not a public key of 64 hex digits");
    w.finish();
    if (const auto it = seen.signerLines.find(side); it != seen.signerLines.end())
        throw RecordError{"signer " + quoted(side) + " given twice (first on line " + std::to_string(it->second) + ")"};
    seen.signerLines[side] = line;
    record.signers[side] = *key;
}

// "player SIDE WHO": WHO is "person" or a computer level, a lower-case word (the program that
// plays the record decides which levels it knows).
void readPlayer(const std::vector<std::string>& words, int line, HeaderState& seen, GameRecord& record) {
    Words w(words, "player french|allied person|LEVEL");
    const std::string& side = w.need("a side");
    if (side != "french" && side != "allied") throw RecordError{quoted(side) + " is not a side (french or allied)"};
    const std::string& who = w.need("'person' or a computer level");
    if (who.empty() || !std::all_of(who.begin(), who.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
        throw RecordError{quoted(who) + " is neither 'person' nor a computer level (a lower-case word such as 'normal')"};
    w.finish();
    if (const auto it = seen.playerLines.find(side); it != seen.playerLines.end())
        throw RecordError{"player " + quoted(side) + " given twice (first on line " + std::to_string(it->second) + ")"};
    seen.playerLines[side] = line;
    if (who != "person") record.players[side] = who;
}

// One header line into `record`. Throws RecordError.
// "reveal FRENCH ALLIED": two secrets of 64 hex digits.
DiceReveal readReveal(const std::vector<std::string>& words) {
    Words w(words, "reveal FRENCH ALLIED");
    DiceReveal r;
    for (Digest* secret : {&r.french, &r.allied}) {
        const std::string& hex = w.need("a secret of 64 hex digits");
        const auto d = digestFromHex(hex);
        if (!d) w.fail(quoted(shown(hex, 80)) + " is not a secret of 64 hex digits");
        *secret = *d;
    }
    w.finish();
    return r;
}

void readHeader(const std::vector<std::string>& words, bool nameQuoted, int line, HeaderState& seen,
                GameRecord& record) {
    const std::string& head = words.at(0);
    const auto firstSeen = [&](int previous) {
        if (previous != 0)
            throw RecordError{"second '" + head + "' line (the first is line " + std::to_string(previous) + ")"};
    };
    if (head == "scenario") {
        Words w(words, "scenario NAME");
        if (w.done()) w.fail("missing the scenario's name or file path after 'scenario'");
        const std::string& name = w.take();  // any word, keywords included (a path may be "none")
        const auto isControl = [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; };
        if (name.empty()) throw RecordError{"the scenario's name is empty"};
        if (!nameQuoted && std::any_of(name.begin(), name.end(), isControl))
            throw RecordError{quoted(name) + " is not a scenario name (it holds a control character; write it in quotes)"};
        if (!w.done())
            w.fail("unexpected " + quoted(w.take()) +
                   " after the scenario (a name or path with blanks is written in double quotes)");
        firstSeen(seen.scenarioLine);
        seen.scenarioLine = line;
        record.scenario = name;
    } else if (head == "option") {
        Words w(words, "option NAME on|off");
        if (w.done()) w.fail("missing the option's name after 'option'");
        const std::string& name = w.take();
        if (!isIdWord(name))
            throw RecordError{quoted(name) + " is not an option name (letters, digits, '.', '-', '_')"};
        if (w.done()) w.fail("missing 'on' or 'off' after " + quoted(name));
        const std::string& value = w.take();
        if (value != "on" && value != "off") w.fail(quoted(value) + " is neither 'on' nor 'off'");
        w.finish();
        if (const auto it = seen.optionLines.find(name); it != seen.optionLines.end())
            throw RecordError{"option " + quoted(name) + " given twice (first on line " +
                              std::to_string(it->second) + ")"};
        seen.optionLines[name] = line;
        record.options[name] = value == "on";
    } else if (head == "player") {
        readPlayer(words, line, seen, record);
    } else if (head == "name") {
        readName(words, line, seen, record);
    } else if (head == "signer") {
        readSigner(words, line, seen, record);
    } else if (head == "dice") {
        Words w(words, "dice seeded|shared");
        const std::string& mode = w.need("'seeded' or 'shared'");
        if (mode != "seeded" && mode != "shared") w.fail(quoted(mode) + " is neither 'seeded' nor 'shared'");
        w.finish();
        firstSeen(seen.diceLine);
        seen.diceLine = line;
        record.sharedDice = mode == "shared";
    } else {
        Words w(words, "seed NUMBER");
        const std::uint64_t seed = readSeed(w.need("a number"));
        w.finish();
        firstSeen(seen.seedLine);
        seen.seedLine = line;
        record.seed = seed;
    }
}

struct Overloaded {
    std::string operator()(const MoveCommand& c) const { return "move " + c.unit + hexes(c.hexes); }
    std::string operator()(const EnterCommand& c) const { return "enter " + c.unit + hexes(c.hexes); }
    std::string operator()(const ReleaseCommand& c) const { return "release " + c.division; }
    std::string operator()(const EndPhaseCommand&) const { return "end"; }
    std::string operator()(const AttackCommand& c) const {
        std::string s = "attack";
        if (!c.attackers.empty()) s += " " + joinList(c.attackers);
        s += " on " + joinList(c.defenders);
        if (!c.bombarding.empty()) s += " bombard " + joinList(c.bombarding);
        if (c.odds) s += " odds " + c.odds->text();
        if (c.shift) s += " shift";
        if (!c.fresh.empty()) s += " fresh " + joinList(c.fresh);
        if (!c.spare.empty()) s += " spare " + joinList(c.spare);
        return s;
    }
    std::string operator()(const DefendCommand& c) const {
        return c.fresh.empty() ? "defend" : "defend fresh " + joinList(c.fresh);
    }
    std::string operator()(const RetreatCommand& c) const {
        std::string s = "retreat " + c.unit + " " + c.to.id();
        for (const auto& [unit, hex] : c.displacements) s += " displace " + unit + " " + hex.id();
        return s;
    }
    std::string operator()(const LoseCommand& c) const { return "lose " + joinList(c.units); }
    std::string operator()(const LimberCommand& c) const { return (c.limber ? "limber " : "unlimber ") + c.unit; }
    std::string operator()(const AdvanceCommand& c) const {
        if (!c.unit) return "advance none";
        return "advance " + *c.unit + (c.to ? " " + c.to->id() : std::string());
    }
    static std::string hexes(const std::vector<Hex>& hs) {
        std::string s;
        for (const Hex& h : hs) s += " " + h.id();
        return s;
    }
};

}  // namespace

std::optional<Command> parseCommand(const std::string& line, std::string* error) {
    try {
        const SplitLine split = splitLine(line);
        if (split.words.empty()) throw RecordError{"no command on the line"};
        return readCommand(joinCommas(split.words));
    } catch (const RecordError& e) {
        if (error) *error = e.what;
    } catch (const std::exception& e) {
        if (error) *error = std::string("cannot read the command: ") + e.what();
    }
    return std::nullopt;
}

RecordParse parseRecord(const std::string& text) {
    RecordParse out;
    std::size_t unlistedErrors = 0;
    const auto report = [&](std::string error) {
        if (out.errors.size() < kMaxRecordErrorsListed)
            out.errors.push_back(std::move(error));
        else
            ++unlistedErrors;
    };
    try {
        GameRecord record;
        // Room for every line that may hold a command, found in one quick pass, so the list is
        // never reallocated (and briefly held twice) as it grows.
        record.lines.reserve(std::min(linesWithWords(text), kMaxRecordCommands));
        HeaderState seen;
        std::optional<DiceReveal> pendingReveal;
        int pendingRevealLine = 0;
        int firstCommandLine = 0;
        std::size_t errorsBeforeFirstCommand = 0;
        std::string_view rest = text;
        for (int line = 1; !rest.empty(); ++line) {
            // Lines end in "\n", "\r\n" or a lone "\r".
            const std::size_t end = std::min(rest.find_first_of("\r\n"), rest.size());
            std::string_view raw = rest.substr(0, end);
            const std::size_t breakLength = end + 1 < rest.size() && rest[end] == '\r' && rest[end + 1] == '\n' ? 2 : 1;
            rest.remove_prefix(std::min(end + breakLength, rest.size()));
            if (line == 1 && raw.starts_with("\xEF\xBB\xBF")) raw.remove_prefix(3);  // a UTF-8 byte order mark
            if (raw.size() > kMaxRecordLineBytes) {
                report("line " + std::to_string(line) + ": the line is " + std::to_string(raw.size()) +
                       " bytes long; a line of a record holds at most " + std::to_string(kMaxRecordLineBytes));
                continue;
            }
            try {
                SplitLine split = splitLine(raw);
                if (split.words.empty()) continue;
                const std::string head = split.words.front();
                if (isOneOf(kHeaderWords, head)) {
                    if (firstCommandLine != 0)
                        throw RecordError{"'" + head + "' after the first command (line " +
                                          std::to_string(firstCommandLine) +
                                          "); the header lines (scenario, option, seed, player, name, signer) come first"};
                    readHeader(split.words, split.quoted.size() > 1 && split.quoted[1], line, seen, record);
                } else if (head == "reveal") {
                    if (!record.sharedDice)
                        throw RecordError{"a 'reveal' line in a record without 'dice shared' in its header"};
                    if (pendingReveal) throw RecordError{"a second 'reveal' line; each serves the command after it"};
                    pendingReveal = readReveal(split.words);
                    pendingRevealLine = line;
                } else {
                    if (firstCommandLine == 0 && isOneOf(kCommands, head)) {
                        firstCommandLine = line;
                        errorsBeforeFirstCommand = out.errors.size();
                    }
                    if (record.lines.size() == kMaxRecordCommands) {
                        report("line " + std::to_string(line) + ": a record holds at most " +
                               std::to_string(kMaxRecordCommands) + " commands; the rest is not read");
                        break;
                    }
                    RecordLine command{line, readCommand(joinCommas(std::move(split.words))), split.comment, {}};
                    command.reveal = std::exchange(pendingReveal, std::nullopt);
                    record.lines.push_back(std::move(command));
                }
            } catch (const RecordError& e) {
                report(lineError(line, e.what, raw));
            }
        }
        if (pendingReveal)
            report("line " + std::to_string(pendingRevealLine) + ": a 'reveal' line with no command after it");
        if (seen.scenarioLine == 0) {
            const std::string missing = "line " + std::to_string(firstCommandLine != 0 ? firstCommandLine : 1) +
                                        ": no 'scenario' line; a record begins with 'scenario NAME' "
                                        "(such as 'scenario eylau')";
            const auto at = firstCommandLine != 0 ? errorsBeforeFirstCommand : 0;
            out.errors.insert(out.errors.begin() + static_cast<std::ptrdiff_t>(at), missing);
        }
        if (unlistedErrors > 0)
            out.errors.push_back("... and " + std::to_string(unlistedErrors) + " more " +
                                 (unlistedErrors == 1 ? "error" : "errors") + " (the first " +
                                 std::to_string(kMaxRecordErrorsListed) + " are listed)");
        if (out.errors.empty()) out.record = std::move(record);
    } catch (const std::exception& e) {
        out.record.reset();
        out.errors.push_back(std::string("the record cannot be read: ") + e.what());
    }
    return out;
}

std::string formatCommand(const Command& command) { return std::visit(Overloaded{}, command); }

std::string formatReveal(const DiceReveal& reveal) {
    return "reveal " + toHex(reveal.french) + " " + toHex(reveal.allied);
}

std::string writeRecord(const GameRecord& record) {
    std::string out = "scenario " + quoteIfNeeded(record.scenario) + "\n";
    for (const auto& [name, on] : record.options) out += "option " + name + (on ? " on\n" : " off\n");
    out += "seed " + std::to_string(record.seed) + "\n";
    for (const auto& [side, who] : record.players) out += "player " + side + " " + who + "\n";
    for (const auto& [side, name] : record.names) out += "name " + side + " " + quoteIfNeeded(name) + "\n";
    for (const auto& [side, key] : record.signers) out += "signer " + side + " ed25519 " + toHex(key) + "\n";
    if (record.sharedDice) out += "dice shared\n";
    for (const RecordLine& line : record.lines) {
        if (line.reveal) out += formatReveal(*line.reveal) + "\n";
        out += formatCommand(line.command);
        if (!line.comment.empty()) {
            // A comment stays on its line, and within its length (cut at a UTF-8 character).
            std::string comment = line.comment.substr(0, kMaxRecordCommentBytes);
            if (comment.size() < line.comment.size())
                while (!comment.empty() && (static_cast<unsigned char>(line.comment[comment.size()]) & 0xC0) == 0x80)
                    comment.pop_back();
            for (char& c : comment)
                if (c == '\n' || c == '\r') c = ' ';
            // Blanks the cut leaves last are dropped, as reading the line drops them.
            while (!comment.empty() && isBlank(comment.back())) comment.pop_back();
            if (!comment.empty()) out += "  # " + comment;
        }
        out += "\n";
    }
    return out;
}

int headerLine(const std::string& text, const std::string& word, const std::string& name) {
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        std::istringstream words(line);
        std::string first, second;
        words >> first >> second;
        if (first == word && (name.empty() || second == name)) return number;
    }
    return 0;
}

}  // namespace eylau
