#pragma once
// eylau-cli verify: checks a game record or a turn file after the fact (docs/remote-play.md).
#include <string>
#include <string_view>
#include <vector>

namespace eylau::cli {

int runVerify(const std::vector<std::string>& args);

inline constexpr std::string_view kVerifyHelp =
    "Usage: eylau-cli verify SCENARIO RECORD\n"
    "\n"
    "Checks a game record or a turn file (File > Send Turn) of the SCENARIO file: that every line\n"
    "is legal, and how each roll was made. In a game played over the network ('dice shared'),\n"
    "every command that rolled carries both players' revealed secrets; verify recomputes each\n"
    "player's commitment, the command's key and its rolls from them, and prints them, one a\n"
    "line, so both players can compare them with what their programs showed. A turn file's\n"
    "hash chain is checked too. A record with seeded dice is checked for legality only, and\n"
    "verify says that its rolls follow from the seed. Prints 'RECORD: ok: ...' and exits 0, or\n"
    "names the first problem with its line and exits 1.\n";

}  // namespace eylau::cli
