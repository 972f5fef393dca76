// The window opens on the embedded Eylau scenario with one counter per unit on the map.
#include "counter_item.h"
#include "gui_test_support.h"
#include "text/hex_report.h"
#include "window/main_window.h"
#include "map_scene.h"
#include "map_view.h"
#include "panes/turn_bar.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineF>
#include <QMouseEvent>
#include <QStatusBar>

#include <gtest/gtest.h>

#include <map>

namespace eylau::game {
namespace {

TEST(MainWindowTest, OpensOnTheEmbeddedEylauScenario) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    MainWindow window(*scenario);
    window.show();
    QApplication::processEvents();
    EXPECT_TRUE(window.isVisible());
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("Eylau \u2014 ")));
    ASSERT_NE(window.mapScene(), nullptr);
    EXPECT_EQ(window.mapView()->scene(), window.mapScene());
}

// A key given to two actions of a window, or twice to one, is an "ambiguous shortcut" and does
// nothing (Redo had Ctrl+Shift+Z twice on Linux).
// The editor's Play-test starts the game with --play-test: the title and the turn bar say that
// the scenario is one being edited.
TEST(MainWindowTest, APlayTestSaysItRunsAnEditedScenario) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    MainWindow window(*scenario, {}, QStringLiteral("edited.json"));
    EXPECT_FALSE(window.windowTitle().contains(QStringLiteral("PLAY-TEST")));
    window.setPlayTest(true);
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("PLAY-TEST of the edited scenario"))) << window.windowTitle().toStdString();
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("edited.json")));
    EXPECT_TRUE(window.turnBar()->messageText().startsWith(QStringLiteral("Play-test of an edited scenario.")))
        << window.turnBar()->messageText().toStdString();
}

TEST(MainWindowTest, NoTwoActionsShareAKey) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    MainWindow window(*scenario);
    std::map<QString, QString> owner;  // key -> the action that has it
    for (const QAction* action : window.findChildren<QAction*>()) {
        for (const QKeySequence& key : action->shortcuts()) {
            const QString k = key.toString(QKeySequence::PortableText);
            const QString name = action->text().isEmpty() ? action->objectName() : action->text();
            const auto [it, fresh] = owner.emplace(k, name);
            EXPECT_TRUE(fresh) << k.toStdString() << " is the key of both '" << it->second.toStdString() << "' and '"
                               << name.toStdString() << "'";
        }
    }
    EXPECT_GT(owner.size(), 15u);
}

TEST(MainWindowTest, HasOneCounterPerUnitWithAStartHexAtThatHexCentre) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    MainWindow window(*scenario);
    const mapview::MapScene& scene = *window.mapScene();

    int starting = 0;
    for (const Unit& unit : scenario->units) {
        if (!unit.start) continue;
        ++starting;
        const mapview::CounterItem* counter = scene.counter(unit.id);
        ASSERT_NE(counter, nullptr) << unit.id;
        const QPointF expected = scene.layout().centre(*unit.start);
        EXPECT_LT(QLineF(counter->scenePos(), expected).length(), 1e-6) << unit.id << " at " << unit.start->id();
        EXPECT_EQ(scene.hexAt(counter->scenePos()), unit.start) << unit.id;
    }
    EXPECT_GT(starting, 0);
    EXPECT_EQ(scene.counterCount(), starting);
}

TEST(MainWindowTest, StatusTextNamesTheHexAndTheUnitThere) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    for (const Unit& unit : scenario->units) {
        if (!unit.start) continue;
        const QString text = describeHex(*scenario, *unit.start);
        EXPECT_TRUE(text.startsWith(QString::fromStdString(unit.start->id()))) << text.toStdString();
        EXPECT_TRUE(text.contains(QString::fromStdString(unit.id))) << text.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("%1-%2").arg(unit.strength).arg(unit.movement))) << text.toStdString();
        const bool reconstructed = scenario->map.hex(*unit.start).provenance == Provenance::Reconstructed
                                   || unit.provenance == Provenance::Reconstructed;
        EXPECT_EQ(text.contains(QStringLiteral("(reconstructed)")), reconstructed) << text.toStdString();
    }
}

TEST(MainWindowTest, StartsWithTheWholeMapFitted) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    MainWindow window(*scenario);
    window.resize(1000, 700);
    window.show();
    QApplication::processEvents();
    const mapview::MapView& view = *window.mapView();
    EXPECT_TRUE(view.isFitted());
    const QRectF visible = view.mapToScene(view.viewport()->rect()).boundingRect();
    EXPECT_TRUE(visible.contains(window.mapScene()->mapRect()));
}

TEST(MainWindowTest, HoveringAUnitsHexDescribesItInTheStatusBar) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    MainWindow window(*scenario);
    window.resize(1000, 800);
    window.show();
    QApplication::processEvents();
    const Unit* unit = nullptr;
    for (const Unit& u : scenario->units) {
        if (u.start) {
            unit = &u;
            break;
        }
    }
    ASSERT_NE(unit, nullptr);
    mapview::MapView& view = *window.mapView();
    const QPointF at = view.mapFromScene(window.mapScene()->layout().centre(*unit->start));
    QMouseEvent move(QEvent::MouseMove, at, view.viewport()->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(view.viewport(), &move);

    bool described = false;
    for (const QLabel* label : window.statusBar()->findChildren<QLabel*>()) {
        described = described || label->text() == describeHex(*scenario, *unit->start);
    }
    EXPECT_TRUE(described) << "no status bar label describes " << unit->start->id();
}

}  // namespace
}  // namespace eylau::game
