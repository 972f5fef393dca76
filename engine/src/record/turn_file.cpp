#include "eylau/record/turn_file.h"

#include "eylau/io/signing_key.h"
#include "eylau/record/record_chain.h"

#include <array>
#include <sstream>

namespace eylau {
namespace {

constexpr std::string_view kFileWord = "turn-file";
constexpr int kVersion = 2;  // 1: unsigned, read still (docs/remote-play.md)
constexpr std::array<std::string_view, 6> kOwnWords{kFileWord, "from", "commands", "chain", "key", "signature"};

std::string sideWord(Side s) { return s == Side::French ? "french" : "allied"; }

bool isOwnWord(const std::string& w) {
    for (std::string_view own : kOwnWords)
        if (w == own) return true;
    return false;
}

// The record as its file is read back: what is signed, so that writing and reading agree on
// every byte (a comment's blanks, a name's quotes).
std::string canonicalText(const GameRecord& record) {
    const std::string text = writeRecord(record);
    const RecordParse back = parseRecord(text);
    return back.record ? writeRecord(*back.record) : text;
}

// The turn file's own header lines, as read.
struct OwnLines {
    bool versionLine = false;
    std::optional<int> version;
    std::optional<Side> sender;
    std::optional<std::size_t> commands;
    std::optional<Digest> chain;
    std::optional<PublicKey> key;
    std::optional<Signature> signature;
};

void readOwnLine(const std::vector<std::string>& words, const std::string& at, OwnLines& own,
                 std::vector<std::string>& errors) {
    const std::string& first = words[0];
    const std::string second = words.size() > 1 ? words[1] : std::string();
    const std::size_t count = first == "key" ? 3 : 2;  // "key ed25519 HEX"
    if (words.size() > count) errors.push_back(at + "unexpected '" + words[count].substr(0, 40) + "'");
    if (first == kFileWord) {
        own.versionLine = true;
        if (second == "1" || second == "2") own.version = second[0] - '0';
        else errors.push_back(at + "this program reads turn files of versions 1 and 2, not '" + second.substr(0, 20) + "'");
    } else if (first == "from") {
        if (second == "french") own.sender = Side::French;
        else if (second == "allied") own.sender = Side::Allied;
        else errors.push_back(at + "'from' names 'french' or 'allied', not '" + second.substr(0, 40) + "'");
    } else if (first == "commands") {
        if (second.empty() || second.size() > 7 || second.find_first_not_of("0123456789") != std::string::npos)
            errors.push_back(at + "'commands' gives a number");
        else own.commands = std::stoul(second);
    } else if (first == "chain") {
        own.chain = digestFromHex(second);
        if (!own.chain) errors.push_back(at + "'chain' gives 64 hex digits");
    } else if (first == "key") {
        if (second != "ed25519") errors.push_back(at + "'key' names the kind of key, 'ed25519', then the key");
        else if (!(own.key = publicKeyFromHex(words.size() > 2 ? words[2] : std::string())))
            errors.push_back(at + "'key ed25519' gives 64 hex digits");
    } else {
        own.signature = signatureFromHex(second);
        if (!own.signature) errors.push_back(at + "'signature' gives 128 hex digits");
    }
}

}  // namespace

std::string turnSignatureMessage(Side sender, std::size_t commands, const Digest& chain, const GameRecord& record) {
    return "eylau turn file signature v1\nfrom " + sideWord(sender) + "\ncommands " + std::to_string(commands) +
           "\nchain " + toHex(chain) + "\nrecord sha256 " + toHex(sha256(canonicalText(record))) + "\n";
}

std::string writeTurnFile(const GameRecord& record, Side sender, const SigningKey& key) {
    const Digest chain = recordChain(record).back();
    const Signature signature = key.sign(turnSignatureMessage(sender, record.lines.size(), chain, record));
    std::string out;
    out += "# An Eylau turn file: open it in Eylau with File > Open Turn. The program checks every line\n";
    out += "# against the game it last had and the sender's signature, so an edited file is refused.\n";
    out += std::string(kFileWord) + " " + std::to_string(kVersion) + "\n";
    out += "from " + sideWord(sender) + "\n";
    out += "commands " + std::to_string(record.lines.size()) + "\n";
    out += "chain " + toHex(chain) + "\n";
    out += "key ed25519 " + toHex(key.publicKey()) + "\n";
    out += "signature " + toHex(signature) + "\n";
    out += canonicalText(record);
    return out;
}

TurnFileRead readTurnFile(const std::string& text) {
    TurnFileRead out;
    // The turn file's own lines are taken out (left blank, so the record keeps the file's line
    // numbers); they come before the record's first line.
    std::string recordText;
    recordText.reserve(text.size());
    OwnLines own;
    bool recordBegun = false;
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        std::istringstream split(line);
        std::vector<std::string> words;
        for (std::string w; words.size() < 4 && split >> w;) words.push_back(std::move(w));
        if (recordBegun || words.empty() || !isOwnWord(words[0])) {
            if (!words.empty() && words[0][0] != '#') recordBegun = true;
            recordText += line;
            recordText += '\n';
            continue;
        }
        recordText += '\n';
        readOwnLine(words, "line " + std::to_string(number) + ": ", own, out.errors);
    }
    if (!own.versionLine)
        out.errors.insert(out.errors.begin(), "line 1: not an Eylau turn file (no 'turn-file 2' line)");
    else if (own.version && !own.sender)
        out.errors.push_back("no 'from' line: who sent the file is not said");
    else if (own.version && !own.chain)
        out.errors.push_back("no 'chain' line: the file's commands cannot be checked");
    else if (own.version >= 2 && (!own.key || !own.signature))
        out.errors.push_back(std::string("no '") + (own.key ? "signature" : "key") +
                             "' line: a turn file of version 2 is signed by its sender");
    RecordParse parsed = parseRecord(recordText);
    for (std::string& e : parsed.errors) out.errors.push_back(std::move(e));
    if (!parsed.record) return out;
    out.recordAsWritten = std::move(parsed.record);
    if (!out.errors.empty()) return out;
    const GameRecord& record = *out.recordAsWritten;
    if (own.commands && *own.commands != record.lines.size())
        out.errors.push_back("the file says it holds " + std::to_string(*own.commands) + " commands, but it holds " +
                             std::to_string(record.lines.size()) + ": it is not whole, or was edited");
    const Digest actual = recordChain(record).back();
    if (actual != *own.chain)
        out.errors.push_back("the record does not give the chain value the file states: a line was edited, added, "
                             "removed or moved after the file was written");
    const bool signedWell =
        *own.version < 2 || verifySignature(*own.key, turnSignatureMessage(*own.sender, record.lines.size(), *own.chain, record),
                                            *own.signature);
    if (!signedWell)
        out.errors.push_back("the signature does not hold: the file was changed after its sender signed it (key " +
                             fingerprint(*own.key) + ")");
    if (!out.errors.empty()) return out;
    out.file = TurnFile{*own.version, *own.sender, record, actual, own.key};
    return out;
}

}  // namespace eylau
