// A game played live between two programs (remote_game.h; docs/remote-play.md), wired in memory:
// whole games with the computer on both sides, a disconnection and a crash in the middle of a
// combat, and a peer that cheats or breaks (a wrong reveal, an altered command, a replayed or
// out-of-turn message, reordered lines, a different state, garbage).
#include "eylau/ai/player.h"
#include "eylau/game/decision_due.h"
#include "eylau/record/record_chain.h"
#include "eylau/record/shared_dice.h"
#include "eylau/rules/game_state.h"
#include "eylau/remote/remote_game.h"
#include "support/computer_fixture.h"
#include "support/remote_pair.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>

namespace eylau {
namespace {

using test::RemotePair;
using Kind = RemoteNotice::Kind;

// The French host a new game; the Allies join with none.
RemotePair newPair() { return test::hostedPair(); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string stopReasons(const RemotePair& p) {
    return p.french->stopReason() + " | " + p.allied->stopReason();
}

// Plays until the side to act has a command that rolls, and gives it without delivering it.
// Returns the command's index.
std::size_t playUntilARollIsSent(RemotePair& p, ai::Player& french, ai::Player& allied) {
    for (int i = 0; i < 5000; ++i) {
        p.pump();
        const Game& game = p.french->session().game();
        const std::optional<Side> due = decisionDue(game).side;
        if (!due) break;
        RemoteGame& program = p.of(*due);
        const std::optional<Command> c = (*due == Side::French ? french : allied).next(program.session().game());
        if (!c) break;
        const bool rolls = game.wouldRoll(*c);
        const std::size_t index = program.session().record().lines.size();
        EXPECT_FALSE(program.play(*c));
        if (rolls) return index;
    }
    ADD_FAILURE() << "no command rolled the die";
    return 0;
}

TEST(RemoteGame, AGuestTakesTheHostsGameAndBothAgree) {
    RemotePair p = newPair();
    ASSERT_TRUE(p.allied->hasGame());
    EXPECT_TRUE(p.french->isSynced());
    EXPECT_TRUE(p.allied->isSynced());
    EXPECT_EQ(p.noticesOf(Kind::NewGame).size(), 1u);
    EXPECT_TRUE(p.french->isMyTurn());  // 19.1: the French move first
    EXPECT_FALSE(p.allied->isMyTurn());
    EXPECT_TRUE(p.allied->session().record().sharedDice);
}

TEST(RemoteGame, WholeGameWithTheComputerOnBothSidesEndsWithOneRecord) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 11);
    auto allied = ai::makePlayer(ai::Level::Greedy, 12);
    test::playOn(p, *french, *allied, 20000);
    ASSERT_FALSE(p.french->isStopped()) << stopReasons(p);
    ASSERT_TRUE(p.french->session().game().gameOver());
    EXPECT_EQ(p.french->session().record(), p.allied->session().record());
    EXPECT_EQ(stateDigest(p.french->session()), stateDigest(p.allied->session()));
    EXPECT_TRUE(p.noticesOf(Kind::Refused).empty());
    // Every roll came from both secrets: each rolling command carries a reveal, and the record
    // replays to the same end from its text (eylau-cli verify does the same).
    const GameRecord& record = p.french->session().record();
    const auto revealed = std::count_if(record.lines.begin(), record.lines.end(), [](const RecordLine& l) { return l.reveal.has_value(); });
    EXPECT_GT(revealed, 20);
    EXPECT_EQ(std::uint64_t(revealed), std::uint64_t(std::count_if(record.lines.begin(), record.lines.end(), [](const RecordLine& l) {
                  return l.reveal.has_value();
              })));
    const SessionLoad again = GameSession::fromText(p.french->session().recordText(), "replay", test::eylauOnly());
    ASSERT_TRUE(again.ok()) << again.error;
    EXPECT_EQ(again.session->state(), p.french->session().state());
}

TEST(RemoteGame, TheComputerOpponentPlaysThroughTheProtocolToo) {
    RemotePair p = newPair();
    auto french = test::player(ai::Level::Quick, 3);  // on a budget of work, never the clock
    auto allied = ai::makePlayer(ai::Level::Greedy, 4);
    const int given = test::playOn(p, *french, *allied, 400);
    EXPECT_EQ(given, 400);
    EXPECT_FALSE(p.french->isStopped()) << stopReasons(p);
    EXPECT_EQ(p.french->session().record(), p.allied->session().record());
}

TEST(RemoteGame, NeitherPlayerCanActOutOfTurn) {
    RemotePair p = newPair();
    auto allied = ai::makePlayer(ai::Level::Greedy, 1);
    const Verdict why = p.allied->play(EndPhaseCommand{});
    ASSERT_TRUE(why);
    EXPECT_TRUE(contains(why->describe(), "French to act")) << why->describe();
    // A hostile program sends an Allied command anyway: refused, nothing changes.
    p.french->receive("command 0 end");
    const auto refused = p.french->takeNotices();
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_EQ(refused[0].kind, Kind::Refused);
    EXPECT_TRUE(contains(refused[0].text, "out-of-turn")) << refused[0].text;
    EXPECT_TRUE(p.french->session().record().lines.empty());
}

TEST(RemoteGame, ADisconnectionInTheMiddleOfACombatLosesNothingAndRerollsNothing) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 21);
    auto allied = ai::makePlayer(ai::Level::Greedy, 22);
    const std::size_t index = playUntilARollIsSent(p, *french, *allied);
    // The command and its commitment reach the other program, which commits in turn; the link
    // drops before any secret is revealed.
    for (int i = 0; i < 3 && p.step(); ++i) {}
    ASSERT_TRUE(p.french->isWaitingForPeer());
    ASSERT_TRUE(p.allied->isWaitingForPeer());
    // Both programs crash and are started again from what they saved.
    p.disconnect();
    const std::string frenchSave = p.french->saveText(), alliedSave = p.allied->saveText();
    EXPECT_TRUE(contains(frenchSave, "exchange " + std::to_string(index))) << frenchSave.substr(0, 300);
    p.restart(Side::French);
    p.restart(Side::Allied);
    p.connect();
    EXPECT_FALSE(p.french->isStopped()) << stopReasons(p);
    ASSERT_EQ(p.french->session().record().lines.size(), index + 1);  // the command was applied once
    EXPECT_EQ(p.french->session().record(), p.allied->session().record());
    // The roll came from the secrets committed before the link dropped: each program's secret is
    // the one it had saved.
    const RecordLine& line = p.french->session().record().lines[index];
    ASSERT_TRUE(line.reveal);
    EXPECT_TRUE(contains(frenchSave, toHex(line.reveal->french)) || contains(alliedSave, toHex(line.reveal->french)));
    EXPECT_TRUE(contains(frenchSave, toHex(line.reveal->allied)) || contains(alliedSave, toHex(line.reveal->allied)));
    // And the game plays on to its end.
    test::playOn(p, *french, *allied, 20000);
    EXPECT_TRUE(p.french->session().game().gameOver()) << stopReasons(p);
    EXPECT_EQ(p.french->session().record(), p.allied->session().record());
}

TEST(RemoteGame, ALinkThatDropsAfterOneSideAppliedARollResumesWithTheOtherTakingIt) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 31);
    auto allied = ai::makePlayer(ai::Level::Greedy, 32);
    const std::size_t index = playUntilARollIsSent(p, *french, *allied);
    // Deliver until one program has applied the command, then lose the rest.
    for (int i = 0; i < 20; ++i) {
        const bool applied = p.french->session().record().lines.size() > index ||
                             p.allied->session().record().lines.size() > index;
        if (applied) break;
        ASSERT_TRUE(p.step());
    }
    p.disconnect();
    p.restart(Side::French);
    p.restart(Side::Allied);
    p.connect();
    EXPECT_FALSE(p.french->isStopped()) << stopReasons(p);
    EXPECT_FALSE(p.allied->isStopped()) << stopReasons(p);
    EXPECT_EQ(p.french->session().record().lines.size(), index + 1);
    EXPECT_EQ(p.french->session().record(), p.allied->session().record());
}

TEST(RemoteGame, AWrongRevealStopsTheGameAndSaysSo) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 41);
    auto allied = ai::makePlayer(ai::Level::Greedy, 42);
    playUntilARollIsSent(p, *french, *allied);
    p.tap = [](bool, std::string& m) {
        if (m.rfind("reveal ", 0) == 0) m[m.size() - 1] = m.back() == '0' ? '1' : '0';  // one bit of the secret
        return true;
    };
    p.pump();
    ASSERT_TRUE(p.french->isStopped() || p.allied->isStopped());
    EXPECT_TRUE(contains(stopReasons(p), "does not match his commitment")) << stopReasons(p);
}

TEST(RemoteGame, ACommandChangedAfterItsDiceExchangeBeganIsNamed) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 51);
    auto allied = ai::makePlayer(ai::Level::Greedy, 52);
    const std::size_t index = playUntilARollIsSent(p, *french, *allied);
    ASSERT_TRUE(p.step());  // the command arrives; its commitment waits
    const Side owner = p.french->isWaitingForPeer() && p.french->session().record().lines.size() == index &&
                               contains(p.french->saveText(), "exchange " + std::to_string(index) + " french")
                           ? Side::French
                           : Side::Allied;
    RemoteGame& receiver = p.of(owner == Side::French ? Side::Allied : Side::French);
    receiver.receive("command " + std::to_string(index) + " end");
    EXPECT_TRUE(receiver.isStopped());
    EXPECT_TRUE(contains(receiver.stopReason(), "changed command")) << receiver.stopReason();
}

TEST(RemoteGame, AReplayedOldMessageIsRefusedAndChangesNothing) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 61);
    auto allied = ai::makePlayer(ai::Level::Greedy, 62);
    std::vector<std::string> seen;
    p.tap = [&](bool toFrench, std::string& m) {
        if (!toFrench && m.rfind("command ", 0) == 0) seen.push_back(m);
        return true;
    };
    test::playOn(p, *french, *allied, 30);
    ASSERT_FALSE(seen.empty());
    const GameRecord before = p.allied->session().record();
    p.allied->receive(seen.front());
    const auto notices = p.allied->takeNotices();
    ASSERT_EQ(notices.size(), 1u);
    EXPECT_EQ(notices[0].kind, Kind::Refused);
    EXPECT_TRUE(contains(notices[0].text, "replayed")) << notices[0].text;
    EXPECT_EQ(p.allied->session().record(), before);
    EXPECT_FALSE(p.allied->isStopped());
}

TEST(RemoteGame, ReorderedLinesInAResumedRecordAreNamed) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 71);
    auto allied = ai::makePlayer(ai::Level::Greedy, 72);
    test::playOn(p, *french, *allied, 12);
    p.disconnect();
    // The French program comes back one command behind; the Allied one sends its record with two
    // of the French moves swapped.
    GameRecord swapped = p.allied->session().record();
    std::swap(swapped.lines[0], swapped.lines[1]);
    GameRecord shorter = p.french->session().record();
    shorter.lines.pop_back();
    auto load = GameSession::fromText(writeRecord(shorter), "short", test::eylauOnly());
    ASSERT_TRUE(load.ok()) << load.error;
    p.french = std::make_unique<RemoteGame>(std::move(load.session), Side::French, test::eylauOnly());
    p.tap = [&](bool toFrench, std::string& m) {
        if (toFrench && m.rfind("record\n", 0) == 0) m = "record\n" + writeRecord(swapped);
        if (toFrench && m.rfind("hello ", 0) == 0) {  // claims a chain the swapped record gives
            const auto chain = recordChain(swapped);
            m = "hello 2 allied " + std::to_string(swapped.lines.size()) + " " + toHex(chain.back()) + " " +
                toHex(chain.front());
        }
        return true;
    };
    p.connect();
    ASSERT_TRUE(p.french->isStopped());
    EXPECT_TRUE(contains(p.french->stopReason(), "the lines were reordered")) << p.french->stopReason();
}

TEST(RemoteGame, AnExtendedRecordCannotSlipInACommandForTheOtherSide) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 81);
    auto allied = ai::makePlayer(ai::Level::Greedy, 82);
    test::playOn(p, *french, *allied, 3);
    p.disconnect();
    // The Allied program "remembers" a French command the French never gave.
    GameRecord forged = p.allied->session().record();
    const Game& game = p.allied->session().game();
    ASSERT_EQ(decisionDue(game).side, Side::French);
    forged.lines.push_back(RecordLine{0, EndPhaseCommand{}, "", {}});
    p.tap = [&](bool toFrench, std::string& m) {
        if (toFrench && m.rfind("hello ", 0) == 0)
            m = "hello 2 allied " + std::to_string(forged.lines.size()) + " " + toHex(recordChain(forged).back()) + " " +
                toHex(recordChain(forged).front());
        if (toFrench && m.rfind("record\n", 0) == 0) m = "record\n" + writeRecord(forged);
        return true;
    };
    p.connect();
    p.french->receive("record\n" + writeRecord(forged));
    ASSERT_TRUE(p.french->isStopped());
    EXPECT_TRUE(contains(p.french->stopReason(), "for your side, which this program never gave")) << p.french->stopReason();
}

TEST(RemoteGame, DifferentStatesStopTheGame) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 91);
    auto allied = ai::makePlayer(ai::Level::Greedy, 92);
    p.tap = [](bool toFrench, std::string& m) {
        if (toFrench && m.rfind("state 2 ", 0) == 0) m = "state 2 " + std::string(64, 'a');
        return true;
    };
    test::playOn(p, *french, *allied, 10);
    ASSERT_TRUE(p.french->isStopped());
    EXPECT_TRUE(contains(p.french->stopReason(), "differ after command 2")) << p.french->stopReason();
    EXPECT_TRUE(p.french->play(EndPhaseCommand{}));  // nothing more is played
}

TEST(RemoteGame, MalformedAndRandomMessagesAreRefusedWithoutHarm) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 5);
    auto allied = ai::makePlayer(ai::Level::Greedy, 6);
    test::playOn(p, *french, *allied, 8);
    const GameRecord before = p.allied->session().record();
    p.allied->receive(std::string(kMaxRemoteMessageBytes + 1, 'x'));
    const auto tooLong = p.allied->takeNotices();
    ASSERT_EQ(tooLong.size(), 1u);
    EXPECT_TRUE(contains(tooLong[0].text, "at most")) << tooLong[0].text;
    std::mt19937 random(7);
    const std::vector<std::string> words{"hello", "record", "command", "commit", "reveal", "state", "chat", "end", "0",
                                         "999999999", "1", "french", std::string(64, 'f'), "\n", "\x01", " "};
    for (int i = 0; i < 3000; ++i) {
        std::string m;
        const int n = int(random() % 6);
        for (int w = 0; w < n; ++w) m += words[random() % words.size()] + (random() % 3 ? " " : "");
        if (random() % 4 == 0)
            for (int b = 0; b < 20; ++b) m += char(random() % 256);
        p.allied->receive(m);
        (void)p.allied->takeOutgoing();
        (void)p.allied->takeNotices();
    }
    // Stray messages may send the peer away (a "hello" of the same side does), but they never
    // change the record: only legal commands of the other side in turn do.
    EXPECT_EQ(p.allied->session().record().lines.size(), before.lines.size());
}

TEST(RemoteGame, ChatLinesArriveCleaned) {
    RemotePair p = newPair();
    p.french->chat("Bonjour\x07 mon ami\n");
    p.pump();
    const auto chats = p.noticesOf(Kind::Chat);
    ASSERT_EQ(chats.size(), 1u);
    EXPECT_EQ(chats[0].text, "Bonjour  mon ami");
}

TEST(RemoteGame, ASavedProgramRestoresItsGameAndOpenExchange) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 101);
    auto allied = ai::makePlayer(ai::Level::Greedy, 102);
    playUntilARollIsSent(p, *french, *allied);
    for (const Side s : {Side::French, Side::Allied}) {
        std::string error;
        const std::string saved = p.of(s).saveText();
        auto restored = RemoteGame::restore(saved, test::eylauOnly(), error);
        ASSERT_TRUE(restored) << error;
        EXPECT_EQ(restored->saveText(), saved);
    }
    std::string error;
    EXPECT_FALSE(RemoteGame::restore("eylau-remote 1\nside french\nexchange x\nrecord none\n", test::eylauOnly(), error));
    EXPECT_TRUE(contains(error, "line 3")) << error;
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

// Writes the record of a short network game (tests/data/records/network-game.eylau, for the eylau-cli
// verify tests) when EYLAU_SAMPLE_NETWORK_RECORD names the file to write.
TEST(RemoteGame, WritesASampleRecordWhenAsked) {
    const char* path = std::getenv("EYLAU_SAMPLE_NETWORK_RECORD");
    if (!path) GTEST_SKIP() << "set EYLAU_SAMPLE_NETWORK_RECORD=FILE to write the sample";
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 11);
    auto allied = ai::makePlayer(ai::Level::Greedy, 12);
    test::playOn(p, *french, *allied, std::getenv("EYLAU_SAMPLE_COMMANDS") ? std::atoi(std::getenv("EYLAU_SAMPLE_COMMANDS")) : 120);
    ASSERT_FALSE(p.french->isStopped());
    ASSERT_FALSE(p.french->session().save(path));
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

// Each player's name reaches the other program's record (outside the hash chain), cleaned.
TEST(RemoteGame, NamesTravelToTheOtherRecord) {
    RemotePair p;
    p.french = std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly(),
                                            test::seededSecrets(1));
    p.allied = std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), test::seededSecrets(2));
    p.french->setMyName("Anne");
    p.allied->setMyName("Boris\x07 the Bold");
    p.connect();
    ASSERT_TRUE(p.allied->hasGame());
    const std::map<std::string, std::string> both{{"french", "Anne"}, {"allied", "Boris  the Bold"}};
    EXPECT_EQ(p.french->session().record().names, both);
    EXPECT_EQ(p.allied->session().record().names, both);
    EXPECT_EQ(p.noticesOf(RemoteNotice::Kind::Named).size(), 2u);
    EXPECT_TRUE(p.french->isSynced());
    EXPECT_TRUE(p.allied->isSynced());
}

}  // namespace
}  // namespace eylau
