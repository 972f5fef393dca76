#include "analyse.h"

#include "scenario_loading.h"

#include "eylau/ai/analysis_file.h"
#include "eylau/ai/game_analysis.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"

#include <cstdio>
#include <iostream>
#include <memory>

namespace eylau::cli {
namespace {

std::string figure(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.1f", x);
    return buffer;
}

std::string sideName(Side s) { return s == Side::French ? "French" : "Allied"; }

std::string planText(const std::vector<Command>& plan) {
    std::string out;
    for (const Command& c : plan) out += (out.empty() ? "" : "; ") + formatCommand(c);
    return out.empty() ? "(nothing)" : out;
}

void printTurns(const ai::GameAnalysis& a) {
    std::printf("%-4s %-7s %7s %7s %7s %7s %7s  %s\n", "Turn", "Side", "Before", "After", "Best", "Cost", "Luck", "Mark");
    for (const ai::TurnAnalysis& t : a.turns) {
        std::string mark = t.mark == ai::TurnMark::None ? "" : std::string(ai::toString(t.mark));
        if (t.turningPoint)
            mark += std::string(mark.empty() ? "" : ", ") + "turning point (" +
                    (t.cause == ai::SwingCause::Dice ? "dice" : "decisions") + ")";
        std::printf("%-4d %-7s %7s %7s %7s %7s %7s  %s\n", t.gameTurn, sideName(t.side).c_str(), figure(t.before).c_str(),
                    figure(t.after).c_str(), figure(t.best).c_str(), figure(t.cost).c_str(), figure(t.luck).c_str(),
                    mark.c_str());
    }
}

void printSide(const ai::GameAnalysis& a, Side side) {
    const ai::SideSummary s = a.summary(side);
    const auto count = [&](ai::TurnMark m, std::string_view one, std::string_view many) {
        return plural(std::size_t(s.marks[std::size_t(m)]), one, many);
    };
    std::printf("%s: %s, %.1f VP a Player-Turn on average; %s, %s, %s\n", sideName(side).c_str(),
                plural(std::size_t(s.turns), "Player-Turn", "Player-Turns").c_str(), s.averageCost,
                count(ai::TurnMark::Inaccuracy, "inaccuracy", "inaccuracies").c_str(),
                count(ai::TurnMark::Mistake, "mistake", "mistakes").c_str(),
                count(ai::TurnMark::Blunder, "blunder", "blunders").c_str());
    if (const ai::TurnAnalysis* w = a.worstTurn(side); w && w->cost > 0)
        std::printf("  worst: Game-Turn %d, cost %.1f VP; the computer's plan: %s\n", w->gameTurn, w->cost,
                    planText(w->plan).c_str());
}

}  // namespace

int runAnalyse(const AnalyseOptions& options) {
    const auto depth = ai::parseAnalysisDepth(options.depth);
    if (!depth) {
        std::cerr << "eylau-cli: analyse --depth takes quick or deep\n";
        return kExitUsage;
    }
    std::optional<Scenario> loaded = load(options.scenario);
    if (!loaded) return kExitFailure;
    const auto scenario = std::make_shared<const Scenario>(std::move(*loaded));
    const ScenarioLookup lookup = lookupOf(options.scenario, scenario);
    const SessionLoad session = GameSession::load(options.record, lookup);
    if (!session.ok()) {
        std::cerr << session.error << '\n';
        return kExitFailure;
    }
    ai::AnalysisSettings settings;
    settings.depth = *depth;
    settings.seed = options.seed;
    settings.threads = options.threads;
    const ai::GameAnalysis analysis = ai::analyseGame(*session.session, settings);
    std::cout << options.record << ": " << analysis.turns.size() << " Player-Turns analysed at the "
              << ai::toString(settings.depth) << " depth (seed " << settings.seed
              << "); evaluations are the French margin in expected Victory Points\n";
    printTurns(analysis);
    printSide(analysis, Side::French);
    printSide(analysis, Side::Allied);
    if (options.save) {
        const std::string path = ai::analysisPathFor(options.record);
        if (const auto error = ai::saveAnalysis(analysis, path)) {
            std::cerr << "eylau-cli: " << *error << '\n';
            return kExitFailure;
        }
        std::cout << "saved " << path << '\n';
    }
    return kExitOk;
}

}  // namespace eylau::cli
