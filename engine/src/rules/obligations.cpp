// 5.1 and 5.2 together: once an attack is declared, can every open obligation still be met?
//
// The obligations form a small bipartite graph (DESIGN.md): phasing units that have not attacked
// on one side, enemy units not yet attacked on the other, an edge where the phasing unit could
// attack the enemy (adjacent, or artillery able to bombard it, 5.6). Groups of units that share no
// edge are independent, so each connected component is searched on its own, exactly: a set of
// further attacks must exist in which every must-attack unit attacks, every must-be-attacked
// enemy is attacked, each unit takes part in one attack (5.2), every adjacent attacker is adjacent
// to every defender of its attack (5.4), bombarding artillery reaches one defender (5.8) and a
// pure bombardment targets one hex (5.7).
//
// Obligations that were already impossible before this attack (the result of earlier combat,
// say) are not held against it: only those that could be met before must still be met after.
#include "rules/combat_rules_internal.h"
#include "eylau/core/contains.h"
#include "eylau/rules/game_state.h"
#include "rules/position_memo.h"
#include "eylau/rules/variants/cavalry_readiness.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

namespace eylau::combat_detail {
namespace {

// A component larger than this many search steps is judged by the necessary conditions alone
// (each obligation on its own can still be met). Real positions have a handful of units per
// component; the cap only guards against pathological scenarios.
constexpr long kSearchCap = 200000;

}  // namespace

class ObligationGraph {
public:
    explicit ObligationGraph(const Situation& situation) : s_(situation) {
        const GameState& st = situation.state();
        for (UnitIndex u : unitIndices(st)) {
            if (st.units[u.slot()].status != UnitStatus::OnMap) continue;
            if (sideOf(situation, u) == st.phasing) {
                // CR.5 (variant): exhausted cavalry can meet no obligation.
                if (!st.units[u.slot()].attacked && !tooExhaustedToAttack(situation.scenario(), st, u)) phasing_.push_back(u);
            } else if (!st.units[u.slot()].defended) {
                enemies_.push_back(u);
            }
        }
        adjacent_.assign(phasing_.size() * enemies_.size(), 0);
        bombard_.assign(phasing_.size() * enemies_.size(), 0);
        for (std::size_t p = 0; p < phasing_.size(); ++p) {
            const bool gun = unitOf(situation, phasing_[p]).type == UnitType::Artillery;  // 5.6
            for (std::size_t e = 0; e < enemies_.size(); ++e) {
                const int d = distance(hexOf(situation, phasing_[p]), hexOf(situation, enemies_[e]));
                if (d > 2) continue;
                adjacent_[p * enemies_.size() + e] = d == 1;
                bombard_[p * enemies_.size() + e] = gun && mayBombard(situation, phasing_[p], enemies_[e]);
            }
        }
    }

    // The same graph after an attack is declared in `after`, a position that differs from the
    // graph's own only in who has attacked and been attacked (5.2): the units still free keep
    // their edges, so nothing is measured again.
    ObligationGraph(const ObligationGraph& before, const Situation& after) : s_(after) {
        const GameState& st = after.state();
        std::vector<std::size_t> keepP, keepE;
        for (std::size_t p = 0; p < before.phasing_.size(); ++p)
            if (!st.unit(before.phasing_[p]).attacked) {
                keepP.push_back(p);
                phasing_.push_back(before.phasing_[p]);
            }
        for (std::size_t e = 0; e < before.enemies_.size(); ++e)
            if (!st.unit(before.enemies_[e]).defended) {
                keepE.push_back(e);
                enemies_.push_back(before.enemies_[e]);
            }
        adjacent_.assign(phasing_.size() * enemies_.size(), 0);
        bombard_.assign(phasing_.size() * enemies_.size(), 0);
        for (std::size_t p = 0; p < keepP.size(); ++p)
            for (std::size_t e = 0; e < keepE.size(); ++e) {
                adjacent_[p * enemies_.size() + e] = before.adj(keepP[p], keepE[e]);
                bombard_[p * enemies_.size() + e] = before.bomb(keepP[p], keepE[e]);
            }
    }

    // The necessary condition for one obligation: a partner is left for it.
    bool canStillAttack(UnitIndex u) const {
        const auto p = indexOf(phasing_, u);
        if (!p) return false;
        for (std::size_t e = 0; e < enemies_.size(); ++e)
            if (adj(*p, e)) return true;
        return false;
    }
    bool canStillBeAttacked(UnitIndex u) const {
        const auto e = indexOf(enemies_, u);
        if (!e) return false;
        for (std::size_t p = 0; p < phasing_.size(); ++p)
            if (adj(p, *e) || bomb(p, *e)) return true;
        return false;
    }

    // The obligated units of the components whose obligations cannot all be met together; empty
    // when all can (a component too large to search counts as met).
    std::vector<UnitIndex> unmet(const Obligations& ob) {
        const std::size_t np = phasing_.size();
        std::vector<std::size_t> root(np + enemies_.size());
        std::iota(root.begin(), root.end(), std::size_t(0));
        for (std::size_t p = 0; p < np; ++p)
            for (std::size_t e = 0; e < enemies_.size(); ++e)
                if (adj(p, e) || bomb(p, e)) root[find(root, p)] = find(root, np + e);
        std::vector<bool> done(root.size(), false);
        std::vector<UnitIndex> stuck;
        const std::vector<UnitIndex> all = concat(ob);
        for (UnitIndex first : all) {
            const std::size_t node = nodeOf(first);
            const std::size_t r = find(root, node);
            if (done[r]) continue;
            done[r] = true;
            mustAttack_.clear();
            mustBeAttacked_.clear();
            std::vector<UnitIndex> names;
            for (UnitIndex u : all)
                if (find(root, nodeOf(u)) == r) {
                    names.push_back(u);
                    if (auto p = indexOf(phasing_, u)) mustAttack_.push_back(*p);
                    else if (auto e = indexOf(enemies_, u)) mustBeAttacked_.push_back(*e);
                }
            usedP_.assign(np, false);
            usedE_.assign(enemies_.size(), false);
            groups_.clear();
            steps_ = 0;
            if (!solve()) stuck.insert(stuck.end(), names.begin(), names.end());
        }
        return stuck;
    }

private:
    struct Group {
        std::vector<std::size_t> adjacent;  // adjacent attackers (phasing indices)
        std::vector<std::size_t> defenders; // enemy indices
    };

    bool adj(std::size_t p, std::size_t e) const { return adjacent_[p * enemies_.size() + e] != 0; }
    bool bomb(std::size_t p, std::size_t e) const { return bombard_[p * enemies_.size() + e] != 0; }
    static std::optional<std::size_t> indexOf(const std::vector<UnitIndex>& v, UnitIndex u) {
        for (std::size_t i = 0; i < v.size(); ++i)
            if (v[i] == u) return i;
        return std::nullopt;
    }
    std::size_t nodeOf(UnitIndex u) const {
        if (auto p = indexOf(phasing_, u)) return *p;
        return phasing_.size() + *indexOf(enemies_, u);
    }
    static std::size_t find(std::vector<std::size_t>& root, std::size_t n) {
        while (root[n] != n) n = root[n] = root[root[n]];
        return n;
    }
    static std::vector<UnitIndex> concat(const Obligations& ob) {
        std::vector<UnitIndex> all = ob.mustAttack;
        all.insert(all.end(), ob.mustBeAttacked.begin(), ob.mustBeAttacked.end());
        return all;
    }

    // May enemy e join group g? Every adjacent attacker must be adjacent to it (5.4); a pure
    // bombardment stays on one hex (5.7).
    bool accepts(const Group& g, std::size_t e) const {
        for (std::size_t p : g.adjacent)
            if (!adj(p, e)) return false;
        if (g.adjacent.empty()) return hexOf(s_, enemies_[e]) == hexOf(s_, enemies_[g.defenders.front()]);
        return true;
    }
    bool welcomes(const Group& g, std::size_t p) const {
        for (std::size_t e : g.defenders)
            if (!adj(p, e)) return false;
        return true;
    }

    // Backtracking: take the unmet obligation with the fewest ways to meet it (none: a dead end);
    // meet it by joining an attack already planned or by starting one with a partner. Every
    // solution is reachable this way (a group's first obligation can always start it with a
    // partner the solution has in it: an adjacent attacker if the group has one), and every group
    // built is legal, so the search is exact.
    bool solve() {
        if (++steps_ > kSearchCap) return true;  // too large: the necessary conditions decide
        std::optional<std::size_t> best;
        bool bestIsAttacker = false;
        int fewest = 0;
        for (std::size_t p : mustAttack_)
            if (!usedP_[p]) {
                const int n = waysToAttack(p);
                if (!best || n < fewest) {
                    best = p;
                    bestIsAttacker = true;
                    fewest = n;
                }
            }
        for (std::size_t e : mustBeAttacked_)
            if (!usedE_[e]) {
                const int n = waysToBeAttacked(e);
                if (!best || n < fewest) {
                    best = e;
                    bestIsAttacker = false;
                    fewest = n;
                }
            }
        if (!best) return true;
        if (fewest == 0) return false;
        return bestIsAttacker ? meetAttacker(*best) : meetDefender(*best);
    }

    int waysToAttack(std::size_t p) const {
        int n = 0;
        for (const Group& g : groups_) n += welcomes(g, p) ? 1 : 0;
        for (std::size_t e = 0; e < enemies_.size(); ++e) n += !usedE_[e] && adj(p, e) ? 1 : 0;
        return n;
    }
    int waysToBeAttacked(std::size_t e) const {
        int n = 0;
        for (const Group& g : groups_) n += accepts(g, e) ? 1 : 0;
        for (std::size_t p = 0; p < phasing_.size(); ++p) n += !usedP_[p] && (adj(p, e) || bomb(p, e)) ? 1 : 0;
        return n;
    }

    bool meetAttacker(std::size_t p) {
        usedP_[p] = true;
        // By index, never by reference: the recursive solve() grows groups_ (and pops what it
        // pushed before it returns), so a reference into it would dangle.
        const std::size_t planned = groups_.size();
        for (std::size_t g = 0; g < planned; ++g) {
            if (!welcomes(groups_[g], p)) continue;
            groups_[g].adjacent.push_back(p);
            const bool ok = solve();
            groups_[g].adjacent.pop_back();
            if (ok) return true;
        }
        for (std::size_t e = 0; e < enemies_.size(); ++e) {
            if (usedE_[e] || !adj(p, e)) continue;
            usedE_[e] = true;
            const bool ok = tryNew(Group{{p}, {e}});
            usedE_[e] = false;
            if (ok) return true;
        }
        usedP_[p] = false;
        return false;
    }

    bool meetDefender(std::size_t e) {
        usedE_[e] = true;
        const std::size_t planned = groups_.size();  // by index, as in meetAttacker
        for (std::size_t g = 0; g < planned; ++g) {
            if (!accepts(groups_[g], e)) continue;
            groups_[g].defenders.push_back(e);
            const bool ok = solve();
            groups_[g].defenders.pop_back();
            if (ok) return true;
        }
        for (std::size_t p = 0; p < phasing_.size(); ++p) {
            if (usedP_[p] || !(adj(p, e) || bomb(p, e))) continue;
            usedP_[p] = true;
            // A partner able to attack from next door starts the group as an adjacent attacker;
            // artillery able to do either is tried both ways.
            const bool ok = (adj(p, e) && tryNew(Group{{p}, {e}})) || (bomb(p, e) && tryNew(Group{{}, {e}}));
            usedP_[p] = false;
            if (ok) return true;
        }
        usedE_[e] = false;
        return false;
    }

    bool tryNew(Group g) {
        groups_.push_back(std::move(g));
        const bool ok = solve();
        groups_.pop_back();
        return ok;
    }

    const Situation& s_;
    std::vector<UnitIndex> phasing_, enemies_;
    std::vector<std::uint8_t> adjacent_, bombard_;  // by phasing index * enemies + enemy index
    std::vector<std::size_t> mustAttack_, mustBeAttacked_;
    std::vector<bool> usedP_, usedE_;
    std::vector<Group> groups_;
    long steps_ = 0;
};

}  // namespace eylau::combat_detail

namespace eylau::combat_detail {
namespace {

Sentence listNames(const Situation& situation, const std::vector<UnitIndex>& units) {
    std::vector<std::string> names;
    for (UnitIndex u : units) names.push_back(nameOf(situation, u));
    return sayList(names);
}

}  // namespace

Verdict checkObligationsAfter(const Situation& before, const Attack& attack) {
    const Obligations& open = positionObligations(before);
    if (open.empty()) return std::nullopt;

    GameState state = before.state();
    for (UnitIndex u : attack.attackers) state.unit(u).attacked = true;
    for (UnitIndex u : attack.bombarding) state.unit(u).attacked = true;
    for (UnitIndex u : attack.defenders) state.unit(u).defended = true;
    const Situation after(before.board(), state);
    const Obligations left = openObligations(after);
    if (left.empty()) return std::nullopt;

    // Obligations that could not all be met even before this attack (the result of earlier
    // combat, say) are not held against it; the others must all still be met together. When all
    // that are left can be met together, so can any of them, and the position before need not
    // be searched. (Exactly so for components within kSearchCap; beyond it both questions fall
    // back on the necessary conditions.)
    Situation::Memo& memo = before.memo();  // the position before is asked about again and again
    if (!memo.obligationGraph) memo.obligationGraph = std::make_unique<ObligationGraph>(before);
    ObligationGraph& was = *memo.obligationGraph;
    ObligationGraph now(was, after);
    if (now.unmet(left).empty()) return std::nullopt;
    if (!memo.unmetBefore) memo.unmetBefore = was.unmet(open);
    const std::vector<UnitIndex>& impossibleBefore = *memo.unmetBefore;
    Obligations keep;
    for (UnitIndex u : left.mustAttack)
        if (!contains(impossibleBefore, u)) keep.mustAttack.push_back(u);
    for (UnitIndex u : left.mustBeAttacked)
        if (!contains(impossibleBefore, u)) keep.mustBeAttacked.push_back(u);
    const std::vector<UnitIndex> stuck = now.unmet(keep);
    if (stuck.empty()) return std::nullopt;

    // The clearest message first: one obligation that no longer has anybody to meet it.
    for (UnitIndex u : keep.mustAttack) {
        if (now.canStillAttack(u)) continue;
        const std::vector<UnitIndex> zoc = after.zocSources(hexOf(after, u), enemyOf(sideOf(after, u)));
        if (zoc.empty()) return refuse("5.1", Say::CouldNoLongerAttack, {nameOf(after, u)});
        return refuse("5.1", Say::InZocCouldNoLongerAttack, {nameOf(after, u), nameOf(after, zoc.front())});
    }
    for (UnitIndex u : keep.mustBeAttacked) {
        if (now.canStillBeAttacked(u)) continue;
        const auto p = phasingUnitInZocOf(after, u);
        if (!p) return refuse("5.1", Say::CouldNoLongerBeAttacked, {nameOf(after, u)});
        return refuse("5.1", Say::ZocHolderCouldNoLongerBeAttacked, {nameOf(after, u), nameOf(after, *p)});
    }
    return refuseQuoting("5.1", Say::CouldNoLongerAllMeetObligations, {}, listNames(after, stuck));
}

}  // namespace eylau::combat_detail

namespace eylau {

// 5.1 with combat results in play: an obligation nobody is left to meet (an enemy already attacked
// advances next to a unit that has not attacked, 6.6) cannot hold up the end of the Combat Phase.
// Every obligation kept here can be met by some legal attack: in a group whose obligations can all
// be met, by the first attack of such a plan; otherwise checkObligationsAfter does not hold the
// group against any attack, and a one-on-one attack with the partner is legal.
Obligations meetableObligations(const Situation& situation) {
    const Obligations open = openObligations(situation);
    if (open.empty()) return open;
    const combat_detail::ObligationGraph graph(situation);
    Obligations meetable;
    for (UnitIndex u : open.mustAttack)
        if (graph.canStillAttack(u)) meetable.mustAttack.push_back(u);
    for (UnitIndex u : open.mustBeAttacked)
        if (graph.canStillBeAttacked(u)) meetable.mustBeAttacked.push_back(u);
    return meetable;
}

Situation::Memo::Memo() = default;
Situation::Memo::~Memo() = default;

}  // namespace eylau
