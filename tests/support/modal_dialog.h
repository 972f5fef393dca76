#pragma once
// For the GUI tests: what a modal dialog opened by an action shows. Header only; for the test
// programs that link Qt Widgets.
#include <QAction>
#include <QApplication>
#include <QTimer>

#include <functional>

namespace eylau::test {

// Triggers `action`; once the modal dialog of type `Dialog` it opens is up, `look` is called on
// it and the dialog cancelled. `look` is not called when no such dialog opens.
template <typename Dialog>
void lookAtModalDialog(QAction& action, const std::function<void(Dialog&)>& look) {
    QTimer::singleShot(0, [&look] {
        if (auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget())) {
            look(*dialog);
            dialog->reject();
        }
    });
    action.trigger();
}

}  // namespace eylau::test
