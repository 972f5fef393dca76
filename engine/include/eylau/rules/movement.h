#pragma once
// Movement (4.0-4.6, 7.1-7.2, 8.1): cheapest-path searches over the Board's dense tables (the cost
// of each step in half Movement Points per unit type, 9.0), filtered by the Situation (enemy
// units, Zones of Control, night). Exclusive movement restrictions (19.x) are checked by the Game
// before it asks.
#include "eylau/rules/refusal.h"
#include "eylau/rules/situation.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace eylau {

// A hex a unit can reach, what it costs, and a cheapest path there.
struct Reach {
    Hex hex;
    int halfMP = 0;          // spent to get there from where the move starts
    std::vector<Hex> path;   // the hexes entered, in order, ending with `hex` (for an entry: starting with the entry hex)
    bool endsInEnemyZoc = false;  // 4.5: the move must stop there
    bool friendlyOccupied = false;  // 4.4: may pass or pause, but not end the phase there
    friend bool operator==(const Reach&, const Reach&) = default;
};

// A reachable set without its paths: each hex with its cost and the hex a cheapest path enters it
// from, so that any one path is rebuilt only when asked (the computer asks for few of them).
struct ReachedHex {
    Hex hex;
    int halfMP = 0;
    std::optional<Hex> from;        // the hex a cheapest path enters it from; none: from beyond the map edge
    bool endsInEnemyZoc = false;    // 4.5
    bool friendlyOccupied = false;  // 4.4
};

class ReachableSet {
public:
    ReachableSet() = default;
    ReachableSet(std::optional<Hex> start, std::vector<ReachedHex> hexes) : start_(start), hexes_(std::move(hexes)) {}

    // In hex order; the unit's own hex is not included.
    const std::vector<ReachedHex>& hexes() const { return hexes_; }
    bool empty() const { return hexes_.empty(); }
    std::size_t size() const { return hexes_.size(); }
    auto begin() const { return hexes_.begin(); }
    auto end() const { return hexes_.end(); }
    const ReachedHex* find(Hex h) const;
    // The hexes entered on a cheapest path to h, in order, ending with h (for an entry: starting
    // with the entry hex); empty when h is not reached.
    std::vector<Hex> path(Hex h) const;
    // The same hex with its path.
    Reach reach(const ReachedHex& r) const;
    // Every hex with its path (Movement::reachable's answer).
    std::vector<Reach> withPaths() const;

private:
    std::optional<Hex> start_;  // the unit's hex; none for a reinforcement entering
    std::vector<ReachedHex> hexes_;
};

// 4.1: what is left of a unit's Movement Allowance this Movement Phase, in half MP (what it
// spent is never recovered, and nothing is kept for a later phase).
int halfMPLeft(const Unit& unit, const UnitState& state);

// Half Movement Points as people read them: 4 -> "2 MP", 5 -> "2½ MP", 1 -> "½ MP" (UTF-8);
// formatHalves gives the number alone ("2½"), for sentences whose pattern says "MP".
std::string formatMP(int halfMP);
std::string formatHalves(int halfMP);

class Movement {
public:
    // Builds the scenario's Board, once (a Game and its copies share one Movement).
    explicit Movement(const Scenario& scenario) : scenario_(&scenario), board_(scenario) {}

    const Board& board() const { return board_; }

    // Every hex the unit can still reach this Movement Phase with what is left of its allowance
    // (Movement Allowance minus what it already spent, 4.1), with a cheapest path, in hex order
    // (the unit's own hex is not included). Empty when it may not move: it is in an enemy Zone of
    // Control (4.5), not on the map, or has no allowance left. A friendly-occupied hex in an enemy
    // Zone of Control is never included: the unit would have to stop there (4.5) and end the phase
    // stacked (4.4), with neither unit able to leave.
    // Paths are deterministic: where several ways cost the same, each hex is entered from the
    // lowest-numbered hex a cheapest way may come from (and a reinforcement enters directly rather
    // than through another entry hex), so the same query always gives the same path.
    std::vector<Reach> reachable(const Situation& situation, UnitIndex unit) const;
    // The same hexes and costs, with paths built only when asked.
    ReachableSet reachableSet(const Situation& situation, UnitIndex unit) const;

    // Checks a move as the player gave it: one hex (the destination: the cheapest legal path of
    // reachable() is chosen, even for an adjacent hex) or two or more hexes passed through, in
    // order, the first adjacent to the unit's hex (any legal path, not only a cheapest; a path may
    // also begin with the unit's own hex, which is then skipped). Returns
    // the move (path and cost) or why not, citing the case: 4.1 allowance, 4.2 terrain, 4.3 enemy
    // units, 4.5 Zones of Control, 4.6 map edge, 8.1 night, and no case for a gap in the path
    // ("0714 and 0716 are not adjacent"), a unit not on the map or a move back to its own hex;
    // 4.4 for a friendly-occupied hex in an enemy Zone of Control (see reachable).
    std::variant<Reach, Refusal> checkMove(const Situation& situation, UnitIndex unit,
                                           const std::vector<Hex>& hexes) const;

    // 7.1, 7.2: the hexes a waiting reinforcement may enter by, in hex order: its area's entry
    // hex, and, when an enemy unit is within two hexes of it, any map-edge hex within eight hexes
    // of it; never a hex that is enemy occupied or in an enemy Zone of Control, nor impassable
    // terrain. Empty for a unit that is not Waiting. (Arrival turns are the Game's to check.)
    std::vector<Hex> entryHexes(const Situation& situation, UnitIndex unit) const;

    // Every hex a waiting reinforcement can reach this phase, entering by any of its entry hexes
    // (paying the entry hex's cost, 7.1) and moving on.
    std::vector<Reach> reachableOnEntry(const Situation& situation, UnitIndex unit) const;
    ReachableSet reachableSetOnEntry(const Situation& situation, UnitIndex unit) const;

    // Checks an entry: hexes[0] is the entry hex (paying its entry cost, 7.1); then either
    // nothing (the unit stops there), a single further hex (the destination, reached by the
    // cheapest legal path from that entry hex) or two or more hexes moved through, in order.
    // Refusals as for checkMove, and 7.1 (entry cost) and 7.2 (entry hex) besides.
    std::variant<Reach, Refusal> checkEntry(const Situation& situation, UnitIndex unit,
                                            const std::vector<Hex>& hexes) const;

private:
    const Scenario* scenario_;
    Board board_;
};

}  // namespace eylau
