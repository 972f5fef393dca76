#pragma once
// What the rules wait for now, and from which side: the window says it and offers its choices,
// the computer answers it for its side, a remote game knows who sends the next command.
#include "eylau/game/game.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

enum class DecisionKind : std::uint8_t {
    Movement,       // the phasing player's Movement Phase: moves, entries (7.0), releases (19.3), `end`
    Combat,         // the phasing player's Combat Phase: attacks (5.0) or `end`
    FreshStrength,  // 21.1: the defender answers an attack, with or without Fresh Strength
    Retreat,        // 6.4, 6.5: the owner of a retreating unit
    Losses,         // 6.3 Ee: the attacker chooses the strength lost
    Advance,        // 6.6: the victor may advance, or not
    GameOver,       // 23.0: nothing more
};

struct DecisionDue {
    DecisionKind kind = DecisionKind::GameOver;
    std::optional<Side> side;  // who decides; nullopt once the game is over
};

DecisionDue decisionDue(const Scenario& scenario, const GameState& state);
inline DecisionDue decisionDue(const Game& game) { return decisionDue(game.scenario(), game.state()); }

// 19.3: the divisions the phasing player may release now (ids, in scenario order); empty when no
// release is open (the Exclusive Rules decide when one is).
std::vector<std::string> releasableDivisions(const Game& game);

}  // namespace eylau
