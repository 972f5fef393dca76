#include "eylau/ai/game_analysis.h"

#include "eylau/io/digest.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"

#include <algorithm>

namespace eylau::ai {

std::string_view toString(AnalysisDepth depth) { return depth == AnalysisDepth::Deep ? "deep" : "quick"; }

std::optional<AnalysisDepth> parseAnalysisDepth(std::string_view text) {
    if (text == "quick") return AnalysisDepth::Quick;
    if (text == "deep") return AnalysisDepth::Deep;
    return std::nullopt;
}

AnalysisWork analysisWork(AnalysisDepth depth) {
    if (depth == AnalysisDepth::Deep) return {Level::Strong, 24};
    return {Level::Normal, 8};
}

TurnMark markForCost(double cost) {
    if (cost >= kBlunderCost) return TurnMark::Blunder;
    if (cost >= kMistakeCost) return TurnMark::Mistake;
    if (cost >= kInaccuracyCost) return TurnMark::Inaccuracy;
    return TurnMark::None;
}

std::string_view toString(TurnMark mark) {
    switch (mark) {
    case TurnMark::Inaccuracy: return "inaccuracy";
    case TurnMark::Mistake: return "mistake";
    case TurnMark::Blunder: return "blunder";
    case TurnMark::None: break;
    }
    return "none";
}

SideSummary GameAnalysis::summary(Side side) const {
    SideSummary out;
    double total = 0;
    for (const TurnAnalysis& t : turns) {
        if (t.side != side) continue;
        ++out.turns;
        total += std::max(0.0, t.cost);  // a turn better than the computer's plan costs nothing
        ++out.marks[std::size_t(t.mark)];
    }
    out.averageCost = out.turns > 0 ? total / out.turns : 0.0;
    return out;
}

const TurnAnalysis* GameAnalysis::worstTurn(Side side) const {
    const TurnAnalysis* worst = nullptr;
    for (const TurnAnalysis& t : turns)
        if (t.side == side && (!worst || t.cost > worst->cost)) worst = &t;
    return worst;
}

std::string recordDigestFor(const GameRecord& record) { return toHex(sha256(writeRecord(record))); }

std::string recordDigestFor(const GameSession& session) { return recordDigestFor(session.record()); }

}  // namespace eylau::ai
