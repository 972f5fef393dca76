#pragma once
// Game > Suggest and Clear Suggestion, a feature of the game window (docs/playing.md, "Asking the computer for a
// hint"; docs/computer-opponent.md, "Hints"). The computer opponent's next commands for the side to
// act are found on a worker thread (HintSearch), drawn on the map (HintMarks) and worded in the
// status bar and the turn bar (hint_text.h); nothing is played. A suggestion is for a person who may
// act now: not while the computer plays, not in review, and in a network game only in this
// player's own turn. Any change of the game, a new game, a review, Esc or Clear Suggestion takes it
// away, and cancels one still being thought of.
#include "keys/menu_place.h"

#include <QObject>
#include <QString>

#include "eylau/ai/player.h"

#include <memory>

class QAction;
class QMainWindow;
class QWidget;

namespace eylau::mapview {
class MapView;
}

namespace eylau::game {

class ActionRegistry;
class ComputerTurns;
class GameDocument;
class HintMarks;
class HintSearch;
class MapOverlay;
class PlayHost;
struct HintAnswer;

class HintController : public QObject {
    Q_OBJECT
public:
    // The Cancel Suggestion button goes into `window`'s status bar, the marks on `overlay`, the
    // actions into `actions` at `place`.
    HintController(QMainWindow& window, PlayHost& host, GameDocument& document, ComputerTurns& computer,
                   MapOverlay& overlay, mapview::MapView& view, ActionRegistry& actions, MenuPlace place);
    ~HintController() override;

    // Game > Suggest: what the computer would do next for the side to act, found off the GUI
    // thread, drawn on the map with its reason, never played. While it thinks, the same action
    // (and Esc, and Clear Suggestion) cancels it.
    void suggest();
    // Cancels a suggestion in progress and takes a shown one off the map.
    void clear();
    // Stops a suggestion being thought of now (the window closing).
    void cancel();
    bool isThinking() const;
    bool isShown() const;
    // The reason of the suggestion shown ("Suggestion for the French ..."), or empty.
    QString text() const { return hintText_; }
    // The level a suggestion is found at: the computer's level in this game (the side to act's,
    // else the other side's), else Normal.
    ai::Level level() const;
    // Suggest is for a person who may act now (`person`); while it thinks it cancels.
    void updateActions(bool person);

    QAction* suggestAction() const { return suggest_; }
    QAction* clearAction() const { return clearSuggestion_; }
    HintSearch& search() const { return *hintSearch_; }

private:
    void show(const HintAnswer& answer);
    // Suggest worded as Cancel Suggestion while it thinks, and the status bar's button shown.
    void label(bool thinking);

    PlayHost& host_;
    GameDocument& document_;
    ComputerTurns& computer_;
    MapOverlay& overlay_;
    mapview::MapView& view_;
    HintSearch* hintSearch_ = nullptr;
    std::unique_ptr<HintMarks> hintMarks_;
    QAction* suggest_ = nullptr;
    QAction* clearSuggestion_ = nullptr;
    QWidget* hintCancel_ = nullptr;  // the status bar's Cancel Suggestion button, while it thinks
    QString hintText_;
};

}  // namespace eylau::game
