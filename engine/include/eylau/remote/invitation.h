#pragma once
// The invitation to a live game (docs/remote-play.md, "Who can join"): the host's program draws a
// join code from the system's random source and shows it with its address and port; the guest
// types or pastes it. Both programs derive the link's key from the code (scrypt, from libcrypto),
// and the link's TLS handshake proves that each holds it before any game message is read: a
// program without the code never reaches the game. Nothing here is cryptography of our own.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace eylau {

// 16 characters of Crockford's base32 (no I, L, O or U), 80 bits, shown in four groups of four:
// "K7QM-3XTA-P9RD-W2HE". Read back whatever the case, with or without the dashes and blanks, an
// O taken for a 0 and an I or L for a 1.
class JoinCode {
public:
    static constexpr std::size_t kCharacters = 16;
    static constexpr std::size_t kBits = kCharacters * 5;

    // A new code from the system's random source; nullopt if the source fails.
    static std::optional<JoinCode> draw();
    // The code in `text`, or nullopt and `error` saying what is wrong with it.
    static std::optional<JoinCode> read(std::string_view text, std::string* error = nullptr);

    // "K7QM-3XTA-P9RD-W2HE".
    std::string text() const;
    bool operator==(const JoinCode&) const = default;

private:
    std::array<char, kCharacters> chars_{};  // the canonical characters, upper case
};

// The key both ends of a link use for the code (TLS with a pre-shared key): 32 bytes derived by
// scrypt, costly enough that trying codes one by one against a captured handshake is hopeless.
using LinkKey = std::array<std::uint8_t, 32>;
std::optional<LinkKey> linkKeyFor(const JoinCode& code);

// The identity the guest's handshake names: the protocol's, so that an Eylau program of another
// protocol is told so rather than taken for a stranger.
inline constexpr std::string_view kLinkIdentity = "eylau-link-2";
// The identity a spectator's handshake names (docs/remote-play.md, "Spectators"): the host's door
// answers it with the key of the watch code, never the join code's, and hands the connection on
// apart from the opponent's. A watch code therefore cannot play, and a join code cannot watch.
inline constexpr std::string_view kWatchIdentity = "eylau-watch-2";

// One line to paste: "eylau://192.168.1.20:18070/K7QM-3XTA-P9RD-W2HE" ("[IPv6]:PORT" for IPv6);
// an invitation to watch ends in "?watch": "eylau://192.168.1.20:18070/Q4RT-...?watch".
struct Invitation {
    std::string host;  // a name or an address, without brackets
    std::uint16_t port = 0;
    JoinCode code;
    bool watch = false;  // the code is a watch code (a spectator's), not the opponent's join code
};
std::string invitationText(const Invitation& invitation);
// An invitation line (the "eylau://" may be left out), or nullopt and `error`. At most 300 bytes.
std::optional<Invitation> readInvitation(std::string_view text, std::string* error = nullptr);

}  // namespace eylau
