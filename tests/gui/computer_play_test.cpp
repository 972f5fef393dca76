// The computer opponent in the window (docs/playing.md): it plays its side's turns off the GUI
// thread through the same engine commands, a person's clicks are refused while it plays, Pause
// Computer hands its side to the person, the players are saved with the game, and the computer
// can play a whole game against itself.
#include "controllers/turn_controller.h"
#include "controllers/file_controller.h"
#include "play_test_support.h"

#include "dialogs/attack_dialog.h"
#include "controllers/combat_controller.h"
#include "controllers/computer_status.h"
#include "controllers/computer_turns.h"
#include "dialogs/defence_dialog.h"
#include "panes/log_panel.h"
#include "controllers/movement_controller.h"
#include "dialogs/new_game_dialog.h"

#include "eylau/ai/player.h"
#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QElapsedTimer>
#include <QPushButton>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

namespace eylau::game {
namespace {

using namespace std::chrono_literals;

GameOptions seeded(std::uint64_t seed = 11) {
    GameOptions o;
    o.seed = seed;
    return o;
}

Seats computerPlays(Side side, ai::Level level = ai::Level::Quick) {
    Seats s;
    s.set(side, level);
    return s;
}

// A quick computer that plays without pauses (the tests wait for it, not for the eye), on a small
// budget of work, never of time, so that a loaded machine plays the same games.
void hurry(MainWindow& window) {
    window.computer().setPace(0ms);
    window.computer().setWork(ai::WorkBudget{10});
}

TEST(ComputerPlayTest, TheComputerPlaysBothSidesToTheEndOfTheGame) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, seeded(5));
    hurry(*window);
    QSignalSpy problems(&window->computer(), &ComputerTurns::problem);
    QSignalSpy played(&window->computer(), &ComputerTurns::played);
    QSignalSpy thinking(&window->computer(), &ComputerTurns::thinkingStarted);
    Seats both = computerPlays(Side::French);
    both.set(Side::Allied, ai::Level::Quick);
    window->files().startNewGame(seeded(5), both);
    QTRY_VERIFY_WITH_TIMEOUT(window->game().state().phase == Phase::GameOver || !problems.isEmpty(), 240000);
    EXPECT_TRUE(problems.isEmpty()) << problems.value(0).value(0).toString().toStdString();
    ASSERT_EQ(window->game().state().phase, Phase::GameOver);
    // Every command went through the document (and so through Game::whyNot), and was logged.
    EXPECT_EQ(std::size_t(played.size()), window->document().session().record().lines.size());
    EXPECT_GE(thinking.size(), 2 * 9);  // at least a Movement and a Combat Phase a Game-Turn
    EXPECT_GT(window->logPanel()->eventCount(), 100);
    EXPECT_EQ(window->document().session().record().players,
              (std::map<std::string, std::string>{{"allied", "quick"}, {"french", "quick"}}));
    EXPECT_FALSE(window->computer().isBusy());
    EXPECT_EQ(window->computerStatus().text(), QStringLiteral("The game is over."));
}

// A person plays one side to the end against the computer. The "person" is the greedy player
// giving its commands through the window's document whenever the window lets a person act, and
// answering the defender's question (21.1) in the dialog the window opens for it.
void playAgainstTheComputer(Side computerSide, std::uint64_t seed) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, seeded(seed));
    hurry(*window);
    QSignalSpy problems(&window->computer(), &ComputerTurns::problem);
    window->files().startNewGame(seeded(seed), computerPlays(computerSide));
    const auto person = ai::makePlayer(ai::Level::Greedy, seed);
    int personCommands = 0, dialogAnswers = 0;
    QElapsedTimer clock;
    clock.start();
    while (window->game().state().phase != Phase::GameOver && problems.isEmpty() && clock.elapsed() < 240000) {
        QTest::qWait(1);  // the computer plays meanwhile, and may end the game
        if (window->game().state().phase == Phase::GameOver) break;
        if (!window->computer().personMayAct() || window->computer().isBusy()) continue;
        const auto side = ai::sideToAct(*scenario, window->game().state());
        ASSERT_TRUE(side.has_value());
        ASSERT_NE(*side, computerSide) << "the computer's side is left to the person";
        if (DefenceDialog* asked = window->combat()->defenceDialog(); asked && window->game().state().awaitingDefence) {
            asked->answerButton()->click();
            ++dialogAnswers;
            continue;
        }
        const auto command = person->next(window->game());
        ASSERT_TRUE(command.has_value());
        const ApplyResult result = window->document().apply(*command);
        ASSERT_TRUE(result.ok()) << formatCommand(*command) << ": " << result.refusal->describe();
        ++personCommands;
    }
    EXPECT_TRUE(problems.isEmpty()) << problems.value(0).value(0).toString().toStdString();
    EXPECT_EQ(window->game().state().phase, Phase::GameOver);
    EXPECT_GT(personCommands, 18);
    std::size_t computerCommands = 0;
    for (const RecordLine& line : window->document().session().record().lines)
        computerCommands += line.comment == "computer, quick" ? 1 : 0;
    EXPECT_GT(computerCommands, 18u);
    EXPECT_EQ(computerCommands + std::size_t(personCommands) + std::size_t(dialogAnswers),
              window->document().session().record().lines.size());
}

TEST(ComputerPlayTest, APersonPlaysTheFrenchToTheEndAgainstTheComputer) { playAgainstTheComputer(Side::Allied, 21); }

TEST(ComputerPlayTest, APersonPlaysTheAlliesToTheEndAgainstTheComputer) { playAgainstTheComputer(Side::French, 22); }

TEST(ComputerPlayTest, APersonsClicksAreRefusedWhileTheComputerPlaysUntilItIsPaused) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, seeded());
    window->computer().setPace(0ms);
    window->computer().setWork(ai::WorkBudget{});  // the level's passes in full: long enough to click while it thinks
    window->setSeats(computerPlays(Side::French, ai::Level::Normal));
    ASSERT_TRUE(window->computer().isThinking());
    EXPECT_TRUE(window->computerStatus().isVisible());
    EXPECT_TRUE(window->computerStatus().text().contains(QStringLiteral("thinking for the French")))
        << window->computerStatus().text().toStdString();
    EXPECT_FALSE(window->turns().endPhaseAction()->isEnabled());
    EXPECT_FALSE(window->turns().undoAction()->isEnabled());

    const GameState before = window->game().state();
    test::clickHex(*window, test::hexOf(*window, "Leg.1"));
    EXPECT_FALSE(window->movement()->selected().has_value());
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("The computer plays the French"))) << window->statusMessage().toStdString();
    EXPECT_TRUE(window->turns().endPhase().has_value());
    EXPECT_EQ(window->game().state(), before);

    // Paused: the thinking stops at once and the person may play the French by hand.
    window->pauseComputerAction()->trigger();
    EXPECT_TRUE(window->computer().isPaused());
    EXPECT_FALSE(window->computer().isBusy());
    // The action now says what it will do.
    EXPECT_EQ(window->pauseComputerAction()->text(), QStringLiteral("Resume Com&puter"));
    EXPECT_TRUE(window->turns().endPhaseAction()->isEnabled());
    test::clickHex(*window, test::hexOf(*window, "Leg.1"));
    EXPECT_EQ(window->movement()->selected(), test::unitNamed(*window, "Leg.1"));
    EXPECT_EQ(window->game().state(), before);  // nothing the computer decided was played
}

TEST(ComputerPlayTest, ThePersonEndsTheTurnAndTheComputerAnswersForTheAllies) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, seeded());
    hurry(*window);
    window->files().startNewGame(seeded(), computerPlays(Side::Allied));
    EXPECT_FALSE(window->computer().isBusy());  // the French move first: a person's turn
    EXPECT_EQ(window->computerStatus().text(), QStringLiteral("Your move (the French)."));
    ASSERT_FALSE(window->turns().endPhase().has_value());  // French Movement Phase
    EXPECT_FALSE(window->computer().isBusy());
    ASSERT_FALSE(window->turns().endPhase().has_value());  // French Combat Phase: no unit in contact yet
    // The Allied Player-Turn is the computer's, on its own.
    EXPECT_TRUE(window->computer().isBusy() || window->game().state().phasing == Side::Allied);
    QTRY_VERIFY_WITH_TIMEOUT(window->game().state().turn == 2 && window->game().state().phasing == Side::French, 60000);
    EXPECT_FALSE(window->computer().isBusy());
    // The Allied commands are in the record, marked as the computer's.
    const auto& lines = window->document().session().record().lines;
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines.back().comment, "computer, quick");
    EXPECT_TRUE(window->turns().endPhaseAction()->isEnabled());
}

// The computer's move is said once in the status bar, by its event (where from, to, the cost), not
// also by its command ("move Leg.1 to 1214 — [4.1] Leg.1 moves 1217 to 1214"): at scale 2 in French
// the doubled text took three lines.
TEST(ComputerPlayTest, TheComputersMoveIsSaidOnceInTheStatusBar) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, seeded());
    window->computer().setPace(200ms);
    window->computer().setWork(ai::WorkBudget{10});
    window->setSeats(computerPlays(Side::French));
    QTRY_VERIFY_WITH_TIMEOUT(window->statusMessage().contains(QStringLiteral(" moves ")), 30000);
    const QString said = window->statusMessage();
    EXPECT_TRUE(said.startsWith(QStringLiteral("Computer (Quick), French: [4.1] "))) << said.toStdString();
    EXPECT_EQ(said.count(QStringLiteral("move")), 1) << said.toStdString();
    EXPECT_FALSE(said.contains(QChar(0x2014))) << said.toStdString();
}

// The die says Dr at 1-1 (the small board): the Allied computer retreats its own unit (6.4).
TEST(ComputerPlayTest, TheComputerRetreatsItsUnitAfterAPersonsAttack) {
    GameOptions options = seeded();
    options.scriptedDice = {1};
    auto window = test::playWindow(test::smallBoard(), options);
    hurry(*window);
    window->setSeats(computerPlays(Side::Allied));
    ASSERT_FALSE(window->turns().endPhase().has_value());  // French Movement Phase
    ASSERT_TRUE(window->document().apply(AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, std::nullopt, false, {}}).ok());
    ASSERT_TRUE(window->game().state().pending.has_value());
    EXPECT_FALSE(window->computer().personMayAct());
    QTRY_VERIFY_WITH_TIMEOUT(window->computer().personMayAct() && !window->computer().isBusy(), 30000);
    const auto& lines = window->document().session().record().lines;
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(std::holds_alternative<RetreatCommand>(lines.back().command)) << formatCommand(lines.back().command);
    EXPECT_EQ(lines.back().comment, "computer, quick");
    EXPECT_NE(test::hexOf(*window, "Ru.1"), (Hex{5, 4}));
}

// 21.1: a person attacks with Fresh Strength; the Allied computer answers, no dialog is shown.
TEST(ComputerPlayTest, TheComputerAnswersTheDefendersFreshStrengthQuestion) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    GameOptions options = seeded(1807);
    options.scriptedDice = {3};
    auto window = test::playWindow(*scenario, options);
    hurry(*window);
    window->setSeats(computerPlays(Side::Allied));
    GameDocument& doc = window->document();
    ASSERT_TRUE(doc.apply(MoveCommand{"Leg.1", {Hex{14, 12}}}).ok());
    ASSERT_TRUE(doc.apply(MoveCommand{"Leg.2", {Hex{15, 12}}}).ok());
    ASSERT_FALSE(window->turns().endPhase().has_value());
    ASSERT_TRUE(doc.apply(AttackCommand{{"Leg.1", "Leg.2"}, {"Ost.3"}, {}, std::nullopt, false, {"Leg.1"}}).ok());
    ASSERT_TRUE(window->game().state().awaitingDefence.has_value());
    QTRY_VERIFY_WITH_TIMEOUT(!window->game().state().awaitingDefence && !window->computer().isBusy(), 30000);
    EXPECT_EQ(window->combat()->defenceDialog(), nullptr);
    EXPECT_EQ(window->game().state().dice.scriptedUsed, 1u);
    bool answered = false;
    for (const RecordLine& line : doc.session().record().lines)
        answered = answered || (std::holds_alternative<DefendCommand>(line.command) && line.comment == "computer, quick");
    EXPECT_TRUE(answered) << doc.session().recordText();
}

TEST(ComputerPlayTest, AGameAgainstTheComputerOpensAgainstTheComputer) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    auto window = test::playWindow(*scenario, seeded());
    hurry(*window);
    window->setSeats(computerPlays(Side::Allied, ai::Level::Strong));
    EXPECT_TRUE(window->document().isModified());
    const QString path = dir.filePath(QStringLiteral("vs.eylau"));
    ASSERT_TRUE(window->files().saveTo(path).isEmpty());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.readAll().contains("player allied strong\n"));

    auto other = test::playWindow(*scenario, seeded());
    ASSERT_TRUE(other->files().openFile(path).isEmpty());
    EXPECT_EQ(other->seats(), computerPlays(Side::Allied, ai::Level::Strong));
    EXPECT_FALSE(other->computer().isBusy());  // the French to move: a person
}

TEST(ComputerPlayTest, AComputerLevelTheProgramLacksIsReportedAndLeftToAPerson) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("odd.eylau"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("scenario eylau\nseed 3\nplayer french grandmaster\n");
    file.close();
    auto window = test::playWindow(*scenario, seeded());
    ASSERT_TRUE(window->files().openFile(path).isEmpty());
    EXPECT_FALSE(window->seats().anyComputer());
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("'grandmaster'"))) << window->statusMessage().toStdString();
}

TEST(ComputerPlayTest, NewGameOffersAPersonOrTheComputerForEachSide) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    NewGameDialog dialog(*scenario, true, computerPlays(Side::French, ai::Level::Strong));
    EXPECT_EQ(dialog.seats(), computerPlays(Side::French, ai::Level::Strong));
    dialog.setSeat(Side::French, std::nullopt);
    dialog.setSeat(Side::Allied, ai::Level::Normal);
    EXPECT_EQ(dialog.seats(), computerPlays(Side::Allied, ai::Level::Normal));
    EXPECT_EQ(Seats::fromRecord(dialog.seats().toRecord()), dialog.seats());
}

}  // namespace
}  // namespace eylau::game
