#include "ai/movement_plan.h"

#include "ai/combat_plan.h"
#include "ai/control_outlook.h"
#include "ai/move_candidates.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/turn_track.h"

#include <algorithm>
#include <map>
#include <random>
#include <set>

namespace eylau::ai {
namespace {

// A plan in the making: one option per unit, scored as a whole.
class PlanSearch {
public:
    PlanSearch(const Game& game, const SearchLimits& limits)
        : game_(game), s_(game.scenario()), limits_(limits), values_(s_, game.state(), game.state().phasing),
          threat_(game, enemyOf(game.state().phasing)),
          units_(moveOptions(game, values_, threat_, limits.breadth, limits.style)), choice_(units_.size(), 0),
          night_(isNightTurn(s_.turns, game.state().turn)) {
        avoidPlaces(units_, limits.avoid);
        for (std::size_t i = 0; i < s_.units.size(); ++i)
            if (s_.units[i].side != game.state().phasing && game.state().units[i].status == UnitStatus::OnMap)
                enemies_.push_back(game.state().units[i].hex);
        best_ = score();
    }

    void greedyStart() {
        // Strongest first, each to its best place on its own that is still free.
        std::vector<std::size_t> order(units_.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return s_.units[units_[a].unit.slot()].strength > s_.units[units_[b].unit.slot()].strength;
        });
        for (std::size_t i : order) {
            std::size_t best = 0;
            for (std::size_t k = 1; k < units_[i].options.size(); ++k) {
                const MoveOption& m = units_[i].options[k];
                if (m.contact || m.worth <= units_[i].options[best].worth) continue;
                const std::size_t keep = choice_[i];
                choice_[i] = k;
                if (occupancyOk()) best = k;
                choice_[i] = keep;
            }
            choice_[i] = best;
        }
        best_ = score();
    }

    // One pass: every unit's every option, then attacks closing on each enemy.
    bool sweep(std::mt19937_64& rng) {
        bool changed = false;
        std::vector<std::size_t> order(units_.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::shuffle(order.begin(), order.end(), rng);
        for (std::size_t i : order) {
            if (stop()) return changed;
            for (std::size_t k = 0; k < units_[i].options.size(); ++k) {
                if (k == choice_[i]) continue;
                const std::size_t keep = choice_[i];
                choice_[i] = k;
                if (!occupancyOk() || !improves()) choice_[i] = keep;
                else changed = true;
            }
        }
        for (std::size_t e = 0; e < enemies_.size() && !night_; ++e) {
            if (stop()) return changed;
            changed = closeOn(enemies_[e]) || changed;
        }
        return changed;
    }

    std::vector<Command> commands() const {
        // Units whose destination is free move first; a unit whose place is someone's still
        // standing there waits for it to leave (a swap would need a pause, 4.4: left out).
        std::vector<Command> out;
        std::vector<std::size_t> pending;
        for (std::size_t i = 0; i < units_.size(); ++i)
            if (!option(i).stay) pending.push_back(i);
        std::set<Hex> occupied;
        for (const UnitState& u : game_.state().units)
            if (u.status == UnitStatus::OnMap) occupied.insert(u.hex);
        for (bool progress = true; progress && !pending.empty();) {
            progress = false;
            for (auto it = pending.begin(); it != pending.end();) {
                const MoveOption& m = option(*it);
                if (occupied.count(m.to)) {
                    ++it;
                    continue;
                }
                const UnitIndex u = units_[*it].unit;
                const std::string& id = s_.units[u.slot()].id;
                if (units_[*it].waiting) out.push_back(EnterCommand{id, m.path});
                else {
                    occupied.erase(game_.state().unit(u).hex);
                    out.push_back(MoveCommand{id, m.path});
                }
                occupied.insert(m.to);
                it = pending.erase(it);
                progress = true;
            }
        }
        return out;
    }

    // The enemy's reach read again from the places the plan leaves our units at (their Zones of
    // Control stop his moves where they now stand, 4.5, not where they stood), every option's
    // worth with it, and the plan's; a pass of its own, with as many plans again as it may score.
    void refit() {
        threat_ = ThreatMap(Game(game_, placed()), enemyOf(game_.state().phasing));
        // TRAPS 8: the reach now read from the plan's places tells a Dr that traps from one that
        // does not better than the reach read before the moves (6.4).
        Style style = limits_.style;
        if (limits_.refitWaysBack) {
            style.traps = 1.0;
            style.reading = WaysBackReading::AfterOurMoves;
        }
        // FLANKS: read from the plan's places, the hexes next to a place the enemy can reach say
        // how many of his units can attack it together (4.4, 5.4): fewer in a line, more out of it.
        if (limits_.refitFlanks) style.flanks = true;
        rescoreOptions(game_, values_, threat_, units_, style);
        avoidPlaces(units_, limits_.avoid);
        passStart_ = scored_;
        best_ = score();
    }

    double best() const { return best_; }
    std::int64_t plans() const { return scored_; }
    // The time is up (or the search was cancelled), or as many plans were scored in this pass as it may.
    bool stop() const { return limits_.stop() || (limits_.plans > 0 && scored_ - passStart_ >= limits_.plans); }

private:
    const MoveOption& option(std::size_t i) const { return units_[i].options[choice_[i]]; }

    // The game's state with each unit where the plan leaves it; the hexes its moves pass, when asked.
    GameState placed(std::set<Hex>* passed = nullptr) const {
        GameState after = game_.state();
        for (std::size_t i = 0; i < units_.size(); ++i) {
            const MoveOption& m = option(i);
            if (m.stay) continue;
            UnitState& us = after.unit(units_[i].unit);
            us.status = UnitStatus::OnMap;
            us.hex = m.to;
            if (passed) passed->insert(m.path.begin(), m.path.end());
        }
        return after;
    }

    // 4.4: no two units may end the phase in one hex.
    bool occupancyOk() const {
        std::set<Hex> taken;
        std::set<UnitIndex> planned;
        for (std::size_t i = 0; i < units_.size(); ++i) {
            planned.insert(units_[i].unit);
            const MoveOption& m = option(i);
            if (units_[i].waiting && m.stay) continue;
            if (!taken.insert(m.to).second) return false;
        }
        const GameState& st = game_.state();
        for (UnitIndex u : unitIndices(st))
            if (st.units[u.slot()].status == UnitStatus::OnMap && s_.units[u.slot()].side == st.phasing &&
                !planned.count(u) && !taken.insert(st.units[u.slot()].hex).second)
                return false;
        return true;
    }

    bool improves() {
        const double sc = score();
        if (sc > best_ + 1e-6) {
            best_ = sc;
            return true;
        }
        return false;
    }

    // The plan's worth: each unit's place, the Combat Phase it leads to, the victory hexes.
    double score() {
        ++scored_;
        double worth = 0;
        for (std::size_t i = 0; i < units_.size(); ++i) worth += option(i).worth;
        std::set<Hex> passed;
        GameState after = placed(&passed);
        worth += controlOutlook(s_, after, passed, values_, threat_);
        if (night_) return worth;  // 8.2
        // 23.4: a hex belongs to whoever last had a unit in it or moving through it.
        for (std::size_t i = 0; i < s_.victory.hexes.size() && i < after.control.size(); ++i)
            if (passed.count(s_.victory.hexes[i].hex)) after.control[i] = after.phasing;
        after.phase = Phase::Combat;
        std::vector<int> key = contactKey(after);
        for (const auto& c : after.control) key.push_back(c ? int(*c) : -1);
        auto it = combatMemo_.find(key);
        if (it == combatMemo_.end()) {
            const ValueModel values(s_, after, after.phasing);
            it = combatMemo_.emplace(key, planCombat(game_.board(), game_.exclusiveRules(), after, values, 3, limits_.cancel).ev).first;
        }
        return worth + it->second;
    }

    // The units within two hexes of an enemy, and where: all the Combat Phase depends on.
    std::vector<int> contactKey(const GameState& after) const {
        std::vector<int> key;
        for (UnitIndex u : unitIndices(after)) {
            if (after.units[u.slot()].status != UnitStatus::OnMap || s_.units[u.slot()].side != after.phasing) continue;
            for (Hex e : enemies_)
                if (distance(e, after.units[u.slot()].hex) <= 2) {
                    key.push_back(u.value());
                    key.push_back(after.units[u.slot()].hex.col * 100 + after.units[u.slot()].hex.row);
                    break;
                }
        }
        return key;
    }

    // Several units closing on one enemy at once (5.3), the strongest first, with each prefix
    // of them tried.
    bool closeOn(Hex enemy) {
        std::vector<std::pair<std::size_t, std::size_t>> movers;  // unit, option
        std::set<Hex> used;
        std::vector<std::pair<int, std::size_t>> byStrength;
        for (std::size_t i = 0; i < units_.size(); ++i)
            if (!option(i).contact) byStrength.emplace_back(s_.units[units_[i].unit.slot()].strength, i);
        std::sort(byStrength.rbegin(), byStrength.rend());
        const std::vector<std::size_t> before = choice_;
        double bestHere = best_;
        std::vector<std::size_t> bestChoice = choice_;
        for (const auto& [strength, i] : byStrength) {
            if (movers.size() >= 4) break;
            std::size_t pick = 0;
            for (std::size_t k = 1; k < units_[i].options.size(); ++k) {
                const MoveOption& m = units_[i].options[k];
                if (!m.contact || distance(m.to, enemy) != 1 || used.count(m.to)) continue;
                if (!pick || m.worth > units_[i].options[pick].worth) pick = k;
            }
            if (!pick) continue;
            choice_[i] = pick;
            if (!occupancyOk()) {
                choice_[i] = before[i];
                continue;
            }
            used.insert(units_[i].options[pick].to);
            movers.emplace_back(i, pick);
            const double sc = score();
            if (sc > bestHere + 1e-6) {
                bestHere = sc;
                bestChoice = choice_;
            }
        }
        choice_ = bestChoice;
        if (bestHere > best_ + 1e-6) {
            best_ = bestHere;
            return true;
        }
        return false;
    }

    const Game& game_;
    const Scenario& s_;
    const SearchLimits& limits_;
    ValueModel values_;
    ThreatMap threat_;
    std::vector<UnitOptions> units_;
    std::vector<std::size_t> choice_;
    bool night_;
    std::vector<Hex> enemies_;
    double best_ = 0;
    std::int64_t scored_ = 0;
    std::int64_t passStart_ = 0;  // scored_ as the pass began
    std::map<std::vector<int>, double> combatMemo_;
};

}  // namespace

MovementPlan planMovement(const Game& game, const SearchLimits& limits) {
    PlanSearch search(game, limits);
    search.greedyStart();
    std::mt19937_64 rng(limits.seed);
    const int passes = 1 + std::max(0, limits.refits);
    for (int pass = 0; pass < passes && !limits.stop(); ++pass) {
        if (pass > 0) search.refit();
        for (int sweep = 0; sweep < limits.maxSweeps && !search.stop(); ++sweep) {
            if (limits.progress) limits.progress(double(pass * limits.maxSweeps + sweep) / (passes * limits.maxSweeps));
            if (!search.sweep(rng)) break;
        }
    }
    MovementPlan plan;
    plan.worth = search.best();
    plan.plans = search.plans();
    // Keep only what the engine accepts, in order (the plan is checked, never trusted).
    Game scratch(game, game.state());
    for (const Command& c : search.commands()) {
        const auto* move = std::get_if<MoveCommand>(&c);
        const auto* entry = std::get_if<EnterCommand>(&c);
        const Hex to = move ? move->hexes.back() : entry->hexes.back();
        if (!scratch.situation().unitsAt(to).empty()) continue;  // 4.4
        if (scratch.apply(c).ok()) plan.commands.push_back(c);
    }
    return plan;
}

}  // namespace eylau::ai
