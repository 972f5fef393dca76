// The invitation to a live game (invitation.h; docs/remote-play.md, "Who can join").
#include "eylau/remote/invitation.h"

#include "eylau/io/digest.h"
#include "remote/remote_messages.h"

#include <openssl/evp.h>

#include <algorithm>
#include <cctype>

namespace eylau {

using remote::shown;

namespace {

constexpr std::string_view kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";  // Crockford's base32
constexpr std::string_view kScheme = "eylau://";
constexpr std::size_t kMaxInvitationBytes = 300;
constexpr std::string_view kWatchSuffix = "?watch";  // a spectator's invitation

// The canonical character for one a person typed, or 0: case folded, O read as 0, I and L as 1.
char canonical(char c) {
    c = char(std::toupper(static_cast<unsigned char>(c)));
    if (c == 'O') return '0';
    if (c == 'I' || c == 'L') return '1';
    return kAlphabet.find(c) == std::string_view::npos ? 0 : c;
}

}  // namespace

std::optional<JoinCode> JoinCode::draw() {
    const std::optional<Digest> random = systemRandom();
    if (!random) return std::nullopt;
    JoinCode code;
    // 80 bits: the first ten bytes, five bits a character.
    for (std::size_t i = 0; i < kCharacters; ++i) {
        const std::size_t bit = i * 5;
        const unsigned pair = (unsigned((*random)[bit / 8]) << 8) | (*random)[bit / 8 + 1];
        code.chars_[i] = kAlphabet[(pair >> (11 - bit % 8)) & 31u];
    }
    return code;
}

std::optional<JoinCode> JoinCode::read(std::string_view text, std::string* error) {
    const auto fail = [&](std::string why) -> std::optional<JoinCode> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    if (text.size() > 64) return fail("a join code has " + std::to_string(kCharacters) + " letters and digits");
    JoinCode code;
    std::size_t n = 0;
    for (char c : text) {
        if (c == '-' || c == ' ' || c == '\t') continue;
        const char k = canonical(c);
        if (!k) return fail("'" + shown(std::string_view(&c, 1)) + "' is not a letter or digit of a join code (U is never one)");
        if (n == kCharacters) return fail("the join code is too long: it has " + std::to_string(kCharacters) + " letters and digits");
        code.chars_[n++] = k;
    }
    if (n != kCharacters)
        return fail("the join code is too short: it has " + std::to_string(kCharacters) + " letters and digits, not " +
                    std::to_string(n));
    return code;
}

std::string JoinCode::text() const {
    std::string out;
    for (std::size_t i = 0; i < kCharacters; ++i) {
        if (i > 0 && i % 4 == 0) out += '-';
        out += chars_[i];
    }
    return out;
}

std::optional<LinkKey> linkKeyFor(const JoinCode& code) {
    // scrypt with N = 2^15, r = 8, p = 1 (32 MiB, a tenth of a second or so): computed once by
    // each program, never per connection.
    const std::string password = code.text();
    constexpr std::string_view salt = "eylau join code v2";
    LinkKey key{};
    if (EVP_PBE_scrypt(password.data(), password.size(), reinterpret_cast<const unsigned char*>(salt.data()), salt.size(),
                       std::uint64_t(1) << 15, 8, 1, std::uint64_t(64) << 20, key.data(), key.size()) != 1)
        return std::nullopt;
    return key;
}

std::string invitationText(const Invitation& invitation) {
    const bool v6 = invitation.host.find(':') != std::string::npos;
    return std::string(kScheme) + (v6 ? "[" + invitation.host + "]" : invitation.host) + ":" +
           std::to_string(invitation.port) + "/" + invitation.code.text() + (invitation.watch ? std::string(kWatchSuffix) : "");
}

std::optional<Invitation> readInvitation(std::string_view text, std::string* error) {
    const auto fail = [&](std::string why) -> std::optional<Invitation> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    if (text.size() > kMaxInvitationBytes)
        return fail("an invitation is one line of at most " + std::to_string(kMaxInvitationBytes) + " characters");
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (text.size() >= kScheme.size() &&
        std::equal(kScheme.begin(), kScheme.end(), text.begin(),
                   [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); }))
        text.remove_prefix(kScheme.size());
    bool watch = false;
    if (text.size() >= kWatchSuffix.size() &&
        std::equal(kWatchSuffix.begin(), kWatchSuffix.end(), text.end() - std::ptrdiff_t(kWatchSuffix.size()),
                   [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); })) {
        text.remove_suffix(kWatchSuffix.size());
        watch = true;
    }
    const std::size_t slash = text.rfind('/');
    if (slash == std::string_view::npos)
        return fail("an invitation reads eylau://ADDRESS:PORT/CODE; '" + shown(text) + "' has no code");
    std::string codeError;
    const std::optional<JoinCode> code = JoinCode::read(text.substr(slash + 1), &codeError);
    if (!code) return fail(codeError);
    std::string_view where = text.substr(0, slash);
    Invitation out;
    out.code = *code;
    out.watch = watch;
    std::string_view port;
    if (!where.empty() && where.front() == '[') {
        const std::size_t close = where.find(']');
        if (close == std::string_view::npos || close + 1 >= where.size() || where[close + 1] != ':')
            return fail("an IPv6 address in an invitation reads [ADDRESS]:PORT");
        out.host = std::string(where.substr(1, close - 1));
        port = where.substr(close + 2);
    } else {
        const std::size_t colon = where.rfind(':');
        if (colon == std::string_view::npos) return fail("the invitation gives no port (ADDRESS:PORT)");
        out.host = std::string(where.substr(0, colon));
        port = where.substr(colon + 1);
    }
    const bool hostOk = !out.host.empty() && std::all_of(out.host.begin(), out.host.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':' || c == '_' || c == '%';
    });
    if (!hostOk) return fail("'" + shown(out.host) + "' is not an address or a host name");
    if (port.empty() || port.size() > 5 || port.find_first_not_of("0123456789") != std::string_view::npos)
        return fail("'" + shown(port) + "' is not a port");
    const unsigned number = unsigned(std::stoul(std::string(port)));
    if (number == 0 || number > 65535) return fail("the port " + std::to_string(number) + " is not 1 to 65535");
    out.port = std::uint16_t(number);
    return out;
}

}  // namespace eylau
