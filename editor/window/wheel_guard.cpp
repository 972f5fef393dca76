#include "window/wheel_guard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QSlider>
#include <QWidget>

namespace eylau::editor {

WheelGuard::WheelGuard(QWidget* window) : QObject(window), window_(window) { qApp->installEventFilter(this); }

bool WheelGuard::changesUnderWheel(const QObject* widget) {
    return qobject_cast<const QAbstractSpinBox*>(widget) || qobject_cast<const QComboBox*>(widget) ||
           qobject_cast<const QSlider*>(widget);
}

bool WheelGuard::guards(const QWidget* widget) const {
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (w == window_) return true;
    return false;
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (type != QEvent::Wheel && type != QEvent::Polish) return false;
    if (!changesUnderWheel(watched)) return false;
    auto* widget = static_cast<QWidget*>(watched);
    if (!guards(widget)) return false;
    if (type == QEvent::Polish) {
        // The wheel must not give the focus (Qt::WheelFocus), or it would then change the value.
        if (widget->focusPolicy() == Qt::WheelFocus) widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (widget->hasFocus()) return false;
    // Not taken: QApplication hands the wheel on to the parents, so the panel scrolls.
    event->ignore();
    return true;
}

}  // namespace eylau::editor
