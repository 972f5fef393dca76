#include "eylau/record/game_session.h"

#include "eylau/io/text_file.h"
#include "eylau/record/record_options.h"
#include "eylau/record/shared_dice.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/sentences.h"

#include <algorithm>
#include <cctype>
#include <utility>
#include <variant>

namespace eylau {
namespace {

// The canonical line number of the next command in a saved record, as writeRecord writes it:
// after the header (scenario, options, seed, players, names, signers, dice) and the commands
// before it, each with its reveal line if it has one, and after its own reveal line.
int canonicalLine(const GameRecord& record, bool revealed) {
    int line = 2 + int(record.options.size() + record.players.size() + record.names.size() + record.signers.size()) +
               (record.sharedDice ? 1 : 0);
    for (const RecordLine& l : record.lines) line += l.reveal ? 2 : 1;
    return line + (revealed ? 2 : 1);
}

// Every die rolled so far, scripted (tests), seeded or shared.
std::uint64_t rollsOf(const Dice& dice) { return dice.total(); }

bool isMovementChoice(const Command& c) {
    return std::holds_alternative<MoveCommand>(c) || std::holds_alternative<EnterCommand>(c) ||
           std::holds_alternative<ReleaseCommand>(c) || std::holds_alternative<LimberCommand>(c);  // a roll still stands
}

}  // namespace

GameSession::GameSession(std::shared_ptr<const Scenario> scenario, std::string scenarioName, GameOptions options)
    : scenario_(std::move(scenario)), options_(std::move(options)) {
    game_ = std::make_unique<Game>(scenario_, options_);
    record_.scenario = std::move(scenarioName);
    record_.seed = options_.seed;
    record_.sharedDice = options_.sharedDice;
    // The weather option is written whenever the battle has the rule, so the record says which
    // way the players chose (22.0 is optional).
    if (game_->exclusiveRules().weatherRule()) record_.options["weather"] = game_->state().weather;
    // A variant (CR, AL) is written when the game plays it or the scenario names it.
    for (const std::string& v : variantRuleNames())
        if (variantOn(game_->state().variants, v) || scenario_->rules.options.count(v))
            record_.options[v] = variantOn(game_->state().variants, v);
    keepCheckpoint();
}

GameSession::~GameSession() = default;

// Applies a record line to the game; when the engine accepts it, the line and its step (when it
// was given, the dice it rolled, its events) join the record, and the position is kept if it can
// never be undone.
ApplyResult GameSession::take(RecordLine line) {
    SessionStep step;
    const GameState& before = game_->state();
    step.turn = before.turn;
    step.phasing = before.phasing;
    step.phase = before.phase;
    step.rollsBefore = rollsOf(before.dice);
    ApplyResult result = applyRecordLine(*game_, line, record_.lines.size());
    if (!result.ok()) return result;
    step.rollsAfter = rollsOf(game_->state().dice);
    step.events = result.events;
    record_.lines.push_back(std::move(line));
    steps_.push_back(std::move(step));
    keepCheckpoint();
    return result;
}

ApplyResult GameSession::apply(const Command& command, std::string comment, std::optional<DiceReveal> reveal) {
    ApplyResult result =
        take(RecordLine{canonicalLine(record_, reveal.has_value()), command, std::move(comment), std::move(reveal)});
    if (result.ok()) redo_.clear();
    return result;
}

// After a command that can never be undone, the position is kept: an undo replays only the
// moves made since (at most one Movement Phase's), not the whole record.
void GameSession::keepCheckpoint() {
    if (record_.lines.empty() || undoRefusalOf(record_.lines.back().command, steps_.back())) {
        checkpointLines_ = record_.lines.size();
        checkpoint_ = std::make_unique<GameState>(game_->state());
    }
}

Verdict GameSession::undoRefusal() const {
    if (record_.lines.empty()) return refuse("", Say::NothingToUndo);
    return undoRefusalOf(record_.lines.back().command, steps_.back());
}

Verdict GameSession::undoRefusalOf(const Command& last, const SessionStep& step) {
    if (step.rollsAfter != step.rollsBefore)
        return refuse("6.1", Say::DieRolledNoTakingBack);
    if (std::holds_alternative<EndPhaseCommand>(last))
        return refuse("3.0", step.phase == Phase::Movement ? Say::MovementPhaseHasEnded : Say::CombatPhaseHasEnded,
                      {std::string(displayName(step.phasing)), std::to_string(step.turn)});
    if (!isMovementChoice(last) || step.phase != Phase::Movement) return refuse("6.1", Say::AttacksStand);
    return std::nullopt;
}

std::optional<Command> GameSession::undoCommand() const {
    if (!canUndo()) return std::nullopt;
    return record_.lines.back().command;
}

std::optional<Command> GameSession::redoCommand() const {
    if (redo_.empty()) return std::nullopt;
    return redo_.back().command;
}

Verdict GameSession::undo() {
    if (auto why = undoRefusal()) return why;
    redo_.push_back(record_.lines.back());
    // Back to the last position that can never be undone, and the moves since, but the last one.
    // The same commands on the same scenario with the same options: they applied before, so they
    // apply again (replays are deterministic, docs/game-record.md).
    std::vector<RecordLine> since(record_.lines.begin() + static_cast<std::ptrdiff_t>(checkpointLines_),
                                  record_.lines.end() - 1);
    game_ = std::make_unique<Game>(*game_, *checkpoint_);
    record_.lines.resize(checkpointLines_);
    steps_.resize(checkpointLines_);
    for (RecordLine& line : since) take(std::move(line));
    return std::nullopt;
}

Verdict GameSession::redo() {
    if (redo_.empty()) return refuse("", Say::NothingToRedo);
    RecordLine line = redo_.back();
    line.lineNumber = canonicalLine(record_, line.reveal.has_value());
    const ApplyResult result = take(std::move(line));
    if (!result.ok()) {
        redo_.clear();
        return result.refusal;
    }
    redo_.pop_back();
    return std::nullopt;
}

void GameSession::setPlayers(std::map<std::string, std::string> players) {
    record_.players = std::move(players);
}

void GameSession::setNames(std::map<std::string, std::string> names) {
    for (auto it = names.begin(); it != names.end();) {  // as the record reads them back (game_record.h)
        std::string& n = it->second;
        for (char& c : n)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
        if (n.size() > kMaxPlayerNameBytes) {
            std::size_t cut = kMaxPlayerNameBytes;
            while (cut > 0 && (static_cast<unsigned char>(n[cut]) & 0xC0) == 0x80) --cut;
            n.resize(cut);
        }
        const bool blank = n.find_first_not_of(' ') == std::string::npos;
        it = blank ? names.erase(it) : std::next(it);
    }
    record_.names = std::move(names);
}

void GameSession::setSigners(std::map<std::string, PublicKey> signers) { record_.signers = std::move(signers); }

std::string GameSession::recordText() const { return writeRecord(record_); }

std::optional<std::string> GameSession::save(const std::string& path) const {
    return saveTextFile(path, recordText());
}

SessionLoad GameSession::load(const std::string& path, const ScenarioLookup& lookup, std::vector<int> scriptedDice) {
    std::string error;
    const auto text = readTextFile(path, kMaxRecordFileBytes, error);
    if (!text) return SessionLoad{nullptr, path + ": " + error};
    return fromText(*text, path, lookup, std::move(scriptedDice));
}

SessionLoad GameSession::fromText(const std::string& text, const std::string& sourceName, const ScenarioLookup& lookup,
                                  std::vector<int> scriptedDice) {
    auto failure = [&](const std::string& message) { return SessionLoad{nullptr, sourceName + ": " + message}; };
    const RecordParse parsed = parseRecord(text);
    if (!parsed.record) {
        std::string message;
        for (const std::string& e : parsed.errors) message += (message.empty() ? "" : "\n" + sourceName + ": ") + e;
        return failure(message.empty() ? "not a game record" : message);
    }
    const GameRecord& record = *parsed.record;
    const int scenarioLine = headerLine(text, "scenario");
    const std::string atScenario = scenarioLine > 0 ? "line " + std::to_string(scenarioLine) + ": " : "";

    std::string lookupError;
    std::shared_ptr<const Scenario> scenario = lookup ? lookup(record.scenario, lookupError) : nullptr;
    if (!scenario)
        return failure(atScenario + (lookupError.empty() ? "there is no scenario '" + record.scenario + "'" : lookupError));

    SessionLoad load = fromHeader(record, text, sourceName, scenario, record.scenario, std::move(scriptedDice));
    if (!load.ok()) return load;
    GameSession* session = load.session.get();
    for (const RecordLine& line : record.lines) {
        const ApplyResult result = session->take(line);
        if (!result.ok())
            return failure("line " + std::to_string(line.lineNumber) + ": " + result.refusal->describe() + " (in '" +
                           formatCommand(line.command) + "')");
    }
    return load;
}

SessionLoad GameSession::fromHeader(const GameRecord& record, const std::string& text, const std::string& sourceName,
                                    std::shared_ptr<const Scenario> scenario, std::string scenarioName,
                                    std::vector<int> scriptedDice) {
    const RecordOptions options = recordOptions(*scenario, record, std::move(scriptedDice));
    if (!options.ok()) {
        const int line = headerLine(text, "option", options.option);
        return SessionLoad{nullptr, sourceName + ": " + (line > 0 ? "line " + std::to_string(line) + ": " : "") + options.error};
    }
    auto session = std::make_unique<GameSession>(std::move(scenario), std::move(scenarioName), options.options);
    session->record_.options = record.options;
    session->record_.players = record.players;
    session->record_.names = record.names;
    session->record_.signers = record.signers;
    return SessionLoad{std::move(session), ""};
}

}  // namespace eylau
