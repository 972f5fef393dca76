// Play by e-mail (turn_file.h, turn_exchange.h, record_chain.h): a turn file extends the game the
// opponent last had; an edit of a past line, its dice, the seed or the options, reordered or
// removed lines, and a command for the receiver's side are each named with their line.
#include "eylau/ai/player.h"
#include "eylau/game/decision_due.h"
#include "eylau/record/record_chain.h"
#include "eylau/record/turn_file.h"
#include "eylau/remote/turn_exchange.h"
#include "support/game_fixture.h"
#include "support/remote_pair.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string all(const std::vector<std::string>& problems) {
    std::string s;
    for (const auto& p : problems) s += p + "\n";
    return s;
}

// A seeded game (e-mail games roll from the seed) played by greedy players until `side` must
// act again after the other side has: `commands` at least.
std::unique_ptr<GameSession> playedGame(int commands) {
    GameOptions options;
    options.seed = 77;
    auto session = std::make_unique<GameSession>(test::sharedEylau(), "eylau", options);
    auto french = ai::makePlayer(ai::Level::Greedy, 1);
    auto allied = ai::makePlayer(ai::Level::Greedy, 2);
    for (int i = 0; i < commands; ++i) {
        const Game& g = session->game();
        const auto due = decisionDue(g).side;
        if (!due) break;
        const auto c = (*due == Side::French ? *french : *allied).next(g);
        if (!c || !session->apply(*c).ok()) break;
    }
    return session;
}

// The session played on while `side` is to act.
void playSide(GameSession& session, Side side, int atMost = 400) {
    auto player = ai::makePlayer(ai::Level::Greedy, 3);
    for (int i = 0; i < atMost && decisionDue(session.game()).side == side; ++i) {
        const auto c = player->next(session.game());
        ASSERT_TRUE(c && session.apply(*c).ok());
    }
}

TEST(TurnFile, WritesAndReadsBackWithItsChain) {
    auto session = playedGame(40);
    const std::string text = writeTurnFile(session->record(), Side::French);
    const TurnFileRead read = readTurnFile(text);
    ASSERT_TRUE(read.file) << all(read.errors);
    EXPECT_EQ(read.file->sender, Side::French);
    EXPECT_EQ(read.file->record.lines.size(), session->record().lines.size());
    EXPECT_EQ(read.file->chain, recordChain(session->record()).back());
}

TEST(TurnFile, AnEditedLineBreaksTheChain) {
    auto session = playedGame(40);
    std::string text = writeTurnFile(session->record(), Side::French);
    const auto at = text.rfind("\nend\n");
    ASSERT_NE(at, std::string::npos);
    text.insert(at + 1, "end\n");  // a line slipped in
    const TurnFileRead read = readTurnFile(text);
    ASSERT_FALSE(read.file);
    EXPECT_TRUE(contains(all(read.errors), "holds")) << all(read.errors);
    EXPECT_FALSE(readTurnFile("scenario eylau\n").file);
    EXPECT_TRUE(contains(all(readTurnFile("scenario eylau\n").errors), "not an Eylau turn file"));
}

TEST(TurnFile, TheOpponentsTurnIsTakenAndItsFirstNewCommandFound) {
    // The French send their first turn; the Allies open it with the game they had (none), play,
    // and send theirs back; the French check it against the game they sent.
    auto french = playedGame(0);
    playSide(*french, Side::French);
    const std::string first = writeTurnFile(french->record(), Side::French);
    TurnCheck atAllies = checkTurnFile(first, "t1.eylau-turn", nullptr, Side::Allied, test::eylauOnly());
    ASSERT_TRUE(atAllies.ok()) << all(atAllies.problems);
    EXPECT_EQ(atAllies.sender, Side::French);
    playSide(*atAllies.session, Side::Allied);
    const std::string second = writeTurnFile(atAllies.session->record(), Side::Allied);
    TurnCheck atFrench = checkTurnFile(second, "t2.eylau-turn", french.get(), Side::French, test::eylauOnly());
    ASSERT_TRUE(atFrench.ok()) << all(atFrench.problems);
    EXPECT_EQ(atFrench.firstNew, french->record().lines.size());
    EXPECT_GT(atFrench.session->record().lines.size(), atFrench.firstNew);
}

TEST(TurnFile, RewrittenHistoryIsNamedWithItsLine) {
    auto french = playedGame(0);
    playSide(*french, Side::French);
    TurnCheck atAllies = checkTurnFile(writeTurnFile(french->record(), Side::French), "t1", nullptr, Side::Allied,
                                       test::eylauOnly());
    ASSERT_TRUE(atAllies.ok()) << all(atAllies.problems);
    playSide(*atAllies.session, Side::Allied);
    GameRecord edited = atAllies.session->record();
    // The Allies change the French first move and the seed, and keep the chain consistent.
    ASSERT_TRUE(std::holds_alternative<MoveCommand>(edited.lines[0].command));
    std::swap(edited.lines[0], edited.lines[1]);
    edited.seed = 78;
    const TurnCheck check = checkTurnFile(writeTurnFile(edited, Side::Allied), "t2.eylau-turn", french.get(),
                                          Side::French, test::eylauOnly());
    EXPECT_FALSE(check.ok());
    const std::string problems = all(check.problems);
    EXPECT_TRUE(contains(problems, "the seed was changed from 77 to 78")) << problems;
    EXPECT_TRUE(contains(problems, "t2.eylau-turn: line 12: command 1 was")) << problems;
    EXPECT_TRUE(contains(problems, "the lines were reordered")) << problems;
}

TEST(TurnFile, RemovedCommandsAndChangedOptionsAreNamed) {
    auto french = playedGame(30);
    GameRecord shorter = french->record();
    shorter.lines.resize(shorter.lines.size() - 2);
    shorter.options["weather"] = !shorter.options["weather"];
    const auto problems = whyNotExtension(french->record(), shorter);
    const std::string text = all(problems);
    EXPECT_TRUE(contains(text, "the last 2 were removed")) << text;
    EXPECT_TRUE(contains(text, "option 'weather' was turned")) << text;
    EXPECT_TRUE(whyNotExtension(french->record(), french->record()).empty());
}

TEST(TurnFile, TheSenderCannotGiveTheReceiversCommands) {
    auto french = playedGame(0);
    playSide(*french, Side::French);
    TurnCheck atAllies = checkTurnFile(writeTurnFile(french->record(), Side::French), "t1", nullptr, Side::Allied,
                                       test::eylauOnly());
    ASSERT_TRUE(atAllies.ok());
    // The Allies play their turn and the French's next one too, and send it all.
    playSide(*atAllies.session, Side::Allied);
    playSide(*atAllies.session, Side::French);
    const TurnCheck check = checkTurnFile(writeTurnFile(atAllies.session->record(), Side::Allied), "t2", french.get(),
                                          Side::French, test::eylauOnly());
    EXPECT_FALSE(check.ok());
    EXPECT_TRUE(contains(all(check.problems), "is for the French to give, not for the sender")) << all(check.problems);
    // A file "from" the receiver's own side is refused too.
    const TurnCheck own = checkTurnFile(writeTurnFile(french->record(), Side::French), "t3", french.get(), Side::French,
                                        test::eylauOnly());
    EXPECT_TRUE(contains(all(own.problems), "the side you play")) << all(own.problems);
}

}  // namespace
}  // namespace eylau
