#include "keys/panel_action.h"

#include <QAction>
#include <QDockWidget>

namespace eylau::game {

bool panelInFront(const QDockWidget& dock) {
    // A panel behind another's tab stays "visible" to Qt, moved out of the window's sight.
    return dock.isVisible() && !dock.visibleRegion().isEmpty();
}

QAction* panelAction(QDockWidget& dock, QObject* parent) {
    auto* action = new QAction(dock.windowTitle(), parent);
    action->setCheckable(true);
    action->setChecked(!dock.isHidden());
    QObject::connect(action, &QAction::triggered, &dock, [&dock, action] {
        if (dock.isHidden()) {
            dock.show();
            dock.raise();
        } else if (!panelInFront(dock)) {
            dock.raise();
        } else {
            dock.hide();
        }
        action->setChecked(!dock.isHidden());
    });
    QObject::connect(&dock, &QDockWidget::visibilityChanged, action, [&dock, action] { action->setChecked(!dock.isHidden()); });
    QObject::connect(&dock, &QDockWidget::windowTitleChanged, action, &QAction::setText);
    return action;
}

}  // namespace eylau::game
