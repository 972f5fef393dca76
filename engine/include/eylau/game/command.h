#pragma once
// Everything a player does is a command (docs/game-record.md gives their written form).
// Commands name units by id; the Game resolves them and refuses unknown ids.
#include "eylau/scenario/combat_results_table.h"
#include "eylau/map/hex.h"

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace eylau {

// 4.0: move a unit. One hex: the destination (the engine picks a cheapest legal path); more: the
// hexes passed through, in order, ending at the destination.
struct MoveCommand {
    std::string unit;
    std::vector<Hex> hexes;
    friend bool operator==(const MoveCommand&, const MoveCommand&) = default;
};

// 7.0: bring a reinforcement onto the map. The first hex is the entry hex; more hexes continue
// the move from there.
struct EnterCommand {
    std::string unit;
    std::vector<Hex> hexes;
    friend bool operator==(const EnterCommand&, const EnterCommand&) = default;
};

// 19.3: the second Russian division that may move on Game-Turn 2.
struct ReleaseCommand {
    std::string division;
    friend bool operator==(const ReleaseCommand&, const ReleaseCommand&) = default;
};

// AL.2, AL.3 (variant): limber a battery (a die roll) or unlimber it (free).
struct LimberCommand {
    std::string unit;
    bool limber = true;  // false: unlimber
    friend bool operator==(const LimberCommand&, const LimberCommand&) = default;
};

// 3.0: end the current phase.
struct EndPhaseCommand {
    friend bool operator==(const EndPhaseCommand&, const EndPhaseCommand&) = default;
};

// 6.1: declare an attack.
struct AttackCommand {
    std::vector<std::string> attackers;   // adjacent units
    std::vector<std::string> defenders;
    std::vector<std::string> bombarding;  // artillery at range two (5.6-5.8)
    std::optional<CombatRatio> odds;      // 6.2: lower the odds to this column
    bool shift = false;                   // 20.2: column shift instead of +2
    std::vector<std::string> fresh;       // 21.1: attacking units given their division's bonus
    std::vector<std::string> spare = {};  // CR.4 (variant): cavalry attacking at a third to keep its readiness
    friend bool operator==(const AttackCommand&, const AttackCommand&) = default;
};

// 21.1: the defender's Fresh Strength answer; then the die is rolled.
struct DefendCommand {
    std::vector<std::string> fresh;
    friend bool operator==(const DefendCommand&, const DefendCommand&) = default;
};

// 6.4, 6.5: retreat a unit one hex, displacing friendly units in a chain where needed.
struct RetreatCommand {
    std::string unit;
    Hex to;
    std::vector<std::pair<std::string, Hex>> displacements;  // in chain order
    friend bool operator==(const RetreatCommand&, const RetreatCommand&) = default;
};

// 6.3 Ee: the attacker's chosen losses.
struct LoseCommand {
    std::vector<std::string> units;
    friend bool operator==(const LoseCommand&, const LoseCommand&) = default;
};

// 6.6: advance after combat, or decline (no unit).
struct AdvanceCommand {
    std::optional<std::string> unit;
    std::optional<Hex> to;
    friend bool operator==(const AdvanceCommand&, const AdvanceCommand&) = default;
};

using Command = std::variant<MoveCommand, EnterCommand, ReleaseCommand, EndPhaseCommand, AttackCommand,
                             DefendCommand, RetreatCommand, LoseCommand, AdvanceCommand, LimberCommand>;

}  // namespace eylau
