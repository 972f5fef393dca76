#include "verify.h"

#include "scenario_loading.h"

#include "eylau/io/public_key.h"
#include "eylau/io/text_file.h"
#include "eylau/record/game_session.h"
#include "eylau/record/record_chain.h"
#include "eylau/record/shared_dice.h"
#include "eylau/record/turn_file.h"
#include "eylau/rules/game_state.h"

#include <iostream>
#include <memory>

namespace eylau::cli {
namespace {

std::string lower(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

bool isTurnFile(const std::string& text) {
    return text.find("\nturn-file ") != std::string::npos || text.rfind("turn-file ", 0) == 0;
}

}  // namespace

int runVerify(const VerifyOptions& options) {
    std::optional<std::string> wantedKey;  // a fingerprint, blanks left out, lower case
    if (options.key) {
        wantedKey = lower(*options.key);
        std::erase(*wantedKey, ' ');
    }
    const std::string& scenarioFile = options.scenario;
    const std::string& recordFile = options.record;
    std::optional<Scenario> loaded = load(scenarioFile);
    if (!loaded) return kExitFailure;
    const auto scenario = std::make_shared<const Scenario>(std::move(*loaded));
    std::string error;
    const std::optional<std::string> text = readTextFile(recordFile, kMaxRecordFileBytes, error);
    if (!text) {
        std::cerr << recordFile << ": " << error << '\n';
        return kExitFailure;
    }

    std::optional<GameRecord> fromTurnFile;
    if (isTurnFile(*text)) {
        const TurnFileRead read = readTurnFile(*text);
        for (const std::string& e : read.errors) std::cerr << recordFile << ": " << e << '\n';
        if (!read.file) return kExitFailure;
        const std::optional<PublicKey>& signer = read.file->signer;
        std::cout << recordFile << ": a turn file from the " << (read.file->sender == Side::French ? "French" : "Allies")
                  << ", its hash chain whole: " << toHex(read.file->chain) << '\n';
        if (signer)
            std::cout << recordFile << ": signed by the key " << fingerprint(*signer) << ", its signature good\n";
        else
            std::cout << recordFile << ": not signed (a turn file of version 1)\n";
        std::string shown = signer ? fingerprint(*signer) : std::string();
        std::erase(shown, ' ');
        if (wantedKey && shown != *wantedKey) {
            std::cerr << recordFile << ": "
                      << (signer ? "signed by the key " + fingerprint(*signer) : std::string("not signed"))
                      << ", not by the key " << *wantedKey << " that --key requires\n";
            return kExitFailure;
        }
        fromTurnFile = read.file->record;  // its lines keep the file's line numbers
    }
    const ScenarioLookup lookup = lookupOf(scenarioFile, scenario);
    RecordParse parsed;
    if (!fromTurnFile) {
        if (wantedKey) {
            std::cerr << recordFile << ": --key checks a turn file's signature, and this is a record\n";
            return kExitFailure;
        }
        parsed = parseRecord(*text);
        for (const std::string& e : parsed.errors) std::cerr << recordFile << ": " << e << '\n';
        if (!parsed.record) return kExitFailure;
    }
    const GameRecord& record = fromTurnFile ? *fromTurnFile : *parsed.record;

    // The header alone, then every command applied in turn: each refusal names its line.
    GameRecord header = record;
    header.lines.clear();
    SessionLoad start = GameSession::fromText(writeRecord(header), recordFile, lookup);
    if (!start.ok()) {
        std::cerr << start.error << '\n';
        return kExitFailure;
    }
    GameSession& session = *start.session;
    std::size_t reveals = 0;
    std::uint64_t rolls = 0;
    for (std::size_t i = 0; i < record.lines.size(); ++i) {
        const RecordLine& line = record.lines[i];
        const std::uint64_t before = session.state().dice.total();
        const ApplyResult result = session.apply(line.command, line.comment, line.reveal);
        if (!result.ok()) {
            std::cerr << recordFile << ": line " << line.lineNumber << ": " << result.refusal->describe() << " (in '"
                      << formatCommand(line.command) << "')\n";
            return kExitFailure;
        }
        const std::uint64_t made = session.state().dice.total() - before;
        rolls += made;
        if (!line.reveal) continue;
        ++reveals;
        Dice dice;
        dice.useKey(sharedKey(*line.reveal, i));
        std::string faces;
        for (std::uint64_t r = 0; r < made; ++r) faces += (faces.empty() ? "" : ", ") + std::to_string(dice.roll());
        std::cout << "line " << line.lineNumber << ": '" << formatCommand(line.command) << "': French commitment "
                  << toHex(commitmentTo(line.reveal->french)).substr(0, 16) << ", Allied commitment "
                  << toHex(commitmentTo(line.reveal->allied)).substr(0, 16) << ", key "
                  << toHex(sharedKey(*line.reveal, i)).substr(0, 16) << ": rolled " << faces << '\n';
    }
    std::cout << recordFile << ": ok: " << record.lines.size() << " commands, " << rolls << (rolls == 1 ? " roll" : " rolls");
    if (record.sharedDice)
        std::cout << ", every one from both players' revealed secrets (" << reveals << " reveals)";
    else
        std::cout << " from seed " << record.seed << " (seeded dice: anyone holding the record can foresee them)";
    std::cout << "; chain " << toHex(recordChain(record).back()) << '\n';
    return kExitOk;
}

}  // namespace eylau::cli
