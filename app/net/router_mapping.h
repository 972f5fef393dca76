#pragma once
// Asking the home router to forward the host's port (docs/remote-play.md, "Playing through a home
// router"): UPnP's Internet Gateway Device (miniupnpc) and NAT-PMP (libnatpmp; a PCP router
// answers it too), tried in turn. Each call blocks for a bounded time, so it runs off the GUI
// thread (port_forwarder.h). Nothing here is a protocol of our own: the two libraries speak to the
// router; this only chooses, bounds the waits and says in typed values what each router answered.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace eylau::net {

enum class RouterMethod { Upnp, NatPmp };

// A forwarding the router made: its outside address and port reach this computer's port.
struct RouterMapping {
    RouterMethod method = RouterMethod::Upnp;
    std::string externalAddress;      // the router's outside address, "203.0.113.7"
    std::uint16_t externalPort = 0;
    std::uint16_t internalPort = 0;
    std::string internalAddress;      // UPnP: this computer's address on the router's side
    std::chrono::seconds lease{0};    // how long the router keeps it (0: until removed)
    std::string controlUrl;           // UPnP: where the router is asked (to renew and remove)
    std::string serviceType;          // UPnP: the service asked
};

// Why a method gave no forwarding.
enum class RouterProblem {
    NoRouter,           // no router answered in time (none of this kind, or it is switched off)
    NotConnected,       // the router answered but says it is not connected to the internet
    Refused,            // the router refused the forwarding (`detail`: its reason and code)
    NoOutsideAddress,   // the router did not say its outside address
    SharedAddress,      // its outside address is itself private (a provider's NAT, CGNAT): a
                        // forwarding on it does not reach this computer from the internet
    Failed,             // the library failed (`detail`)
};

struct RouterFailure {
    RouterMethod method = RouterMethod::Upnp;
    RouterProblem problem = RouterProblem::NoRouter;
    std::string detail;  // the router's or library's own words, for the log
};

struct MappingOptions {
    std::vector<RouterMethod> methods{RouterMethod::Upnp, RouterMethod::NatPmp};  // in this order
    std::chrono::milliseconds upnpDiscovery{2000};  // how long UPnP routers are waited for
    std::chrono::milliseconds natPmpWait{2500};     // how long a NAT-PMP router is waited for, per request
    std::chrono::seconds lease{3600};               // asked for; renewed at half (port_forwarder.h)
    std::string description = "Eylau";              // how the forwarding is named in the router's table
};

struct MappingResult {
    std::optional<RouterMapping> mapping;  // the first method that gave one
    std::vector<RouterFailure> failures;   // every method tried before it, or all of them
};

// Asks for `port` (TCP) to be forwarded to this computer, the same port outside when the router
// allows. Blocks for at most about the sum of the methods' waits.
MappingResult mapPort(std::uint16_t port, const MappingOptions& options = {});
// Asks the router that made `mapping` to make it again (a renewal before the lease ends); the
// renewed mapping, or the failure.
MappingResult renewMapping(const RouterMapping& mapping, const MappingOptions& options = {});
// Removes the forwarding; nullopt when done, else why not.
std::optional<RouterFailure> unmapPort(const RouterMapping& mapping, const MappingOptions& options = {});

// An outside address that a forwarding on does not reach from the internet: RFC 1918 private,
// RFC 6598 shared (carrier-grade NAT), loopback or link-local.
bool isSharedAddress(const std::string& ipv4);

}  // namespace eylau::net
