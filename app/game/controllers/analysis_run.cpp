#include "controllers/analysis_run.h"

#include "controllers/worker_runs.h"

#include <QThread>

namespace eylau::game {

AnalysisRun::AnalysisRun(QObject* parent) : QObject(parent), runs_(std::make_unique<WorkerRuns>()) {}

AnalysisRun::~AnalysisRun() = default;

void AnalysisRun::cancel() {
    runs_->cancel();
    if (!running_) return;
    running_ = false;
    emit runningChanged(false);
}

void AnalysisRun::start(std::shared_ptr<const Scenario> scenario, const GameOptions& options, const GameRecord& record,
                        const ai::AnalysisSettings& settings) {
    cancel();
    running_ = true;
    progress_ = 0;
    std::shared_ptr<std::atomic<bool>> cancel;
    const std::uint64_t generation = runs_->begin(cancel);
    auto copy = std::make_shared<const GameRecord>(record);  // the worker's own
    AnalysisRun* self = this;  // outlives the worker: the destructor waits for it
    QThread* worker = QThread::create([scenario, options, copy, settings, cancel, generation, self] {
        const auto report = [self, generation](double fraction) {
            QMetaObject::invokeMethod(
                self,
                [self, generation, fraction] {
                    if (!self->runs_->isCurrent(generation)) return;
                    self->progress_ = fraction;
                    emit self->progressed(fraction);
                },
                Qt::QueuedConnection);
        };
        auto analysis =
            std::make_shared<ai::GameAnalysis>(ai::analyseGame(scenario, options, *copy, settings, cancel.get(), report));
        QMetaObject::invokeMethod(
            self, [self, generation, analysis] { self->done(generation, analysis); }, Qt::QueuedConnection);
    });
    emit runningChanged(true);
    runs_->start(worker);
}

void AnalysisRun::done(std::uint64_t generation, std::shared_ptr<ai::GameAnalysis> analysis) {
    if (!runs_->isCurrent(generation) || !analysis->complete) return;  // cancelled, or a newer run started
    running_ = false;
    runs_->end();
    emit runningChanged(false);
    emit finished(*analysis);
}

}  // namespace eylau::game
