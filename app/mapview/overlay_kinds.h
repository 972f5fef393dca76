#pragma once
// QGraphicsItem::type() values and stacking layers of the overlays the game (or the editor)
// lays over the map: hex highlights, paths, hex outlines and badges. Kept apart from
// item_kinds.h so that the map's own items keep their numbers.
#include "item_kinds.h"
#include "map_contrast.h"

#include <QColor>

namespace eylau::mapview {

enum OverlayKind : int {
    HighlightKind = QGraphicsItem::UserType + 101,
    PathKind,
    HexOutlineKind,
    BadgeKind,
    ProposalKind,  // the editor's suggested terrain, awaiting acceptance
    CursorKind,    // the keyboard's hex cursor (hex_cursor.h)
    PinKind,       // the editor's calibration points on the map image
    ChangeKind,    // the editor's Compare With...: a hex or hexside that differs from another file
};

inline constexpr bool isOverlayKind(int type) { return type >= HighlightKind && type <= ChangeKind; }

namespace layer {
inline constexpr double kHighlights = 8.0;   // under the counters
inline constexpr double kOutlines = 11.0;    // over the counters
inline constexpr double kPaths = 12.0;
inline constexpr double kBadges = 13.0;
inline constexpr double kCursor = 14.0;      // the keyboard's hex cursor, over everything
inline constexpr double kPins = 13.5;        // the editor's calibration pins, under the cursor
}  // namespace layer

// What an overlay means, so that every use of it looks the same. Colours differ in lightness
// and in outline style as well as in hue, so that colour-blind players can tell them apart.
enum class OverlayTone {
    Reach,        // a hex a unit can reach (green)
    Entry,        // a reinforcement's entry hex (blue)
    EntryAlt,     // 7.2: another map-edge entry hex (blue, dashed)
    Retreat,      // a safe hex to retreat into (teal)
    Advance,      // a vacated hex to advance into (teal, dashed)
    Target,       // a unit in the attack being drawn up (red)
    Selected,     // the selected unit (gold)
    Problem,      // what stops a command (red, dashed)
    Obligation,   // must attack or be attacked (orange)
    FrenchMark,   // a marker in the French counters' colours (control of a victory hex)
    AlliedMark,   // the same in the Allied colours
    Hint,         // the computer's suggestion for the person, not played (dark plum, dashed)
    LastTurn,     // the other side's last turn: its moves, attacks and losses (charcoal)
    ThreatReach,  // a hex the enemy can reach next Player-Turn (a light raspberry wash, no outline)
    Threat,       // the best odds the enemy could attack a unit at (raspberry badge)
};

struct OverlayColours {
    QColor fill;
    QColor line;
    bool dashed = false;
    double width = 1.0;  // how much wider than usual to draw the lines (wider in high contrast)
};

// In high contrast the same hues, opaque lines drawn wider and fills stronger, so that the
// colour-vision checks hold there too.
OverlayColours overlayColours(OverlayTone tone, Contrast contrast = Contrast::Normal);

}  // namespace eylau::mapview
