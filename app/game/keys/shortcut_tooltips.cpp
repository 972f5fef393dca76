#include "keys/shortcut_tooltips.h"

#include "text/action_text.h"

#include <QAction>
#include <QCoreApplication>
#include <QKeySequence>
#include <QWidget>

namespace eylau::game {
namespace {

// Properties kept on each action: the tooltip this helper gave it last, and what it was made from
// (the action's own tooltip, or its text when it had none).
constexpr const char* kGiven = "eylauShortcutToolTip";
constexpr const char* kBase = "eylauToolTipBase";
constexpr const char* kFromText = "eylauToolTipFromText";

void update(QAction* action) {
    const QString tip = action->toolTip();
    const QVariant given = action->property(kGiven);
    QString base;
    if (given.isValid() && tip == given.toString()) {
        // Unchanged since this helper set it: the text (when the tooltip came from it) may have.
        base = action->property(kFromText).toBool() ? actionName(action) : action->property(kBase).toString();
    } else {
        // The first time, or its owner gave it a tooltip of its own since.
        // Qt makes an action's tooltip from its text without the & and a "..." (not a "\u2026").
        QString qtDefault = action->text();
        qtDefault.remove(QStringLiteral("...")).remove(QLatin1Char('&'));
        const bool fromText = !given.isValid() && (tip == qtDefault.trimmed() || tip == actionName(action));
        base = fromText ? actionName(action) : tip;
        action->setProperty(kBase, base);
        action->setProperty(kFromText, fromText);
    }
    const QString keys = actionKeys(action);
    const QString wanted = keys.isEmpty() || base.contains(keys)
                               ? base
                               : QCoreApplication::translate("eylau::game::ShortcutToolTips", "%1 (%2)").arg(base, keys);
    action->setProperty(kGiven, wanted);
    if (wanted != tip) action->setToolTip(wanted);  // emits changed() again: then tip == given
}

}  // namespace

void showShortcutInToolTip(QAction* action) {
    if (action->property(kGiven).isValid()) return;  // already followed
    update(action);
    QObject::connect(action, &QAction::changed, action, [action] { update(action); });
}

void showShortcutsInToolTips(QWidget* window) {
    for (QAction* a : window->findChildren<QAction*>())
        if (!a->isSeparator()) showShortcutInToolTip(a);
}

}  // namespace eylau::game
