// Saving: atomic and canonical (writeScenarioFile), the document clean afterwards, and a saved
// scenario reloads equal, byte for byte.
#include "editor_test_support.h"

#include "document/scenario_edits.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace eylau::editor {
namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

TEST(Files, SavedScenarioReloadsEqual) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ScenarioDocument doc(test::eylauScenario());
    placeUnit(doc, "Tut.1", Hex{1, 1});
    ASSERT_TRUE(doc.isModified());
    const QString path = dir.filePath(QStringLiteral("corrected.json"));
    QSignalSpy renamed(&doc, &ScenarioDocument::fileNameChanged);
    QSignalSpy modified(&doc, &ScenarioDocument::modificationChanged);
    EXPECT_EQ(doc.saveAs(path), QString());
    EXPECT_FALSE(doc.isModified());
    EXPECT_EQ(doc.fileName(), path);
    EXPECT_EQ(renamed.count(), 1);
    ASSERT_GE(modified.count(), 1);
    EXPECT_FALSE(modified.last().at(0).toBool());

    const ScenarioLoad load = readScenarioFile(path.toStdString());
    ASSERT_TRUE(load.ok());
    EXPECT_EQ(*load.scenario, doc.scenario());
    // Canonical: what the engine writes, byte for byte; no temporary file left behind.
    EXPECT_EQ(readAll(path).toStdString(), writeScenario(doc.scenario()));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files).size(), 1);
}

TEST(Files, AnUnchangedScenarioSavesToTheShippedBytes) {
    QTemporaryDir dir;
    for (const char* name : {"eylau.json", "teaching.json"}) {
        ScenarioDocument doc(test::shippedScenario(name));
        const QString path = dir.filePath(QString::fromLatin1(name));
        ASSERT_EQ(doc.saveAs(path), QString());
        EXPECT_EQ(readAll(path), readAll(QString::fromStdString(test::sourcePath(std::string("data/scenarios/") + name)))) << name;
    }
}

TEST(Files, UndoingBackToTheSavedStateIsClean) {
    QTemporaryDir dir;
    ScenarioDocument doc(test::teachingScenario());
    ASSERT_EQ(doc.saveAs(dir.filePath(QStringLiteral("t.json"))), QString());
    placeUnit(doc, "Av.1", Hex{1, 1});
    EXPECT_TRUE(doc.isModified());
    doc.undoStack()->undo();
    EXPECT_FALSE(doc.isModified());
    doc.undoStack()->redo();
    EXPECT_TRUE(doc.isModified());
}

TEST(Files, SaveFailureIsReportedAndLeavesTheDocumentModified) {
    ScenarioDocument doc(test::teachingScenario());
    placeUnit(doc, "Av.1", Hex{1, 1});
    const QString error = doc.saveAs(QStringLiteral("/nonexistent-folder/x.json"));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_TRUE(doc.isModified());
    EXPECT_TRUE(doc.fileName().isEmpty());
}

TEST(Files, DisplayName) {
    ScenarioDocument untitled(test::teachingScenario());
    EXPECT_EQ(untitled.displayName(), QStringLiteral("Untitled"));
    ScenarioDocument named(test::teachingScenario(), QStringLiteral("/x/y/battle.json"));
    EXPECT_EQ(named.displayName(), QStringLiteral("battle.json"));
}

}  // namespace
}  // namespace eylau::editor
