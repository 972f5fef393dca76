#pragma once
// Purpose-made battlefields for the combat tests (odds, obligations, retreats): the minimal
// scenario (scenario_fixture.h) emptied to a board of a chosen size, with terrain, hexsides, units
// and Fresh Strength markers added one call at a time (a Field), and a Battle: the scenario loaded
// from it and a state in the first player's (the French) Combat Phase of Game-Turn 1, which a test
// may change freely, with the questions the combat tests ask of it.
#include "eylau/game/game.h"
#include "eylau/rules/combat_odds.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <algorithm>
#include <string>

namespace eylau::test {

class Field {
public:
    // A board of `columns` x `rows` clear hexes with entry area A at 0103 (turn 3 is night), no
    // units, divisions, Fresh Strength markers or victory hexes.
    Field(int columns, int rows);

    Field& terrain(const std::string& hex, const std::string& terrain);
    // Lakes: impassable in the minimal scenario, they wall units in.
    Field& lakes(std::initializer_list<const char*> hexes);
    Field& hexside(const std::string& a, const std::string& b, const std::string& feature);
    // The water frozen (terrainEffects.frozenWater, 9.0).
    Field& frozen();
    // A unit of `side` ("french" or "allied") at `hex`, movement 4. Its division is its id before
    // the dot ("Leg.1": Leg), created for that side on first use.
    Field& unit(const std::string& id, const std::string& side, const std::string& type, int strength,
                const std::string& hex);
    // Strength 4 units of the two divisions most cases use: Legrand's, French ("Leg." + n), and
    // Ostermann's, Allied ("Ost." + n); infantry unless a type is given.
    Field& leg(const std::string& n, const std::string& type, const std::string& hex);
    Field& leg(const std::string& n, const std::string& hex) { return leg(n, "infantry", hex); }
    Field& ost(const std::string& n, const std::string& type, const std::string& hex);
    Field& ost(const std::string& n, const std::string& hex) { return ost(n, "infantry", hex); }
    // A Fresh Strength marker for a division (21.0).
    Field& fresh(const std::string& division, int bonus);
    // The Eylau Combat Results Table instead of the minimal scenario's three columns.
    Field& eylauTable();
    // The Eylau Terrain Effects Chart as shipped (its water frozen; gully and stream doubling a
    // defender, 9.0 as RULES-NOTES reads it) instead of the minimal scenario's.
    Field& eylauTerrainEffects();

    const nlohmann::json& json() const { return json_; }
    // The scenario (load problems are test failures).
    Scenario load() const;

private:
    nlohmann::json json_;
    bool eylauTable_ = false;
    bool eylauTerrainEffects_ = false;
};

// An odds account's lines: whether it has this one, and all of them for a failure message.
inline bool hasLine(const OddsAccount& o, const std::string& line) {
    return std::any_of(o.lines.begin(), o.lines.end(), [&](const Sentence& l) { return l.english() == line; });
}
inline std::string allLines(const OddsAccount& o) {
    std::string out;
    for (const auto& l : o.lines) out += l.english() + "\n";
    return out;
}

struct Battle {
    Scenario s;
    GameState g;  // Game-Turn 1, the French Combat Phase, every unit at its start hex
    explicit Battle(const Field& field);

    UnitIndex operator[](std::string_view id) const;
    std::vector<UnitIndex> units(std::initializer_list<std::string_view> ids) const;
    // attackers (adjacent), bombarding, defenders, by id.
    Attack attack(std::initializer_list<std::string_view> attackers, std::initializer_list<std::string_view> bombarding,
                  std::initializer_list<std::string_view> defenders) const;
    // A Game at this state (on its own copy of the scenario).
    Game game() const;

    // 6.2: the odds of an attack, with the given Exclusive Rules or none; a ratio's column ("2-1").
    OddsAccount odds(const Attack& a, const ExclusiveRules& rules) const;
    OddsAccount odds(const Attack& a) const;
    std::size_t column(const std::string& ratio) const;

    // 5.1: who must still attack and be attacked.
    Obligations obligations() const;
    // The refusal's text, or "" when the attack may be declared.
    std::string declare(std::initializer_list<std::string_view> attackers, std::initializer_list<std::string_view> bombarding,
                        std::initializer_list<std::string_view> defenders) const;
    // Marks an attack as made (5.2), as the game does after declaring it.
    void made(std::initializer_list<std::string_view> attackers, std::initializer_list<std::string_view> defenders);

    // 6.4: the unit's safe hexes, and whether it can retreat at all (6.5 chains included).
    std::vector<Hex> safe(std::string_view id) const;
    bool canRetreat(std::string_view id) const;
    // The refusal's text, or "" when the retreat (with its displacement chain, 6.5) is legal.
    std::string retreat(std::string_view id, const char* to,
                        std::vector<std::pair<std::string_view, const char*>> chain = {}) const;
};

}  // namespace eylau::test
