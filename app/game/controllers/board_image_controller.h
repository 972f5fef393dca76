#pragma once
// View > Board Image (docs/playing.md, "Your own map as the board"): the scenario's calibrated
// map image (its "underlay", docs/scenario-format.md) drawn as the board under the counters,
// highlights and markers, with the drawn map over it faintly, or not at all. Offered when the
// scenario has a map image; a missing or unreadable image says why and leaves the drawn map.
#include "keys/menu_place.h"

#include <QObject>
#include <QString>

#include <memory>

class QAction;

namespace eylau {
struct Scenario;
}

namespace eylau::mapview {
class MapScene;
}

namespace eylau::game {

class ActionRegistry;
class PlayHost;

class BoardImageController : public QObject {
    Q_OBJECT
public:
    // The image goes under `scene`'s counters; `scenarioFile` (empty for the embedded scenario)
    // is where the image's path is read from; the actions go into `actions` at `place`.
    BoardImageController(QObject& parent, PlayHost& host, mapview::MapScene& scene,
                         std::shared_ptr<const Scenario> scenario, QString scenarioFile, ActionRegistry& actions,
                         MenuPlace place);

    QAction* boardImageAction() const { return boardImage_; }
    QAction* drawnMapAction() const { return drawnMap_; }

private:
    // The board as the actions say: the image (read again) or the drawn map alone.
    void show();

    PlayHost& host_;
    mapview::MapScene& scene_;
    std::shared_ptr<const Scenario> scenario_;
    QString scenarioFile_;
    QAction* boardImage_ = nullptr;
    QAction* drawnMap_ = nullptr;
};

}  // namespace eylau::game
