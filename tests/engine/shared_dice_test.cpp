// Shared dice (shared_dice.h, docs/remote-play.md): a roll of a game played over the network is a
// function of both players' secrets and the command's place, refused without them, written in the
// record as a "reveal" line and replayed bit for bit from it.
#include "eylau/ai/player.h"
#include "eylau/game/decision_due.h"
#include "eylau/io/digest.h"
#include "eylau/record/game_record.h"
#include "eylau/record/shared_dice.h"
#include "eylau/rules/game_state.h"
#include "support/remote_pair.h"

#include <gtest/gtest.h>

#include <array>
#include <random>

namespace eylau {
namespace {

Digest digestOf(std::uint64_t n) {
    Digest d{};
    for (int i = 0; i < 8; ++i) d[std::size_t(i)] = static_cast<std::uint8_t>(n >> (8 * i));
    return d;
}

TEST(Digest, Sha256OfKnownTextsAndHexBothWays) {
    EXPECT_EQ(toHex(sha256("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    EXPECT_EQ(toHex(sha256({"a", "bc"})), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const Digest d = sha256("eylau");
    EXPECT_EQ(digestFromHex(toHex(d)), d);
    EXPECT_FALSE(digestFromHex("xyz"));
    EXPECT_FALSE(digestFromHex(std::string(63, 'a')));
    EXPECT_FALSE(digestFromHex(std::string(63, 'a') + "g"));
    const auto a = systemRandom(), b = systemRandom();
    ASSERT_TRUE(a && b);
    EXPECT_NE(*a, *b);
}

TEST(SharedDice, TheKeyDependsOnBothSecretsAndTheCommandsPlace) {
    const DiceReveal r{digestOf(1), digestOf(2)};
    const Digest k = sharedKey(r, 10);
    EXPECT_NE(k, sharedKey(DiceReveal{digestOf(3), digestOf(2)}, 10));
    EXPECT_NE(k, sharedKey(DiceReveal{digestOf(1), digestOf(3)}, 10));
    EXPECT_NE(k, sharedKey(r, 11));
    EXPECT_EQ(k, sharedKey(r, 10));
    EXPECT_NE(commitmentTo(digestOf(1)), digestOf(1));
    EXPECT_NE(commitmentTo(digestOf(1)), commitmentTo(digestOf(2)));
}

// 2.3: every face of the shared die is equally likely (a chi-square test over 60,000 keys; the
// bound is the 0.1% point for five degrees of freedom).
TEST(SharedDice, Case_2_3_EveryFaceIsEquallyLikely) {
    std::array<int, 7> faces{};
    for (std::uint64_t i = 0; i < 60000; ++i) {
        Dice d;
        d.useKey(sharedKey(DiceReveal{digestOf(i), digestOf(i * 7 + 1)}, i % 500));
        ++faces[std::size_t(d.roll())];
    }
    double chi = 0;
    for (int f = 1; f <= 6; ++f) chi += (faces[std::size_t(f)] - 10000.0) * (faces[std::size_t(f)] - 10000.0) / 10000.0;
    EXPECT_LT(chi, 20.5) << faces[1] << " " << faces[2] << " " << faces[3] << " " << faces[4] << " " << faces[5] << " "
                         << faces[6];
}

TEST(SharedDice, ARollingCommandNeedsARevealAndOneThatDoesNotRollRefusesIt) {
    std::unique_ptr<GameSession> session = test::sharedDiceGame();
    auto french = ai::makePlayer(ai::Level::Greedy, 1);
    auto allied = ai::makePlayer(ai::Level::Greedy, 2);
    const DiceReveal reveal{digestOf(5), digestOf(6)};
    int rolled = 0;
    for (int i = 0; i < 3000 && rolled < 3; ++i) {
        const Game& game = session->game();
        const auto due = decisionDue(game).side;
        if (!due) break;
        const auto c = (*due == Side::French ? *french : *allied).next(game);
        ASSERT_TRUE(c);
        if (!game.wouldRoll(*c)) {
            const ApplyResult spent = session->apply(*c, "", reveal);
            ASSERT_FALSE(spent.ok());
            EXPECT_NE(spent.refusal->describe().find("rolls no die"), std::string::npos) << spent.refusal->describe();
            ASSERT_TRUE(session->apply(*c).ok());
            continue;
        }
        const ApplyResult bare = session->apply(*c);
        ASSERT_FALSE(bare.ok());
        EXPECT_NE(bare.refusal->describe().find("shared dice"), std::string::npos) << bare.refusal->describe();
        EXPECT_TRUE(game.isLegal(*c));  // legality is the rules' question; the dice are the session's
        ASSERT_TRUE(session->apply(*c, "", reveal).ok());
        ++rolled;
    }
    ASSERT_EQ(rolled, 3);
    // The record writes the reveals and reads them back; a replay gives the same state.
    const std::string text = session->recordText();
    EXPECT_NE(text.find("dice shared\n"), std::string::npos);
    EXPECT_NE(text.find("reveal " + toHex(reveal.french) + " " + toHex(reveal.allied) + "\n"), std::string::npos);
    const SessionLoad again = GameSession::fromText(text, "game.eylau", test::eylauOnly());
    ASSERT_TRUE(again.ok()) << again.error;
    EXPECT_EQ(again.session->state(), session->state());
    EXPECT_EQ(again.session->record(), session->record());
}

TEST(SharedDice, TheSameRevealOnAnotherCommandRollsDifferently) {
    // The key holds the command's place: a reveal copied onto another attack is not the same roll.
    int differ = 0;
    for (std::uint64_t place = 0; place < 50; ++place) {
        Dice a, b;
        a.useKey(sharedKey(DiceReveal{digestOf(9), digestOf(10)}, place));
        b.useKey(sharedKey(DiceReveal{digestOf(9), digestOf(10)}, place + 1));
        differ += a.roll() != b.roll();
    }
    EXPECT_GT(differ, 30);
}

TEST(SharedDice, RecordRevealLinesAreCheckedWhenRead) {
    const std::string secret(64, 'a');
    const auto errorsOf = [](const std::string& text) {
        const RecordParse p = parseRecord(text);
        return p.errors.empty() ? std::string() : p.errors.front();
    };
    EXPECT_NE(errorsOf("scenario eylau\nreveal " + secret + " " + secret + "\nend\n").find("without 'dice shared'"),
              std::string::npos);
    EXPECT_NE(errorsOf("scenario eylau\ndice shared\nreveal " + secret + "\n").find("line 3"), std::string::npos);
    EXPECT_NE(errorsOf("scenario eylau\ndice shared\nreveal " + secret + " xyz\nend\n").find("64 hex digits"),
              std::string::npos);
    EXPECT_NE(errorsOf("scenario eylau\ndice shared\nreveal " + secret + " " + secret + "\n").find("no command after it"),
              std::string::npos);
    EXPECT_NE(errorsOf("scenario eylau\ndice twice\n").find("neither 'seeded' nor 'shared'"), std::string::npos);
    const RecordParse ok = parseRecord("scenario eylau\ndice shared\nreveal " + secret + " " + secret + "\nend\n");
    ASSERT_TRUE(ok.record);
    ASSERT_EQ(ok.record->lines.size(), 1u);
    ASSERT_TRUE(ok.record->lines[0].reveal);
    EXPECT_EQ(ok.record->lines[0].lineNumber, 4);
    EXPECT_EQ(writeRecord(*ok.record), "scenario eylau\nseed 1807\ndice shared\nreveal " + secret + " " + secret + "\nend\n");
}

}  // namespace
}  // namespace eylau
