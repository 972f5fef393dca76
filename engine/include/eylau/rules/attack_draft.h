#pragma once
// Drawing up an attack before it is declared (6.1): given the units picked so far, which units
// may join it and in which role, which may not and why (5.2, 5.4, 5.6-5.8, 9.0), and which picked
// units may be given their division's Fresh Strength (21.0, 21.1). The window lists these
// answers; checkAttackDeclaration (combat_rules.h) and Game::whyNot judge the whole attack,
// including what only the whole attack decides (5.1: the obligations left after it).
#include "eylau/rules/attack.h"
#include "eylau/rules/board.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state_fwd.h"
#include "eylau/rules/refusal.h"
#include "eylau/scenario/scenario.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace eylau {

// The units picked so far. `friendly`: units of the phasing player, in the order picked;
// `defenders`: enemy units; `fresh`: picked friendly units given their division's marker.
struct AttackPicks {
    std::vector<UnitIndex> friendly;
    std::vector<UnitIndex> defenders;
    std::vector<UnitIndex> fresh;
    friend bool operator==(const AttackPicks&, const AttackPicks&) = default;
};

// As what a unit takes part: next to the defenders (5.3), bombarding from two hexes (5.6, 5.8),
// or attacked (5.4).
enum class DraftRole : std::uint8_t { Attacker, Bombarding, Defender };

struct DraftOption {
    UnitIndex unit;
    // As what it joins (or would join) the attack with the picks: a friendly artillery unit
    // attacks when it is adjacent to a picked defender (or none is picked yet) and bombards
    // otherwise; any other friendly unit attacks; an enemy unit defends.
    DraftRole role = DraftRole::Attacker;
    bool picked = false;
    // Within reach of the picks, so worth listing beside them: a friendly unit adjacent to a
    // picked defender (artillery also two hexes away), an enemy unit adjacent to a picked friendly
    // unit (or two hexes from picked artillery). With nothing picked on the other side: adjacent
    // to a pick of its own side.
    bool nearby = false;
    // Why it may not join (or, picked, why it may not stay); nullopt: it may. About this unit and
    // where it stands against the picks: a picked unit that is itself refused (5.2, off the map)
    // is not held against the units of the other side.
    Verdict refusal{};
    bool mayJoin() const { return !refusal; }
};

struct FreshChoice {
    UnitIndex unit;                     // a picked friendly unit
    // Its division's marker in play (index into Scenario::freshStrength), used or not; nullopt when
    // the division has none or the scenario's Exclusive Rules leave out section 21.
    std::optional<std::size_t> marker{};
    int bonus = 0;                      // that marker's bonus
    Verdict refusal{};                  // why it may not use it now; nullopt: it may (21.1)
    bool mayUse() const { return !refusal; }
};

struct AttackDraftOptions {
    // Why no attack may be drawn up now (not a Combat Phase, 3.0; the last attack unfinished, 6.6;
    // the defender's Fresh Strength answer awaited, 21.1); every option is refused with it.
    Verdict closed;
    std::vector<DraftOption> friendly;  // the phasing units on the map (and picked ones), by index
    std::vector<DraftOption> enemy;     // the other side's units on the map (and picked ones), by index
    std::vector<FreshChoice> fresh;     // one per picked friendly unit, in the order picked

    // The unit's option on either side; nullptr when it is not among them.
    const DraftOption* option(UnitIndex unit) const;
    const FreshChoice* freshChoice(UnitIndex unit) const;
};

// The options with these picks in the current state.
AttackDraftOptions attackDraftOptions(const Board& board, const GameState& state, const ExclusiveRules& rules,
                                      const AttackPicks& picks);

// The picks as the attack they make (6.1): each picked friendly unit attacking or bombarding as its
// option's role says (5.6, 5.8: artillery bombards unless next to a defender), the Fresh Strength
// choices kept for picked friendly units only (21.1), and the cavalry readiness variant's sparing
// (CR.4, `sparing`) kept for units attacking from next door only. The odds' lowering and 20.2's
// shift are the player's, not the picks': left unset.
Attack attackFromPicks(const Board& board, const GameState& state, const AttackPicks& picks,
                       const std::vector<UnitIndex>& sparing);

// The picks to start from when the player points at `unit` (the attack dialog opened on it): an
// enemy unit, with every friendly unit next to it that must attack (5.1) and has not attacked; a
// friendly unit, with its one adjacent enemy unit that has not been attacked when it has exactly
// one. Nothing when the unit is not on the map.
AttackPicks attackPicksAround(const Board& board, const GameState& state, UnitIndex unit);

}  // namespace eylau
