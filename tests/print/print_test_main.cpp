// GoogleTest main for the turn-summary tests: one QApplication (the map is a QGraphicsScene),
// on the offscreen platform unless QT_QPA_PLATFORM says otherwise.
#include "translations.h"

#include <QApplication>

#include <gtest/gtest.h>

#include <memory>

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QApplication> app;
    if (!::testing::GTEST_FLAG(list_tests)) app = std::make_unique<QApplication>(argc, argv);
    // English as the programs speak it from their start: with English's catalogues of the texts
    // that count ("1 command", "2 commands"; translations.h).
    if (app) eylau::i18n::installTranslators(QStringLiteral("en"));
    return RUN_ALL_TESTS();
}
