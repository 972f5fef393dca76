#pragma once
// The luck report (docs/playing.md, "Luck"): for each attack of a recorded game, what its die
// roll was worth against what the attack could expect from its column. An attack's result is
// valued in Victory Points (23.1) for the attacker, net of the defender's: De gains the
// defenders' printed strength, Ae loses the attackers' (not the bombarding guns', 6.8), Ee gains
// the defenders' and loses as much of the attackers' (at least the defenders' strength, at most
// all the attackers have, 6.3), Ar and Dr move units and are worth nothing. The expectation is
// the chance of each result (the engine's OddsAccount, with the weather die when 22.0 is in
// play) times its value; luck is the value rolled less that expectation. A side's luck adds its
// attacks' luck and takes away its opponent's.
#include "eylau/scenario/combat_results_table.h"
#include "eylau/scenario/order_of_battle.h"

#include <array>
#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace eylau {

class GameSession;
struct GameOptions;
struct GameRecord;
struct Scenario;

struct AttackLuck {
    std::size_t line = 0;        // the record line whose command rolled the die (0-based)
    int turn = 1;
    Side attacker = Side::French;
    std::string attack;          // "Leg.1, Leg.2 on Ost.3"
    std::vector<std::string> attackers;  // the ids of `attack`, for wording it in another language
    std::vector<std::string> defenders;
    std::string column;          // "3-1"
    CombatResult result = CombatResult::Dr;
    std::array<double, 5> chance{};  // by CombatResult (Ae, Ar, Dr, De, Ee)
    std::array<double, 5> value{};   // each result's worth to the attacker, in Victory Points
    double rolled() const { return value[std::size_t(result)]; }
    double expected() const;
    double luck() const { return rolled() - expected(); }
    // "Fr.1 on Ru.1 (French, Game-Turn 1): Dr at 1-1, +0.8"
    std::string describe() const;
};

struct LuckReport {
    std::vector<AttackLuck> attacks;
    // By side (French, Allied): the sum of its luck, positive when the dice favoured it.
    std::array<double, 2> total{};
    // By Game-Turn, then side.
    std::map<int, std::array<double, 2>> byTurn;
    // The attacks with the most and the least luck; nullptr when there was no attack.
    const AttackLuck* luckiest() const;
    const AttackLuck* unluckiest() const;
};

// The luck of every attack of a game: its record replayed with its options (a command the
// engine refuses ends the report there).
LuckReport luckReport(const std::shared_ptr<const Scenario>& scenario, const GameOptions& options,
                      const GameRecord& record);
// The same for a session's game.
LuckReport luckReport(const GameSession& session);

// "+3.2" / "-0.5" / "0.0": a luck figure as the window and the summary print it.
std::string formatLuck(double luck);

}  // namespace eylau
