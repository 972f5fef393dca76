#include "commands/map_commands.h"

#include "document/scenario_document.h"

#include "eylau/scenario/scenario.h"

namespace eylau::editor {

namespace {

// Keeps the earliest "before" of each key and the latest "after".
template <class Key, class Value>
void mergeInto(std::map<Key, std::pair<Value, Value>>& into, const std::map<Key, std::pair<Value, Value>>& from) {
    for (const auto& [key, change] : from) {
        auto [it, fresh] = into.emplace(key, change);
        if (!fresh) it->second.second = change.second;
    }
}

template <class Key, class Value>
bool changesNothing(const std::map<Key, std::pair<Value, Value>>& changes) {
    for (const auto& [key, change] : changes)
        if (!(change.first == change.second)) return false;
    return true;
}

}  // namespace

SetHexesCommand::SetHexesCommand(ScenarioDocument& document, const std::map<Hex, MapHex>& after, const QString& text,
                                 int stroke)
    : ScenarioCommand(document, Change::Map, text), stroke_(stroke) {
    for (const auto& [hex, data] : after) hexes_.emplace(hex, std::make_pair(scenario().map.hex(hex), data));
    updateObsolete();
}

bool SetHexesCommand::mergeWith(const QUndoCommand* other) {
    auto* o = dynamic_cast<const SetHexesCommand*>(other);
    if (!o || o->stroke_ != stroke_) return false;
    mergeInto(hexes_, o->hexes_);
    updateObsolete();
    return true;
}

void SetHexesCommand::updateObsolete() { setObsolete(changesNothing(hexes_)); }

void SetHexesCommand::set(Scenario& scenario, bool after) {
    std::vector<Hex> touched;
    bool terrainOnly = true;  // names draw elsewhere; provenance draws nothing
    for (const auto& [hex, change] : hexes_) {
        scenario.map.setHex(hex, after ? change.second : change.first);
        touched.push_back(hex);
        if (change.first.name != change.second.name) terrainOnly = false;
    }
    document().noteHexEdit(std::move(touched), terrainOnly);
}

SetHexsidesCommand::SetHexsidesCommand(ScenarioDocument& document, const std::map<Hexside, MapHexside>& after,
                                       const QString& text, int stroke)
    : ScenarioCommand(document, Change::Map, text), stroke_(stroke) {
    for (const auto& [side, data] : after)
        hexsides_.emplace(side, std::make_pair(scenario().map.hexside(side), data));
    updateObsolete();
}

bool SetHexsidesCommand::mergeWith(const QUndoCommand* other) {
    auto* o = dynamic_cast<const SetHexsidesCommand*>(other);
    if (!o || o->stroke_ != stroke_) return false;
    mergeInto(hexsides_, o->hexsides_);
    updateObsolete();
    return true;
}

void SetHexsidesCommand::updateObsolete() { setObsolete(changesNothing(hexsides_)); }

void SetHexsidesCommand::set(Scenario& scenario, bool after) {
    std::vector<Hexside> touched;  // features draw per hexside; provenance draws nothing
    for (const auto& [side, change] : hexsides_) {
        scenario.map.setHexside(side, after ? change.second : change.first);
        touched.push_back(side);
    }
    document().noteHexsideEdit(std::move(touched));
}

SetMapCommand::SetMapCommand(ScenarioDocument& document, const std::map<Hex, MapHex>& hexes,
                             const std::map<Hexside, MapHexside>& hexsides, const QString& text, int stroke)
    : ScenarioCommand(document, Change::Map, text), stroke_(stroke) {
    for (const auto& [hex, data] : hexes) hexes_.emplace(hex, std::make_pair(scenario().map.hex(hex), data));
    for (const auto& [side, data] : hexsides) hexsides_.emplace(side, std::make_pair(scenario().map.hexside(side), data));
    updateObsolete();
}

bool SetMapCommand::mergeWith(const QUndoCommand* other) {
    auto* o = dynamic_cast<const SetMapCommand*>(other);
    if (!o || o->stroke_ != stroke_) return false;
    mergeInto(hexes_, o->hexes_);
    mergeInto(hexsides_, o->hexsides_);
    updateObsolete();
    return true;
}

void SetMapCommand::updateObsolete() { setObsolete(changesNothing(hexes_) && changesNothing(hexsides_)); }

void SetMapCommand::set(Scenario& scenario, bool after) {
    for (const auto& [hex, change] : hexes_) scenario.map.setHex(hex, after ? change.second : change.first);
    for (const auto& [side, change] : hexsides_) scenario.map.setHexside(side, after ? change.second : change.first);
}

}  // namespace eylau::editor
