#pragma once
// Every tooltip shows its shortcut: an action with keys gets the tooltip "End Phase (Ctrl+E)", the
// keys in the platform's own words, and keeps it as its text, its own tooltip or its keys change
// (Undo names the move it takes back; the player may change the keys). A tooltip that names the
// keys already is left as it is.
class QAction;
class QWidget;

namespace eylau::game {

// Every action of `window` (and its children) now, and from now on as each changes.
void showShortcutsInToolTips(QWidget* window);
// One action (an action made after the window's: call it for that one).
void showShortcutInToolTip(QAction* action);

}  // namespace eylau::game
