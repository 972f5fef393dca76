#pragma once
// What the layout tests check of a window (issue 40): that it lies within the screen's free
// area, that no text on it is cut (elided, clipped by its parent, or wrapped into less height
// than it needs), measured with the widget's own font metrics; and that the widgets a decision
// rests on are wholly in view without scrolling.
#include <QString>
#include <QStringList>

#include <vector>

class QWidget;

namespace eylau::test {

// The screen and language of this run (layout_main.cpp), for the failure messages.
struct LayoutScreen {
    QString size;
    QString scale;
    QString language;

    static const LayoutScreen& current();
    static void set(LayoutScreen screen);
    QString describe() const;
};

// The problems found, one line each; empty when the window is right.
QStringList windowOutsideScreen(const QWidget& window);
QStringList cutTexts(const QWidget& window);
QStringList notWhollyInView(const std::vector<const QWidget*>& widgets);

}  // namespace eylau::test
