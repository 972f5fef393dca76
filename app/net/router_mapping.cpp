#include "router_mapping.h"

#include <miniupnpc/miniupnpc.h>
#include <miniupnpc/upnpcommands.h>
#include <miniupnpc/upnperrors.h>
#define ENABLE_STRNATPMPERR  // the library has it; the header declares it only when asked
#include <natpmp.h>

#include <arpa/inet.h>
#include <sys/select.h>

#include <algorithm>
#include <array>
#include <memory>
#include <variant>

namespace eylau::net {
namespace {

using Clock = std::chrono::steady_clock;

// UPnP's error codes a router gives for a forwarding (the IGD's WANIPConnection service).
constexpr int kConflictInMappingEntry = 718;        // the outside port is forwarded to another computer
constexpr int kOnlyPermanentLeasesSupported = 725;  // the router takes a lease of 0 only
// How many outside ports are tried when the one asked for is taken by another computer.
constexpr int kPortsTried = 8;

RouterFailure failure(RouterMethod method, RouterProblem problem, std::string detail = {}) {
    return {method, problem, std::move(detail)};
}

std::string upnpError(int code) {
    const char* words = strupnperror(code);
    return (words ? std::string(words) + " " : std::string()) + "(" + std::to_string(code) + ")";
}

// ---- UPnP Internet Gateway Device (miniupnpc) -------------------------------------------------

// The first UPnP router that answers discovery, its control address and its LAN address for us.
struct Igd {
    UPNPUrls urls{};
    IGDdatas data{};
    std::array<char, 64> lanAddress{};
    int valid = 0;  // UPNP_GetValidIGD's answer: 1 connected, 2 not connected, 3 not a router
    ~Igd() {
        if (valid != 0) FreeUPNPUrls(&urls);
    }
};

std::variant<std::unique_ptr<Igd>, RouterFailure> findIgd(const MappingOptions& options) {
    int error = 0;
    UPNPDev* devices = upnpDiscover(int(options.upnpDiscovery.count()), nullptr, nullptr, UPNP_LOCAL_PORT_ANY,
                                    0, 2, &error);
    if (!devices)
        return failure(RouterMethod::Upnp, RouterProblem::NoRouter,
                       "no UPnP device answered within " + std::to_string(options.upnpDiscovery.count()) + " ms");
    auto igd = std::make_unique<Igd>();
    igd->valid = UPNP_GetValidIGD(devices, &igd->urls, &igd->data, igd->lanAddress.data(), int(igd->lanAddress.size()));
    freeUPNPDevlist(devices);
    if (igd->valid == 0 || igd->valid == 3)
        return failure(RouterMethod::Upnp, RouterProblem::NoRouter, "the UPnP devices that answered are not routers");
    return igd;
}

// Asks `controlUrl` for the forwarding; on a conflict, the next outside ports in turn.
MappingResult addUpnpMapping(const std::string& controlUrl, const std::string& serviceType,
                             const std::string& lanAddress, std::uint16_t port, std::uint16_t externalPort,
                             const MappingOptions& options, bool connected) {
    MappingResult result;
    std::array<char, 40> outside{};
    if (const int r = UPNP_GetExternalIPAddress(controlUrl.c_str(), serviceType.c_str(), outside.data());
        r != UPNPCOMMAND_SUCCESS || outside[0] == '\0') {
        result.failures.push_back(failure(RouterMethod::Upnp, connected ? RouterProblem::NoOutsideAddress : RouterProblem::NotConnected,
                                          r == UPNPCOMMAND_SUCCESS ? std::string("an empty address") : upnpError(r)));
        return result;
    }
    const std::string external(outside.data());
    if (isSharedAddress(external)) {
        result.failures.push_back(failure(RouterMethod::Upnp, RouterProblem::SharedAddress, external));
        return result;
    }
    const std::string inPort = std::to_string(port);
    std::chrono::seconds lease = options.lease;
    int last = 0;
    for (int k = 0; k < kPortsTried; ++k) {
        const std::uint16_t tried = std::uint16_t(externalPort + k);
        if (tried == 0) break;
        const std::string outPort = std::to_string(tried);
        last = UPNP_AddPortMapping(controlUrl.c_str(), serviceType.c_str(), outPort.c_str(), inPort.c_str(),
                                   lanAddress.c_str(), options.description.c_str(), "TCP", nullptr,
                                   std::to_string(lease.count()).c_str());
        if (last == kOnlyPermanentLeasesSupported && lease.count() != 0) {
            lease = std::chrono::seconds{0};
            --k;  // the same port again, without a lease
            continue;
        }
        if (last == kConflictInMappingEntry) continue;
        if (last != UPNPCOMMAND_SUCCESS) break;
        RouterMapping m;
        m.method = RouterMethod::Upnp;
        m.externalAddress = external;
        m.externalPort = tried;
        m.internalPort = port;
        m.internalAddress = lanAddress;
        m.lease = lease;
        m.controlUrl = controlUrl;
        m.serviceType = serviceType;
        result.mapping = std::move(m);
        return result;
    }
    result.failures.push_back(failure(RouterMethod::Upnp, connected ? RouterProblem::Refused : RouterProblem::NotConnected,
                                      upnpError(last)));
    return result;
}

MappingResult mapByUpnp(std::uint16_t port, const MappingOptions& options) {
    auto found = findIgd(options);
    if (auto* why = std::get_if<RouterFailure>(&found)) return {std::nullopt, {*why}};
    const Igd& igd = *std::get<std::unique_ptr<Igd>>(found);
    // A router that says it is not connected may be wrong about it (some are): it is asked anyway.
    return addUpnpMapping(igd.urls.controlURL, igd.data.first.servicetype, igd.lanAddress.data(), port, port, options,
                          igd.valid == 1);
}

// ---- NAT-PMP (libnatpmp; PCP routers answer it too, RFC 6887's version negotiation) ------------

class NatPmp {
public:
    NatPmp() { status_ = initnatpmp(&n_, 0, 0); }
    ~NatPmp() {
        if (status_ >= 0) closenatpmp(&n_);
    }
    NatPmp(const NatPmp&) = delete;
    NatPmp& operator=(const NatPmp&) = delete;
    bool ok() const { return status_ >= 0; }
    int status() const { return status_; }
    natpmp_t* get() { return &n_; }

    // The answer to the request just sent, waiting at most `wait` (the library resends as it goes).
    int answer(natpmpresp_t& response, std::chrono::milliseconds wait) {
        const auto deadline = Clock::now() + wait;
        for (;;) {
            const int r = readnatpmpresponseorretry(&n_, &response);
            if (r != NATPMP_TRYAGAIN) return r;
            const auto left = std::chrono::duration_cast<std::chrono::microseconds>(deadline - Clock::now());
            if (left.count() <= 0) return NATPMP_TRYAGAIN;
            timeval timeout{};
            getnatpmprequesttimeout(&n_, &timeout);
            const long long next = std::min<long long>(left.count(), std::max<long long>(0, timeout.tv_sec * 1000000LL + timeout.tv_usec));
            timeout.tv_sec = time_t(next / 1000000);
            timeout.tv_usec = suseconds_t(next % 1000000);
            fd_set fds;
            FD_ZERO(&fds);
            FD_SET(n_.s, &fds);
            select(n_.s + 1, &fds, nullptr, nullptr, &timeout);
        }
    }

private:
    natpmp_t n_{};
    int status_ = 0;
};

RouterFailure natPmpFailure(int code, const MappingOptions& options) {
    if (code == NATPMP_TRYAGAIN || code == NATPMP_ERR_NOGATEWAYSUPPORT || code == NATPMP_ERR_CANNOTGETGATEWAY)
        return failure(RouterMethod::NatPmp, RouterProblem::NoRouter,
                       code == NATPMP_ERR_CANNOTGETGATEWAY
                           ? std::string("this computer has no default gateway")
                           : "the gateway did not answer within " + std::to_string(options.natPmpWait.count()) + " ms");
    if (code == NATPMP_ERR_NOTAUTHORIZED || code == NATPMP_ERR_OUTOFRESOURCES || code == NATPMP_ERR_NETWORKFAILURE)
        return failure(RouterMethod::NatPmp, code == NATPMP_ERR_NETWORKFAILURE ? RouterProblem::NotConnected : RouterProblem::Refused,
                       strnatpmperr(code));
    return failure(RouterMethod::NatPmp, RouterProblem::Failed, strnatpmperr(code));
}

MappingResult mapByNatPmp(std::uint16_t port, std::uint16_t externalPort, const MappingOptions& options) {
    NatPmp n;
    if (!n.ok()) return {std::nullopt, {natPmpFailure(n.status(), options)}};
    natpmpresp_t response{};
    if (const int s = sendpublicaddressrequest(n.get()); s < 0) return {std::nullopt, {natPmpFailure(s, options)}};
    if (const int r = n.answer(response, options.natPmpWait); r < 0) return {std::nullopt, {natPmpFailure(r, options)}};
    std::array<char, INET_ADDRSTRLEN> text{};
    inet_ntop(AF_INET, &response.pnu.publicaddress.addr, text.data(), socklen_t(text.size()));
    const std::string external(text.data());
    if (isSharedAddress(external))
        return {std::nullopt, {failure(RouterMethod::NatPmp, RouterProblem::SharedAddress, external)}};
    if (external == "0.0.0.0")
        return {std::nullopt, {failure(RouterMethod::NatPmp, RouterProblem::NotConnected, "the router has no outside address")}};
    if (const int s = sendnewportmappingrequest(n.get(), NATPMP_PROTOCOL_TCP, port, externalPort,
                                                std::uint32_t(std::max<long long>(1, options.lease.count())));
        s < 0)
        return {std::nullopt, {natPmpFailure(s, options)}};
    if (const int r = n.answer(response, options.natPmpWait); r < 0) return {std::nullopt, {natPmpFailure(r, options)}};
    RouterMapping m;
    m.method = RouterMethod::NatPmp;
    m.externalAddress = external;
    m.externalPort = response.pnu.newportmapping.mappedpublicport;
    m.internalPort = port;
    m.lease = std::chrono::seconds{response.pnu.newportmapping.lifetime};
    return {std::move(m), {}};
}

}  // namespace

bool isSharedAddress(const std::string& ipv4) {
    in_addr a{};
    if (inet_pton(AF_INET, ipv4.c_str(), &a) != 1) return false;
    const std::uint32_t v = ntohl(a.s_addr);
    const auto in = [v](std::uint32_t net, int bits) { return (v >> (32 - bits)) == (net >> (32 - bits)); };
    return in(0x0A000000u, 8)           // 10/8
           || in(0xAC100000u, 12)       // 172.16/12
           || in(0xC0A80000u, 16)       // 192.168/16
           || in(0x64400000u, 10)       // 100.64/10, shared address space (CGNAT)
           || in(0x7F000000u, 8)        // loopback
           || in(0xA9FE0000u, 16)       // link-local
           || v == 0;
}

MappingResult mapPort(std::uint16_t port, const MappingOptions& options) {
    MappingResult all;
    for (const RouterMethod method : options.methods) {
        MappingResult one = method == RouterMethod::Upnp ? mapByUpnp(port, options) : mapByNatPmp(port, port, options);
        all.failures.insert(all.failures.end(), one.failures.begin(), one.failures.end());
        if (one.mapping) {
            all.mapping = std::move(one.mapping);
            return all;
        }
    }
    return all;
}

MappingResult renewMapping(const RouterMapping& mapping, const MappingOptions& options) {
    if (mapping.method == RouterMethod::NatPmp) return mapByNatPmp(mapping.internalPort, mapping.externalPort, options);
    // The same outside port only: a renewal that moved the port would break the invitation given.
    MappingResult r = addUpnpMapping(mapping.controlUrl, mapping.serviceType, mapping.internalAddress,
                                     mapping.internalPort, mapping.externalPort, options, true);
    if (r.mapping && r.mapping->externalPort != mapping.externalPort) {
        unmapPort(*r.mapping, options);
        return {std::nullopt, {failure(RouterMethod::Upnp, RouterProblem::Refused, "the outside port was taken")}};
    }
    return r;
}

std::optional<RouterFailure> unmapPort(const RouterMapping& mapping, const MappingOptions& options) {
    if (mapping.method == RouterMethod::Upnp) {
        const int r = UPNP_DeletePortMapping(mapping.controlUrl.c_str(), mapping.serviceType.c_str(),
                                             std::to_string(mapping.externalPort).c_str(), "TCP", nullptr);
        if (r == UPNPCOMMAND_SUCCESS) return std::nullopt;
        return failure(RouterMethod::Upnp, RouterProblem::Refused, upnpError(r));
    }
    // RFC 6886 3.4: a lifetime of 0 and an outside port of 0 remove the forwarding.
    NatPmp n;
    if (!n.ok()) return natPmpFailure(n.status(), options);
    if (const int s = sendnewportmappingrequest(n.get(), NATPMP_PROTOCOL_TCP, mapping.internalPort, 0, 0); s < 0)
        return natPmpFailure(s, options);
    natpmpresp_t response{};
    if (const int r = n.answer(response, options.natPmpWait); r < 0) return natPmpFailure(r, options);
    return std::nullopt;
}

}  // namespace eylau::net
