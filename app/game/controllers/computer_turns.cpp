#include "controllers/computer_turns.h"

#include "shared/game_document.h"
#include "text/game_text.h"

#include "eylau/ai/computer_opponent.h"
#include "eylau/record/game_session.h"

#include <QThread>
#include <QTimer>

namespace eylau::game {

ComputerTurns::ComputerTurns(GameDocument& document, QObject* parent)
    : QObject(parent), document_(document), timer_(new QTimer(this)) {
    timer_->setSingleShot(true);
    connect(timer_, &QTimer::timeout, this, &ComputerTurns::playNext);
}

ComputerTurns::~ComputerTurns() {
    stopThinking();
    // A worker posts its result to this object: it must be done before this object goes.
    for (const QPointer<QThread>& worker : workers_)
        if (worker) worker->wait();
}

void ComputerTurns::setSeats(const Seats& seats) {
    if (seats == seats_) return;
    seats_ = seats;
    if (!computersMove()) reset();
    emit stateChanged();
    poke();
}

std::optional<Side> ComputerTurns::sideToAct() const {
    return ai::sideToAct(document_.game().scenario(), document_.game().state());
}

bool ComputerTurns::computersMove() const {
    const auto side = sideToAct();
    return side && seats_.isComputer(*side);
}

void ComputerTurns::setPaused(bool paused) {
    if (paused == paused_) return;
    paused_ = paused;
    if (paused_) reset();
    emit stateChanged();
    if (!paused_) poke();
}

void ComputerTurns::reset() {
    stopThinking();
    held_ = false;
    queue_.clear();
    queueSide_.reset();
    timer_->stop();
    emit stateChanged();
}

void ComputerTurns::stopThinking() {
    ++generation_;
    if (cancel_) cancel_->store(true);
    cancel_.reset();
    thinking_ = false;
}

void ComputerTurns::setRemote(std::function<bool()> mayAct) {
    mayAct_ = std::move(mayAct);
    emit stateChanged();
    poke();
}

void ComputerTurns::poke() {
    if (held_ && mayActHere()) {
        held_ = false;
        playNext();
        return;
    }
    if (paused_ || isBusy() || !mayActHere()) return;
    const auto side = sideToAct();
    if (!side) return;
    if (const auto level = seats_.level(*side)) start(*side, *level);
}

void ComputerTurns::start(Side side, ai::Level level) {
    thinking_ = true;
    const std::uint64_t generation = ++generation_;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    // The worker has its own copy of the game and of the settings; it reports back through
    // queued calls, which Qt drops if this object is gone by then.
    auto game = std::make_shared<const Game>(document_.game());
    ai::ComputerSettings settings;
    settings.level = level;
    settings.work = work_;
    // A pure function of the position: the same game and seats give the same play.
    settings.seed = document_.session().record().seed * 1000003ULL + document_.session().record().lines.size();
    auto cancel = cancel_;
    auto lastPercent = std::make_shared<std::atomic<int>>(-1);
    ComputerTurns* self = this;  // outlives the worker: the destructor waits for it
    QThread* worker = QThread::create([game, settings, cancel, lastPercent, generation, self] {
        const auto report = [&](double fraction) {
            const int percent = int(fraction * 100.0);
            if (lastPercent->exchange(percent) == percent) return;
            QMetaObject::invokeMethod(
                self, [self, generation, fraction] {
                    if (self->generation_ == generation) emit self->progressed(fraction);
                },
                Qt::QueuedConnection);
        };
        ai::Decision decision = ai::decide(*game, settings, cancel.get(), report);
        QMetaObject::invokeMethod(
            self, [self, generation, commands = std::move(decision.commands)]() mutable {
                self->decided(generation, std::move(commands));
            },
            Qt::QueuedConnection);
    });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    // A cancelled worker finishes on its own, and what it posts is dropped (an older generation).
    workers_.removeAll(nullptr);
    workers_.append(worker);
    emit thinkingStarted(side, level);
    emit stateChanged();
    worker->start(QThread::LowPriority);
}

void ComputerTurns::decided(std::uint64_t generation, std::vector<Command> commands) {
    if (generation != generation_) return;  // stopped, or the game changed meanwhile
    thinking_ = false;
    cancel_.reset();
    const auto side = sideToAct();
    if (commands.empty() || !side) {
        paused_ = true;
        emit problem(tr("The computer found nothing to do; it is paused, and you may play on by hand."));
        emit stateChanged();
        return;
    }
    queue_.assign(commands.begin(), commands.end());
    queueSide_ = side;
    emit stateChanged();
    playNext();
}

void ComputerTurns::playNext() {
    if (queue_.empty()) return;
    if (!mayActHere()) {  // a dice exchange is open: the rest when it closes (poke)
        held_ = true;
        return;
    }
    const Command command = queue_.front();
    queue_.pop_front();
    const Side side = *queueSide_;
    const auto level = seats_.level(side);
    // The record's comment, in the record's language whatever the window speaks (game-record.md).
    const QString comment = level ? QStringLiteral("computer, %1").arg(qtext(ai::toString(*level))) : QString();
    const ApplyResult result = document_.apply(command, comment);
    if (!result.ok()) {
        queue_.clear();
        queueSide_.reset();
        paused_ = true;
        emit problem(tr("The engine refused the computer's command '%1': %2. The computer is paused; you may play "
                        "on by hand.")
                         .arg(commandText(command), describe(*result.refusal)));
        emit stateChanged();
        return;
    }
    emit played(side, command, result.events);
    if (!queue_.empty()) {
        timer_->start(pace_);
        return;
    }
    queueSide_.reset();
    emit stateChanged();
    // The next decision (the next phase, or an answer in a combat) after the pause the eye needs.
    QTimer::singleShot(pace_, this, &ComputerTurns::poke);
}

}  // namespace eylau::game
