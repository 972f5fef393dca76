// The registry that composes the Exclusive Rules sections a scenario asks for into one
// ExclusiveRules. The sections themselves are files of rules/eylau/, named in its table
// (rules/eylau/sections.cpp); adding another battle's rules means adding sections there, not
// editing the Standard Rules or this file.
#include "eylau/rules/exclusive_rules.h"

#include "eylau/rules/sentences.h"
#include "rules/eylau/sections.h"

#include <algorithm>

namespace eylau {

Verdict ExclusiveRules::whyNotRelease(const Scenario&, const GameState&, const std::string&) const {
    return refuse("19.3", Say::NothingToRelease);
}

Verdict ExclusiveRules::whyNotUseFreshStrength(const Scenario&, const GameState&, UnitIndex) const {
    return refuse("21.0", Say::NoFreshStrengthInBattle);
}

namespace {

// Asks every section in turn: the first refusal wins; capabilities are or-ed.
class RuleSet : public ExclusiveRules {
public:
    void add(std::unique_ptr<ExclusiveRules> r) { sections_.push_back(std::move(r)); }

    Verdict whyNotMove(const Scenario& scenario, const GameState& st, UnitIndex u) const override {
        for (const auto& r : sections_)
            if (auto v = r->whyNotMove(scenario, st, u)) return v;
        return std::nullopt;
    }
    Verdict whyNotRelease(const Scenario& scenario, const GameState& st, const std::string& d) const override {
        Verdict last = ExclusiveRules::whyNotRelease(scenario, st, d);
        for (const auto& r : sections_) {
            Verdict v = r->whyNotRelease(scenario, st, d);
            if (!v) return v;
            if (v->code() != Say::NothingToRelease) last = v;
        }
        return last;
    }
    void adjustAttack(const Scenario& scenario, const GameState& st, const Attack& a, OddsAccount& o) const override {
        for (const auto& r : sections_) r->adjustAttack(scenario, st, a, o);
    }
    // The section that puts markers in play answers (21.1).
    Verdict whyNotUseFreshStrength(const Scenario& scenario, const GameState& st, UnitIndex u) const override {
        for (const auto& r : sections_)
            if (r->freshStrength()) return r->whyNotUseFreshStrength(scenario, st, u);
        return ExclusiveRules::whyNotUseFreshStrength(scenario, st, u);
    }
    bool commitsGuard(const Scenario& scenario, const GameState& st, UnitIndex u) const override {
        return std::any_of(sections_.begin(), sections_.end(), [&](const auto& r) { return r->commitsGuard(scenario, st, u); });
    }
    bool freshStrength() const override { return any(&ExclusiveRules::freshStrength); }
    bool weatherRule() const override { return any(&ExclusiveRules::weatherRule); }
    bool tracksGuard() const override { return any(&ExclusiveRules::tracksGuard); }

private:
    bool any(bool (ExclusiveRules::*f)() const) const {
        for (const auto& r : sections_)
            if (((*r).*f)()) return true;
        return false;
    }
    std::vector<std::unique_ptr<ExclusiveRules>> sections_;
};

}  // namespace

std::unique_ptr<ExclusiveRules> exclusiveRulesFor(const Scenario& scenario) {
    auto set = std::make_unique<RuleSet>();
    for (const std::string& section : scenario.rules.exclusive)
        if (auto it = exclusiveSections().find(section); it != exclusiveSections().end()) set->add(it->second());
    return set;
}

std::string whyNotOption(const Scenario& scenario, const std::string& option, bool on) {
    if (isVariantRule(option)) return {};  // variants adapt the Standard Rules: every battle may play them
    const std::string section = sectionOfOption(option);
    if (section.empty()) {
        std::string known;
        for (const std::string& o : knownOptionalRules()) known += (known.empty() ? "" : ", ") + o;
        return "unknown option '" + option + "' (known: " + known + ")";
    }
    if (on && !scenario.rules.hasExclusive(section))
        return "[" + section + "] " + scenario.name + " has no " + option + " rule";
    return {};
}

RuleOptions withExclusiveSection(RuleOptions rules, const std::string& section, bool used) {
    auto& list = rules.exclusive;
    if (used && !rules.hasExclusive(section)) {
        list.push_back(section);
        std::sort(list.begin(), list.end());
    } else if (!used) {
        list.erase(std::remove(list.begin(), list.end(), section), list.end());
    }
    for (const auto& [option, owner] : optionalRuleSections()) {
        if (owner != section) continue;
        if (used) rules.options.try_emplace(option, false);
        else rules.options.erase(option);
    }
    return rules;
}

}  // namespace eylau
