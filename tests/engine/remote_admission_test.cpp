// Who may play a remote game (remote_game.h; docs/remote-play.md, "Nothing a stranger sends
// stops a game"): a program that cannot play the game here (the same side, another game,
// another protocol) is sent away with a `bye` saying why, and the game waits, unchanged, for the
// right one; a hello replayed once the two agree is refused; a stopped game can be played on
// when the players choose; the invitation's code is kept in the save.
#include "eylau/record/record_chain.h"
#include "eylau/remote/remote_game.h"
#include "support/remote_pair.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace eylau {
namespace {

using Kind = RemoteNotice::Kind;
using test::RemotePair;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::unique_ptr<RemoteGame> hostGame(std::uint64_t seed = 1) {
    return std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly(), test::seededSecrets(seed));
}

std::vector<RemoteNotice> noticesOf(RemoteGame& game, Kind kind) {
    std::vector<RemoteNotice> out;
    for (RemoteNotice& n : game.takeNotices())
        if (n.kind == kind) out.push_back(std::move(n));
    return out;
}

bool sent(const std::vector<std::string>& messages, const std::string& start) {
    return std::any_of(messages.begin(), messages.end(), [&](const std::string& m) { return m.rfind(start, 0) == 0; });
}

TEST(RemoteAdmission, ASameSideHelloIsSentAwayAndTheGameWaits) {
    auto host = hostGame();
    host->connected();
    (void)host->takeOutgoing();
    host->receive("hello 2 french none");
    EXPECT_FALSE(host->isStopped()) << host->stopReason();
    const auto dismissed = noticesOf(*host, Kind::Dismissed);
    ASSERT_EQ(dismissed.size(), 1u);
    EXPECT_TRUE(contains(dismissed[0].text, "both programs play the French")) << dismissed[0].text;
    const auto out = host->takeOutgoing();
    ASSERT_TRUE(sent(out, "bye same-side-french ")) << out.size();
    EXPECT_TRUE(contains(out.back(), "join as the Allies")) << out.back();
    // Nothing more is read from that connection.
    host->receive("chat still here");
    EXPECT_TRUE(host->takeNotices().empty());
    // The link goes; the right guest comes and the two agree.
    host->disconnected();
    auto guest = std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), test::seededSecrets(2));
    RemotePair p;
    p.french = std::move(host);
    p.allied = std::move(guest);
    p.connect();
    EXPECT_TRUE(p.french->isSynced());
    EXPECT_TRUE(p.allied->isSynced());
    EXPECT_FALSE(p.french->isStopped());
}

TEST(RemoteAdmission, AProgramSentAwayHearsWhy) {
    auto host = hostGame();
    auto guest = std::make_unique<RemoteGame>(Side::French, test::eylauOnly(), test::seededSecrets(2));  // the wrong side
    RemotePair p;
    p.french = std::move(host);
    p.allied = std::move(guest);  // both say French
    p.connect();
    EXPECT_FALSE(p.french->isStopped());
    EXPECT_FALSE(p.allied->isStopped()) << p.allied->stopReason();
    const auto away = p.noticesOf(Kind::SentAway);
    ASSERT_FALSE(away.empty());
    EXPECT_TRUE(contains(away.front().text, "join as the Allies")) << away.front().text;
    // The reason travels as a word, for each program to say in its player's language.
    EXPECT_EQ(away.front().parting, Parting::SameSide);
    EXPECT_EQ(away.front().side, Side::French);
    EXPECT_FALSE(p.french->isSynced());
}

TEST(RemoteAdmission, AHelloOfAnotherGameIsSentAway) {
    auto host = hostGame();
    host->connected();
    (void)host->takeOutgoing();
    // The chain of another game: another seed.
    GameOptions options;
    options.seed = 424242;
    options.sharedDice = true;
    const auto base = test::sharedDiceGame();
    const GameSession other(std::make_shared<const Scenario>(base->scenario()), "eylau", options);
    const auto chain = recordChain(other.record());
    host->receive("hello 2 allied 0 " + toHex(chain.back()) + " " + toHex(chain.front()));
    EXPECT_FALSE(host->isStopped()) << host->stopReason();
    const auto dismissed = noticesOf(*host, Kind::Dismissed);
    ASSERT_EQ(dismissed.size(), 1u);
    EXPECT_TRUE(contains(dismissed[0].text, "not the same game")) << dismissed[0].text;
}

TEST(RemoteAdmission, AnotherProtocolVersionIsSentAwayNotStopped) {
    auto host = hostGame();
    host->connected();
    host->receive("hello 1 allied none");
    EXPECT_FALSE(host->isStopped());
    const auto dismissed = noticesOf(*host, Kind::Dismissed);
    ASSERT_EQ(dismissed.size(), 1u);
    EXPECT_TRUE(contains(dismissed[0].text, "version 1")) << dismissed[0].text;
}

TEST(RemoteAdmission, AReplayedHelloIsRefusedOnceTheProgramsAgree) {
    RemotePair p;
    p.french = hostGame();
    p.allied = std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), test::seededSecrets(2));
    p.connect();
    ASSERT_TRUE(p.french->isSynced());
    (void)p.french->takeNotices();
    p.french->receive("hello 2 allied none");
    const auto notices = p.french->takeNotices();
    ASSERT_EQ(notices.size(), 1u);
    EXPECT_EQ(notices[0].kind, Kind::Refused);
    EXPECT_TRUE(contains(notices[0].text, "replayed")) << notices[0].text;
    EXPECT_TRUE(p.french->isSynced());
    EXPECT_TRUE(p.french->takeOutgoing().empty());  // no record sent again
}

TEST(RemoteAdmission, AStoppedGameCanBePlayedOnWhenThePlayersChoose) {
    RemotePair p;
    p.french = hostGame();
    p.allied = std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), test::seededSecrets(2));
    p.connect();
    p.french->receive("state 0 " + std::string(64, 'a'));
    ASSERT_TRUE(p.french->isStopped());
    std::string error;
    auto restored = RemoteGame::restore(p.french->saveText(), test::eylauOnly(), error, test::seededSecrets(3));
    ASSERT_TRUE(restored) << error;
    ASSERT_TRUE(restored->isStopped());
    restored->playOnAfterStop();
    EXPECT_FALSE(restored->isStopped());
    p.disconnect();
    p.french = std::move(restored);
    p.connect();
    EXPECT_TRUE(p.french->isSynced());
    EXPECT_FALSE(p.french->play(EndPhaseCommand{}));
}

TEST(RemoteAdmission, TheJoinCodeIsKeptInTheSave) {
    auto host = hostGame();
    const JoinCode code = *JoinCode::read("K7QM-3XTA-P9RD-W2HE");
    host->setJoinCode(code);
    EXPECT_TRUE(contains(host->saveText(), "code K7QM-3XTA-P9RD-W2HE\n"));
    std::string error;
    const auto restored = RemoteGame::restore(host->saveText(), test::eylauOnly(), error);
    ASSERT_TRUE(restored) << error;
    EXPECT_EQ(restored->joinCode(), code);
    EXPECT_FALSE(RemoteGame::restore("eylau-remote 1\nside french\ncode K7QM\nrecord none\n", test::eylauOnly(), error));
    EXPECT_TRUE(contains(error, "line 3")) << error;
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

TEST(RemoteAdmission, AByeOfAReasonNotKnownIsToldAsItsText) {
    RemotePair p;
    p.french = hostGame();
    p.allied = std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), test::seededSecrets(2));
    p.connect();
    p.allied->receive("bye holiday the host is on holiday");
    const auto away = p.allied->takeNotices();
    ASSERT_EQ(away.size(), 1u);
    EXPECT_EQ(away[0].kind, Kind::SentAway);
    EXPECT_EQ(away[0].parting, Parting::Unknown);
    EXPECT_EQ(away[0].text, "holiday the host is on holiday");
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

// Found by fuzz_handshake: a record of another game, sent before the two programs agreed, stopped
// the host's game. It is refused without a hello, and sends its program away after one.
TEST(RemoteAdmission, ARecordOfAnotherGameSendsItsProgramAwayAndNeverStopsTheGame) {
    GameOptions options;
    options.seed = 424242;
    options.sharedDice = true;
    const auto base = test::sharedDiceGame();
    const GameSession other(std::make_shared<const Scenario>(base->scenario()), "eylau", options);

    auto host = hostGame();
    host->connected();
    host->receive("record\n" + other.recordText());
    auto notices = host->takeNotices();
    ASSERT_EQ(notices.size(), 1u);
    EXPECT_EQ(notices[0].kind, Kind::Refused);
    EXPECT_TRUE(contains(notices[0].text, "before the opponent's hello")) << notices[0].text;

    // With a hello that claims this game but a record of another: sent away, not stopped.
    const auto ours = recordChain(host->session().record());
    host->receive("hello 2 allied 3 " + std::string(64, 'a') + " " + toHex(ours.front()));
    host->receive("record\n" + other.recordText());
    EXPECT_FALSE(host->isStopped()) << host->stopReason();
    const auto dismissed = noticesOf(*host, Kind::Dismissed);
    ASSERT_EQ(dismissed.size(), 1u);
    EXPECT_EQ(dismissed[0].parting, Parting::OtherGame);
    EXPECT_EQ(host->session().record().lines.size(), 0u);
}

}  // namespace
}  // namespace eylau
