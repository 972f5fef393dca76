// The shared steps of carrying out commands: lookups, events, control of victory hexes,
// elimination, and the sequence of play (3.0, 8.2).
#include "game/command_runner.h"

#include "eylau/rules/victory_points.h"

#include <algorithm>

namespace eylau::detail {

GameState CommandRunner::openingState(const Scenario& scenario) {
    GameState state;
    state.phasing = scenario.rules.firstPlayer;
    state.units.resize(scenario.units.size());
    state.freshUsed.assign(scenario.freshStrength.size(), false);
    state.control.assign(scenario.victory.hexes.size(), std::nullopt);
    for (std::size_t u = 0; u < scenario.units.size(); ++u) {
        if (!scenario.units[u].start) continue;
        state.units[u].status = UnitStatus::OnMap;
        state.units[u].hex = *scenario.units[u].start;
        // 23.4: a hex is controlled by the side that last had a unit in it or moving through it.
        for (std::size_t v = 0; v < scenario.victory.hexes.size(); ++v)
            if (scenario.victory.hexes[v].hex == state.units[u].hex) state.control[v] = scenario.units[u].side;
    }
    return state;
}

Verdict CommandRunner::run(const Command& command) {
    if (state_.phase == Phase::GameOver) return refuse("3.0", Say::GameIsOver);
    return std::visit(
        [this](const auto& c) -> Verdict {
            using T = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<T, MoveCommand>) return move(c);
            else if constexpr (std::is_same_v<T, EnterCommand>) return enter(c);
            else if constexpr (std::is_same_v<T, ReleaseCommand>) return release(c);
            else if constexpr (std::is_same_v<T, EndPhaseCommand>)
                return state_.phase == Phase::Movement ? endMovementPhase() : endCombatPhase();
            else if constexpr (std::is_same_v<T, AttackCommand>) return attack(c);
            else if constexpr (std::is_same_v<T, DefendCommand>) return defend(c);
            else if constexpr (std::is_same_v<T, RetreatCommand>) return retreat(c);
            else if constexpr (std::is_same_v<T, LoseCommand>) return lose(c);
            else if constexpr (std::is_same_v<T, LimberCommand>) return limber(c);
            else return advance(c);
        },
        command);
}

std::variant<UnitIndex, Refusal> CommandRunner::unitNamed(const std::string& id) const {
    if (const std::optional<UnitIndex> u = s_.unitIndex(id)) return *u;
    return refusal("2.4", Say::NoUnitNamed, {id, s_.name});
}

std::variant<std::vector<UnitIndex>, Refusal> CommandRunner::unitsNamed(const std::vector<std::string>& ids) const {
    std::vector<UnitIndex> out;
    for (const std::string& id : ids) {
        auto u = unitNamed(id);
        if (auto* r = std::get_if<Refusal>(&u)) return *r;
        out.push_back(std::get<UnitIndex>(u));
    }
    return out;
}

Verdict CommandRunner::expectPhase(Phase phase, Say whatOnlyThen) const {
    if (state_.phase == phase) return std::nullopt;
    return refuseQuoting("3.0", whatOnlyThen, {}, phaseSentence(state_));
}

void CommandRunner::emit(EventKind kind, std::string ruleCase, Sentence what, std::optional<UnitIndex> u,
                         std::vector<Hex> hexes, EventCause cause) {
    events_.push_back(Event{kind, std::move(ruleCase), std::move(what), u, std::move(hexes), cause, std::nullopt});
}

void CommandRunner::touch(Hex h, Side side) {
    for (std::size_t v = 0; v < s_.victory.hexes.size(); ++v) {
        if (s_.victory.hexes[v].hex != h || state_.control[v] == side) continue;
        state_.control[v] = side;
        const std::string& name = s_.victory.hexes[v].name;
        const std::string who(displayName(side));
        emit(EventKind::ControlChanged, "23.4",
             name.empty() ? say(Say::NowControl, {who, h.id()}) : say(Say::NowControlNamed, {who, h.id(), name}),
             std::nullopt, {h});
    }
}

void CommandRunner::placeUnit(UnitIndex u, Hex to) {
    UnitState& us = state_.unit(u);
    us.status = UnitStatus::OnMap;
    us.hex = to;
}

void CommandRunner::eliminate(UnitIndex u, const std::string& ruleCase, EventCause cause,
                              std::optional<CombatResult> result) {
    UnitState& us = state_.unit(u);
    if (us.status == UnitStatus::Eliminated) return;
    const Hex where = us.hex;
    us.status = UnitStatus::Eliminated;
    state_.strengthLost[std::size_t(unit(u).side)] += unit(u).strength;  // 23.1: printed strength
    Sentence what = say(Say::Eliminated, {unit(u).id});
    if (auto why = eliminationCause(cause, result)) what = Sentence{Say::EliminatedBecause, {unit(u).id}, {*why}};
    emit(EventKind::Eliminated, ruleCase, std::move(what), u, {where}, cause);
    events_.back().result = result;
}

// The start of a Player-Turn: every unit of the new phasing player has its whole allowance.
void CommandRunner::beginPlayerTurn() {
    state_.phase = Phase::Movement;
    for (UnitState& us : state_.units) {
        us.moved = false;
        us.spentHalfMP = 0;
        us.attacked = false;
        us.defended = false;
    }
    const GameTurn& t = s_.turns[std::size_t(state_.turn - 1)];
    emit(EventKind::PhaseBegan, "3.0",
         Sentence{t.night ? Say::PhaseBeginsAtNight : Say::PhaseBeginsAt, {t.time}, {phaseSentence(state_)}});
}

// 3.0: first player, then second player; after the last Game-Turn the game ends.
void CommandRunner::nextPlayerTurn() {
    if (state_.phasing == s_.rules.firstPlayer) {
        state_.phasing = enemyOf(state_.phasing);
        beginPlayerTurn();
        return;
    }
    restCavalry();  // CR.6: the Game-Turn is over
    if (state_.turn >= s_.lastTurn()) {
        state_.phase = Phase::GameOver;
        const VictoryScore score = scoreVictory(s_, state_);
        std::vector<std::string> args{std::to_string(state_.turn), std::to_string(score.points[0]),
                                      std::to_string(score.points[1]), score.level};
        if (score.leader) args.emplace_back(displayName(*score.leader));
        emit(EventKind::GameEnded, "23.5", say(score.leader ? Say::GameEndsWon : Say::GameEnds, std::move(args)));
        return;
    }
    ++state_.turn;
    state_.phasing = s_.rules.firstPlayer;
    state_.released.reset();
    const GameTurn& t = s_.turns[std::size_t(state_.turn - 1)];
    emit(EventKind::TurnBegan, t.night ? "8.0" : "3.0",
         say(t.night ? Say::NightTurnBegins : Say::TurnBegins, {std::to_string(state_.turn), t.time}));
    beginPlayerTurn();
}

}  // namespace eylau::detail
