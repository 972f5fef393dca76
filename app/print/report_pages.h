#pragma once
// The whole-game report's own pages: the cover (battle, options, seed, players, how the game
// ended, the contents) and the losses by division.
#include "eylau/reports/turn_summary.h"

#include <QString>

#include <vector>

namespace eylau::print {

class PageWriter;

struct ContentsEntry {
    QString title;
    int page = 0;
};

// "Losses by division": the heading of those pages, in the contents and the running head.
QString lossesTitle();

void writeCover(PageWriter& writer, const GameSummary& summary, const std::vector<ContentsEntry>& contents);
void writeLossesByDivision(PageWriter& writer, const GameSummary& summary);
// The dice against expectation, by Game-Turn and for the whole game (luck_report.h).
void writeLuck(PageWriter& writer, const GameSummary& summary);

}  // namespace eylau::print
