// How an action is named to the player (action_text.h).
#include "text/action_text.h"

#include <QAction>
#include <QKeySequence>
#include <QStringList>

namespace eylau::game {

QString actionName(const QAction* action) {
    QString text = action->text();
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text.remove(QStringLiteral("...")).remove(QChar(0x2026)).trimmed();
}

QString actionKeys(const QAction* action) {
    QStringList keys;
    for (const QKeySequence& k : action->shortcuts())
        if (!k.isEmpty()) keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

}  // namespace eylau::game
