#pragma once
// A game's analysis saved beside its record, so that reopening the record does not analyse it
// again (docs/analysis.md, "The analysis file"): JSON, matched to its record by the record's
// digest, read within limits and never trusted: a malformed or foreign file gives a message
// naming the file, the place in it and the problem, and no analysis.
#include "eylau/ai/game_analysis.h"

#include <optional>
#include <string>

namespace eylau::ai {

// The largest analysis file read, and the most Player-Turns and plan commands it may hold.
inline constexpr std::size_t kMaxAnalysisFileBytes = std::size_t(4) << 20;  // 4 MiB
inline constexpr std::size_t kMaxAnalysedTurns = 2000;
inline constexpr std::size_t kMaxPlanCommands = 400;

// "game.eylau" -> "game.eylau-analysis": where a record's analysis is kept.
std::string analysisPathFor(const std::string& recordPath);

std::string writeAnalysis(const GameAnalysis& analysis);

struct AnalysisLoad {
    std::optional<GameAnalysis> analysis;
    std::string error;  // "game.eylau-analysis, /turns/3/cost: not a number"
};
// Reads an analysis from text; `sourceName` names it in messages.
AnalysisLoad readAnalysis(const std::string& text, const std::string& sourceName);
// Reads the file; nullopt analysis and an error when it is missing, too large or malformed.
AnalysisLoad loadAnalysis(const std::string& path);
// Saves atomically and durably (text_file.h); an error naming the path, or nullopt.
std::optional<std::string> saveAnalysis(const GameAnalysis& analysis, const std::string& path);

}  // namespace eylau::ai
