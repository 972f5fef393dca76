#include "controllers/hint_search.h"

#include "controllers/worker_runs.h"

#include "eylau/game/player_queries.h"

#include <QThread>

#include <variant>

namespace eylau::game {

namespace {

std::vector<Hex> unitAndHex(const Game& game, const std::string& unit, Hex to) {
    const auto u = game.unitIndex(unit);
    const auto from = u ? hexOnMap(game, *u) : std::nullopt;
    if (!from) return {};
    return {*from, to};
}

}  // namespace

// The moves are applied to the copy in order, so that each path is the engine's own and starts
// where the moves before it left the unit; nothing that rolls a die is applied (6.1: the hint never
// looks at the dice to come), and a move the copy refuses is drawn straight to its hexes.
std::vector<std::vector<std::vector<Hex>>> hintPaths(Game scratch, const ai::Hint& hint) {
    std::vector<std::vector<std::vector<Hex>>> paths(hint.steps.size());
    for (std::size_t s = 0; s < hint.steps.size(); ++s) {
        const Command& c = hint.steps[s].command;
        auto& arrows = paths[s];
        if (const auto* r = std::get_if<RetreatCommand>(&c)) {
            arrows.push_back(unitAndHex(scratch, r->unit, r->to));  // 6.4
            for (const auto& [unit, to] : r->displacements) arrows.push_back(unitAndHex(scratch, unit, to));  // 6.5
        } else if (const auto* a = std::get_if<AdvanceCommand>(&c)) {
            if (a->unit && a->to) arrows.push_back(unitAndHex(scratch, *a->unit, *a->to));  // 6.6
        }
        const bool moves = std::holds_alternative<MoveCommand>(c) || std::holds_alternative<EnterCommand>(c);
        if (!moves && !std::holds_alternative<ReleaseCommand>(c)) continue;
        if (scratch.wouldRoll(c)) continue;
        const ApplyResult result = scratch.apply(c);
        for (const Event& e : result.events)
            if ((e.kind == EventKind::Moved || e.kind == EventKind::Entered) && !e.hexes.empty()) arrows.push_back(e.hexes);
        if (result.ok() || !moves) continue;
        const auto* move = std::get_if<MoveCommand>(&c);
        const auto* enter = std::get_if<EnterCommand>(&c);
        const std::string& unit = move ? move->unit : enter->unit;
        const std::vector<Hex>& hexes = move ? move->hexes : enter->hexes;
        if (hexes.empty()) continue;
        std::vector<Hex> straight;
        if (const auto u = scratch.unitIndex(unit))
            if (const auto from = hexOnMap(scratch, *u)) straight.push_back(*from);
        straight.insert(straight.end(), hexes.begin(), hexes.end());
        arrows.push_back(std::move(straight));
    }
    for (auto& arrows : paths) std::erase_if(arrows, [](const std::vector<Hex>& a) { return a.empty(); });
    return paths;
}

HintSearch::HintSearch(QObject* parent) : QObject(parent), runs_(std::make_unique<WorkerRuns>()) {}

HintSearch::~HintSearch() = default;

void HintSearch::cancel() {
    runs_->cancel();
    if (!thinking_) return;
    thinking_ = false;
    emit thinkingChanged(false);
}

void HintSearch::start(const Game& game, ai::Level level, std::uint64_t seed) {
    cancel();
    thinking_ = true;
    level_ = level;
    std::shared_ptr<std::atomic<bool>> cancel;
    const std::uint64_t generation = runs_->begin(cancel);
    // The worker's own copy of the game: the document's is never touched from the worker.
    auto copy = std::make_shared<const Game>(game);
    HintSearch* self = this;  // outlives the worker: the destructor waits for it
    QThread* worker = QThread::create([copy, level, seed, cancel, generation, self] {
        auto answer = std::make_shared<HintAnswer>();
        answer->level = level;
        answer->hint = ai::suggest(*copy, level, seed, cancel.get());
        if (!cancel->load()) answer->paths = hintPaths(*copy, answer->hint);
        QMetaObject::invokeMethod(
            self, [self, generation, answer] { self->done(generation, answer); }, Qt::QueuedConnection);
    });
    emit thinkingChanged(true);
    runs_->start(worker);
}

void HintSearch::done(std::uint64_t generation, std::shared_ptr<HintAnswer> answer) {
    if (!runs_->isCurrent(generation)) return;  // cancelled, or a newer search started
    thinking_ = false;
    runs_->end();
    emit thinkingChanged(false);
    emit found(*answer);
}

}  // namespace eylau::game
