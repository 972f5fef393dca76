#include "layout_game.h"

#include "controllers/combat_controller.h"
#include "controllers/file_controller.h"
#include "controllers/review_controller.h"
#include "dialogs/attack_dialog.h"
#include "dialogs/defence_dialog.h"
#include "gui_test_support.h"
#include "shared/game_document.h"
#include "startup/scenario_source.h"

#include "eylau/game/game.h"
#include "eylau/game/player_queries.h"
#include "eylau/record/game_session.h"

#include <QApplication>
#include <QPushButton>
#include <QTest>

#include <gtest/gtest.h>

#include <map>
#include <variant>

namespace eylau::test {
namespace {

const QString kWholeGame = QStringLiteral(EYLAU_TEST_DATA_DIR "/golden/eylau-greedy-greedy-14.eylau");

const Scenario* scenarioOf(const QString& file) {
    if (file.isEmpty()) return embeddedEylau();
    static std::map<QString, game::ScenarioSource> loaded;
    auto it = loaded.find(file);
    if (it == loaded.end()) it = loaded.emplace(file, game::loadScenario(file)).first;
    if (!it->second.load.ok()) {
        ADD_FAILURE() << file.toStdString() << " does not load";
        return nullptr;
    }
    return &*it->second.load.scenario;
}

bool wanted(const GameRecord& record, std::size_t i, RecordedAttack which) {
    const auto* attack = std::get_if<AttackCommand>(&record.lines[i].command);
    if (!attack) return false;
    if (which == RecordedAttack::ManyUnits) return attack->attackers.size() >= 2 && !attack->bombarding.empty();
    for (std::size_t j = i + 1; j < record.lines.size() && j <= i + 3; ++j)
        if (std::holds_alternative<LoseCommand>(record.lines[j].command)) return true;
    return false;
}

}  // namespace

std::unique_ptr<game::MainWindow> layoutWindow(const QString& scenarioFile) {
    const Scenario* scenario = scenarioOf(scenarioFile);
    if (!scenario) return nullptr;
    GameOptions options;
    options.seed = 1807;
    auto window = std::make_unique<game::MainWindow>(*scenario, options, scenarioFile);
    window->setAutosavePath(QString());
    window->restoreSettings();
    window->showMaximized();
    QApplication::processEvents();
    return window;
}

bool openWholeGame(game::MainWindow& window) {
    window.files().openFile(kWholeGame, true);
    QApplication::processEvents();
    const bool opened = window.document().session().record().lines.size() > 100;
    if (!opened) ADD_FAILURE() << kWholeGame.toStdString() << " did not open";
    return opened;
}

game::AttackDialog* drawUpRecordedAttack(game::MainWindow& window, RecordedAttack which) {
    if (!openWholeGame(window)) return nullptr;
    const GameRecord record = window.document().session().record();
    std::size_t at = 0;
    while (at < record.lines.size() && !wanted(record, at, which)) ++at;
    if (at == record.lines.size()) {
        ADD_FAILURE() << "the record has no such attack";
        return nullptr;
    }
    const AttackCommand attack = std::get<AttackCommand>(record.lines[at].command);
    window.reviews().openGameAt(at);
    window.reviews().playOnFromHere();
    QApplication::processEvents();
    const Game& game = window.game();
    const auto where = game.unitIndex(attack.defenders.front());
    const auto hex = where ? hexOnMap(game, *where) : std::nullopt;
    if (!hex) return nullptr;
    window.openAttackAt(QString::fromStdString(hex->id()));
    QApplication::processEvents();
    game::AttackDialog* dialog = window.combat()->attackDialog();
    if (!dialog || !dialog->isDrawingUp()) {
        ADD_FAILURE() << "the attack window did not open on " << attack.defenders.front();
        return nullptr;
    }
    auto has = [](const std::vector<UnitIndex>& units, UnitIndex u) {
        return std::find(units.begin(), units.end(), u) != units.end();
    };
    for (const auto* ids : {&attack.attackers, &attack.bombarding, &attack.defenders})
        for (const std::string& id : *ids) {
            const auto u = game.unitIndex(id);
            if (u && !has(dialog->draft().attackers(), *u) && !has(dialog->draft().defenders(), *u)
                && !has(dialog->draft().bombarding(), *u))
                dialog->toggleUnit(*u);
        }
    QApplication::processEvents();
    return dialog;
}

void resolve(game::MainWindow& window, game::AttackDialog& dialog) {
    ASSERT_TRUE(dialog.resolveButton()->isEnabled());
    QTest::mouseClick(dialog.resolveButton(), Qt::LeftButton);
    QApplication::processEvents();
    for (auto* defence : window.findChildren<game::DefenceDialog*>())
        if (defence->isVisible()) defence->accept();
    QApplication::processEvents();
}

}  // namespace eylau::test
