// GameSession: the record of a game being played, undo/redo of moves within the Movement Phase,
// atomic saves, and loads that either replay the whole record or change nothing.
#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include "eylau/ai/random_player.h"
#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace eylau {
namespace {

std::shared_ptr<const Scenario> eylau() { return test::sharedEylau(); }

ScenarioLookup lookup() {
    return [](const std::string& name, std::string& error) -> std::shared_ptr<const Scenario> {
        if (name == "eylau") return eylau();
        error = "there is no scenario '" + name + "' (this test knows only 'eylau')";
        return nullptr;
    };
}

GameOptions seeded(std::uint64_t seed, bool weather = false) {
    GameOptions o;
    o.seed = seed;
    o.weather = weather;
    return o;
}

// A temporary folder for one test, removed afterwards.
class TempDir {
public:
    TempDir() {
        path_ = std::filesystem::temp_directory_path() /
                ("eylau-session-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~TempDir() { std::filesystem::remove_all(path_); }
    std::string file(const std::string& name) const { return (path_ / name).string(); }

private:
    std::filesystem::path path_;
};

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeText(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

// A legal move for the phasing player: the first unit that can move, to its first reachable hex
// that is not friendly-occupied.
std::optional<MoveCommand> someMove(const Game& game, std::size_t skip = 0) {
    const Scenario& scenario = game.scenario();
    for (UnitIndex u : unitIndices(scenario)) {
        if (game.state().units[u.slot()].status != UnitStatus::OnMap) continue;
        for (const Reach& r : game.reachable(u)) {
            if (r.friendlyOccupied) continue;
            if (skip > 0) {
                --skip;
                break;  // the next unit
            }
            return MoveCommand{scenario.units[u.slot()].id, {r.hex}};
        }
    }
    return std::nullopt;
}

// Plays random legal commands until `stop` says so (or the game ends).
template <typename Stop>
void playUntil(GameSession& session, RandomPlayer& player, Stop stop, int limit = 20000) {
    for (int i = 0; i < limit && !session.game().gameOver() && !stop(session); ++i) {
        const auto c = player.next(session.game());
        ASSERT_TRUE(c.has_value());
        ASSERT_TRUE(session.apply(*c).ok());
    }
}

TEST(GameSessionTest, ANewSessionRecordsTheScenarioSeedAndWeather) {
    GameSession session(eylau(), "eylau", seeded(42, true));
    EXPECT_EQ(session.record().scenario, "eylau");
    EXPECT_EQ(session.record().seed, 42u);
    EXPECT_EQ(session.record().options.at("weather"), true);
    EXPECT_TRUE(session.state().weather);
    EXPECT_TRUE(session.record().lines.empty());
    EXPECT_FALSE(session.canUndo());
    EXPECT_FALSE(session.canRedo());
}

TEST(GameSessionTest, RefusalsPassThroughAndChangeNothing) {
    GameSession session(eylau(), "eylau", seeded(1));
    const GameState before = session.state();
    const ApplyResult r = session.apply(MoveCommand{"Nobody", {Hex{1, 1}}});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.refusal->reason().find("Nobody"), std::string::npos);
    EXPECT_EQ(session.state(), before);
    EXPECT_TRUE(session.record().lines.empty());
}

TEST(GameSessionTest, UndoAndRedoAMove) {
    GameSession session(eylau(), "eylau", seeded(1));
    const GameState start = session.state();
    const auto move = someMove(session.game());
    ASSERT_TRUE(move.has_value());
    const ApplyResult r = session.apply(*move);
    ASSERT_TRUE(r.ok()) << r.refusal->describe();
    ASSERT_EQ(session.steps().size(), 1u);
    EXPECT_FALSE(session.steps()[0].events.empty());
    const GameState moved = session.state();
    ASSERT_NE(moved, start);

    EXPECT_TRUE(session.canUndo());
    EXPECT_EQ(session.undoCommand(), Command(*move));
    EXPECT_FALSE(session.undo().has_value());
    EXPECT_EQ(session.state(), start);
    EXPECT_TRUE(session.record().lines.empty());
    EXPECT_TRUE(session.canRedo());
    EXPECT_EQ(session.redoCommand(), Command(*move));

    EXPECT_FALSE(session.redo().has_value());
    EXPECT_EQ(session.state(), moved);
    EXPECT_EQ(session.record().lines.size(), 1u);
    EXPECT_EQ(session.steps().size(), 1u);
    EXPECT_FALSE(session.canRedo());
}

TEST(GameSessionTest, SeveralUndosThenANewMoveClearsRedo) {
    GameSession session(eylau(), "eylau", seeded(1));
    const GameState start = session.state();
    for (int i = 0; i < 3; ++i) {
        const auto move = someMove(session.game(), std::size_t(i));
        ASSERT_TRUE(move.has_value());
        ASSERT_TRUE(session.apply(*move).ok());
    }
    for (int i = 0; i < 3; ++i) EXPECT_FALSE(session.undo().has_value());
    EXPECT_EQ(session.state(), start);
    const Verdict nothing = session.undo();
    ASSERT_TRUE(nothing.has_value());
    EXPECT_EQ(nothing->reason(), "there is nothing to undo");
    EXPECT_FALSE(session.redo().has_value());
    ASSERT_TRUE(session.canRedo());
    const auto other = someMove(session.game(), 5);
    ASSERT_TRUE(other.has_value());
    ASSERT_TRUE(session.apply(*other).ok());
    EXPECT_FALSE(session.canRedo());
}

TEST(GameSessionTest, UndoStopsAtTheEndOfThePhase) {
    GameSession session(eylau(), "eylau", seeded(1));
    ASSERT_TRUE(session.apply(*someMove(session.game())).ok());
    ASSERT_TRUE(session.apply(EndPhaseCommand{}).ok());
    const GameState afterEnd = session.state();
    const Verdict why = session.undoRefusal();
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->ruleCase, "3.0");
    EXPECT_NE(why->reason().find("French Movement Phase of Game-Turn 1 has ended"), std::string::npos) << why->reason();
    EXPECT_EQ(session.undo(), why);
    EXPECT_EQ(session.state(), afterEnd);
}

TEST(GameSessionTest, UndoIsRefusedPastADieRoll) {
    GameSession session(eylau(), "eylau", seeded(5));
    RandomPlayer player(17);
    playUntil(session, player, [](const GameSession& s) {
        return !s.steps().empty() && s.steps().back().rollsAfter > s.steps().back().rollsBefore;
    });
    ASSERT_FALSE(session.steps().empty());
    ASSERT_GT(session.state().dice.rolled, 0u);
    const GameState rolled = session.state();
    const std::size_t lines = session.record().lines.size();
    const Verdict why = session.undo();
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->ruleCase, "6.1");
    EXPECT_EQ(session.state(), rolled);
    EXPECT_EQ(session.record().lines.size(), lines);
    EXPECT_FALSE(session.canRedo());
}

TEST(GameSessionTest, UndoIsRefusedPastAScriptedDieRollToo) {
    nlohmann::json j = test::minimalScenarioJson();
    j["map"]["columns"] = 8;
    j["map"]["rows"] = 8;
    j["units"][0]["start"] = "0404";
    j["units"][2]["start"] = "0504";
    auto board = std::make_shared<const Scenario>(test::loadScenario(j));
    GameOptions o;
    o.scriptedDice = {1};
    GameSession session(board, "test", o);
    ASSERT_TRUE(session.apply(EndPhaseCommand{}).ok());
    const ApplyResult attack = session.apply(AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, std::nullopt, false, {}});
    ASSERT_TRUE(attack.ok()) << attack.refusal->describe();
    EXPECT_EQ(session.steps().back().rollsAfter, session.steps().back().rollsBefore + 1);
    const Verdict why = session.undoRefusal();
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->ruleCase, "6.1");
}

TEST(GameSessionTest, CombatChoicesWithoutADieAreNotUndoneEither) {
    GameSession session(eylau(), "eylau", seeded(5));
    RandomPlayer player(17);
    // Play on until a retreat, a loss or an advance has been applied.
    playUntil(session, player, [](const GameSession& s) {
        if (s.record().lines.empty()) return false;
        const Command& c = s.record().lines.back().command;
        return std::holds_alternative<RetreatCommand>(c) || std::holds_alternative<AdvanceCommand>(c) ||
               std::holds_alternative<LoseCommand>(c);
    });
    ASSERT_FALSE(session.record().lines.empty());
    const Verdict why = session.undoRefusal();
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->ruleCase, "6.1");
}

TEST(GameSessionTest, SaveThenLoadGivesTheSameStateAndTheSameNextDieRoll) {
    TempDir dir;
    GameSession session(eylau(), "eylau", seeded(77, true));
    RandomPlayer player(5);
    playUntil(session, player, [](const GameSession& s) { return s.record().lines.size() >= 400; });
    ASSERT_GT(session.state().dice.rolled, 0u);
    const std::string path = dir.file("game.eylau");
    ASSERT_EQ(session.save(path), std::nullopt);
    EXPECT_EQ(readText(path), session.recordText());

    const SessionLoad loaded = GameSession::load(path, lookup());
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    EXPECT_EQ(loaded.session->state(), session.state());
    EXPECT_EQ(loaded.session->state().dice.peek(), session.state().dice.peek());
    EXPECT_EQ(loaded.session->record().seed, 77u);
    EXPECT_EQ(loaded.session->record().options, session.record().options);
    ASSERT_EQ(loaded.session->record().lines.size(), session.record().lines.size());
    for (std::size_t i = 0; i < session.record().lines.size(); ++i)
        EXPECT_EQ(loaded.session->record().lines[i].command, session.record().lines[i].command) << i;
    EXPECT_EQ(loaded.session->steps().size(), session.steps().size());
    // Saving the loaded game writes the same bytes.
    EXPECT_EQ(loaded.session->recordText(), session.recordText());
}

TEST(GameSessionTest, CommentsAreKeptInTheSavedRecord) {
    TempDir dir;
    GameSession session(eylau(), "eylau", seeded(1));
    ASSERT_TRUE(session.apply(EndPhaseCommand{}, "French Movement Phase of Game-Turn 1 ends").ok());
    const std::string path = dir.file("c.eylau");
    ASSERT_EQ(session.save(path), std::nullopt);
    EXPECT_NE(readText(path).find("end  # French Movement Phase of Game-Turn 1 ends"), std::string::npos);
    const SessionLoad loaded = GameSession::load(path, lookup());
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    EXPECT_EQ(loaded.session->record().lines.at(0).comment, "French Movement Phase of Game-Turn 1 ends");
}

TEST(GameSessionTest, ThePlayersAreSavedAndLoadedWithTheRecord) {
    TempDir dir;
    GameSession session(eylau(), "eylau", seeded(1));
    session.setPlayers({{"french", "strong"}});
    ASSERT_TRUE(session.apply(EndPhaseCommand{}).ok());
    const std::string path = dir.file("p.eylau");
    ASSERT_EQ(session.save(path), std::nullopt);
    EXPECT_NE(readText(path).find("player french strong\nend\n"), std::string::npos) << readText(path);
    const SessionLoad loaded = GameSession::load(path, lookup());
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    EXPECT_EQ(loaded.session->record().players, session.record().players);
    EXPECT_EQ(loaded.session->recordText(), session.recordText());
}

TEST(GameSessionTest, SavingReplacesTheFileWholeAndReportsAnUnwritablePlace) {
    TempDir dir;
    const std::string path = dir.file("over.eylau");
    writeText(path, std::string(100000, 'x'));
    GameSession session(eylau(), "eylau", seeded(1));
    ASSERT_EQ(session.save(path), std::nullopt);
    EXPECT_EQ(readText(path), session.recordText());
    // No temporary file is left beside it.
    int files = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(path).parent_path()))
        ++files;
    EXPECT_EQ(files, 1);
    const auto error = session.save(dir.file("no-such-folder/game.eylau"));
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("no-such-folder/game.eylau"), std::string::npos) << *error;
}

TEST(GameSessionTest, AMalformedRecordGivesAnErrorNamingTheFileAndLine) {
    TempDir dir;
    const std::string path = dir.file("damaged.eylau");
    writeText(path, "scenario eylau\nseed 3\nend\nmvoe Tut.1 0715\n");
    const SessionLoad loaded = GameSession::load(path, lookup());
    EXPECT_FALSE(loaded.ok());
    EXPECT_EQ(loaded.session, nullptr);
    EXPECT_NE(loaded.error.find(path + ": line 4: unknown command 'mvoe'"), std::string::npos) << loaded.error;
}

TEST(GameSessionTest, ARefusedCommandInARecordGivesNoHalfLoadedSession) {
    TempDir dir;
    GameSession current(eylau(), "eylau", seeded(9));
    ASSERT_TRUE(current.apply(*someMove(current.game())).ok());
    const GameState before = current.state();

    const std::string path = dir.file("illegal.eylau");
    // Line 5 moves a Guard unit on Game-Turn 1 (19.1) after a legal first line.
    std::string guard;
    for (const Unit& u : eylau()->units) {
        const Division* d = eylau()->division(u.division);
        if (d && d->guard && u.start) {
            guard = u.id;
            break;
        }
    }
    ASSERT_FALSE(guard.empty());
    writeText(path, "scenario eylau\nseed 3\n# a comment\nend\nmove " + guard + " 1515\n");
    const SessionLoad loaded = GameSession::load(path, lookup());
    ASSERT_FALSE(loaded.ok());
    EXPECT_NE(loaded.error.find(path + ": line 5: "), std::string::npos) << loaded.error;
    EXPECT_NE(loaded.error.find("(in 'move " + guard + " 1515')"), std::string::npos) << loaded.error;
    // The game already open is untouched.
    EXPECT_EQ(current.state(), before);
    EXPECT_EQ(current.record().lines.size(), 1u);
}

TEST(GameSessionTest, UnknownScenarioOptionOrMissingFileAreReported) {
    TempDir dir;
    const std::string other = dir.file("other.eylau");
    writeText(other, "scenario dresden\nseed 3\n");
    SessionLoad loaded = GameSession::load(other, lookup());
    ASSERT_FALSE(loaded.ok());
    EXPECT_NE(loaded.error.find(other + ": line 1: there is no scenario 'dresden'"), std::string::npos) << loaded.error;

    const std::string option = dir.file("option.eylau");
    writeText(option, "scenario eylau\noption fog on\n");
    loaded = GameSession::load(option, lookup());
    ASSERT_FALSE(loaded.ok());
    EXPECT_NE(loaded.error.find(option + ": line 2: unknown option 'fog'"), std::string::npos) << loaded.error;

    loaded = GameSession::load(dir.file("missing.eylau"), lookup());
    ASSERT_FALSE(loaded.ok());
    EXPECT_NE(loaded.error.find("missing.eylau: cannot open the file"), std::string::npos) << loaded.error;
}

std::vector<std::string> described(const std::vector<Event>& events) {
    std::vector<std::string> out;
    for (const Event& e : events) out.push_back(e.describe());
    return out;
}

// Undo replays from the position after the last command that cannot be undone; the result is
// the game a full replay of the shorter record gives, with the same dice to come.
TEST(GameSessionTest, UndoFromTheLastFixedPositionEqualsAFullReplay) {
    for (std::uint64_t seed : {3u, 17u, 29u}) {
        GameSession session(eylau(), "eylau", seeded(seed, true));
        RandomPlayer player(seed);
        playUntil(session, player, [](const GameSession& s) {
            return s.state().turn >= 4 && s.state().phase == Phase::Movement && s.canUndo() &&
                   s.record().lines.size() >= 2 && s.steps().size() >= 2;
        });
        ASSERT_TRUE(session.canUndo()) << seed;
        const std::vector<std::string> lastEvents = described(session.steps().back().events);
        ASSERT_FALSE(session.undo().has_value());
        const SessionLoad full = GameSession::fromText(session.recordText(), "replay", lookup());
        ASSERT_TRUE(full.ok()) << full.error;
        EXPECT_EQ(session.state(), full.session->state()) << seed;
        EXPECT_EQ(session.state().dice.peek(), full.session->state().dice.peek()) << seed;
        ASSERT_EQ(session.steps().size(), full.session->steps().size());
        for (std::size_t i = 0; i < session.steps().size(); ++i)
            EXPECT_EQ(described(session.steps()[i].events), described(full.session->steps()[i].events)) << seed << " step " << i;
        // Undo as far as the rules allow, then redo everything: back where it was.
        const GameState before = session.state();
        int undone = 0;
        while (session.canUndo()) {
            ASSERT_FALSE(session.undo().has_value());
            ++undone;
        }
        for (int i = 0; i < undone; ++i) ASSERT_FALSE(session.redo().has_value());
        EXPECT_EQ(session.state(), before) << seed;
        ASSERT_FALSE(session.redo().has_value());
        EXPECT_EQ(described(session.steps().back().events), lastEvents) << seed;
    }
}

// How long it takes is measured by the benchmark BM_UndoAndRedoLateInAGame (tests/benchmarks), not here.
TEST(GameSessionTest, UndoLateInAGameTakesBackOneCommand) {
    GameSession session(eylau(), "eylau", seeded(13));
    RandomPlayer player(2);
    // Deep into the game, at a Movement Phase with a move made.
    playUntil(session, player, [](const GameSession& s) {
        return s.state().turn >= 8 && s.state().phase == Phase::Movement && s.canUndo();
    });
    ASSERT_TRUE(session.canUndo());
    const std::size_t lines = session.record().lines.size();
    const GameState before = session.state();
    EXPECT_FALSE(session.undo().has_value());
    EXPECT_EQ(session.record().lines.size(), lines - 1);
    EXPECT_NE(session.state(), before);
    EXPECT_FALSE(session.redo().has_value());
    EXPECT_EQ(session.record().lines.size(), lines);
    EXPECT_EQ(session.state(), before);
}

}  // namespace
}  // namespace eylau
