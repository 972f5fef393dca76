// Taking back moves by consent in a game played live (remote_game.h; docs/remote-play.md, "Taking
// back moves"), two programs wired in memory: a takeback accepted and one declined leave the same
// record on both sides; nothing is taken back past a die roll; no one plays while the question is
// open; a forged, stale or malformed question or answer is refused and changes nothing.
#include "eylau/ai/player.h"
#include "eylau/game/decision_due.h"
#include "eylau/record/record_chain.h"
#include "eylau/remote/remote_game.h"
#include "support/remote_pair.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

using test::RemotePair;
using Kind = RemoteNotice::Kind;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The French give `n` moves of their first Movement Phase (19.1: they move first), as the
// computer chooses them; each reaches the Allies.
void frenchMoves(RemotePair& p, std::size_t n) {
    auto french = ai::makePlayer(ai::Level::Greedy, 31);
    while (p.french->session().record().lines.size() < n) {
        const Game& game = p.french->session().game();
        std::optional<Command> c = french->next(game);
        ASSERT_TRUE(c);
        ASSERT_TRUE(std::holds_alternative<MoveCommand>(*c)) << formatCommand(*c);
        ASSERT_FALSE(game.wouldRoll(*c));
        ASSERT_FALSE(p.french->play(*c));
        p.pump();
    }
}

std::string chainHex(const RemoteGame& g) { return toHex(recordChain(g.session().record()).back()); }
std::size_t length(const RemoteGame& g) { return g.session().record().lines.size(); }

// The refusal notices a program gave since the last call, each one's text.
std::vector<std::string> refusals(RemoteGame& g) {
    std::vector<std::string> out;
    for (const RemoteNotice& n : g.takeNotices())
        if (n.kind == Kind::Refused) out.push_back(n.text);
    return out;
}

void expectSameGame(RemotePair& p) {
    EXPECT_FALSE(p.french->isStopped()) << p.french->stopReason();
    EXPECT_FALSE(p.allied->isStopped()) << p.allied->stopReason();
    EXPECT_EQ(p.french->session().record(), p.allied->session().record());
    EXPECT_EQ(stateDigest(p.french->session()), stateDigest(p.allied->session()));
}

// Both programs hold the same `commands` commands, and the French (whose Movement Phase it is) play on.
void expectFrenchPlayOn(RemotePair& p, std::size_t commands) {
    EXPECT_EQ(length(*p.allied), commands);
    expectSameGame(p);
    EXPECT_TRUE(p.french->isMyTurn());
}

TEST(RemoteTakeback, AnAcceptedTakebackUndoesTheSameMovesOnBothSides) {
    RemotePair p = test::hostedPair();
    frenchMoves(p, 3);
    const GameRecord afterOne = [&] {
        GameRecord r = p.french->session().record();
        r.lines.resize(1);
        return r;
    }();
    EXPECT_EQ(p.french->takebackAvailable(), 3u);
    EXPECT_EQ(p.allied->takebackAvailable(), 0u);
    ASSERT_FALSE(p.french->askTakeback(2));
    p.pump();
    ASSERT_TRUE(p.allied->isTakebackOpen());
    EXPECT_FALSE(p.allied->takebackAskedHere());
    EXPECT_TRUE(p.french->takebackAskedHere());
    const auto asked = p.noticesOf(Kind::TakebackAsked);
    ASSERT_EQ(asked.size(), 2u);  // the asker's, and the opponent's question
    const RemoteNotice& question = asked.back().ours ? asked.front() : asked.back();
    EXPECT_FALSE(question.ours);
    ASSERT_EQ(question.lines.size(), 2u);
    EXPECT_EQ(question.index, 1u);
    EXPECT_EQ(question.lines[0].command, p.french->session().record().lines[1].command);

    ASSERT_FALSE(p.allied->answerTakeback(true));
    p.pump();
    EXPECT_EQ(length(*p.french), 1u);
    EXPECT_EQ(p.french->session().record().lines, afterOne.lines);
    expectSameGame(p);
    const auto taken = p.noticesOf(Kind::TakenBack);
    ASSERT_EQ(taken.size(), 2u);
    for (const RemoteNotice& n : taken) {
        EXPECT_EQ(n.index, 1u);
        EXPECT_EQ(n.lines.size(), 2u);
    }
    EXPECT_TRUE(p.noticesOf(Kind::Refused).empty());
    EXPECT_FALSE(p.french->isTakebackOpen());
    EXPECT_FALSE(p.allied->isTakebackOpen());

    // The saves hold the shorter record, and play goes on from it: the hash chain and the
    // states compared were cut back with it.
    for (const Side s : {Side::French, Side::Allied}) {
        std::string error;
        const auto restored = RemoteGame::restore(p.of(s).saveText(), test::eylauOnly(), error);
        ASSERT_TRUE(restored) << error;
        EXPECT_EQ(restored->session().record().lines.size(), 1u);
    }
    ASSERT_TRUE(p.french->isMyTurn());
    frenchMoves(p, 4);
    auto french = ai::makePlayer(ai::Level::Greedy, 5);
    auto allied = ai::makePlayer(ai::Level::Greedy, 6);
    test::playOn(p, *french, *allied, 300);
    expectSameGame(p);
    EXPECT_TRUE(p.noticesOf(Kind::Refused).empty());
}

TEST(RemoteTakeback, ADeclinedTakebackChangesNothing) {
    RemotePair p = test::hostedPair();
    frenchMoves(p, 2);
    const GameRecord before = p.french->session().record();
    ASSERT_FALSE(p.french->askTakeback(2));
    p.pump();
    ASSERT_FALSE(p.allied->answerTakeback(false));
    p.pump();
    EXPECT_EQ(p.french->session().record(), before);
    expectSameGame(p);
    const auto declined = p.noticesOf(Kind::TakebackDeclined);
    ASSERT_EQ(declined.size(), 2u);
    EXPECT_TRUE(p.noticesOf(Kind::TakenBack).empty());
    EXPECT_FALSE(p.french->isTakebackOpen());
    EXPECT_TRUE(p.french->isMyTurn());
    frenchMoves(p, 3);
    expectSameGame(p);
}

TEST(RemoteTakeback, NothingIsTakenBackPastADieRoll) {
    RemotePair p = test::hostedPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 21);
    auto allied = ai::makePlayer(ai::Level::Greedy, 22);
    // Play until a command that rolled has joined the record.
    test::playOn(p, *french, *allied, 5000, [](RemotePair& q) {
        const auto& lines = q.french->session().record().lines;
        return lines.empty() || !lines.back().reveal;
    });
    const auto& lines = p.french->session().record().lines;
    ASSERT_FALSE(lines.empty());
    ASSERT_TRUE(lines.back().reveal);
    const Side roller = p.french->session().steps().back().phasing;
    RemoteGame& asker = p.of(roller);
    RemoteGame& opponent = p.of(roller == Side::French ? Side::Allied : Side::French);
    EXPECT_EQ(asker.takebackAvailable(), 0u);
    const Verdict why = asker.askTakeback(1);
    ASSERT_TRUE(why);
    EXPECT_TRUE(contains(why->describe(), "die has been rolled")) << why->describe();
    EXPECT_FALSE(asker.isTakebackOpen());
    // A program that asks anyway is refused by the other, naming the roll; nothing changes.
    const GameRecord before = opponent.session().record();
    p.pump();
    opponent.takeNotices();
    opponent.receive("takeback ask " + std::to_string(lines.size()) + " 1 " + chainHex(opponent));
    const auto refused = refusals(opponent);
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_TRUE(contains(refused[0], "die has been rolled")) << refused[0];
    EXPECT_FALSE(opponent.isTakebackOpen());
    EXPECT_EQ(opponent.session().record(), before);
    expectSameGame(p);
}

TEST(RemoteTakeback, NoOnePlaysWhileATakebackQuestionIsOpen) {
    RemotePair p = test::hostedPair();
    frenchMoves(p, 2);
    ASSERT_FALSE(p.french->askTakeback(1));
    p.pump();
    EXPECT_FALSE(p.french->isMyTurn());
    auto french = ai::makePlayer(ai::Level::Greedy, 41);
    const std::optional<Command> next = french->next(p.french->session().game());
    ASSERT_TRUE(next);
    const Verdict mine = p.french->play(*next);
    ASSERT_TRUE(mine);
    EXPECT_TRUE(contains(mine->describe(), "once he answers")) << mine->describe();
    const Verdict theirs = p.allied->play(EndPhaseCommand{});
    ASSERT_TRUE(theirs);
    EXPECT_TRUE(contains(theirs->describe(), "answer him first")) << theirs->describe();
    // A second question, or a command sent anyway, is refused by the opponent's program.
    EXPECT_TRUE(p.french->askTakeback(1));
    p.allied->takeNotices();
    p.allied->receive("command 2 " + formatCommand(*next));
    p.allied->receive("takeback ask 2 1 " + chainHex(*p.allied));
    const auto refused = refusals(*p.allied);
    ASSERT_EQ(refused.size(), 2u);
    EXPECT_TRUE(contains(refused[0], "question to take back moves is open")) << refused[0];
    EXPECT_TRUE(contains(refused[1], "open already")) << refused[1];
    EXPECT_EQ(length(*p.allied), 2u);
    ASSERT_FALSE(p.allied->answerTakeback(true));
    p.pump();
    expectFrenchPlayOn(p, 1);
}

TEST(RemoteTakeback, AForgedOrStaleAnswerIsRefusedAndChangesNothing) {
    RemotePair p = test::hostedPair();
    frenchMoves(p, 2);
    const GameRecord before = p.french->session().record();
    const std::string chain = chainHex(*p.french);
    // No question is open.
    p.french->takeNotices();
    p.french->receive("takeback yes 2 1 " + chain);
    auto refused = refusals(*p.french);
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_TRUE(contains(refused[0], "asked none")) << refused[0];
    const Verdict none = p.allied->answerTakeback(true);
    ASSERT_TRUE(none);
    EXPECT_TRUE(contains(none->describe(), "has not asked")) << none->describe();

    ASSERT_FALSE(p.french->askTakeback(1));
    p.pump();
    p.french->takeNotices();
    // Answers to another question than the one asked: another count, another record, garbage.
    p.french->receive("takeback yes 2 2 " + chain);
    p.french->receive("takeback yes 1 1 " + chain);
    p.french->receive("takeback yes 2 1 " + std::string(64, '0'));
    p.french->receive("takeback yes 2 1");
    p.french->receive("takeback perhaps 2 1 " + chain);
    p.french->receive("takeback yes 2 0 " + chain);
    refused = refusals(*p.french);
    ASSERT_EQ(refused.size(), 6u);
    for (int i = 0; i < 3; ++i) EXPECT_TRUE(contains(refused[i], "another question")) << refused[i];
    for (int i = 3; i < 6; ++i) EXPECT_TRUE(contains(refused[i], "refused")) << refused[i];
    EXPECT_EQ(p.french->session().record(), before);
    EXPECT_TRUE(p.french->isTakebackOpen());  // the question stays open for the real answer
    ASSERT_FALSE(p.allied->answerTakeback(false));
    p.pump();
    expectSameGame(p);
    EXPECT_EQ(p.french->session().record(), before);
    // The real answer, replayed, is refused: the question is closed.
    p.french->receive("takeback no 2 1 " + chain);
    refused = refusals(*p.french);
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_TRUE(contains(refused[0], "asked none")) << refused[0];
}

TEST(RemoteTakeback, AForgedOrStaleQuestionIsRefusedAndChangesNothing) {
    RemotePair p = test::hostedPair();
    frenchMoves(p, 2);
    const std::string chain = chainHex(*p.french);
    const GameRecord before = p.french->session().record();
    // The French program receives questions "from the Allies" about French moves, a stale
    // record, a rewritten one, and a malformed question.
    p.french->takeNotices();
    p.french->receive("takeback ask 2 1 " + chain);
    p.french->receive("takeback ask 1 1 " + toHex(recordChain(p.french->session().record())[1]));
    p.french->receive("takeback ask 2 1 " + std::string(64, 'a'));
    p.french->receive("takeback ask 2 3 " + chain);
    p.french->receive("takeback ask two 1 " + chain);
    const auto refused = refusals(*p.french);
    ASSERT_EQ(refused.size(), 5u);
    EXPECT_TRUE(contains(refused[0], "this side's, not his")) << refused[0];
    EXPECT_TRUE(contains(refused[1], "stale")) << refused[1];
    EXPECT_TRUE(contains(refused[2], "forged")) << refused[2];
    EXPECT_TRUE(contains(refused[3], "malformed")) << refused[3];
    EXPECT_TRUE(contains(refused[4], "malformed")) << refused[4];
    EXPECT_FALSE(p.french->isTakebackOpen());
    EXPECT_EQ(p.french->session().record(), before);
    // Asked for more moves than are his: refused here, before anything is sent.
    const Verdict tooMany = p.french->askTakeback(3);
    ASSERT_TRUE(tooMany);
    EXPECT_TRUE(contains(tooMany->describe(), "more moves than can be taken back (2")) << tooMany->describe();
    const Verdict notMine = p.allied->askTakeback(1);
    ASSERT_TRUE(notMine);
    EXPECT_TRUE(contains(notMine->describe(), "your opponent's")) << notMine->describe();
    p.pump();
    expectSameGame(p);
}

TEST(RemoteTakeback, AQuestionLapsesWhenTheLinkDrops) {
    RemotePair p = test::hostedPair();
    frenchMoves(p, 2);
    ASSERT_FALSE(p.french->askTakeback(2));
    p.pump();
    p.disconnect();
    EXPECT_FALSE(p.french->isTakebackOpen());
    EXPECT_FALSE(p.allied->isTakebackOpen());
    p.connect();  // the notices of both programs collected
    EXPECT_EQ(p.noticesOf(Kind::TakebackLapsed).size(), 2u);
    EXPECT_TRUE(p.noticesOf(Kind::TakebackDeclined).empty());
    expectFrenchPlayOn(p, 2);
}

TEST(RemoteTakeback, AnAcceptanceLostWithTheLinkLeavesOneRecord) {
    RemotePair p = test::hostedPair();
    frenchMoves(p, 3);
    ASSERT_FALSE(p.french->askTakeback(2));
    p.pump();
    // The Allies accept and take the moves back; the link drops before the answer arrives.
    p.tap = [](bool, std::string& m) { return m.rfind("takeback yes", 0) != 0 && m.rfind("state", 0) != 0; };
    ASSERT_FALSE(p.allied->answerTakeback(true));
    p.pump();
    EXPECT_EQ(length(*p.allied), 1u);
    EXPECT_EQ(length(*p.french), 3u);
    p.tap = {};
    p.disconnect();
    p.restart(Side::Allied);  // from its save, which holds the shorter record
    EXPECT_EQ(length(*p.allied), 1u);
    p.connect();
    // The question lapsed: the French moves stand, taken again by the Allies, checked by the engine.
    expectFrenchPlayOn(p, 3);
}

}  // namespace
}  // namespace eylau
