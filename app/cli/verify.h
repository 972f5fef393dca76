#pragma once
// eylau-cli verify: checks a game record or a turn file after the fact (docs/remote-play.md).
#include <optional>
#include <string>
#include <string_view>

namespace eylau::cli {

// What the command line asks of verify.
struct VerifyOptions {
    std::string scenario, record;
    std::optional<std::string> key;  // --key FINGERPRINT, as given
};

int runVerify(const VerifyOptions& options);

inline constexpr std::string_view kVerifyHelp =
    "Usage: eylau-cli verify SCENARIO RECORD [--key FINGERPRINT]\n"
    "\n"
    "Checks a game record or a turn file (File > Send Turn) of the SCENARIO file: that every line\n"
    "is legal, and how each roll was made. In a game played over the network ('dice shared'),\n"
    "every command that rolled carries both players' revealed secrets; verify recomputes each\n"
    "player's commitment, the command's key and its rolls from them, and prints them, one a\n"
    "line, so both players can compare them with what their programs showed. A turn file's\n"
    "hash chain and its sender's Ed25519 signature are checked too, and the signing key's\n"
    "fingerprint printed (a turn file of version 1 is not signed, and verify says so). A record\n"
    "with seeded dice is checked for legality only, and verify says that its rolls follow from\n"
    "the seed. Prints 'RECORD: ok: ...' and exits 0, or names the first problem with its line\n"
    "and exits 1.\n"
    "\n"
    "  --key FINGERPRINT  the turn file must be signed by the key of this fingerprint (32 hex\n"
    "                     digits, as Open Turn shows it; blanks are ignored)\n";

}  // namespace eylau::cli
