#pragma once
// Turn summaries (docs/turn-summaries.md): what happened in each Game-Turn of a recorded game,
// as plain values for printing, built by replaying the record command by command
// (docs/game-record.md: a game is its record, and replaying it is deterministic). Per Player-Turn:
// the moves, the reinforcements entered and held, the Russian division released (19.3), every
// attack with its itemised odds, the dice and what followed, the units eliminated and the Fresh
// Strength used; at the end of each Game-Turn the running Victory Points (23.0) and who controls
// the victory hexes (23.4); for the whole game, the cover data and the losses by division.
#include "eylau/map/hex.h"
#include "eylau/record/game_record.h"
#include "eylau/reports/luck_report.h"
#include "eylau/rules/combat_odds.h"
#include "eylau/rules/game_state_fwd.h"
#include "eylau/rules/sentence.h"
#include "eylau/rules/victory_points.h"
#include "eylau/scenario/combat_results_table.h"
#include "eylau/scenario/scenario.h"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

// A move (4.0) or a reinforcement's entry (7.1): `from` is the unit's hex, or for an entry the
// entry hex; `path` the hexes entered, in order, ending with `to`.
struct MoveEntry {
    std::string unit;
    Hex from;
    Hex to;
    std::vector<Hex> path;
    int halfMP = 0;                 // Movement Points spent, in halves (formatMP)
    bool entered = false;           // 7.1: a reinforcement brought on at `from`
    std::string area;               // the entry area's id, for an entry
    bool stoppedInEnemyZoc = false; // 4.5
    int recordLine = 0;
    friend bool operator==(const MoveEntry&, const MoveEntry&) = default;
};

// A unit that changed hex after a combat: a retreat (6.4, 6.8), a displacement (6.5) or an
// advance (6.6).
struct Shift {
    std::string unit;
    Hex from;
    Hex to;
    bool voluntary = false;  // 6.8: bombarding artillery's own choice
    friend bool operator==(const Shift&, const Shift&) = default;
};

// A unit eliminated, when and why.
struct LossEntry {
    std::string unit;
    std::string division;
    Side side = Side::French;
    int strength = 0;        // printed Combat Strength (23.1)
    Hex hex;                 // where it stood
    std::string ruleCase;    // "6.3", "6.4"
    std::string reason;      // "De", "no safe hex to retreat into"
    int turn = 1;
    std::optional<Sentence> why;  // the reason as the engine says it, for wording in another language
    friend bool operator==(const LossEntry&, const LossEntry&) = default;
};

// 21.1: a division's Fresh Strength marker, used by one unit.
struct FreshUse {
    std::string unit;
    std::string division;
    int bonus = 0;
    bool defending = false;
    friend bool operator==(const FreshUse&, const FreshUse&) = default;
};

// One attack (6.1) from its declaration to its last consequence.
struct AttackEntry {
    int recordLine = 0;                    // the `attack` line
    std::vector<std::string> attackers;
    std::vector<std::string> bombarding;
    std::vector<std::string> defenders;
    std::vector<Hex> defenderHexes;        // where the defenders stood
    OddsAccount odds;                      // as resolved (with the defender's Fresh Strength)
    std::string ratio;                     // "2-1": the raw ratio (6.2)
    std::string rawColumn;                 // the table column for it
    std::string column;                    // the column resolved at, after lowering and shifts
    std::optional<std::string> loweredTo;  // 6.2
    int die = 0;                           // 0: not rolled yet (the record ends before it)
    std::optional<int> weatherDie;         // 22.0
    CombatResult tableResult = CombatResult::Dr;  // read from the table
    CombatResult result = CombatResult::Dr;       // after the weather die
    std::vector<FreshUse> fresh;
    std::vector<Shift> retreats;
    std::vector<Shift> displacements;
    std::optional<Shift> advance;
    bool advanceDeclined = false;          // `advance none`
    std::vector<LossEntry> losses;         // both sides, in the order they fell
    bool guardCommitted = false;           // 23.3: this attack committed the Guard
    bool rolled() const { return die != 0; }
    friend bool operator==(const AttackEntry&, const AttackEntry&) = default;
};

struct PlayerTurnSummary {
    Side side = Side::French;
    std::vector<MoveEntry> moves;          // moves and entries, in the order made
    std::vector<std::string> held;         // 7.3: reinforcements due and held back
    std::optional<std::string> released;   // 19.3: the division released
    bool combatPhase = false;              // the Combat Phase was reached (never at night, 8.2)
    std::vector<AttackEntry> attacks;
    std::vector<LossEntry> losses;         // every unit eliminated in this Player-Turn
    std::vector<FreshUse> fresh;           // every Fresh Strength marker used in it
    std::vector<std::string> log;          // every event, "line 12: [6.3] Dr: the defenders retreat"
    bool complete = false;                 // the record reaches its end
    friend bool operator==(const PlayerTurnSummary&, const PlayerTurnSummary&) = default;
};

// A victory hex and its controller (23.4).
struct HexControl {
    Hex hex;
    std::string name;
    int points = 0;
    std::optional<Side> side;
    friend bool operator==(const HexControl&, const HexControl&) = default;
};

struct GameTurnSummary {
    int turn = 1;
    std::string time;                      // "1400"
    std::string date;
    bool night = false;
    std::vector<PlayerTurnSummary> playerTurns;
    bool complete = false;                 // false: the record ends during this Game-Turn
    // At the end of the Game-Turn (or where the record ends):
    // Positions for the map (shared, so that a header that lists summaries need not see the state).
    std::shared_ptr<const GameState> state;
    VictoryScore score;                    // the running tally (23.0)
    std::vector<HexControl> control;
    std::array<int, 2> strengthLost{0, 0}; // by the side that lost it, since the start
    std::vector<std::string> freshSpent;   // divisions whose marker has been used (21.1)
    bool guardCommitted = false;
};

// 23.1: what each division lost over the whole game.
struct DivisionLosses {
    std::string division;
    std::string name;
    Side side = Side::French;
    int units = 0;
    int strength = 0;
    std::vector<std::string> lostUnits;
    int lostStrength = 0;
    friend bool operator==(const DivisionLosses&, const DivisionLosses&) = default;
};

struct GameSummary {
    std::shared_ptr<const Scenario> scenario;
    std::string recordScenario;            // the record's `scenario` line
    std::map<std::string, bool> options;   // in force: every option the battle has, on or off
    std::uint64_t seed = 1807;
    std::vector<int> scriptedDice;
    std::array<std::string, 2> players;    // by Side; empty when not known (the caller may set them)
    int commands = 0;                      // record lines replayed
    std::vector<GameTurnSummary> turns;    // Game-Turns with at least one command
    bool gameOver = false;
    std::string ending;                    // the game's end, as the engine told it (23.5)
    std::optional<Sentence> endingSaid;    // the same as the engine's sentence (Say::GameEnds...)
    std::string where;                     // where the record stops: "Game-Turn 4, Allied Combat Phase"
    VictoryScore finalScore;
    std::array<int, 2> strengthLost{0, 0};
    std::vector<DivisionLosses> lossesByDivision;  // French divisions first, in scenario order
    std::vector<LossEntry> losses;         // every unit eliminated, in order
    LuckReport luck;                       // each attack's die against its column (luck_report.h)

    const GameTurnSummary* turn(int number) const;
};

struct SummaryResult {
    std::optional<GameSummary> summary;
    std::string error;  // "line 12: [4.5] Tut.1 is in an enemy Zone of Control ... (in 'move Tut.1 0715')"
    bool ok() const { return summary.has_value(); }
};

// Replays `record` on `scenario` (the record's options and seed; `scriptedDice` are rolled
// first, as GameOptions) and summarises it. Fails, naming the line, at the first command the
// engine refuses, and on an unknown option. The record may stop anywhere: the last Game-Turn is
// then marked incomplete and summarised as far as it went.
SummaryResult summarizeRecord(std::shared_ptr<const Scenario> scenario, const GameRecord& record,
                              std::vector<int> scriptedDice = {});

}  // namespace eylau
