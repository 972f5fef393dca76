#pragma once
// eylau-cli play / reach / odds: headless play of a game record (docs/game-record.md).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace eylau::cli {

// What the command line asks of play.
struct PlayOptions {
    std::string scenario, record;
    std::vector<int> dice;                 // --dice: die rolls to use before the seeded ones
    std::optional<std::string> stateJson;  // --state-json OUT
    bool quiet = false;
};

int runPlay(const PlayOptions& options);
int runReach(const std::string& scenario, const std::string& record, const std::string& unit);
// WORDS: the attack's, as given on the command line.
int runOdds(const std::string& scenario, const std::string& record, const std::vector<std::string>& words);

inline constexpr std::string_view kPlayHelp =
    "Usage: eylau-cli play SCENARIO RECORD [--dice 3,1,6,...] [--state-json OUT] [--quiet]\n"
    "\n"
    "Applies the game RECORD (docs/game-record.md) to the SCENARIO file, printing every event\n"
    "with the rulebook case it applies. Stops at the first illegal line with\n"
    "'RECORD: line N: [case] reason' and exits 1. --dice gives die rolls to use before the\n"
    "seeded ones. --state-json writes the final state as JSON (turn, phase, every unit's hex or\n"
    "status, eliminated strength, Victory Points, level of victory, control of the victory\n"
    "hexes), also after an illegal line, replacing OUT atomically. --quiet prints only the summary.\n";

inline constexpr std::string_view kReachHelp =
    "Usage: eylau-cli reach SCENARIO RECORD UNIT\n"
    "\n"
    "Applies RECORD, then lists every hex UNIT can reach in the current Movement Phase with its\n"
    "cost and a cheapest path (4.0, 7.0), or says why it cannot move.\n";

inline constexpr std::string_view kOddsHelp =
    "Usage: eylau-cli odds SCENARIO RECORD ATTACK...\n"
    "\n"
    "Applies RECORD, then shows the itemised odds of the attack written as in a record\n"
    "('Leg.1,Leg.2 on Ost.2 bombard Leg.4 odds 1-1 shift fresh Leg.1'; the word 'attack' is\n"
    "optional): each unit's strength, fresh and integrity bonuses, terrain doubling, totals,\n"
    "the ratio and column shifts, and the chance of each result with and without weather.\n"
    "Says so when the attack could not be declared now.\n";

}  // namespace eylau::cli
