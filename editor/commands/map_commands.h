#pragma once
// Edits of the map's hexes (terrain, place name, provenance) and hexsides (features). One
// command holds every hex or hexside a brush stroke or a drag touched; strokes with the same
// stroke number merge, so the whole stroke is one step of the history.
#include "commands/scenario_command.h"

#include "eylau/map/game_map.h"

#include <map>
#include <utility>

namespace eylau::editor {

class SetHexesCommand : public ScenarioCommand {
public:
    // `stroke` 0: never merges.
    SetHexesCommand(ScenarioDocument& document, const std::map<Hex, MapHex>& after, const QString& text,
                    int stroke = 0);

    int id() const override { return stroke_ != 0 ? kHexStrokeId : -1; }
    bool mergeWith(const QUndoCommand* other) override;

protected:
    void set(Scenario& scenario, bool after) override;

private:
    void updateObsolete();
    std::map<Hex, std::pair<MapHex, MapHex>> hexes_;  // before, after
    int stroke_;
};

class SetHexsidesCommand : public ScenarioCommand {
public:
    SetHexsidesCommand(ScenarioDocument& document, const std::map<Hexside, MapHexside>& after, const QString& text,
                       int stroke = 0);

    int id() const override { return stroke_ != 0 ? kHexsideStrokeId : -1; }
    bool mergeWith(const QUndoCommand* other) override;

protected:
    void set(Scenario& scenario, bool after) override;

private:
    void updateObsolete();
    std::map<Hexside, std::pair<MapHexside, MapHexside>> hexsides_;  // before, after
    int stroke_;
};

// Hexes and hexsides together (Suggest Terrain's Accept): a stroke, however many hexes and
// hexsides it takes, is one step of the history.
class SetMapCommand : public ScenarioCommand {
public:
    SetMapCommand(ScenarioDocument& document, const std::map<Hex, MapHex>& hexes,
                  const std::map<Hexside, MapHexside>& hexsides, const QString& text, int stroke = 0);

    int id() const override { return stroke_ != 0 ? kMapStrokeId : -1; }
    bool mergeWith(const QUndoCommand* other) override;

protected:
    void set(Scenario& scenario, bool after) override;

private:
    void updateObsolete();
    std::map<Hex, std::pair<MapHex, MapHex>> hexes_;
    std::map<Hexside, std::pair<MapHexside, MapHexside>> hexsides_;
    int stroke_;
};

}  // namespace eylau::editor
