#pragma once
// The host's router forwarding (docs/remote-play.md, "Playing through a home router"): asks the
// router, off the GUI thread, to forward the port the host listens on (router_mapping.h), renews
// the forwarding at half its lease, and removes it when the host leaves or the program ends. The
// window shows what it says: the outside address and port for the invitation, or why there is
// none (each method's answer), in the player's language.
#include "router_mapping.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QThread;
class QTimer;

namespace eylau::net {

class PortForwarder : public QObject {
    Q_OBJECT
public:
    enum class State {
        Off,           // not asked (or removed)
        Asking,        // asking the router
        Forwarded,     // mapping() holds the router's forwarding
        NotForwarded,  // no router forwarded it: failures() says why
    };

    explicit PortForwarder(QObject* parent = nullptr);
    // Removes the forwarding, waiting for the router at most the options' waits.
    ~PortForwarder() override;

    void setOptions(const MappingOptions& options) { options_ = options; }
    const MappingOptions& options() const { return options_; }

    // Asks for `port` to be forwarded (any forwarding made before is removed first).
    void start(quint16 port);
    // Removes the forwarding, in the background (the destructor waits for it).
    void stop();
    // Asking, renewing or removing is under way.
    bool isBusy() const { return worker_ != nullptr; }

    State state() const { return state_; }
    const std::optional<RouterMapping>& mapping() const { return mapping_; }
    const std::vector<RouterFailure>& failures() const { return failures_; }

    // What the state is, in a sentence for the invitation and the Network panel.
    QString describe() const;
    static QString methodName(RouterMethod method);
    static QString problemText(const RouterFailure& failure);

signals:
    // The state, the forwarding or the failures changed.
    void changed();
    // A forwarding could not be renewed or removed: `text` says so, for the Network panel.
    void problem(const QString& text);

private:
    void ask(bool renewal);
    void finish(MappingResult result, bool renewal);
    void waitForWorker();

    MappingOptions options_;
    State state_ = State::Off;
    quint16 port_ = 0;
    std::optional<RouterMapping> mapping_;
    std::vector<RouterFailure> failures_;
    QThread* worker_ = nullptr;
    QTimer* renew_;
};

}  // namespace eylau::net
