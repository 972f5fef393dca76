#pragma once
// A game in progress: an immutable Scenario, a copyable GameState, and the commands that change
// it. Every command is checked before it is applied: `whyNot` gives the refusal, citing the case
// (nothing when the command is legal; `isLegal` asks only whether), and
// `apply` either applies it completely (returning the events) or leaves the state untouched.
#include "eylau/game/command.h"
#include "eylau/game/event.h"
#include "eylau/io/digest.h"
#include "eylau/rules/attack.h"
#include "eylau/rules/combat_odds.h"
#include "eylau/rules/game_state_fwd.h"
#include "eylau/rules/movement.h"
#include "eylau/rules/phase.h"
#include "eylau/rules/refusal.h"
#include "eylau/rules/variants/variant_rules.h"
#include "eylau/scenario/scenario.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <variant>
#include <vector>

namespace eylau {

class ExclusiveRules;  // eylau/rules/exclusive_rules.h

struct GameOptions {
    bool weather = false;          // 22.0, when the scenario has it
    VariantRules variants;         // the variant rules played (CR, AL: eylau/rules/variants/)
    std::uint64_t seed = 1807;
    std::vector<int> scriptedDice; // rolls used before the seeded ones (tests, eylau-cli --dice)
    // Shared dice (a game played over the network, docs/remote-play.md): every command that rolls
    // is applied with the key both players made for it; one applied without a key is refused.
    bool sharedDice = false;
};

struct ApplyResult {
    Verdict refusal;               // set when the command was refused (nothing changed)
    std::vector<Event> events;
    bool ok() const { return !refusal.has_value(); }
};

class Game {
public:
    Game(std::shared_ptr<const Scenario> scenario, GameOptions options);
    Game(const Game& other);
    Game(Game&& other) noexcept;
    Game& operator=(const Game& other);
    Game& operator=(Game&& other) noexcept;
    ~Game();
    // The same scenario and rules as `other` (shared, immutable), at another state: cheap. The
    // state is taken as it is: it must be one the rules can reach, such as a copy of another
    // Game's state (a position to look ahead from), possibly with its dice re-seeded.
    Game(const Game& other, GameState state);
    // A game of this scenario at a given state, as above (a position handed to another thread).
    static Game atState(std::shared_ptr<const Scenario> scenario, GameState state);

    const Scenario& scenario() const { return *scenario_; }
    const GameState& state() const { return *state_; }
    const ExclusiveRules& exclusiveRules() const { return *rules_; }
    const Movement& movement() const { return *movement_; }
    // The scenario's dense map tables, and where everybody stands now (or in another state of
    // this game, such as a scratch copy): for the rules' queries that take a Situation.
    const Board& board() const { return movement_->board(); }
    Situation situation() const { return Situation(board(), *state_); }
    Situation situationAt(const GameState& state) const { return Situation(board(), state); }

    Verdict whyNot(const Command& command) const;  // nullopt: legal
    bool isLegal(const Command& command) const { return !whyNot(command); }
    ApplyResult apply(const Command& command);
    // Applies a command whose rolls come from a shared key (Dice::useKey); refused, with nothing
    // changed, when the command rolls no die, so that a key cannot be spent on nothing.
    ApplyResult apply(const Command& command, const Digest& sharedKey);
    // Whether applying `command` now would roll the die (a combat resolved, the weather die, a
    // limber roll): a remote game makes the players' shared key before such a command.
    bool wouldRoll(const Command& command) const;

    // Lookups by id.
    std::optional<UnitIndex> unitIndex(std::string_view id) const;

    // Queries for the interface and the computer opponent.
    std::vector<Reach> reachable(UnitIndex unit) const;     // empty when it may not move now
    ReachableSet reachableSet(UnitIndex unit) const;        // the same, paths built when asked
    // Why `unit` cannot move (or, a reinforcement, enter) now; nullopt when reachable() is not
    // empty. What concerns the phase and the unit itself comes first (3.0, 4.0, 7.0, 19.x, 4.5,
    // 4.1); when only the hexes around it are closed, why the first of them is.
    Verdict whyCannotMove(UnitIndex unit) const;
    // An attack command resolved to unit indices, or why it cannot be (unknown ids).
    std::variant<Attack, Refusal> resolveAttack(const AttackCommand& command) const;
    OddsAccount odds(const Attack& attack) const;
    // Where the game stands (3.0), for code that needs no more of the state.
    int turn() const;       // the Game-Turn, from 1
    Side phasing() const;   // whose Player-Turn it is
    Phase phase() const;    // Movement, Combat; GameOver after the last
    bool gameOver() const { return phase() == Phase::GameOver; }

private:
    ApplyResult applyWith(const Command& command, const Digest* sharedKey);

    std::shared_ptr<const Scenario> scenario_;
    std::shared_ptr<const ExclusiveRules> rules_;  // immutable once built: shared by copies
    std::shared_ptr<const Movement> movement_;
    // Behind a pointer, so that a header which includes this one does not need the state's
    // definition: adding a field to GameState rebuilds only the code that reads the state.
    std::unique_ptr<GameState> state_;
};

}  // namespace eylau
