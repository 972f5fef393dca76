#include "eylau/record/turn_file.h"

#include "eylau/record/record_chain.h"

#include <sstream>

namespace eylau {
namespace {

constexpr std::string_view kFileWord = "turn-file";

std::string sideWord(Side s) { return s == Side::French ? "french" : "allied"; }

}  // namespace

std::string writeTurnFile(const GameRecord& record, Side sender) {
    std::string out;
    out += "# An Eylau turn file: open it in Eylau with File > Open Turn. The program checks every line\n";
    out += "# against the game it last had, so an edited file is refused, naming the line.\n";
    out += std::string(kFileWord) + " 1\n";
    out += "from " + sideWord(sender) + "\n";
    out += "commands " + std::to_string(record.lines.size()) + "\n";
    out += "chain " + toHex(recordChain(record).back()) + "\n";
    out += writeRecord(record);
    return out;
}

TurnFileRead readTurnFile(const std::string& text) {
    TurnFileRead out;
    // The turn file's own lines are taken out (left blank, so the record keeps the file's line
    // numbers); they come before the record's first line.
    std::string recordText;
    recordText.reserve(text.size());
    std::optional<Side> sender;
    std::optional<std::size_t> commands;
    std::optional<Digest> chain;
    bool versionSeen = false, recordBegun = false;
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        std::istringstream words(line);
        std::string first, second, third;
        words >> first >> second >> third;
        const bool own = !recordBegun && (first == kFileWord || first == "from" || first == "commands" || first == "chain");
        if (!own) {
            if (!first.empty() && first[0] != '#') recordBegun = true;
            recordText += line;
            recordText += '\n';
            continue;
        }
        recordText += '\n';
        const std::string at = "line " + std::to_string(number) + ": ";
        if (!third.empty()) out.errors.push_back(at + "unexpected '" + third.substr(0, 40) + "'");
        if (first == kFileWord) {
            if (second != "1") out.errors.push_back(at + "this program reads turn files of version 1, not '" + second.substr(0, 20) + "'");
            versionSeen = true;
        } else if (first == "from") {
            if (second == "french") sender = Side::French;
            else if (second == "allied") sender = Side::Allied;
            else out.errors.push_back(at + "'from' names 'french' or 'allied', not '" + second.substr(0, 40) + "'");
        } else if (first == "commands") {
            if (second.empty() || second.size() > 7 || second.find_first_not_of("0123456789") != std::string::npos)
                out.errors.push_back(at + "'commands' gives a number");
            else commands = std::stoul(second);
        } else {
            chain = digestFromHex(second);
            if (!chain) out.errors.push_back(at + "'chain' gives 64 hex digits");
        }
    }
    if (!versionSeen) out.errors.insert(out.errors.begin(), "line 1: not an Eylau turn file (no 'turn-file 1' line)");
    else if (!sender) out.errors.push_back("no 'from' line: who sent the file is not said");
    else if (!chain) out.errors.push_back("no 'chain' line: the file's commands cannot be checked");
    RecordParse parsed = parseRecord(recordText);
    for (std::string& e : parsed.errors) out.errors.push_back(std::move(e));
    if (!out.errors.empty() || !parsed.record) return out;
    GameRecord& record = *parsed.record;
    if (commands && *commands != record.lines.size())
        out.errors.push_back("the file says it holds " + std::to_string(*commands) + " commands, but it holds " +
                             std::to_string(record.lines.size()) + ": it is not whole, or was edited");
    const Digest actual = recordChain(record).back();
    if (actual != *chain)
        out.errors.push_back("the record does not give the chain value the file states: a line was edited, added, "
                             "removed or moved after the file was written");
    if (!out.errors.empty()) return out;
    out.file = TurnFile{*sender, std::move(record), actual};
    return out;
}

}  // namespace eylau
