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

}  // namespace eylau::game
