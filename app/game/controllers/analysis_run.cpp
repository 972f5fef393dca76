#include "controllers/analysis_run.h"

#include <QThread>

namespace eylau::game {

AnalysisRun::AnalysisRun(QObject* parent) : QObject(parent) {}

AnalysisRun::~AnalysisRun() {
    cancel();
    for (const QPointer<QThread>& worker : workers_)
        if (worker) worker->wait();
}

void AnalysisRun::cancel() {
    ++generation_;
    if (cancel_) cancel_->store(true);
    cancel_.reset();
    if (!running_) return;
    running_ = false;
    emit runningChanged(false);
}

void AnalysisRun::start(std::shared_ptr<const Scenario> scenario, const GameOptions& options, const GameRecord& record,
                        const ai::AnalysisSettings& settings) {
    cancel();
    running_ = true;
    progress_ = 0;
    const std::uint64_t generation = ++generation_;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto cancel = cancel_;
    auto copy = std::make_shared<const GameRecord>(record);  // the worker's own
    AnalysisRun* self = this;  // outlives the worker: the destructor waits for it
    QThread* worker = QThread::create([scenario, options, copy, settings, cancel, generation, self] {
        const auto report = [self, generation](double fraction) {
            QMetaObject::invokeMethod(
                self,
                [self, generation, fraction] {
                    if (generation != self->generation_) return;
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
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    workers_.removeAll(nullptr);
    workers_.append(worker);
    emit runningChanged(true);
    worker->start(QThread::LowPriority);
}

void AnalysisRun::done(std::uint64_t generation, std::shared_ptr<ai::GameAnalysis> analysis) {
    if (generation != generation_ || !analysis->complete) return;  // cancelled, or a newer run started
    running_ = false;
    cancel_.reset();
    emit runningChanged(false);
    emit finished(*analysis);
}

}  // namespace eylau::game
