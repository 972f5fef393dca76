// Where the installed game reads its scenarios (app/game/startup/scenario_source.h): the data folder
// beside the program's own, and the embedded copy when there is none; and which scenario a game
// record opened from a file manager starts on (app/game/startup/scenario_lookup.h).
#include "startup/scenario_lookup.h"
#include "startup/scenario_source.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using eylau::game::builtInScenarioFile;
using eylau::game::installedDataDir;
using eylau::game::scenarioFileOfRecord;

void writeFile(const QString& path, const QByteArray& text) {
    ASSERT_TRUE(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

// PREFIX/bin with PREFIX/share/eylau/scenarios/eylau.json, as the package lays them out.
struct InstalledTree {
    QTemporaryDir root;
    QString bin() const { return root.filePath(QStringLiteral("usr/bin")); }
    QString data() const { return QDir(root.filePath(QStringLiteral("usr/share/eylau"))).canonicalPath(); }
    InstalledTree() {
        QDir().mkpath(bin());
        writeFile(root.filePath(QStringLiteral("usr/share/eylau/scenarios/eylau.json")), "{}");
    }
};

TEST(InstalledData, IsFoundBesideTheProgramsFolder) {
    const InstalledTree tree;
    EXPECT_EQ(installedDataDir(tree.bin()), tree.data());
    EXPECT_FALSE(tree.data().isEmpty());
}

TEST(InstalledData, IsNoneInABuildTreeOrWithoutAProgram) {
    QTemporaryDir buildTree;
    EXPECT_EQ(installedDataDir(buildTree.filePath(QStringLiteral("app"))), QString());
    EXPECT_EQ(installedDataDir(QString()), QString());
}

TEST(InstalledData, ProgramScenariosAreReadFromItWhenPresent) {
    const InstalledTree tree;
    EXPECT_EQ(builtInScenarioFile(QStringLiteral(":/scenarios/eylau.json"), tree.data()),
              tree.data() + QStringLiteral("/scenarios/eylau.json"));
    // Not installed: the embedded copy.
    EXPECT_EQ(builtInScenarioFile(QStringLiteral(":/scenarios/teaching.json"), tree.data()),
              QStringLiteral(":/scenarios/teaching.json"));
    // No data folder: the embedded copy.
    EXPECT_EQ(builtInScenarioFile(QStringLiteral(":/scenarios/eylau.json"), QString()),
              QStringLiteral(":/scenarios/eylau.json"));
}

TEST(InstalledData, OtherFilesAreLeftAlone) {
    const InstalledTree tree;
    EXPECT_EQ(builtInScenarioFile(QStringLiteral("my/eylau.json"), tree.data()), QStringLiteral("my/eylau.json"));
    EXPECT_EQ(builtInScenarioFile(QStringLiteral(":/icons/eylau.svg"), tree.data()), QStringLiteral(":/icons/eylau.svg"));
}

TEST(RecordScenario, IsTheFileOrProgramScenarioTheRecordNames) {
    QTemporaryDir dir;
    const QString record = dir.filePath(QStringLiteral("game.eylau"));
    writeFile(record, "# a teaching game\nscenario :/scenarios/teaching.json\nseed 7\nend\n");
    EXPECT_EQ(scenarioFileOfRecord(record), QStringLiteral(":/scenarios/teaching.json"));
    writeFile(record, "scenario /home/anne/battles/mill.json\n");
    EXPECT_EQ(scenarioFileOfRecord(record), QStringLiteral("/home/anne/battles/mill.json"));
    writeFile(record, "scenario mill.json\n");
    EXPECT_EQ(scenarioFileOfRecord(record), QStringLiteral("mill.json"));
}

TEST(RecordScenario, IsTheEylauScenarioForANameOrAnUnreadableRecord) {
    QTemporaryDir dir;
    const QString record = dir.filePath(QStringLiteral("game.eylau"));
    writeFile(record, "scenario eylau\nseed 1807\n");
    EXPECT_EQ(scenarioFileOfRecord(record), QString());
    writeFile(record, "scenario :/scenarios/teaching.json\nmvoe Tut.1 0614\n");  // opening it says why
    EXPECT_EQ(scenarioFileOfRecord(record), QString());
    EXPECT_EQ(scenarioFileOfRecord(dir.filePath(QStringLiteral("missing.eylau"))), QString());
}

}  // namespace
