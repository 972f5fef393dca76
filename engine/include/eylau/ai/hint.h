#pragma once
// A hint for the person (Game > Suggest): what the computer opponent would do next for the side to
// act, with its reasons in numbers (expected Victory Points, odds, the risk to the attacker), for
// the window to draw on the map and word; nothing is played (docs/computer-opponent.md, "Hints").
#include "eylau/ai/computer_opponent.h"
#include "eylau/rules/combat_odds.h"

#include <atomic>
#include <optional>
#include <vector>

namespace eylau::ai {

struct HintStep {
    Command command;
    // An attack: its odds (the column and the chance of each result) and its expected worth in
    // Victory Points to the attacker (attack_value.h); the chance of a result that hurts the
    // attackers (Ar, Ae) is `risk`.
    std::optional<OddsAccount> odds;
    double expectedVP = 0;
    double risk = 0;
};

struct Hint {
    std::optional<Side> side;       // who the hint is for; nullopt once the game is over
    std::vector<HintStep> steps;    // in order: a Movement Phase's moves and `end`, or one attack, or one answer
    // A Movement Phase: the expected worth, in Victory Points, of the attacks the moves set up for
    // the Combat Phase that follows (the Combat Phase planner on the position after them).
    double setsUpVP = 0;
    int moves = 0;                  // moves and entries among the steps
    bool cancelled = false;         // stopped early: still legal, but hastier
};

// The computer opponent's next commands for the side to act at `level`, as decide() gives them
// (pure, safe on a worker thread with its own copy of the game, stopped by `cancel`).
Hint suggest(const Game& game, Level level, std::uint64_t seed, const std::atomic<bool>* cancel = nullptr);

}  // namespace eylau::ai
