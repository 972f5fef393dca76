#pragma once
// Shared by the play tests: a main window on a game with fixed dice and no autosave, clicks on
// the map at a hex's centre, and a small board (tests/support/scenario_fixture.h) for combats.
#include "gui_test_support.h"

#include "shared/game_document.h"
#include "window/main_window.h"
#include "map_scene.h"
#include "map_view.h"
#include "support/scenario_fixture.h"

#include "eylau/game/game.h"
#include "eylau/scenario/scenario_io.h"

#include <QApplication>
#include <QLabel>
#include <QTextDocumentFragment>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

namespace eylau::test {

// A new game's options with the seed 1807, so that its dice are the same on every run.
inline GameOptions seeded() {
    GameOptions o;
    o.seed = 1807;
    return o;
}

// What a rich-text label shows, as plain text (its case numbers are links).
inline QString shownText(const QLabel* label) { return QTextDocumentFragment::fromHtml(label->text()).toPlainText(); }

inline std::unique_ptr<game::MainWindow> playWindow(const Scenario& scenario, GameOptions options = {}) {
    auto window = std::make_unique<game::MainWindow>(scenario, options);
    window->setAutosavePath(QString());
    window->resize(1400, 1000);
    window->show();
    QApplication::processEvents();
    return window;
}

inline void clickHex(game::MainWindow& window, Hex hex, Qt::MouseButton button = Qt::LeftButton,
                     Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    mapview::MapView& view = *window.mapView();
    const QPoint at = view.mapFromScene(window.mapScene()->layout().centre(hex));
    ASSERT_TRUE(view.viewport()->rect().contains(at)) << hex.id() << " is not in view";
    QTest::mouseClick(view.viewport(), button, modifiers, at);
    QApplication::processEvents();
}

// A scenario from JSON; an empty one (and a test failure) when it does not load.
inline Scenario boardFrom(const nlohmann::json& json) {
    auto load = readScenario(json.dump());
    for (const auto& p : load.problems)
        if (p.severity == ScenarioProblem::Severity::Error) ADD_FAILURE() << p.describe("test board");
    return load.ok() ? *load.scenario : Scenario{};
}

// The minimal test board, 8 by 8, with Fr.1 (5-4) in 0404 and Ru.1 (3-5) next to it in 0504.
inline const Scenario& smallBoard() {
    static const Scenario scenario = [] {
        nlohmann::json j = minimalScenarioJson();
        j["map"]["columns"] = 8;
        j["map"]["rows"] = 8;
        j["units"][0]["start"] = "0404";
        j["units"][2]["start"] = "0504";
        return boardFrom(j);
    }();
    return scenario;
}

inline UnitIndex unitNamed(const game::MainWindow& window, const char* id) {
    const auto u = window.game().unitIndex(id);
    EXPECT_TRUE(u.has_value()) << id;
    return u.value_or(UnitIndex{0});
}

// The small board with Ru.1 (4-5) in 0504 between Fr.1 (5-4) in 0404 and Fr.3 (3-4) in 0604: 8
// to 4 is 2-1, where a 4 gives Ee (an exchange, its losses chosen by the attacker).
Scenario exchangeBoard();

// Where the unit named `id`, or `unit`, stands (play_test_support.cpp: the one place here that
// reads the state).
Hex hexOf(const game::MainWindow& window, const char* id);
Hex hexOf(const game::MainWindow& window, UnitIndex unit);

}  // namespace eylau::test
