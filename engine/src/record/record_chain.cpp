#include "eylau/record/record_chain.h"

#include <algorithm>

namespace eylau {
namespace {

// The header lines that fix the game, as writeRecord writes them.
std::string fixedHeader(const GameRecord& record) {
    GameRecord header;
    header.scenario = record.scenario;
    header.options = record.options;
    header.seed = record.seed;
    header.sharedDice = record.sharedDice;
    return writeRecord(header);
}

std::string lineText(const RecordLine& line) {
    return (line.reveal ? formatReveal(*line.reveal) + "\n" : std::string()) + formatCommand(line.command);
}

}  // namespace

Digest chainStep(const Digest& before, const RecordLine& line) {
    return sha256({"eylau chain v1", bytesOf(before), lineText(line), "\n"});
}

Digest headerDigest(const GameRecord& record) { return sha256({"eylau record v1", fixedHeader(record)}); }

std::vector<Digest> recordChain(const GameRecord& record) {
    std::vector<Digest> chain;
    chain.reserve(record.lines.size() + 1);
    chain.push_back(headerDigest(record));
    for (const RecordLine& line : record.lines) chain.push_back(chainStep(chain.back(), line));
    return chain;
}

std::vector<std::string> whyNotExtension(const GameRecord& had, const GameRecord& got) {
    std::vector<std::string> out;
    if (got.scenario != had.scenario)
        out.push_back("the scenario was changed from '" + had.scenario + "' to '" + got.scenario + "'");
    if (got.seed != had.seed)
        out.push_back("the seed was changed from " + std::to_string(had.seed) + " to " + std::to_string(got.seed) +
                      " (it decides every roll)");
    if (got.sharedDice != had.sharedDice) out.push_back("the dice were changed between seeded and shared");
    for (const auto& [name, on] : had.options) {
        const auto it = got.options.find(name);
        if (it == got.options.end()) out.push_back("option '" + name + "' was removed");
        else if (it->second != on) out.push_back("option '" + name + "' was turned " + (it->second ? "on" : "off"));
    }
    for (const auto& [name, on] : got.options)
        if (!had.options.count(name)) out.push_back("option '" + name + "' was added");

    constexpr std::size_t kListed = 20;
    std::size_t changed = 0;
    const std::size_t common = std::min(had.lines.size(), got.lines.size());
    for (std::size_t i = 0; i < common; ++i) {
        const RecordLine& a = had.lines[i];
        const RecordLine& b = got.lines[i];
        if (a.command == b.command && a.reveal == b.reveal) continue;
        if (++changed > kListed) continue;
        std::string what = "line " + std::to_string(b.lineNumber) + ": command " + std::to_string(i + 1) + " was '" +
                           formatCommand(a.command) + "', is now '" + formatCommand(b.command) + "'";
        if (a.command == b.command) what = "line " + std::to_string(b.lineNumber) + ": the dice of '" +
                                           formatCommand(b.command) + "' (its reveal) were changed";
        const auto elsewhere = std::find_if(got.lines.begin(), got.lines.end(), [&](const RecordLine& l) {
            return &l != &b && l.command == a.command && l.reveal == a.reveal;
        });
        if (a.command != b.command && elsewhere != got.lines.end())
            what += " (that command now stands on line " + std::to_string(elsewhere->lineNumber) +
                    ": the lines were reordered)";
        out.push_back(std::move(what));
    }
    if (changed > kListed) out.push_back("... and " + std::to_string(changed - kListed) + " more changed lines");
    if (got.lines.size() < had.lines.size())
        out.push_back("it holds " + std::to_string(got.lines.size()) + " commands, fewer than the " +
                      std::to_string(had.lines.size()) + " of the game you had: the last " +
                      std::to_string(had.lines.size() - got.lines.size()) + " were removed");
    return out;
}

}  // namespace eylau
