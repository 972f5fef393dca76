// fuzz_random_game: the bytes make a variant of a shipped battle and steer a game of it.
//
// Layout of an input (bytes past the end read as zero):
//   byte 0      bit 0: the teaching battle instead of Eylau; bit 1: the weather rule (22.0);
//               bits 2-7: which stored position of the unchanged battle to start from
//   bytes 1-8   the seed of the dice and of eylau::RandomPlayer; its bit 0 plays the cavalry
//               readiness variant, bit 1 the artillery limbering variant (CR, AL)
//   byte 9      how many changes to make to the scenario (0 to 7), each read by mutate()
//   the rest    one byte per command: from 0xC0 up, a command made from the following bytes
//               (probe(); most are refused); below, the random legal player's next command.
//
// Checks:
//   * a changed scenario that checkScenario passes is written and read back without errors, to
//     an equal Scenario (otherwise the input is dropped: only valid battles are played);
//   * every command, the player's and the probes, goes through fuzz::playChecked (whyNot() and
//     apply() agree; a refused command changes nothing), and the engine accepts every command
//     the random player proposes;
//   * the random player always finds a command until the game is over (no stall);
//   * replaying the applied commands from the same start gives the same state.
//
// A command costs a few milliseconds in the sanitizer build, so an input plays at most
// kMaxCommands of them (some tens of milliseconds). To reach the middle and the end of a game
// all the same, an unchanged battle may start from a position of a random game played once per
// process (startsFor; about a second the first time each battle and weather is asked for).
#include "fuzz_play.h"

#include "eylau/ai/random_player.h"
#include "eylau/game/game.h"
#include "eylau/reports/state_report.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/situation.h"
#include "eylau/scenario/scenario_check.h"
#include "eylau/scenario/scenario_io.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace {

using namespace eylau;

constexpr int kMaxCommands = 16;
constexpr int kStride = 12;  // commands between two stored start positions

// The input, read front to back; past its end every byte is zero.
class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    std::uint8_t byte() { return next_ < size_ ? data_[next_++] : 0; }
    std::uint64_t u64() {
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i) v = (v << 8) | byte();
        return v;
    }
    // A number below n (n > 0), from two bytes.
    std::size_t below(std::size_t n) { return ((std::size_t(byte()) << 8) | byte()) % n; }
    bool flag() { return (byte() & 1) != 0; }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t next_ = 0;
};

Hex anyHex(const GameMap& map, Bytes& in) {
    return Hex{map.firstColumn() + int(in.below(std::size_t(map.columns()))),
               map.firstRow() + int(in.below(std::size_t(map.rows())))};
}

// One change to the scenario, within the ranges the file format allows; it may well make the
// scenario invalid (two units on one start hex, a bridge with no river), which the caller checks.
void mutate(Scenario& scenario, Bytes& in) {
    Unit& unit = scenario.units[in.below(scenario.units.size())];
    switch (in.byte() % 13) {
        case 0: unit.strength = in.byte() % 16; break;
        case 1: unit.movement = 1 + in.byte() % 12; break;
        case 2:
            if (unit.start) unit.start = anyHex(scenario.map, in);
            else if (unit.arrival) unit.arrival->turn = 1 + int(in.below(std::size_t(scenario.lastTurn())));
            break;
        case 3: unit.type = UnitType(in.byte() % 3); break;
        case 4: {
            const Hex h = anyHex(scenario.map, in);
            MapHex data = scenario.map.hex(h);
            data.terrain = kTerrains[in.byte() % kTerrains.size()];
            scenario.map.setHex(h, data);
            break;
        }
        case 5: {
            const Hexside side = Hexside::of(anyHex(scenario.map, in), kDirections[in.byte() % kDirections.size()]);
            MapHexside data = scenario.map.hexside(side);
            const HexsideFeature f = kHexsideFeatures[in.byte() % kHexsideFeatures.size()];
            data.features.set(f, !data.features.has(f));
            scenario.map.setHexside(side, data);
            break;
        }
        case 6: {
            const CombatResultsTable& crt = scenario.combatResults;
            if (crt.columns().empty() || crt.dieFaces() == 0) break;
            const int die = 1 + int(in.below(std::size_t(crt.dieFaces())));
            const std::size_t column = in.below(crt.columns().size());
            CombatResultCell cell = crt.cell(die, column);
            cell.result = CombatResult(in.byte() % 5);
            scenario.combatResults.setCell(die, column, cell);
            break;
        }
        case 7: {
            const Terrain t = kTerrains[in.byte() % kTerrains.size()];
            TerrainEffect e = scenario.terrainEffects.effect(t);
            const std::uint8_t b = in.byte();
            e.halfMP = 1 + (b & 7);
            if (b & 8) e.impassable = !e.impassable;
            if (b & 16) e.blocksBombardment = !e.blocksBombardment;
            if (b & 32) e.defenderDoubled = !e.defenderDoubled;
            scenario.terrainEffects.setEffect(t, e);
            break;
        }
        case 8:
            if (!scenario.freshStrength.empty()) scenario.freshStrength[in.below(scenario.freshStrength.size())].bonus = in.byte() % 6;
            break;
        case 9:
            if (!scenario.turns.empty()) {
                GameTurn& turn = scenario.turns[in.below(scenario.turns.size())];
                turn.night = !turn.night;
            }
            break;
        case 10: scenario.rules.firstPlayer = enemyOf(scenario.rules.firstPlayer); break;
        case 11:
            if (!scenario.rules.exclusive.empty()) {
                scenario.rules.exclusive.erase(scenario.rules.exclusive.begin() + std::ptrdiff_t(in.below(scenario.rules.exclusive.size())));
                scenario.rules.options.clear();  // an option belongs to a section that may be gone
            }
            break;
        default: scenario.terrainEffects.setFrozenWater(!scenario.terrainEffects.frozenWater()); break;
    }
}

// The variant to play (base itself when nothing changes), or nullptr when the changes made it
// invalid.
std::shared_ptr<const Scenario> variant(const std::shared_ptr<const Scenario>& base, Bytes& in) {
    const int changes = in.byte() % 8;
    if (changes == 0) return base;
    Scenario scenario = *base;
    for (int i = 0; i < changes; ++i) mutate(scenario, in);
    for (const ScenarioProblem& p : checkScenario(scenario))
        if (p.severity == ScenarioProblem::Severity::Error) return nullptr;
    ScenarioLoad load = readScenario(writeScenario(scenario));
    if (!load.ok()) {
        std::string problems;
        for (const ScenarioProblem& p : load.problems) problems += p.describe("variant") + "\n  ";
        fuzz::fail("a scenario checkScenario passes does not read back", problems);
    }
    std::sort(scenario.rules.exclusive.begin(), scenario.rules.exclusive.end());
    if (*load.scenario != scenario) fuzz::fail("a changed scenario reads back different");
    return std::make_shared<const Scenario>(std::move(*load.scenario));
}

// Positions of a shipped battle to start from: the opening, then the position every kStride
// commands of one seeded random game, played once per process.
struct Starts {
    std::shared_ptr<const Scenario> scenario;
    Game opening;
    std::vector<GameState> states;
};

Starts playStarts(const std::shared_ptr<const Scenario>& scenario, const Game& prototype, bool weather) {
    GameOptions options;
    options.weather = weather;
    Starts starts{scenario, fuzz::openingFrom(prototype, options), {}};
    Game game = starts.opening;
    RandomPlayer player(1807);
    starts.states.push_back(game.state());
    for (int i = 1; i <= 20000 && !game.gameOver(); ++i) {
        const auto command = player.next(game);
        if (!command || !game.apply(*command).ok()) fuzz::fail("the random player stalled making the start positions");
        if (i % kStride == 0) starts.states.push_back(game.state());
    }
    return starts;
}

const Starts& startsFor(bool teaching, bool weather) {
    static std::array<std::optional<Starts>, 4> made;  // libFuzzer runs one input at a time
    std::optional<Starts>& slot = made[std::size_t(teaching) * 2 + std::size_t(weather)];
    if (!slot)
        slot = teaching ? playStarts(fuzz::teachingScenario(), fuzz::teachingPrototype(), weather)
                        : playStarts(fuzz::eylauScenario(), fuzz::eylauPrototype(), weather);
    return *slot;
}

std::vector<std::string> someUnits(const Scenario& scenario, Bytes& in) {
    std::vector<std::string> ids;
    const int n = 1 + in.byte() % 3;
    for (int i = 0; i < n; ++i) ids.push_back(scenario.units[in.below(scenario.units.size())].id);
    return ids;
}

// The units on the map of one side adjacent to hex h.
std::vector<std::string> adjacentOf(const Game& g, const Situation& sit, Hex h, Side side) {
    std::vector<std::string> ids;
    for (const Hex n : neighbours(h))
        if (sit.onMap(n))
            for (const UnitIndex u : sit.unitsAt(n))
                if (const Unit& unit = g.scenario().units[u.slot()]; unit.side == side) ids.push_back(unit.id);
    return ids;
}

// Keeps the items whose bit is set in mask (all of them when none is).
std::vector<std::string> subset(std::vector<std::string> ids, std::uint8_t mask) {
    std::vector<std::string> kept;
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (mask & (1u << (i % 8))) kept.push_back(ids[i]);
    return kept.empty() ? ids : kept;
}

// A command made from the bytes: aimed near the action, so that some are legal, but mostly not.
Command probe(const Game& g, Bytes& in) {
    const Scenario& scenario = g.scenario();
    const GameState& st = g.state();
    const UnitIndex u{int(in.below(scenario.units.size()))};
    const std::string& id = scenario.units[u.slot()].id;
    const UnitState& us = st.unit(u);
    const Hex near = us.status == UnitStatus::OnMap ? neighbour(us.hex, kDirections[in.byte() % 6]) : anyHex(scenario.map, in);
    switch (in.byte() % 10) {
        case 0: {
            MoveCommand c{id, {near}};
            if (in.flag()) c.hexes.push_back(neighbour(near, kDirections[in.byte() % 6]));
            return c;
        }
        case 1: {
            const Hex entry = !scenario.entryAreas.empty() && in.flag() ? scenario.entryAreas[in.below(scenario.entryAreas.size())].hex
                                                                 : anyHex(scenario.map, in);
            EnterCommand c{id, {entry}};
            if (in.flag()) c.hexes.push_back(neighbour(entry, kDirections[in.byte() % 6]));
            return c;
        }
        case 2: return ReleaseCommand{scenario.divisions[in.below(scenario.divisions.size())].id};
        case 3: return EndPhaseCommand{};
        case 4: {
            AttackCommand c;
            if (us.status == UnitStatus::OnMap) {
                const Situation sit = g.situation();
                c.defenders = {id};
                c.attackers = subset(adjacentOf(g, sit, us.hex, enemyOf(scenario.units[u.slot()].side)), in.byte());
            } else {
                c.attackers = someUnits(scenario, in);
                c.defenders = someUnits(scenario, in);
            }
            const std::uint8_t clauses = in.byte();
            if (clauses & 1) c.bombarding = someUnits(scenario, in);
            if (clauses & 2) c.odds = CombatRatio{1 + in.byte() % 4, 1 + in.byte() % 4};
            if (clauses & 4) c.shift = true;
            if (clauses & 8) c.fresh = subset(c.attackers, in.byte());
            if (clauses & 16) c.spare = subset(c.attackers, in.byte());  // CR.4
            if (c.attackers.empty() && c.bombarding.empty()) c.attackers = someUnits(scenario, in);
            return c;
        }
        case 5: {
            DefendCommand c;
            const std::uint8_t b = in.byte();
            if (b & 1)
                c.fresh = someUnits(scenario, in);
            else if ((b & 2) && st.awaitingDefence && !st.awaitingDefence->defenders.empty())
                c.fresh = {scenario.units[st.awaitingDefence->defenders.front().slot()].id};
            return c;
        }
        case 6: {
            std::string who = id;
            Hex to = near;
            if (st.pending && !st.pending->mustRetreat.empty()) {
                const UnitIndex r = st.pending->mustRetreat[in.below(st.pending->mustRetreat.size())];
                who = scenario.units[r.slot()].id;
                to = neighbour(st.unit(r).hex, kDirections[in.byte() % 6]);
            }
            RetreatCommand c{who, to, {}};
            if (in.flag()) c.displacements.emplace_back(scenario.units[in.below(scenario.units.size())].id,
                                                        neighbour(to, kDirections[in.byte() % 6]));
            return c;
        }
        case 7: return LoseCommand{someUnits(scenario, in)};
        case 8: return LimberCommand{id, in.flag()};  // AL.2, AL.3
        default: {
            AdvanceCommand c;
            if (in.flag()) return c;  // advance none
            c.unit = id;
            const bool vacated = st.pending && !st.pending->vacated.empty();
            c.to = vacated ? st.pending->vacated[in.below(st.pending->vacated.size())] : near;
            return c;
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Bytes in(data, size);
    const std::uint8_t head = in.byte();
    const bool teaching = (head & 1) != 0;
    GameOptions options;
    options.weather = (head & 2) != 0;
    options.seed = in.u64();
    options.variants.cavalryReadiness = (options.seed & 1) != 0;
    options.variants.artilleryLimbering = (options.seed & 2) != 0;
    const Starts& starts = startsFor(teaching, options.weather);
    const std::shared_ptr<const Scenario> scenario = variant(starts.scenario, in);
    if (!scenario) return 0;

    // The unchanged battle may start from one of its stored positions (dice seeded anew); a
    // changed one starts from its opening.
    const Game start = [&] {
        if (scenario != starts.scenario) return Game(scenario, options);
        GameState state = starts.states[std::size_t(head >> 2) % starts.states.size()];
        state.dice.seed = options.seed;
        state.variants = options.variants;  // as if the game had played them (all fresh, guns as they stand)
        return Game(starts.opening, std::move(state));
    }();
    Game game = start;
    RandomPlayer player(options.seed ^ 0x9e3779b97f4a7c15ull);
    std::vector<Command> applied;
    for (int i = 0; i < kMaxCommands && !game.gameOver(); ++i) {
        const bool probing = in.byte() >= 0xC0;
        std::optional<Command> command = probing ? probe(game, in) : player.next(game);
        if (!command) {
            const GameState& st = game.state();
            fuzz::fail("the random player found no command (a stall)",
                       "Game-Turn " + std::to_string(st.turn) + ", " + std::string(toString(st.phasing)) + " " +
                           std::string(toString(st.phase)));
        }
        const bool accepted = fuzz::playChecked(game, *command);
        if (!probing && !accepted)
            fuzz::fail("the random player proposed a command the engine refuses", formatCommand(*command));
        if (accepted) applied.push_back(std::move(*command));
    }

    (void)stateJson(*scenario, game.state());
    fuzz::checkReplay(start, applied, game.state());
    return 0;
}
