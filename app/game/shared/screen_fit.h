#pragma once
// A window's size that fits the screen: the size wanted, or nine tenths of the screen's free area
// when that is smaller (a small screen, or a large QT_SCALE_FACTOR).
#include <QGuiApplication>
#include <QScreen>
#include <QSize>
#include <QWidget>

namespace eylau::game {

inline QSize fittedToScreen(const QWidget* near, QSize wanted) {
    const QScreen* screen = near ? near->screen() : QGuiApplication::primaryScreen();
    return screen ? wanted.boundedTo(screen->availableGeometry().size() * 0.9) : wanted;
}

// A width in which `chars` characters of the widget's font are read comfortably, no wider than
// nine tenths of its screen: for the wrapped text of a dialog, which Qt would otherwise make narrow
// and cut (a top-level window does not ask a wrapped label for its height at the width it gets).
inline int readableWidth(const QWidget* widget, int chars) {
    const int wanted = widget->fontMetrics().averageCharWidth() * chars;
    return fittedToScreen(widget, QSize(wanted, 1)).width();
}

// Lets a list's long lines wrap at its width instead of being cut.
template <typename List>
void wrapLines(List* list) {
    list->setWordWrap(true);
    list->setUniformItemSizes(false);
    list->setResizeMode(List::Adjust);
    list->setTextElideMode(Qt::ElideNone);
}

}  // namespace eylau::game
