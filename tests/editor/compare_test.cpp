// File > Compare With... (view/comparison.h): every hex and hexside where the document differs from
// another scenario file is marked on the map, each mark with its changes in words as its tooltip;
// the marks follow edits, survive a redraw of the map and go with Clear Comparison.
#include "view_fixture.h"

#include "document/scenario_edits.h"
#include "view/change_marks.h"
#include "view/comparison.h"
#include "view/editor_view.h"
#include "window/editor_window.h"

#include "map_scene.h"
#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QHelpEvent>
#include <QMenuBar>
#include <QToolTip>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <map>
#include <memory>

namespace eylau::editor {
namespace {

Hex hex(const char* ccrr) { return *Hex::parse(ccrr); }

// The shipped Eylau scenario as it might have been before some corrections: hex 2313 woods, the
// stream between 0210 and 0310 missing, Tut.1 starting in 0614 and Eylau worth 3 points.
Scenario olderEylau() {
    nlohmann::json j = nlohmann::json::parse(writeScenario(test::eylauScenario()));
    j["map"]["hexes"].push_back({{"hex", "2313"}, {"terrain", "woods"}});
    nlohmann::json sides = nlohmann::json::array();
    for (const auto& s : j["map"]["hexsides"])
        if (s["between"] != nlohmann::json{"0210", "0310"}) sides.push_back(s);
    j["map"]["hexsides"] = sides;
    for (auto& u : j["units"])
        if (u["id"] == "Tut.1") u["start"] = "0614";
    for (auto& v : j["victory"]["hexes"])
        if (v["hex"] == "1213") v["points"] = 3;
    const ScenarioLoad load = readScenario(j.dump());
    EXPECT_TRUE(load.ok());
    return *load.scenario;
}

// In English, with its catalogue of the texts that count ("4 hexes").
class CompareTest : public test::EylauViewTest {
protected:
    void SetUp() override {
        i18n::installTranslators(QStringLiteral("en"));
        EylauViewTest::SetUp();
    }
    void TearDown() override { i18n::removeTranslators(); }
    // The marks on the map: each hex's and each hexside's tooltip.
    std::map<Hex, QString> hexMarks() const {
        std::map<Hex, QString> marks;
        for (QGraphicsItem* item : sceneItems())
            if (auto* mark = dynamic_cast<HexChangeMark*>(item)) marks.emplace(mark->hex(), mark->toolTip());
        return marks;
    }
    std::map<Hexside, QString> hexsideMarks() const {
        std::map<Hexside, QString> marks;
        for (QGraphicsItem* item : sceneItems())
            if (auto* mark = dynamic_cast<HexsideChangeMark*>(item)) marks.emplace(mark->hexside(), mark->toolTip());
        return marks;
    }
    // The tooltip the view shows with the mouse at a scene point.
    QString tooltipAt(QPointF scenePos) {
        view_->centerOn(scenePos);
        const QPoint at = view_->mapFromScene(scenePos);
        QHelpEvent help(QEvent::ToolTip, at, view_->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view_->viewport(), &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    }
};

TEST_F(CompareTest, EveryChangedHexAndHexsideIsMarkedWithTheChangeInWords) {
    Comparison& comparison = view_->comparison();
    comparison.compareWith(olderEylau(), QStringLiteral("/tmp/eylau-older.json"));
    EXPECT_TRUE(comparison.active());
    const std::map<Hex, QString> expected{
        {hex("2313"), QStringLiteral("2313: woods → clear")},
        {hex("1213"), QStringLiteral("1213: Victory Points 3 → 5")},
        {hex("0614"), QStringLiteral("0614: Tut.1 moved to 0714")},
        {hex("0714"), QStringLiteral("0714: Tut.1 moved here from 0614")},
    };
    EXPECT_EQ(hexMarks(), expected);
    const Hexside stream = *Hexside::between(hex("0210"), hex("0310"));
    EXPECT_EQ(hexsideMarks(), (std::map<Hexside, QString>{{stream, QStringLiteral("hexside 0210/0310: stream added")}}));
    EXPECT_EQ(comparison.summary(), QStringLiteral("Compared with eylau-older.json: 4 hexes and 1 hexside differ"));

    // The mouse over a marked hex, or on a marked hexside, shows the change.
    const mapview::HexLayout& layout = view_->mapScene()->layout();
    EXPECT_EQ(tooltipAt(layout.centre(hex("2313")) + QPointF(layout.radius() * 0.4, 0)), expected.at(hex("2313")));
    EXPECT_EQ(tooltipAt(layout.hexsideMidpoint(hex("0210"), hex("0310"))), QStringLiteral("hexside 0210/0310: stream added"));
}

TEST_F(CompareTest, TheMarksFollowEditsAndSurviveARedraw) {
    Comparison& comparison = view_->comparison();
    QString announced;
    QObject::connect(view_.get(), &EditorView::message, [&](const QString& text) { announced = text; });
    comparison.compareWith(olderEylau(), QStringLiteral("/tmp/eylau-older.json"));
    EXPECT_EQ(announced, comparison.summary());
    // Tut.1 put back where the other file has it: those two hexes no longer differ.
    placeUnit(doc_, "Tut.1", hex("0614"));
    EXPECT_EQ(hexMarks().count(hex("0614")), 0u);
    EXPECT_EQ(hexMarks().count(hex("0714")), 0u);
    EXPECT_EQ(comparison.changedHexes(), 2);
    EXPECT_EQ(announced, QStringLiteral("Compared with eylau-older.json: 2 hexes and 1 hexside differ"));
    doc_.undoStack()->undo();
    EXPECT_EQ(hexMarks().size(), 4u);
    // The whole map drawn afresh keeps the marks.
    view_->rebuildNow();
    EXPECT_EQ(hexMarks().size(), 4u);
    EXPECT_EQ(hexsideMarks().size(), 1u);
    comparison.clear();
    EXPECT_FALSE(comparison.active());
    EXPECT_TRUE(hexMarks().empty());
    EXPECT_TRUE(hexsideMarks().empty());
    EXPECT_TRUE(announced.isEmpty());
    // No longer comparing: an edit marks nothing.
    placeUnit(doc_, "Tut.1", hex("0614"));
    EXPECT_TRUE(hexMarks().empty());
}

TEST_F(CompareTest, TheSameScenarioMarksNothing) {
    view_->comparison().compareWith(test::eylauScenario(), QStringLiteral("/tmp/eylau.json"));
    EXPECT_TRUE(hexMarks().empty());
    EXPECT_TRUE(hexsideMarks().empty());
    EXPECT_EQ(view_->comparison().summary(), QStringLiteral("Compared with eylau.json: no hex or hexside differs"));
}

TEST_F(CompareTest, TheChangesAreWordedInTheEditorsLanguage) {
    ASSERT_EQ(i18n::installTranslators(QStringLiteral("fr")), QStringLiteral("fr"));
    view_->comparison().compareWith(olderEylau(), QStringLiteral("/tmp/eylau-older.json"));
    const std::map<Hex, QString> marks = hexMarks();
    EXPECT_EQ(marks.at(hex("2313")), QStringLiteral("2313\u00a0: bois → terrain clair"));
    EXPECT_EQ(marks.at(hex("0714")), QStringLiteral("0714\u00a0: Tut.1 arrive ici depuis 0614"));
    EXPECT_EQ(hexsideMarks().begin()->second, QStringLiteral("côté d'hexagone 0210/0310\u00a0: ajout\u00a0: ruisseau"));
    EXPECT_EQ(view_->comparison().summary(),
              QStringLiteral("Comparé avec eylau-older.json\u00a0: 4 hexagones et 1 côté d'hexagone diffèrent"));
}

TEST(CompareWindow, TheFileMenuOffersCompareWithAndClearComparison) {
    EditorWindow window(test::teachingScenario());
    QStringList texts;
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions()) texts << a->text();
    EXPECT_TRUE(texts.contains(QStringLiteral("Compare &With...")));
    EXPECT_TRUE(texts.contains(QStringLiteral("C&lear Comparison")));
}

}  // namespace
}  // namespace eylau::editor
