#pragma once
// The hex inspector: every unit in the hex the player last chose (a click, or the keyboard cursor),
// its state and what it may still do now, in the engine's words (unitOutlook, unitDetails). A
// dock of the game window; it paints, and asks the engine everything it says.
#ifndef Q_MOC_RUN  // moc cannot parse the engine's C++20 headers
#include "eylau/map/hex.h"
#endif

#include <QWidget>

#include <optional>

class QLabel;

namespace eylau {
class Game;
}

namespace eylau::game {

class HexInspector : public QWidget {
    Q_OBJECT
public:
    explicit HexInspector(QWidget* parent = nullptr);
    // The hex to inspect (nullopt: none chosen yet), shown from `game`.
    void inspect(const Game& game, std::optional<Hex> hex);
    // The same hex again, after the game changed.
    void showGame(const Game& game);
    std::optional<Hex> hex() const { return hex_; }
    QString text() const;

private:
    QLabel* label_;
    std::optional<Hex> hex_;
};

// The inspector's rich text for `hex`: the hex, then each unit there with its state and what it may
// still do (4.1, 5.1, 5.2), or that the hex is empty.
QString hexInspectorHtml(const Game& game, Hex hex);

}  // namespace eylau::game
