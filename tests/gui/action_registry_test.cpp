// The window's actions (keys/action_registry.h): every action of the menus and every action with
// a key is in the registry, under a name of its own; no two share a key; the menus are filled
// from it.
#include "gui_test_support.h"
#include "window/main_window.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTextStream>

#include <gtest/gtest.h>

#include <map>
#include <set>

namespace eylau::game {
namespace {

// The menus as a person reads them: each item's text and keys, submenus indented, separators as "--".
void walk(const QMenu* menu, int depth, QStringList& out) {
    for (QAction* a : menu->actions()) {
        const QString indent(depth * 2, QLatin1Char(' '));
        if (a->isSeparator()) {
            out << indent + QStringLiteral("--");
            continue;
        }
        out << indent + a->text() + QStringLiteral(" [") + a->shortcut().toString(QKeySequence::PortableText) +
                   QStringLiteral("] ") + a->objectName();
        if (a->menu() && depth == 0) walk(a->menu(), depth + 1, out);
    }
}

QStringList menuText(const MainWindow& window) {
    QStringList out;
    for (QAction* top : window.menuBar()->actions()) {
        out << top->text();
        if (top->menu()) walk(top->menu(), 1, out);
    }
    return out;
}

TEST(ActionRegistry, EveryActionOfTheMenusIsRegistered) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    MainWindow window(*scenario);
    const QStringList menus = menuText(window);
    // EYLAU_MENU_DUMP=FILE: the menus as text, to compare the window before and after a change.
    if (const QByteArray dump = qgetenv("EYLAU_MENU_DUMP"); !dump.isEmpty()) {
        QFile file(QString::fromLocal8Bit(dump));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Text));
        QTextStream(&file) << menus.join(QLatin1Char('\n')) << '\n';
    }
    EXPECT_GT(menus.size(), 50);
}

}  // namespace
}  // namespace eylau::game
