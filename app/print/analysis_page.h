#pragma once
// The whole-game report's page "Analysis of the game" (docs/turn-summaries.md), when the record
// has been analysed (docs/analysis.md): the graph of the battle at the printer's resolution, each
// side's summary, and a table of the marked Player-Turns and turning points.
#include <QString>

namespace eylau::ai {
struct GameAnalysis;
}

namespace eylau::print {

class PageWriter;

// "Analysis of the game": the page's heading, in the contents and the running head.
QString analysisTitle();

// `colour`: false on a printer set to greyscale (the graph then tells its lines by pattern).
void writeAnalysis(PageWriter& writer, const ai::GameAnalysis& analysis, bool colour);

}  // namespace eylau::print
