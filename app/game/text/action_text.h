#pragma once
// How an action is named to the player outside its menu: in the shortcuts list, a refusal of a
// key, a tooltip, a status message.
#include <QString>

class QAction;

namespace eylau::game {

// Its text as the menu reads: without the mnemonic's & ("&&" is a "&") or a trailing ellipsis.
QString actionName(const QAction* action);
// Its keys as this platform writes them, "Ctrl+Shift+Z, Ctrl+Y"; empty when it has none.
QString actionKeys(const QAction* action);

}  // namespace eylau::game
