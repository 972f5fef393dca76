#pragma once
// Game > Suggest's search (docs/playing.md, "Asking the computer for a hint"; docs/computer-
// opponent.md, "Hints"): the computer opponent's next commands for the side to act, found by
// ai::suggest on a worker thread over its own copy of the game, with the hexes each move, entry,
// retreat or advance would pass through for the map. Nothing is played: the copy is the worker's
// own. Cancelling raises the search's flag and drops its answer; a newer search drops an older one.
#ifndef Q_MOC_RUN
#include "eylau/ai/hint.h"
#include "eylau/game/game.h"
#endif

#include <QObject>

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>


namespace eylau::game {

class WorkerRuns;

struct HintAnswer {
    ai::Hint hint;
    ai::Level level = ai::Level::Normal;
    // For each of the hint's steps, the arrows to draw: a move or an entry, the hexes it passes
    // through (the engine's own path, from the moves before it on the worker's copy); a retreat,
    // the unit's hex and the hex it retreats to, then each displaced unit's; an advance, likewise;
    // other steps none.
    std::vector<std::vector<std::vector<Hex>>> paths;
};

// The arrows of each step of `hint` (HintAnswer::paths), worked out on `scratch`, a copy of the
// position the hint is for: each move, entry and release applied in order, never a command that
// rolls a die.
std::vector<std::vector<std::vector<Hex>>> hintPaths(Game scratch, const ai::Hint& hint);

class HintSearch : public QObject {
    Q_OBJECT
public:
    explicit HintSearch(QObject* parent = nullptr);
    // Cancels a search in progress and waits for its worker (it posts its answer here).
    ~HintSearch() override;

    // Starts a search on a copy of `game` (a search in progress is cancelled).
    void start(const Game& game, ai::Level level, std::uint64_t seed);
    // Stops the search in progress, if any; its answer is dropped.
    void cancel();
    bool isThinking() const { return thinking_; }
    ai::Level level() const { return level_; }

signals:
    // On the GUI thread, once the search is done (not after cancel()).
    void found(const eylau::game::HintAnswer& answer);
    void thinkingChanged(bool thinking);

private:
    void done(std::uint64_t generation, std::shared_ptr<HintAnswer> answer);

    bool thinking_ = false;
    ai::Level level_ = ai::Level::Normal;
    std::unique_ptr<WorkerRuns> runs_;
};

}  // namespace eylau::game
