#pragma once
// A record's saved analysis, if one lies beside it (docs/analysis.md, "The analysis file"): read
// and checked against the record replayed, so that the review and the printed summary only ever
// show an analysis of that very game.
#include <QString>

#include <optional>

#include "eylau/ai/game_analysis.h"

namespace eylau::analysisview {

struct AnalysisBeside {
    std::optional<ai::GameAnalysis> analysis;
    // Empty when there is no file or it matched; else why it was not taken, naming the file:
    // "game.eylau-analysis, /turns/3/cost: not a number", "... is the analysis of another record".
    QString error;
};

// The analysis kept beside `recordPath` (analysisPathFor), if it reads without error and its
// digest is that of `session`'s record (recordDigestFor).
AnalysisBeside analysisBeside(const QString& recordPath, const GameSession& session);

}  // namespace eylau::analysisview
