#include "ai/combat_plan.h"

#include "eylau/core/contains.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/variants/cavalry_readiness.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace eylau::ai {
namespace {

using Key = std::vector<UnitIndex>;  // a set of defenders, sorted
using AttackKey = std::tuple<Key, Key, Key>;  // an attack's attackers, bombarding and defenders

// The assignment being searched, and how it scores.
class Assignment {
public:
    Assignment(const Board& board, const ExclusiveRules& r, const GameState& st, const ValueModel& v)
        : s_(board.scenario()), rules_(r), v_(v), sit_(board, st) {
        const Scenario& scenario = s_;
        const Side phasing = st.phasing;
        const Obligations ob = meetableObligations(sit_);
        mustBeAttacked_ = ob.mustBeAttacked;
        for (UnitIndex u : unitIndices(st)) {
            const UnitState& us = st.units[u.slot()];
            if (us.status != UnitStatus::OnMap || scenario.units[u.slot()].side != phasing || us.attacked) continue;
            if (tooExhaustedToAttack(scenario, st, u)) continue;  // CR.5 (variant)
            std::vector<UnitIndex> adjacent, inRange;
            for (UnitIndex j : unitIndices(st)) {
                const UnitState& e = st.units[j.slot()];
                if (e.status != UnitStatus::OnMap || scenario.units[j.slot()].side == phasing || e.defended) continue;
                const int d = distance(us.hex, e.hex);
                if (d == 1 && sit_.zocCrosses(e.hex, us.hex)) adjacent.push_back(j);
                if (d == 2 && scenario.units[u.slot()].type == UnitType::Artillery && canBombard(sit_, u, j))
                    inRange.push_back(j);  // 5.6, AL.5
            }
            if (!adjacent.empty()) {  // 5.1: it must attack one or more of these together (5.4)
                std::sort(adjacent.begin(), adjacent.end());
                std::vector<Key> keys;
                const std::size_t n = std::min<std::size_t>(adjacent.size(), 6);
                for (unsigned mask = 1; mask < (1u << n); ++mask) {
                    Key k;
                    for (std::size_t b = 0; b < n; ++b)
                        if (mask & (1u << b)) k.push_back(adjacent[b]);
                    keys.push_back(std::move(k));
                }
                std::stable_sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) { return a.size() < b.size(); });
                units_.push_back(u);
                keys_.push_back(std::move(keys));
                choice_.push_back(0);
            } else if (!inRange.empty()) {  // 5.6: may bombard one of these, or not
                guns_.push_back(u);
                targets_.push_back(std::move(inRange));
                target_.push_back(-1);
            }
        }
    }

    // Start: each unit against its weakest neighbour.
    void greedyStart() {
        for (std::size_t i = 0; i < units_.size(); ++i) {
            std::size_t best = 0;
            for (std::size_t k = 0; k < keys_[i].size(); ++k)
                if (keys_[i][k].size() == 1 &&
                    s_.units[keys_[i][k][0].slot()].strength < s_.units[keys_[i][best][0].slot()].strength)
                    best = k;
            choice_[i] = int(best);
        }
    }

    // One pass over every unit and gun, keeping each change that raises the score.
    bool improve(const std::atomic<bool>* cancel) {
        bool changed = false;
        double current = score();
        auto tryAll = [&](int& slot, int from, int to) {
            const int was = slot;
            for (int k = from; k < to; ++k) {
                if (k == slot) continue;
                const int keep = slot;
                slot = k;
                const double sc = score();
                if (sc > current + 1e-9) {
                    current = sc;
                    changed = true;
                } else {
                    slot = keep;
                }
            }
            return was != slot;
        };
        // Cancelled between units: what is assigned so far stands (the assignment is always whole).
        const auto cancelled = [&] { return cancel && cancel->load(std::memory_order_relaxed); };
        for (std::size_t i = 0; i < units_.size() && !cancelled(); ++i) tryAll(choice_[i], 0, int(keys_[i].size()));
        for (std::size_t g = 0; g < guns_.size() && !cancelled(); ++g) tryAll(target_[g], -1, int(targets_[g].size()));
        return changed && !cancelled();
    }

    // The attacks of the current assignment and the number of broken rules (5.1 unmet, 5.2 a
    // defender in two attacks).
    std::vector<Attack> attacks(int& violations) const {
        std::map<Key, Attack> byKey;
        for (std::size_t i = 0; i < units_.size(); ++i) {
            const Key& k = keys_[i][std::size_t(choice_[i])];
            Attack& a = byKey[k];
            a.defenders = k;
            a.attackers.push_back(units_[i]);
        }
        violations = 0;
        std::map<UnitIndex, int> defended;
        for (const auto& [k, a] : byKey)
            for (UnitIndex d : k) ++defended[d];
        for (const auto& [d, n] : defended) violations += n - 1;
        for (std::size_t g = 0; g < guns_.size(); ++g) {
            if (target_[g] < 0) continue;
            const UnitIndex t = targets_[g][std::size_t(target_[g])];
            bool joined = false;
            for (auto& [k, a] : byKey)
                if (contains(k, t)) {
                    a.bombarding.push_back(guns_[g]);
                    joined = true;
                    break;
                }
            if (!joined) {  // 5.7: a bombardment of one hex
                Attack& a = byKey[Key{t}];
                a.defenders = {t};
                a.bombarding.push_back(guns_[g]);
            }
        }
        for (UnitIndex e : mustBeAttacked_) {
            bool met = false;
            for (const auto& [k, a] : byKey) met = met || contains(k, e);
            if (!met) ++violations;
        }
        std::vector<Attack> out;
        for (auto& [k, a] : byKey) out.push_back(std::move(a));
        return out;
    }

    double score() {
        int violations = 0;
        double total = 0;
        for (const Attack& a : attacks(violations)) total += scored(a).ev;
        return total - 100.0 * violations;
    }

    const ScoredAttack& scored(const Attack& a) {
        const AttackKey key{a.attackers, a.bombarding, a.defenders};
        auto it = memo_.find(key);
        if (it == memo_.end()) it = memo_.emplace(key, scoreAttack(sit_, rules_, v_, a)).first;
        return it->second;
    }

private:
    const Scenario& s_;
    const ExclusiveRules& rules_;
    const ValueModel& v_;
    Situation sit_;
    std::vector<UnitIndex> mustBeAttacked_;
    std::vector<UnitIndex> units_;
    std::vector<std::vector<Key>> keys_;
    std::vector<int> choice_;
    std::vector<UnitIndex> guns_;
    std::vector<std::vector<UnitIndex>> targets_;
    std::vector<int> target_;
    std::map<AttackKey, ScoredAttack> memo_;
};

}  // namespace

CombatPlan planCombat(const Board& board, const ExclusiveRules& rules, const GameState& state,
                      const ValueModel& values, int passes, const std::atomic<bool>* cancel) {
    Assignment search(board, rules, state, values);
    search.greedyStart();
    for (int p = 0; p < passes && search.improve(cancel); ++p) {
    }
    CombatPlan plan;
    int violations = 0;
    const Obligations ob = meetableObligations(Situation(board, state));
    for (const Attack& a : search.attacks(violations)) {
        const ScoredAttack& s = search.scored(a);
        // A voluntary bombardment worth nothing is left out.
        if (a.attackers.empty() && s.ev <= 0.05) {
            bool needed = false;
            for (UnitIndex d : a.defenders)
                needed = needed || contains(ob.mustBeAttacked, d);
            if (!needed) continue;
        }
        plan.attacks.push_back(s);
        plan.ev += s.ev;
    }
    plan.meetsObligations = violations == 0;
    std::stable_sort(plan.attacks.begin(), plan.attacks.end(),
                     [](const ScoredAttack& a, const ScoredAttack& b) { return a.ev > b.ev; });
    return plan;
}

}  // namespace eylau::ai
