#pragma once
// Analyse This Game's worker (docs/analysis.md): ai::analyseGame on a worker thread over its own
// copy of the record, reporting its progress to the GUI thread; cancelling raises the analysis's
// flag and drops its answer, and a newer run drops an older one.
#ifndef Q_MOC_RUN
#include "eylau/ai/game_analysis.h"
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#endif

#include <QObject>

#include <cstdint>
#include <memory>

namespace eylau::game {

class WorkerRuns;

class AnalysisRun : public QObject {
    Q_OBJECT
public:
    explicit AnalysisRun(QObject* parent = nullptr);
    // Cancels a run in progress and waits for its worker.
    ~AnalysisRun() override;

    // Analyses `record` (copied) of `scenario` with `options` (a run in progress is cancelled).
    void start(std::shared_ptr<const Scenario> scenario, const GameOptions& options, const GameRecord& record,
               const ai::AnalysisSettings& settings);
    // Stops the run in progress, if any; its answer is dropped.
    void cancel();
    bool isRunning() const { return running_; }
    // 0..1, how far the run in progress is.
    double progress() const { return progress_; }

signals:
    // On the GUI thread.
    void progressed(double fraction);
    void finished(const eylau::ai::GameAnalysis& analysis);
    void runningChanged(bool running);

private:
    void done(std::uint64_t generation, std::shared_ptr<ai::GameAnalysis> analysis);

    bool running_ = false;
    double progress_ = 0;
    std::unique_ptr<WorkerRuns> runs_;
};

}  // namespace eylau::game
