// The editor window: title and modified mark, tools from the tool bar, a problem clicked in the
// problems panel selects its unit and centres its hex, documents replaced, play-test's search
// for the game.
#include "editor_test_support.h"
#include "window_fixture.h"

#include "document/scenario_edits.h"
#include "panels/list_panel.h"
#include "panels/order_of_battle_panel.h"
#include "panels/problems_panel.h"
#include "tools/map_tool.h"
#include "tools/tool_box.h"
#include "view/editor_view.h"
#include "window/editor_window.h"
#include "window/play_test.h"

#include "export_map_dialog.h"
#include "support/modal_answer.h"

#include "map_scene.h"
#include "hex_layout.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QApplication>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <map>

namespace eylau::editor {
namespace {

class WindowTest : public test::EditorWindowTest {
protected:
    void SetUp() override { showWindow(test::teachingScenario(), QStringLiteral("/tmp/teaching.json")); }
};

TEST_F(WindowTest, TitleShowsTheFileAndUnsavedChanges) {
    EXPECT_TRUE(window_->windowTitle().contains(QStringLiteral("teaching.json")));
    EXPECT_TRUE(window_->windowTitle().contains(QStringLiteral("Grünau Mill")));
    EXPECT_FALSE(window_->isWindowModified());
    placeUnit(window_->document(), "Av.1", Hex{1, 1});
    EXPECT_TRUE(window_->isWindowModified());
    window_->document().undoStack()->undo();
    EXPECT_FALSE(window_->isWindowModified());
}

// A key given to two actions of a window is an ambiguous shortcut that does nothing.
TEST_F(WindowTest, NoTwoActionsShareAKeyAndSaveAsHasOne) {
    std::map<QString, QString> owner;
    for (const QAction* action : window_->findChildren<QAction*>())
        for (const QKeySequence& key : action->shortcuts()) {
            const QString k = key.toString(QKeySequence::PortableText);
            const auto [it, fresh] = owner.emplace(k, action->text());
            EXPECT_TRUE(fresh) << k.toStdString() << " is the key of both '" << it->second.toStdString() << "' and '"
                               << action->text().toStdString() << "'";
        }
    ASSERT_TRUE(owner.count(QStringLiteral("Ctrl+Shift+S")));
    EXPECT_EQ(owner[QStringLiteral("Ctrl+Shift+S")], QStringLiteral("Save &As..."));
    EXPECT_TRUE(owner.count(QStringLiteral("C")) && owner.count(QStringLiteral("P")) && owner.count(QStringLiteral("A")));
}

TEST_F(WindowTest, ToolBarActionsChooseTheMapTool) {
    window_->toolAction(ToolId::Hexside)->trigger();
    EXPECT_EQ(window_->view()->tool(), &window_->tools().tool(ToolId::Hexside));
    window_->toolAction(ToolId::Select)->trigger();
    EXPECT_EQ(window_->view()->tool(), &window_->tools().tool(ToolId::Select));
}

TEST_F(WindowTest, ClickingAProblemSelectsTheUnitAndCentresItsHex) {
    placeUnit(window_->document(), "Av.2", Hex{12, 10});
    placeUnit(window_->document(), "Av.3", Hex{12, 10});
    window_->problems()->refresh();
    QTreeWidget* list = window_->problems()->list();
    ASSERT_EQ(window_->problems()->errorCount(), 1);
    QTreeWidgetItem* item = list->topLevelItem(0);
    EXPECT_EQ(item->text(1), QStringLiteral("/units/2/start"));
    window_->view()->zoomIn();
    window_->view()->zoomIn();
    window_->view()->zoomIn();
    emit list->itemClicked(item, 0);
    EXPECT_EQ(window_->view()->selectedUnit(), QStringLiteral("Av.3"));
    EXPECT_EQ(window_->orderOfBattle()->units()->currentRow(), 2);
    const QPointF centre = window_->view()->mapToScene(window_->view()->viewport()->rect().center());
    const QPointF hex = window_->view()->mapScene()->layout().centre(Hex{12, 10});
    // Centred as far as the scroll range allows (a corner hex cannot be quite in the middle).
    EXPECT_TRUE(window_->view()->mapToScene(window_->view()->viewport()->rect()).boundingRect().contains(hex));
    (void)centre;
}

TEST_F(WindowTest, SelectingATableRowSelectsTheCounter) {
    window_->orderOfBattle()->units()->selectRow(7);  // Rg.1
    EXPECT_EQ(window_->view()->selectedUnit(), QStringLiteral("Rg.1"));
    EXPECT_EQ(window_->view()->selectedHex(), (Hex{8, 4}));
}

TEST_F(WindowTest, ReplacingTheDocumentRebindsEverything) {
    ASSERT_TRUE(window_->replaceDocument(test::eylauScenario(), QString()));
    EXPECT_TRUE(window_->windowTitle().contains(QStringLiteral("Untitled")));
    EXPECT_EQ(window_->orderOfBattle()->units()->view()->model()->rowCount(), int(test::eylauScenario().units.size()));
    int starting = 0;
    for (const Unit& u : test::eylauScenario().units) starting += u.start.has_value();
    EXPECT_EQ(window_->view()->mapScene()->counterCount(), starting);
    placeUnit(window_->document(), "Tut.1", Hex{1, 1});
    QApplication::processEvents();
    EXPECT_EQ(window_->orderOfBattle()->units()->view()->model()->index(0, 7).data().toString(), QStringLiteral("0101"));
}

TEST_F(WindowTest, OpenAndSave) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("eylau.json"));
    ASSERT_TRUE(QFile::copy(QString::fromStdString(test::sourcePath("data/scenarios/eylau.json")), path));
    ASSERT_TRUE(window_->open(path));
    EXPECT_EQ(window_->document().fileName(), path);
    placeUnit(window_->document(), "Tut.1", Hex{1, 1});
    ASSERT_TRUE(window_->save());
    EXPECT_FALSE(window_->document().isModified());
    const ScenarioLoad load = readScenarioFile(path.toStdString());
    ASSERT_TRUE(load.ok());
    EXPECT_EQ(load.scenario->unit("Tut.1")->start, (Hex{1, 1}));
}

// File > Export Map Image... opens the export dialog on the scenario's own map: the 12 x 10 hexes
// of Grünau Mill at 16 mm a hex fit one A4 page.
TEST_F(WindowTest, FileExportMapImageOpensTheExportDialogOnTheScenario) {
    QMenu* file = window_->menuBar()->actions().first()->menu();
    ASSERT_NE(file, nullptr);
    QAction* exportMap = window_->findChild<QAction*>(QStringLiteral("exportMapImage"));
    ASSERT_NE(exportMap, nullptr);
    EXPECT_TRUE(file->actions().contains(exportMap));
    QString pages;
    test::lookAtModalDialog<mapexport::ExportMapDialog>(
        *exportMap, [&](mapexport::ExportMapDialog& dialog) { pages = dialog.pagesText(); });
    EXPECT_TRUE(pages.startsWith(QStringLiteral("1 page"))) << pages.toStdString();
    EXPECT_TRUE(pages.contains(QStringLiteral("A4 portrait, 1 across by 1 down"))) << pages.toStdString();
}

TEST(PlayTest, TheGameIsLookedForBesideTheEditor) {
    QTemporaryDir dir;
    EXPECT_EQ(findGame(dir.path()), QString());
    EXPECT_FALSE(startGame(QString(), QStringLiteral("x.json")).isEmpty());
    QFile game(dir.filePath(QStringLiteral("eylau")));
    ASSERT_TRUE(game.open(QIODevice::WriteOnly));
    game.write("#!/bin/sh\nexit 0\n");
    game.close();
    game.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    EXPECT_EQ(findGame(dir.path()), dir.filePath(QStringLiteral("eylau")));
}

}  // namespace
}  // namespace eylau::editor
