// GoogleTest main for the GUI tests: one QApplication for all of them, on the offscreen
// platform unless QT_QPA_PLATFORM says otherwise.
#include "translations.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstring>
#include <memory>

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    // Listing the tests (CMake's test discovery) needs no application.
    std::unique_ptr<QApplication> app;
    if (!::testing::GTEST_FLAG(list_tests)) app = std::make_unique<QApplication>(argc, argv);
    // English as the programs speak it from their start: with English's catalogues of the texts
    // that count ("1 command", "2 commands"; translations.h).
    if (app) eylau::i18n::installTranslators(QStringLiteral("en"));
    // Settings, recent files and autosaves go to a test location, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    // Each test process its own settings file: CTest runs tests side by side, and one that
    // changes a setting (a key, the language) must not be seen by another running meanwhile.
    const QTemporaryDir settingsDir;
    if (settingsDir.isValid()) QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    return RUN_ALL_TESTS();
}
