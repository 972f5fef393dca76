// Repair mode (docs/editor.md): every damaged scenario file that is well-formed JSON opens in
// the editor with its errors in the Problems panel, each problem clicked goes to its place
// without a crash, the panels and the map draw it; malformed JSON is refused with its error;
// a save writes what the editor holds and clears the file's own errors; Play-test refuses while
// there are errors, saying why.
#include "editor_test_support.h"
#include "support/modal_answer.h"
#include "window_fixture.h"

#include "panels/problems_panel.h"
#include "panels/order_of_battle_panel.h"
#include "panels/schedule_panel.h"
#include "panels/tables_panel.h"
#include "view/editor_view.h"
#include "window/editor_window.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <memory>

namespace eylau::editor {
namespace {

QString dataFile(const QString& folder, const QString& name) {
    return QString::fromStdString(test::sourcePath("tests/data/" + folder.toStdString() + "/" + name.toStdString()));
}

QStringList jsonFiles(const QString& folder) {
    return QDir(QString::fromStdString(test::sourcePath("tests/data/" + folder.toStdString())))
        .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

class RepairMode : public test::EditorWindowTest {
protected:
    void SetUp() override { showWindow(test::teachingScenario()); }

    // The JSON paths of the problems listed.
    QStringList listedPaths() const {
        QStringList paths;
        QTreeWidget* list = window_->problems()->list();
        for (int i = 0; i < list->topLevelItemCount(); ++i) paths << list->topLevelItem(i)->data(1, Qt::UserRole).toString();
        return paths;
    }

    // Clicks every problem listed, then draws the whole window.
    void visitEveryProblem() {
        QTreeWidget* list = window_->problems()->list();
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            emit list->itemClicked(list->topLevelItem(i), 0);
            QApplication::processEvents();
        }
        for (QWidget* panel : std::initializer_list<QWidget*>{window_->orderOfBattle(), window_->schedule(), window_->tables()})
            panel->grab();
        EXPECT_FALSE(window_->grab().isNull());
    }

    bool opens(const QString& path) {
        auto refusal = test::answerNextBox(QMessageBox::Ok);
        const bool opened = window_->open(path);
        refused_ = refusal->seen ? refusal->text : QString();
        return opened;
    }

    QString refused_;
};

TEST_F(RepairMode, EveryDamagedFileThatParsesOpensWithItsErrorsInProblems) {
    int opened = 0;
    for (const QString& name : jsonFiles(QStringLiteral("damaged"))) {
        SCOPED_TRACE(name.toStdString());
        const QString path = dataFile(QStringLiteral("damaged"), name);
        const ScenarioLoad strict = readScenarioFile(path.toStdString());
        if (name == QLatin1String("syntax-error.json")) {
            EXPECT_FALSE(opens(path));
            EXPECT_TRUE(refused_.contains(QStringLiteral("syntax-error.json could not be opened: 1 error.")))
                << refused_.toStdString();
            EXPECT_TRUE(refused_.contains(QStringLiteral("line "))) << "the JSON error names its line";
            continue;
        }
        ASSERT_TRUE(opens(path)) << refused_.toStdString();
        EXPECT_EQ(window_->document().fileName(), QFileInfo(path).absoluteFilePath());
        window_->problems()->refresh();
        if (name == QLatin1String("minimal.json")) {
            EXPECT_EQ(window_->problems()->errorCount(), 0);
            continue;
        }
        ++opened;
        EXPECT_GE(window_->problems()->errorCount(), 1);
        // The place of the game's first error is listed.
        ASSERT_FALSE(strict.ok());
        const QString firstPath = QString::fromStdString(strict.problems.front().path);
        EXPECT_TRUE(listedPaths().contains(firstPath)) << firstPath.toStdString() << " not in "
                                                       << listedPaths().join(QLatin1Char(' ')).toStdString();
        visitEveryProblem();
    }
    EXPECT_EQ(opened, 16);
}

TEST_F(RepairMode, AnErrorOfTheFileIsListedUntilSavedAndSavingWritesTheRepair) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("unknown-terrain.json"));
    ASSERT_TRUE(QFile::copy(dataFile(QStringLiteral("damaged"), QStringLiteral("unknown-terrain.json")), path));
    ASSERT_TRUE(opens(path));
    window_->problems()->refresh();
    EXPECT_EQ(window_->problems()->errorCount(), 1);
    QTreeWidget* list = window_->problems()->list();
    ASSERT_GE(list->topLevelItemCount(), 1);
    EXPECT_TRUE(list->topLevelItem(0)->text(0).contains(QStringLiteral("unknown terrain \"swamp\"")));
    EXPECT_TRUE(list->topLevelItem(0)->text(0).contains(QStringLiteral("the editor reads it as clear")));
    EXPECT_EQ(list->topLevelItem(0)->text(1), QStringLiteral("/map/hexes/1/terrain"));
    // Clicking it selects the hex.
    emit list->itemClicked(list->topLevelItem(0), 0);
    EXPECT_EQ(window_->view()->selectedHex(), (Hex{2, 2}));

    ASSERT_TRUE(window_->save());  // no live errors: no "save anyway?"
    EXPECT_EQ(window_->problems()->errorCount(), 0);
    const ScenarioLoad reread = readScenarioFile(path.toStdString());
    EXPECT_TRUE(reread.ok());
}

TEST_F(RepairMode, AFileWithLiveErrorsSavesOnlyWhenTheUserSaysSaveAnyway) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("start-off-map.json"));
    ASSERT_TRUE(QFile::copy(dataFile(QStringLiteral("damaged"), QStringLiteral("start-off-map.json")), path));
    ASSERT_TRUE(opens(path));
    auto cancelled = test::answerNextBox(QMessageBox::Cancel);
    EXPECT_FALSE(window_->save());
    EXPECT_TRUE(cancelled->seen);
    EXPECT_TRUE(cancelled->text.contains(QStringLiteral("1 error "))) << cancelled->text.toStdString();
    auto saved = test::answerNextBox(QMessageBox::Save);
    EXPECT_TRUE(window_->save());
    EXPECT_TRUE(saved->seen);
    const ScenarioLoad reread = readScenarioFile(path.toStdString());
    ASSERT_FALSE(reread.ok());
    EXPECT_EQ(reread.problems.front().path, "/units/2/start");
}

TEST_F(RepairMode, PlayTestRefusesADocumentWithErrorsSayingWhy) {
    ASSERT_TRUE(opens(dataFile(QStringLiteral("damaged"), QStringLiteral("start-off-map.json"))));
    QAction* play = nullptr;
    for (QAction* a : window_->findChildren<QAction*>())
        if (a->text() == QLatin1String("&Play-test...")) play = a;
    ASSERT_NE(play, nullptr);
    auto refusal = test::answerNextBox(QMessageBox::Ok);
    play->trigger();
    ASSERT_TRUE(refusal->seen);
    EXPECT_TRUE(refusal->text.contains(QStringLiteral("The scenario has 1 error (see the Problems panel)")))
        << refusal->text.toStdString();
}

// Files with nothing of a scenario but its braces, and the inputs that once broke the reader
// (tests/data/fuzz-findings), open or are refused, never crash the panels or the map.
TEST_F(RepairMode, EmptyAndFuzzedScenariosOpenWithoutACrash) {
    QTemporaryDir dir;
    const QString empty = dir.filePath(QStringLiteral("empty.json"));
    {
        QFile f(empty);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"eylau-scenario\", \"units\": [{\"id\": \"X.1\", \"division\": \"X\", \"start\": \"9999\"},"
                " {\"entry\": {\"area\": \"Q\", \"turn\": 7}}]}");
    }
    ASSERT_TRUE(opens(empty)) << refused_.toStdString();
    EXPECT_GE(window_->problems()->errorCount(), 5);
    visitEveryProblem();
    int opened = 0;
    for (const QString& name : jsonFiles(QStringLiteral("fuzz-findings"))) {
        SCOPED_TRACE(name.toStdString());
        if (opens(dataFile(QStringLiteral("fuzz-findings"), name))) {
            ++opened;
            visitEveryProblem();
        } else {
            EXPECT_FALSE(refused_.isEmpty());
        }
    }
    EXPECT_GE(opened, 1);
}

}  // namespace
}  // namespace eylau::editor
