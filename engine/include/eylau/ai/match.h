#pragma once
// One game between two players from the scenario's start to its end (23.0), every command checked
// by the engine: what `eylau-cli selfplay` and the tests run. A player that finds no command
// (a stall) or gives one the engine refuses ends the game as a failure, naming it.
#include "eylau/ai/player.h"
#include "eylau/rules/victory_points.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace eylau::ai {

// What the variant rules did to one side in a game (CR, AL; zeros when they are not played).
struct VariantTally {
    int limberRolls = 0, limbered = 0, unlimbered = 0;  // AL.2, AL.3
    int tired = 0, recovered = 0, spared = 0;           // CR.2 (a level lost), CR.6, CR.4
    VariantTally& operator+=(const VariantTally& o) {
        limberRolls += o.limberRolls, limbered += o.limbered, unlimbered += o.unlimbered;
        tired += o.tired, recovered += o.recovered, spared += o.spared;
        return *this;
    }
};

// 6.4: a side's units told to retreat by a Dr, by the ways back each had (none, one, two, three or
// more of its neighbours the enemy could not close in his Player-Turn): how many found a safe hex,
// and how many had none and were eliminated.
struct WaysBackTally {
    std::array<int, 4> escaped{0, 0, 0, 0};
    std::array<int, 4> trapped{0, 0, 0, 0};
    WaysBackTally& operator+=(const WaysBackTally& o) {
        for (std::size_t i = 0; i < 4; ++i) escaped[i] += o.escaped[i], trapped[i] += o.trapped[i];
        return *this;
    }
};
// The ways back read from the enemy's reach as his Player-Turn began (now), as our own Movement
// Phase before it began (planned: what the movement planner saw), and as it ended, our units where
// the plan left them (placed: what a plan's own places say; ai/retreat_survey.h).
struct RetreatTally {
    WaysBackTally now, planned, placed;
    RetreatTally& operator+=(const RetreatTally& o) {
        now += o.now, planned += o.planned, placed += o.placed;
        return *this;
    }
};

struct GameResult {
    bool finished = false;           // reached the end of the last Game-Turn
    std::string failure;             // a stall or a refused command, with the position; empty if none
    VictoryScore score;              // at the end (or where it stopped)
    bool guardCommitted = false;     // 23.3: a French Guard infantry unit attacked
    std::array<int, 2> strengthLost{0, 0};  // 23.1: printed strength each side lost (by Side)
    std::array<int, 2> victoryHexes{0, 0};  // 23.4: the victory hexes each side controls at the end
    int commands = 0;
    std::vector<Command> played;     // every command given, in order (a record of the game)
    std::array<VariantTally, 2> variants;  // by Side
    std::array<RetreatTally, 2> retreats;  // by Side: its units' retreats (6.4)
    // Seconds each side's player spent thinking in each Player-Turn in which it was phasing
    // (its few answers during the enemy's Player-Turns, 21.1 and 6.4-6.6, are left out).
    std::array<std::vector<double>, 2> turnSeconds;
};

// A game's result for `side` by the levels of victory (23.5), as selfplay and tournament count
// and rate: 1 won at Marginal Victory or better, 0.5 a Draw (a superiority within the lowest
// level's band, whoever is ahead), 0 lost at Marginal Victory or worse.
double levelScore(const VictoryScore& score, Side side);
// The same by more Victory Points alone (a lead of 1 VP a win): the older count, kept beside it.
double pointsScore(const VictoryScore& score, Side side);

// `players` by Side (French, Allied). Stops after `maxCommands` as a stall.
GameResult playGame(std::shared_ptr<const Scenario> scenario, const GameOptions& options,
                    const std::array<Player*, 2>& players, int maxCommands = 20000);

}  // namespace eylau::ai
