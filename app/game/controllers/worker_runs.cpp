#include "controllers/worker_runs.h"

#include <QThread>

namespace eylau::game {

WorkerRuns::~WorkerRuns() {
    cancel();
    for (const QPointer<QThread>& worker : workers_)
        if (worker) worker->wait();
}

std::uint64_t WorkerRuns::begin(std::shared_ptr<std::atomic<bool>>& flag) {
    cancel();
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    flag = cancel_;
    return ++generation_;
}

void WorkerRuns::cancel() {
    ++generation_;
    if (cancel_) cancel_->store(true);
    cancel_.reset();
}

void WorkerRuns::start(QThread* worker) {
    QObject::connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    workers_.removeAll(nullptr);
    workers_.append(worker);
    worker->start(QThread::LowPriority);
}

}  // namespace eylau::game
