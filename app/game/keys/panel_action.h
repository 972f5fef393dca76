#pragma once
// The View menu's action of a panel (a dock), and its key: it shows the panel and brings it in
// front of the panels tabbed with it; pressed while the panel is already in front, it hides it.
// (Qt's own toggle hid a panel that was behind another's tab, and a second press put it back
// behind: issue 40.) Checked while the panel is shown, in front or not.
class QAction;
class QDockWidget;
class QObject;

namespace eylau::game {

QAction* panelAction(QDockWidget& dock, QObject* parent);

// Whether the player can see `dock` now: shown, and not behind another panel's tab.
bool panelInFront(const QDockWidget& dock);

}  // namespace eylau::game
