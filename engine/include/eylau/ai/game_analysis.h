#pragma once
// The computer's analysis of a recorded game (Analyse This Game in review, `eylau-cli analyse`;
// docs/analysis.md). For every whole Player-Turn of the record: the computer's evaluation of the
// position at its start and at its end, and of its own best plan for that turn; the difference is
// what the turn's decisions cost the phasing side, in expected Victory Points (23.0). An
// evaluation is the strong level's own look-ahead score: play-outs on dice of their own, each side
// played by the quick level through the next two Player-Turns, the position then scored in Victory
// Points (position_score.h) less the luck of every die the play-out rolled (play_out_luck.h). The
// turn as played is scored the same way, less the luck of the dice it really rolled, so a lucky or
// unlucky roll is neither a good nor a bad decision. Work budgets only, never time: the same record
// and settings give the same analysis on any machine.
#include "eylau/ai/player.h"
#include "eylau/game/command.h"
#include "eylau/scenario/order_of_battle.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace eylau {
class GameSession;
struct GameOptions;
struct GameRecord;
struct Scenario;
}

namespace eylau::ai {

// How hard the computer looks: Quick plans each turn as the normal level and evaluates with 8
// play-outs; Deep as the strong level with 24 (analysisWork).
enum class AnalysisDepth : std::uint8_t { Quick, Deep };
std::string_view toString(AnalysisDepth depth);  // "quick", "deep"
std::optional<AnalysisDepth> parseAnalysisDepth(std::string_view text);

struct AnalysisWork {
    Level planLevel = Level::Normal;  // the level whose Movement Phase plan is "the computer's plan"
    int samples = 8;                  // play-outs of each evaluation
};
AnalysisWork analysisWork(AnalysisDepth depth);

struct AnalysisSettings {
    AnalysisDepth depth = AnalysisDepth::Quick;
    std::uint64_t seed = 1;  // the play-outs' dice and the plans' seeds
    int threads = 0;         // play-outs side by side (0: the machine's); the figures do not depend on it
};

// What a turn's cost in expected Victory Points makes it (thresholds in docs/analysis.md).
enum class TurnMark : std::uint8_t { None, Inaccuracy, Mistake, Blunder };
inline constexpr int kTurnMarks = 4;
inline constexpr double kInaccuracyCost = 3.0;
inline constexpr double kMistakeCost = 6.0;
inline constexpr double kBlunderCost = 12.0;
TurnMark markForCost(double cost);
std::string_view toString(TurnMark mark);  // "none", "inaccuracy", "mistake", "blunder"

// Why a turning point swung the evaluation: the phasing side's decisions (its cost), or the dice
// (its luck), whichever moved it more.
enum class SwingCause : std::uint8_t { Decisions, Dice };

struct TurnAnalysis {
    int gameTurn = 1;
    Side side = Side::French;  // the phasing side
    // The record positions (commands from the opening) where the Player-Turn begins and ends.
    std::size_t start = 0;
    std::size_t end = 0;
    // Evaluations, as the French margin in expected Victory Points (positive: the French ahead).
    double before = 0;  // the position at the start
    double after = 0;   // the position at the end, less the luck of the turn's own dice
    double best = 0;    // the computer's plan for the turn instead of the one played
    double luck = 0;    // the luck of the turn's dice to the phasing side (the luck report's valuation)
    // What the turn as played cost the phasing side against the computer's plan (best less after,
    // for that side); negative when it did better than the computer's plan.
    double cost = 0;
    TurnMark mark = TurnMark::None;
    bool turningPoint = false;  // among the largest swings of the evaluation
    SwingCause cause = SwingCause::Decisions;
    std::array<int, 2> victoryPoints{};  // at the end (23.0), French then Allied
    // The computer's plan: its Movement Phase's moves, entries and release, then the first attack
    // its Combat Phase plan makes after them (none when it makes none).
    std::vector<Command> plan;
};

struct SideSummary {
    int turns = 0;
    double averageCost = 0;                  // per Player-Turn, in expected Victory Points
    std::array<int, kTurnMarks> marks{};     // by TurnMark
};

struct GameAnalysis {
    AnalysisSettings settings;
    std::string recordDigest;  // of the record analysed (recordDigestFor): a saved analysis matches its record
    std::vector<TurnAnalysis> turns;
    double opening = 0;  // the evaluation of the opening position (the first turn's `before`)
    bool complete = false;  // false when cancelled part-way: `turns` holds those done

    SideSummary summary(Side side) const;
    // The side's costliest turn; nullptr when it has none.
    const TurnAnalysis* worstTurn(Side side) const;
};

// The digest a saved analysis is matched to its record by: the record's text with its comments.
std::string recordDigestFor(const GameRecord& record);
std::string recordDigestFor(const GameSession& session);

// Analyses the session's record: its whole Player-Turns (one the record stops in part-way is left
// out). `progress` (0..1) is called from the calling thread; `cancel` stops the plans and the
// play-outs, and an analysis with `complete` false and no turns is returned.
GameAnalysis analyseGame(const std::shared_ptr<const Scenario>& scenario, const GameOptions& options,
                         const GameRecord& record, const AnalysisSettings& settings,
                         const std::atomic<bool>* cancel = nullptr, const std::function<void(double)>& progress = {});
GameAnalysis analyseGame(const GameSession& session, const AnalysisSettings& settings,
                         const std::atomic<bool>* cancel = nullptr, const std::function<void(double)>& progress = {});

}  // namespace eylau::ai
