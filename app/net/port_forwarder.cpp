#include "port_forwarder.h"

#include <QStringList>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <utility>

namespace eylau::net {

PortForwarder::PortForwarder(QObject* parent) : QObject(parent), renew_(new QTimer(this)) {
    renew_->setSingleShot(true);
    connect(renew_, &QTimer::timeout, this, [this] { ask(true); });
}

PortForwarder::~PortForwarder() {
    stop();
    waitForWorker();  // the removal
}

void PortForwarder::start(quint16 port) {
    stop();
    port_ = port;
    failures_.clear();
    ask(false);
}

void PortForwarder::ask(bool renewal) {
    if (worker_) return;
    if (!renewal) state_ = State::Asking;
    auto result = std::make_shared<MappingResult>();
    const MappingOptions options = options_;
    const quint16 port = port_;
    const std::optional<RouterMapping> current = renewal ? mapping_ : std::nullopt;
    worker_ = QThread::create([result, options, port, current] {
        *result = current ? renewMapping(*current, options) : mapPort(port, options);
    });
    QThread* thread = worker_;
    connect(thread, &QThread::finished, this, [this, thread, result, renewal] {
        if (worker_ != thread) return;  // stop() took it over
        worker_ = nullptr;
        thread->deleteLater();
        finish(std::move(*result), renewal);
    });
    thread->start();
    if (!renewal) emit changed();
}

void PortForwarder::finish(MappingResult result, bool renewal) {
    if (renewal && !result.mapping) {
        // The forwarding the invitation names is kept as long as the router keeps it; the player
        // is told, and it is asked for again at the next half lease.
        emit problem(tr("The router's forwarding could not be renewed: %1")
                         .arg(result.failures.empty() ? QString() : problemText(result.failures.back())));
    } else {
        mapping_ = std::move(result.mapping);
        if (!renewal) failures_ = std::move(result.failures);
        state_ = mapping_ ? State::Forwarded : State::NotForwarded;
    }
    if (mapping_ && mapping_->lease.count() > 0)
        renew_->start(int(std::clamp<long long>(mapping_->lease.count() / 2, 30, 24 * 3600) * 1000));
    emit changed();
}

void PortForwarder::waitForWorker() {
    if (!worker_) return;
    QThread* thread = std::exchange(worker_, nullptr);
    thread->wait();  // its waits are bounded (router_mapping.h)
    delete thread;
}

void PortForwarder::stop() {
    renew_->stop();
    waitForWorker();  // an ask or a renewal under way ends first (its waits are bounded)
    if (mapping_) {
        // Removed off the GUI thread; the destructor waits for it, so a program that ends removes
        // its forwarding all the same.
        const RouterMapping mapping = *std::exchange(mapping_, std::nullopt);
        const MappingOptions options = options_;
        auto why = std::make_shared<std::optional<RouterFailure>>();
        worker_ = QThread::create([mapping, options, why] { *why = unmapPort(mapping, options); });
        QThread* thread = worker_;
        connect(thread, &QThread::finished, this, [this, thread, why, port = mapping.externalPort] {
            if (worker_ != thread) return;
            worker_ = nullptr;
            thread->deleteLater();
            if (*why)
                emit problem(tr("The router's forwarding of port %1 could not be removed: %2").arg(port).arg(problemText(**why)));
        });
        thread->start();
    }
    if (state_ != State::Off) {
        state_ = State::Off;
        emit changed();
    }
}

QString PortForwarder::methodName(RouterMethod method) {
    return method == RouterMethod::Upnp ? tr("UPnP") : tr("NAT-PMP");
}

QString PortForwarder::problemText(const RouterFailure& f) {
    QString text;
    switch (f.problem) {
    case RouterProblem::NoRouter: text = tr("no router answered"); break;
    case RouterProblem::NotConnected: text = tr("the router says it is not connected to the internet"); break;
    case RouterProblem::Refused: text = tr("the router refused (%1)").arg(QString::fromStdString(f.detail)); break;
    case RouterProblem::NoOutsideAddress: text = tr("the router did not give its outside address"); break;
    case RouterProblem::SharedAddress:
        text = tr("the router's outside address, %1, is itself private: your provider shares it, and a forwarding on "
                  "it does not reach you from the internet")
                   .arg(QString::fromStdString(f.detail));
        break;
    case RouterProblem::Failed: text = tr("it failed (%1)").arg(QString::fromStdString(f.detail)); break;
    }
    return tr("%1: %2").arg(methodName(f.method), text);
}

QString PortForwarder::describe() const {
    switch (state_) {
    case State::Off: return tr("The router was not asked to forward the port.");
    case State::Asking: return tr("Asking your router to forward port %1 (UPnP, NAT-PMP)...").arg(port_);
    case State::Forwarded:
        return tr("Your router forwards %1, port %2, to this computer (%3): from the internet, the game is reached at "
                  "that address.")
            .arg(QString::fromStdString(mapping_->externalAddress))
            .arg(mapping_->externalPort)
            .arg(methodName(mapping_->method));
    case State::NotForwarded: {
        QStringList why;
        for (const RouterFailure& f : failures_) why << problemText(f);
        return tr("Your router did not forward port %1 (%2). An opponent on your own network can join; one on the "
                  "internet can if you forward the port by hand or give him an IPv6 address, or play by e-mail "
                  "(File > Send Turn).")
            .arg(port_)
            .arg(why.join(QStringLiteral("; ")));
    }
    }
    return {};
}

}  // namespace eylau::net
