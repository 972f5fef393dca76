#include "panes/link_status.h"

#include <QLabel>

namespace eylau::game {

void showLinkStatus(QLabel& label, const QString& text, LinkMood mood) {
    label.setVisible(!text.isEmpty());
    QString colour, sign;
    switch (mood) {
    case LinkMood::Good: colour = QStringLiteral("#1b7a2f"), sign = QStringLiteral("\u25cf "); break;
    case LinkMood::Waiting: colour = QStringLiteral("#8a5a00"), sign = QStringLiteral("\u25d4 "); break;
    case LinkMood::Lost: colour = QStringLiteral("#b00020"), sign = QStringLiteral("\u26a0 "); break;
    case LinkMood::None: break;
    }
    label.setText(text.isEmpty() ? text : sign + text);
    label.setStyleSheet(colour.isEmpty() || text.isEmpty() ? QString() : QStringLiteral("QLabel { color: %1; }").arg(colour));
}

}  // namespace eylau::game
