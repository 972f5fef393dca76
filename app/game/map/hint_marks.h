#pragma once
// Game > Suggest's marks on the map (docs/playing.md, "Asking the computer for a hint"): the
// suggested moves, entries, retreats and advances as dashed arrows with hollow heads, their ends
// ringed with a dashed line; an attack's units ringed the same way, a "?" on the defenders and a
// dashed arrow from each gun bombarding to its target; the units an answer names ringed. Violet,
// but told from the computer's played commands and the last turn by the dashes, not by colour
// alone. Each mark's tooltip says what it suggests. Nothing is played.
#include "controllers/hint_search.h"

#include <QString>

namespace eylau::game {

class MapOverlay;

class HintMarks {
public:
    explicit HintMarks(MapOverlay& overlay) : overlay_(overlay) {}

    // Draws `answer`, found for the position of `game`, in place of any hint shown.
    void show(const Game& game, const HintAnswer& answer);
    void clear();
    bool isShown() const { return shown_; }

private:
    void ring(const Game& game, const std::vector<std::string>& units, const QString& tip);

    MapOverlay& overlay_;
    bool shown_ = false;
};

}  // namespace eylau::game
