#pragma once
// A private helper of Game: carries out one command on a scratch copy of the state, checking
// every rule on the way. The Game keeps the copy only when the command succeeds, so a refused
// command leaves nothing changed, and `whyNot` and `apply` can never disagree.
#include "eylau/game/command.h"
#include "eylau/game/event.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/movement.h"
#include "eylau/rules/sentences.h"
#include "eylau/scenario/scenario.h"

#include <string>
#include <variant>
#include <vector>

namespace eylau::detail {

class CommandRunner {
public:
    CommandRunner(const Scenario& scenario, const ExclusiveRules& rules, const Movement& movement, GameState& state)
        : s_(scenario), rules_(rules), movement_(movement), state_(state) {}

    Verdict run(const Command& command);
    std::vector<Event>& events() { return events_; }

    // Sets up the opening state (units at their start hexes, control of occupied victory hexes).
    static GameState openingState(const Scenario& scenario);

    // Resolves ids to indices; a Refusal names the unknown id.
    std::variant<UnitIndex, Refusal> unitNamed(const std::string& id) const;
    std::variant<std::vector<UnitIndex>, Refusal> unitsNamed(const std::vector<std::string>& ids) const;
    std::variant<Attack, Refusal> attackFrom(const AttackCommand& c) const;

    // Movement Phase commands (game_movement_phase.cpp).
    Verdict move(const MoveCommand& c);
    Verdict enter(const EnterCommand& c);
    Verdict release(const ReleaseCommand& c);
    Verdict endMovementPhase();
    Verdict limber(const LimberCommand& c);  // AL.2, AL.3 (variant; game_limbering.cpp)
    // Combat Phase commands (game_combat_phase.cpp, game_combat_results.cpp).
    Verdict attack(const AttackCommand& c);
    Verdict defend(const DefendCommand& c);
    Verdict retreat(const RetreatCommand& c);
    Verdict lose(const LoseCommand& c);
    Verdict advance(const AdvanceCommand& c);
    Verdict endCombatPhase();

private:
    // Shared steps.
    Verdict expectPhase(Phase phase, Say whatOnlyThen) const;  // 3.0: {q0} is the phase it is
    const Unit& unit(UnitIndex u) const { return s_.units[u.slot()]; }
    void emit(EventKind kind, std::string ruleCase, Sentence what, std::optional<UnitIndex> unit = std::nullopt,
              std::vector<Hex> hexes = {}, EventCause cause = EventCause::None);
    void placeUnit(UnitIndex u, Hex to);     // moves the counter; the caller then touches `to` (23.4), after its event
    void touch(Hex h, Side side);            // 23.4: control of a victory hex passes to `side`
    void eliminate(UnitIndex u, const std::string& ruleCase, EventCause cause,
                   std::optional<CombatResult> result = std::nullopt);
    Verdict pauseLeavesAWayOut(UnitIndex u, const Reach& reach) const;  // 4.4
    void closeOptionalRetreats();  // 6.8: a voluntary retreat not taken before the combat goes on
    void beginPlayerTurn();
    void nextPlayerTurn();
    void resolve(const Attack& attack);      // rolls the die for a declared attack (6.0)
    void applyResult(const Attack& attack, CombatResult result);
    void destroyUnitsThatCannotRetreat();    // 6.4
    void finishIfResolved();                 // closes the pending resolution when nothing is left to decide
    void tireCavalry(const Attack& attack);  // CR.2 (variant)
    void restCavalry();                      // CR.6 (variant): at the end of a Game-Turn
    void noteMove(UnitIndex u);              // CR.6: a move of more than half the allowance
    // 4.0, 7.0: the phasing player's unit on the map named `id` (to move, or to limber), or why not.
    std::variant<UnitIndex, Refusal> ownUnitOnMap(const std::string& id) const;

    const Scenario& s_;
    const ExclusiveRules& rules_;
    const Movement& movement_;
    GameState& state_;
    std::vector<Event> events_;
};

}  // namespace eylau::detail
