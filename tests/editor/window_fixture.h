#pragma once
// A test with an editor window shown on a scenario, closed after the test without "save
// changes?".
#include "editor_test_support.h"

#include "window/editor_window.h"

#include "translations.h"

#include <QApplication>
#include <QString>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <memory>

namespace eylau::test {

class EditorWindowTest : public ::testing::Test {
protected:
    // Shows a window of 1400 x 900 on `scenario`, read from `fileName` (empty: never saved).
    void showWindow(const Scenario& scenario, const QString& fileName = {}) {
        i18n::installTranslators(QStringLiteral("en"));  // English's plural forms, as the program has them
        window_ = std::make_unique<editor::EditorWindow>(scenario, fileName);
        window_->resize(1400, 900);
        window_->show();
        QApplication::processEvents();
    }
    void TearDown() override {
        if (!window_) return;
        window_->document().undoStack()->setClean();  // no "save changes?" in a test
        window_.reset();
    }
    std::unique_ptr<editor::EditorWindow> window_;
};

}  // namespace eylau::test
