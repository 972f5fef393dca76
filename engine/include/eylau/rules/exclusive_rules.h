#pragma once
// The seam for a battle's Exclusive Rules. The Standard Rules call these hooks; a scenario's
// "exclusive" sections choose which rules answer them. Eylau's sections are each a file of
// engine/src/rules/eylau/ (section_19_... to section_23_...), listed in rules/eylau/sections.cpp;
// another battle adds its own sections there without touching the Standard Rules.
#include "eylau/rules/game_state_fwd.h"
#include "eylau/rules/refusal.h"
#include "eylau/scenario/rule_sections.h"  // the sections a scenario may name
#include "eylau/scenario/scenario.h"

#include <memory>
#include <string>
#include <vector>

namespace eylau {

struct OddsAccount;

class ExclusiveRules {
public:
    virtual ~ExclusiveRules() = default;

    // Hooks that answer "may ...?" return why not: nullopt when the rules allow it.
    // 19.x: why this unit may not move (or enter) in the current Movement Phase.
    virtual Verdict whyNotMove(const Scenario&, const GameState&, UnitIndex) const { return std::nullopt; }
    // 19.3: why this division may not be released now (Standard Rules: there is nothing to release).
    virtual Verdict whyNotRelease(const Scenario&, const GameState&, const std::string&) const;
    // 20.x: adjust an attack's account after strengths are totalled (bonus points or shifts).
    virtual void adjustAttack(const Scenario&, const GameState&, const Attack&, OddsAccount&) const {}
    // 21.x: are Fresh Strength markers in play?
    virtual bool freshStrength() const { return false; }
    // 21.1: why this unit's division's Fresh Strength marker may not be used now.
    virtual Verdict whyNotUseFreshStrength(const Scenario&, const GameState&, UnitIndex) const;
    // 22.x: does the weather rule exist in this battle (whether a game uses it is an option)?
    virtual bool weatherRule() const { return false; }
    // 23.x: is the Guard's commitment tracked (23.3: a victory award may need it)?
    virtual bool tracksGuard() const { return false; }
    // 23.3: does this unit, attacking now, commit the Guard?
    virtual bool commitsGuard(const Scenario&, const GameState&, UnitIndex) const { return false; }
};

// The rules a scenario's "exclusive" sections ask for, composed into one.
std::unique_ptr<ExclusiveRules> exclusiveRulesFor(const Scenario& scenario);

// Why a game of `scenario` cannot have `option` set to `on` ("" when it can): the option is
// unknown, or it is on and the scenario lacks the section it belongs to. A variant is always open.
std::string whyNotOption(const Scenario& scenario, const std::string& option, bool on);

// `rules` with `section` used or dropped: the list stays sorted, and the section's optional rules
// come with it (off until chosen) and go with it.
RuleOptions withExclusiveSection(RuleOptions rules, const std::string& section, bool used);

}  // namespace eylau
