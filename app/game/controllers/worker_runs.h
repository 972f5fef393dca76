#pragma once
// The bookkeeping of a controller's searches on worker threads (Suggest's HintSearch, Analyse This
// Game's AnalysisRun): each run has a generation and a cancel flag of its own; cancelling raises the
// flag and moves the generation on, so whatever the old worker posts back is dropped; the owner's
// destructor waits for every worker still running (they post to it).
#include <QList>
#include <QPointer>

#include <atomic>
#include <cstdint>
#include <memory>

class QThread;

namespace eylau::game {

class WorkerRuns {
public:
    WorkerRuns() = default;
    WorkerRuns(const WorkerRuns&) = delete;
    WorkerRuns& operator=(const WorkerRuns&) = delete;
    // Cancels the run in progress and waits for every worker.
    ~WorkerRuns();

    // A new run: the one in progress cancelled; its generation, and its cancel flag in `flag`.
    std::uint64_t begin(std::shared_ptr<std::atomic<bool>>& flag);
    // Raises the run's flag; what it posts back is no longer current.
    void cancel();
    // The run's end: its flag is let go.
    void end() { cancel_.reset(); }
    bool isCurrent(std::uint64_t generation) const { return generation == generation_; }
    // Starts `worker` at low priority, deleted once finished, waited for by the destructor.
    void start(QThread* worker);

private:
    std::uint64_t generation_ = 0;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QList<QPointer<QThread>> workers_;
};

}  // namespace eylau::game
