// The window's actions (keys/action_registry.h): every action of the menus and every action with
// a key is in the registry, under a name of its own; no two share a key; the menus are filled
// from it.
#include "gui_test_support.h"
#include "keys/action_registry.h"
#include "window/main_window.h"

#include "export_map_dialog.h"
#include "support/modal_answer.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTextStream>

#include <gtest/gtest.h>

#include <functional>
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

    const ActionRegistry& registry = window.actionRegistry();
    // Every item of every menu, and every named choice of a submenu, is in the registry.
    std::function<void(const QMenu*, bool)> check = [&](const QMenu* menu, bool top) {
        for (QAction* a : menu->actions()) {
            if (a->isSeparator()) continue;
            if (top || !a->objectName().isEmpty()) {
                EXPECT_TRUE(registry.contains(a)) << "not registered: " << a->text().toStdString();
            }
            if (a->menu()) check(a->menu(), false);
        }
    };
    for (QAction* top : window.menuBar()->actions()) check(top->menu(), true);
    // Every action with a key is in the registry, and a name is given once.
    std::set<QString> ids;
    for (const QAction* a : registry.actions()) {
        EXPECT_FALSE(a->objectName().isEmpty()) << a->text().toStdString();
        EXPECT_TRUE(ids.insert(a->objectName()).second) << "two actions named " << a->objectName().toStdString();
        EXPECT_EQ(registry.action(a->objectName()), a);
    }
    for (const QAction* a : window.findChildren<QAction*>()) {
        if (!a->shortcuts().isEmpty()) {
            EXPECT_TRUE(registry.contains(a)) << "a key outside the registry: " << a->text().toStdString();
        }
    }
    EXPECT_GT(registry.actions().size(), 60);
}

// File > Export Map Image... is registered, in the File menu, and opens the export dialog on the
// board as it stands.
TEST(ActionRegistry, FileExportMapImageIsRegisteredAndOpensTheExportDialog) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    MainWindow window(*scenario);
    QAction* exportMap = window.actionRegistry().action(QStringLiteral("exportMapImage"));
    ASSERT_NE(exportMap, nullptr);
    QMenu* file = window.menuBar()->actions().first()->menu();
    ASSERT_NE(file, nullptr);
    EXPECT_TRUE(file->actions().contains(exportMap));
    QString pages;
    test::lookAtModalDialog<mapexport::ExportMapDialog>(
        *exportMap, [&](mapexport::ExportMapDialog& dialog) { pages = dialog.pagesText(); });
    EXPECT_TRUE(pages.startsWith(QStringLiteral("4 pages of A4 portrait"))) << pages.toStdString();
}

// No two actions of the registry share a key: a key given twice is an "ambiguous shortcut" that
// does nothing.
TEST(ActionRegistry, NoTwoActionsShareAKey) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    MainWindow window(*scenario);
    std::map<QString, QString> owner;
    for (const QAction* a : window.actionRegistry().actions())
        for (const QKeySequence& key : a->shortcuts()) {
            const auto [it, fresh] = owner.emplace(key.toString(QKeySequence::PortableText), a->objectName());
            EXPECT_TRUE(fresh) << it->first.toStdString() << " is the key of both " << it->second.toStdString()
                               << " and " << a->objectName().toStdString();
        }
    EXPECT_GT(owner.size(), 15u);
}

// An action registered after the menus are filled (the Tutorial dock's toggle) joins its menu;
// enableWhen is asked on update.
TEST(ActionRegistry, LateActionsJoinTheirMenuAndEnablingIsAsked) {
    QWidget parent;
    QMenuBar bar(&parent);
    ActionRegistry registry(&parent);
    registry.add(QStringLiteral("first"), new QAction(QStringLiteral("First"), &parent), {MenuId::Game, 10});
    registry.add(QStringLiteral("second"), new QAction(QStringLiteral("Second"), &parent), {MenuId::Game, 20});
    registry.add(QStringLiteral("early"), new QAction(QStringLiteral("Early"), &parent), {MenuId::Game, 10});
    registry.fillMenuBar(&bar, [](MenuId id) { return QString::number(int(id)); });
    QStringList game;
    for (const QAction* a : registry.menu(MenuId::Game)->actions()) game << (a->isSeparator() ? QStringLiteral("--") : a->text());
    EXPECT_EQ(game, (QStringList{QStringLiteral("First"), QStringLiteral("Early"), QStringLiteral("--"), QStringLiteral("Second")}));
    QAction* late = registry.add(QStringLiteral("late"), new QAction(QStringLiteral("Late"), &parent), {MenuId::View, 50});
    EXPECT_EQ(registry.menu(MenuId::View)->actions().value(0), late);
    bool open = false;
    registry.enableWhen(late, [&] { return open; });
    registry.update();
    EXPECT_FALSE(late->isEnabled());
    open = true;
    registry.update();
    EXPECT_TRUE(late->isEnabled());
    EXPECT_EQ(bar.actions().size(), 6);
}

}  // namespace
}  // namespace eylau::game
