#include "eylau/game/game.h"

#include "game/command_runner.h"

namespace eylau {

Game::Game(std::shared_ptr<const Scenario> scenario, GameOptions options)
    : scenario_(std::move(scenario)),
      rules_(exclusiveRulesFor(*scenario_)),
      movement_(std::make_shared<const Movement>(*scenario_)),
      state_(std::make_unique<GameState>(detail::CommandRunner::openingState(*scenario_))) {
    state_->weather = options.weather && rules_->weatherRule();
    state_->variants = options.variants;  // CR, AL: open to every battle
    state_->dice.seed = options.seed;
    state_->dice.scripted = std::move(options.scriptedDice);
    state_->dice.shared = options.sharedDice;
}

Game Game::atState(std::shared_ptr<const Scenario> scenario, GameState state) {
    return Game(Game(std::move(scenario), GameOptions{}), std::move(state));
}

Game::Game(const Game& other, GameState state)
    : scenario_(other.scenario_), rules_(other.rules_), movement_(other.movement_),
      state_(std::make_unique<GameState>(std::move(state))) {}

Game::Game(const Game& other) : Game(other, *other.state_) {}
Game::Game(Game&& other) noexcept = default;
Game& Game::operator=(const Game& other) {
    if (this != &other) *this = Game(other);
    return *this;
}
Game& Game::operator=(Game&& other) noexcept = default;
Game::~Game() = default;

int Game::turn() const { return state_->turn; }
Side Game::phasing() const { return state_->phasing; }
Phase Game::phase() const { return state_->phase; }

Verdict Game::whyNot(const Command& command) const {
    GameState scratch = *state_;
    return detail::CommandRunner(*scenario_, *rules_, *movement_, scratch).run(command);
}

ApplyResult Game::apply(const Command& command) { return applyWith(command, nullptr); }

ApplyResult Game::apply(const Command& command, const Digest& sharedKey) { return applyWith(command, &sharedKey); }

ApplyResult Game::applyWith(const Command& command, const Digest* sharedKey) {
    GameState scratch = *state_;
    if (sharedKey) scratch.dice.useKey(*sharedKey);
    detail::CommandRunner runner(*scenario_, *rules_, *movement_, scratch);
    ApplyResult result;
    result.refusal = runner.run(command);
    scratch.dice.keyed = false;
    if (result.ok() && sharedKey && scratch.dice.keyUsed == 0) result.refusal = refuse("", Say::RevealWithoutRoll);
    if (result.ok() && scratch.dice.unkeyedRoll) result.refusal = refuse("", Say::RollNeedsReveal);
    if (result.ok()) {
        *state_ = std::move(scratch);
        result.events = std::move(runner.events());
    }
    return result;
}

bool Game::wouldRoll(const Command& command) const {
    GameState scratch = *state_;
    const std::uint64_t before = scratch.dice.total();
    return !detail::CommandRunner(*scenario_, *rules_, *movement_, scratch).run(command) && scratch.dice.total() != before;
}

std::optional<UnitIndex> Game::unitIndex(std::string_view id) const {
    return scenario_->unitIndex(id);
}

ReachableSet Game::reachableSet(UnitIndex unit) const {
    if (state_->phase != Phase::Movement || !unitIndices(*scenario_).contains(unit)) return {};
    const Unit& u = scenario_->units[unit.slot()];
    if (u.side != state_->phasing || rules_->whyNotMove(*scenario_, *state_, unit)) return {};
    const Situation situation(board(), *state_);
    const UnitState& us = state_->unit(unit);
    if (us.status == UnitStatus::OnMap) return movement_->reachableSet(situation, unit);
    if (us.status == UnitStatus::Waiting && u.arrival && u.arrival->turn <= state_->turn)
        return movement_->reachableSetOnEntry(situation, unit);
    return {};
}

std::vector<Reach> Game::reachable(UnitIndex unit) const { return reachableSet(unit).withPaths(); }

Verdict Game::whyCannotMove(UnitIndex unit) const {
    if (!unitIndices(*scenario_).contains(unit)) return refuse("2.4", Say::NoSuchUnit);
    if (!reachableSet(unit).empty()) return std::nullopt;
    const Unit& u = scenario_->units[unit.slot()];
    const UnitState& us = state_->unit(unit);
    // A one-hex probe: CommandRunner::move and ::enter check the phase, the side, the unit's
    // status, the Exclusive Rules (19.x) and the unit's own movement (4.5, 4.1) before any hex,
    // so a refusal for the unit is the same whichever hex is probed.
    if (us.status == UnitStatus::Waiting) {
        const EntryArea* area = u.arrival ? scenario_->entryArea(u.arrival->area) : nullptr;
        if (Verdict v = whyNot(EnterCommand{u.id, {area ? area->hex : Hex{1, 1}}})) return v;
        return refuse("7.2", Say::NoEntryHexOpen, {u.id});
    }
    for (Hex next : neighbours(us.hex)) {
        if (us.status == UnitStatus::OnMap && !scenario_->map.onMap(next)) continue;
        if (Verdict v = whyNot(MoveCommand{u.id, {next}})) return v;
    }
    return refuse("4.0", Say::NowhereToGo, {u.id});
}

std::variant<Attack, Refusal> Game::resolveAttack(const AttackCommand& command) const {
    GameState scratch = *state_;
    return detail::CommandRunner(*scenario_, *rules_, *movement_, scratch).attackFrom(command);
}

OddsAccount Game::odds(const Attack& attack) const { return computeOdds(*scenario_, *state_, attack, *rules_); }

}  // namespace eylau
