#pragma once
// eylau-cli analyse: the computer's analysis of a recorded game (docs/analysis.md).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace eylau::cli {

struct AnalyseOptions {
    std::string scenario, record;
    std::string depth = "quick";          // --depth quick|deep
    std::uint64_t seed = 1;               // --seed S
    int threads = 0;                      // --threads N (0: the machine's)
    bool save = false;                    // --save: RECORD-analysis beside the record
};

int runAnalyse(const AnalyseOptions& options);

inline constexpr std::string_view kAnalyseHelp =
    "Usage: eylau-cli analyse SCENARIO RECORD [--depth quick|deep] [--seed S] [--threads N]\n"
    "                         [--save]\n"
    "\n"
    "The computer's analysis of a recorded game of the SCENARIO file: for every whole\n"
    "Player-Turn, its evaluation of the position at the start and at the end, and of its own\n"
    "plan for the turn, as the French margin in expected Victory Points with the dice's luck\n"
    "taken out; the turn's cost to the side that played it (the computer's plan less the turn\n"
    "played), its mark (inaccuracy from 3 VP, mistake from 6, blunder from 12), the luck of its\n"
    "dice, and the turning points (the largest swings) with whether decisions or dice made\n"
    "them. Then, for each side, the average cost per Player-Turn, the count of each mark and\n"
    "its worst turn with the computer's plan. The same record and options give the same\n"
    "figures on any machine and any number of threads.\n"
    "\n"
    "  --depth quick|deep  quick: the normal level's plans, 8 play-outs an evaluation (the\n"
    "                      default); deep: the strong level's, 24 play-outs\n"
    "  --seed S            the play-outs' dice and the plans' seeds (default 1)\n"
    "  --threads N         play-outs side by side (default: as many as the machine runs)\n"
    "  --save              also save the analysis as RECORD-analysis, where the game's review\n"
    "                      finds it\n";

}  // namespace eylau::cli
