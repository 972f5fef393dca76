// Eylau's Exclusive Rules (19.0-23.0) and the registry that composes the sections a scenario
// asks for. Adding another battle's rules means adding sections here, not editing the
// Standard Rules.
#include "eylau/rules/exclusive_rules.h"

#include "rules/divisional_integrity.h"

#include <algorithm>
#include <functional>
#include <map>

namespace eylau {
namespace {

bool isRussian(const Scenario& s, UnitIndex u) {
    const Unit& unit = s.units[std::size_t(u)];
    return unit.side == Side::Allied && unit.nationality == "russian";
}

// 19.0: Movement Restrictions during the first two Game-Turns. The division that may always
// move (Ostermann, "Ost") is named by the rule itself.
class MovementRestrictions : public ExclusiveRules {
public:
    static constexpr const char* kOstermann = "Ost";

    Verdict mayMove(const Scenario& s, const GameState& state, UnitIndex u) const override {
        const Unit& unit = s.units[std::size_t(u)];
        const Division* d = s.division(unit.division);
        if (state.turn <= 2 && d && d->guard)
            return refuse("19.1", unit.id + " is of the Guard, which may not move during the first two Game-Turns");
        if (!isRussian(s, u) || unit.division == kOstermann) return std::nullopt;
        if (state.turn == 1)
            return refuse("19.2", "on Game-Turn 1 only Ostermann (Ost) units may move, not " + unit.id);
        if (state.turn == 2 && state.released != unit.division)
            return refuse("19.3", state.released
                                      ? "on Game-Turn 2 only Ostermann (Ost) and " + *state.released +
                                            " units may move, not " + unit.id
                                      : "on Game-Turn 2 only Ostermann (Ost) and one released division may move: "
                                        "release " + unit.division + " first to move " + unit.id);
        return std::nullopt;
    }

    Verdict mayRelease(const Scenario& s, const GameState& state, const std::string& division) const override {
        const Division* d = s.division(division);
        if (!d) return refuse("19.3", "there is no division " + division);
        if (state.turn != 2 || state.phasing != Side::Allied || state.phase != Phase::Movement)
            return refuse("19.3", "a division is released only in the Allied Movement Phase of Game-Turn 2");
        if (state.released) return refuse("19.3", *state.released + " is already released this Game-Turn");
        if (d->side != Side::Allied || d->nationality != "russian" || division == kOstermann)
            return refuse("19.3", "only a Russian division other than Ostermann (Ost) can be released, not " + division);
        return std::nullopt;
    }
};

class FreshStrengthRule : public ExclusiveRules {  // 21.0
public:
    bool freshStrength() const override { return true; }
};

class WeatherRule : public ExclusiveRules {  // 22.0, an optional rule
public:
    bool weatherRule() const override { return true; }
};

class EylauVictory : public ExclusiveRules {  // 23.0; the points themselves are scenario data
public:
    bool tracksGuard() const override { return true; }
};

// Asks every section in turn: the first refusal wins; capabilities are or-ed.
class RuleSet : public ExclusiveRules {
public:
    void add(std::unique_ptr<ExclusiveRules> r) { sections_.push_back(std::move(r)); }

    Verdict mayMove(const Scenario& s, const GameState& st, UnitIndex u) const override {
        for (const auto& r : sections_)
            if (auto v = r->mayMove(s, st, u)) return v;
        return std::nullopt;
    }
    Verdict mayRelease(const Scenario& s, const GameState& st, const std::string& d) const override {
        Verdict last = ExclusiveRules::mayRelease(s, st, d);
        for (const auto& r : sections_) {
            Verdict v = r->mayRelease(s, st, d);
            if (!v) return v;
            if (v->ruleCase != "") last = v;
        }
        return last;
    }
    void adjustAttack(const Scenario& s, const GameState& st, const Attack& a, OddsAccount& o) const override {
        for (const auto& r : sections_) r->adjustAttack(s, st, a, o);
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

using SectionFactory = std::function<std::unique_ptr<ExclusiveRules>()>;

const std::map<std::string, SectionFactory>& sections() {
    static const std::map<std::string, SectionFactory> kSections{
        {"19.0", [] { return std::make_unique<MovementRestrictions>(); }},
        {"20.0", [] { return makeDivisionalIntegrity(); }},
        {"21.0", [] { return std::make_unique<FreshStrengthRule>(); }},
        {"22.0", [] { return std::make_unique<WeatherRule>(); }},
        {"23.0", [] { return std::make_unique<EylauVictory>(); }},
    };
    return kSections;
}

// The optional rules and the section each belongs to (22.0: "the optional weather rule").
const std::map<std::string, std::string> kOptionSection{{"weather", "22.0"}};

}  // namespace

std::unique_ptr<ExclusiveRules> exclusiveRulesFor(const Scenario& scenario) {
    auto set = std::make_unique<RuleSet>();
    for (const std::string& section : scenario.rules.exclusive)
        if (auto it = sections().find(section); it != sections().end()) set->add(it->second());
    return set;
}

std::vector<std::string> knownExclusiveSections() {
    std::vector<std::string> known;
    for (const auto& [section, factory] : sections()) known.push_back(section);
    return known;
}

std::string sectionOfOption(const std::string& option) {
    const auto it = kOptionSection.find(option);
    return it == kOptionSection.end() ? std::string() : it->second;
}

RuleOptions withExclusiveSection(RuleOptions rules, const std::string& section, bool used) {
    auto& list = rules.exclusive;
    if (used && !rules.hasExclusive(section)) {
        list.push_back(section);
        std::sort(list.begin(), list.end());
    } else if (!used) {
        list.erase(std::remove(list.begin(), list.end(), section), list.end());
    }
    for (const auto& [option, owner] : kOptionSection) {
        if (owner != section) continue;
        if (used) rules.options.try_emplace(option, false);
        else rules.options.erase(option);
    }
    return rules;
}

}  // namespace eylau
