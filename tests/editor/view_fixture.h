#pragma once
// Shared by the editor tests of the map: an EditorView of a document of the Eylau scenario, shown
// (offscreen) at 1000x800, and the items of its scene.
#include "editor_test_support.h"

#include "view/editor_view.h"

#include "map_scene.h"

#include <QApplication>
#include <QGraphicsItem>

#include <gtest/gtest.h>

#include <memory>

namespace eylau::test {

class EylauViewTest : public ::testing::Test {
protected:
    void SetUp() override {
        view_ = std::make_unique<editor::EditorView>(doc_);
        view_->resize(1000, 800);
        view_->show();
        QApplication::processEvents();
    }
    QList<QGraphicsItem*> sceneItems() const { return view_->mapScene()->items(); }

    editor::ScenarioDocument doc_{eylauScenario()};
    std::unique_ptr<editor::EditorView> view_;
};

}  // namespace eylau::test
