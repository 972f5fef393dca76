// Play by e-mail (turn_file.h, turn_exchange.h, record_chain.h): a turn file extends the game the
// opponent last had; an edit of a past line, its dice, the seed or the options, reordered or
// removed lines, and a command for the receiver's side are each named with their line. Files are
// signed: the first pins its sender's key, a file edited after it was signed (the chain
// recomputed or not) or signed by another key is refused, and the edited line still named.
#include "eylau/ai/player.h"
#include "eylau/game/decision_due.h"
#include "eylau/io/signing_key.h"
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

// Each player's signing key, made once for the whole run.
const SigningKey& keyOf(Side side) {
    static const SigningKey french = *SigningKey::generate();
    static const SigningKey allied = *SigningKey::generate();
    return side == Side::French ? french : allied;
}

std::string turnFile(const GameRecord& record, Side sender) { return writeTurnFile(record, sender, keyOf(sender)); }

// The text with the first occurrence of `from` (a whole line) replaced by `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find("\n" + from + "\n");
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at + 1, from.size(), to);
    return text;
}

// The file's "chain" line made to agree with its record again, as anyone can (eylau-cli verify
// prints the value): what an editor who knows the format does after his edit.
std::string rechained(const std::string& text) {
    const TurnFileRead read = readTurnFile(text);
    EXPECT_TRUE(read.recordAsWritten);
    if (!read.recordAsWritten) return text;
    const auto at = text.find("\nchain ");
    return text.substr(0, at + 7) + toHex(recordChain(*read.recordAsWritten).back()) + text.substr(at + 7 + 64);
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
    const std::string text = turnFile(session->record(), Side::French);
    const TurnFileRead read = readTurnFile(text);
    ASSERT_TRUE(read.file) << all(read.errors);
    EXPECT_EQ(read.file->sender, Side::French);
    EXPECT_EQ(read.file->record.lines.size(), session->record().lines.size());
    EXPECT_EQ(read.file->chain, recordChain(session->record()).back());
    EXPECT_EQ(read.file->version, 2);
    EXPECT_EQ(read.file->signer, keyOf(Side::French).publicKey());
    EXPECT_TRUE(contains(text, "\nkey ed25519 " + toHex(keyOf(Side::French).publicKey()) + "\nsignature ")) << text;
}

TEST(TurnFile, AnEditedLineBreaksTheChain) {
    auto session = playedGame(40);
    std::string text = turnFile(session->record(), Side::French);
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
    const std::string first = turnFile(french->record(), Side::French);
    TurnCheck atAllies = checkTurnFile(first, "t1.eylau-turn", nullptr, Side::Allied, test::eylauOnly());
    ASSERT_TRUE(atAllies.ok()) << all(atAllies.problems);
    EXPECT_EQ(atAllies.sender, Side::French);
    playSide(*atAllies.session, Side::Allied);
    const std::string second = turnFile(atAllies.session->record(), Side::Allied);
    TurnCheck atFrench = checkTurnFile(second, "t2.eylau-turn", french.get(), Side::French, test::eylauOnly());
    ASSERT_TRUE(atFrench.ok()) << all(atFrench.problems);
    EXPECT_EQ(atFrench.firstNew, french->record().lines.size());
    EXPECT_GT(atFrench.session->record().lines.size(), atFrench.firstNew);
}

TEST(TurnFile, RewrittenHistoryIsNamedWithItsLine) {
    auto french = playedGame(0);
    playSide(*french, Side::French);
    TurnCheck atAllies = checkTurnFile(turnFile(french->record(), Side::French), "t1", nullptr, Side::Allied,
                                       test::eylauOnly());
    ASSERT_TRUE(atAllies.ok()) << all(atAllies.problems);
    playSide(*atAllies.session, Side::Allied);
    GameRecord edited = atAllies.session->record();
    // The Allies change the French first move and the seed, keep the chain consistent and sign.
    ASSERT_TRUE(std::holds_alternative<MoveCommand>(edited.lines[0].command));
    std::swap(edited.lines[0], edited.lines[1]);
    edited.seed = 78;
    const TurnCheck check = checkTurnFile(turnFile(edited, Side::Allied), "t2.eylau-turn", french.get(),
                                          Side::French, test::eylauOnly());
    EXPECT_FALSE(check.ok());
    const std::string problems = all(check.problems);
    EXPECT_TRUE(contains(problems, "the seed was changed from 77 to 78")) << problems;
    EXPECT_TRUE(contains(problems, "t2.eylau-turn: line 15: command 1 was")) << problems;
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
    TurnCheck atAllies = checkTurnFile(turnFile(french->record(), Side::French), "t1", nullptr, Side::Allied,
                                       test::eylauOnly());
    ASSERT_TRUE(atAllies.ok());
    // The Allies play their turn and the French's next one too, and send it all.
    playSide(*atAllies.session, Side::Allied);
    playSide(*atAllies.session, Side::French);
    const TurnCheck check = checkTurnFile(turnFile(atAllies.session->record(), Side::Allied), "t2", french.get(),
                                          Side::French, test::eylauOnly());
    EXPECT_FALSE(check.ok());
    EXPECT_TRUE(contains(all(check.problems), "is for the French to give, not for the sender")) << all(check.problems);
    // A file "from" the receiver's own side is refused too.
    const TurnCheck own = checkTurnFile(turnFile(french->record(), Side::French), "t3", french.get(), Side::French,
                                        test::eylauOnly());
    EXPECT_TRUE(contains(all(own.problems), "the side you play")) << all(own.problems);
}

// The French's first file, accepted by the Allies, who play their turn: the French's game and
// the Allies' answer.
struct Exchange {
    std::unique_ptr<GameSession> french;  // the game the French sent
    TurnCheck atAllies;                   // the Allies' game, their turn played
};

Exchange exchange() {
    Exchange e;
    e.french = playedGame(0);
    playSide(*e.french, Side::French);
    e.atAllies = checkTurnFile(turnFile(e.french->record(), Side::French), "t1", nullptr, Side::Allied,
                               test::eylauOnly());
    EXPECT_TRUE(e.atAllies.ok()) << all(e.atAllies.problems);
    if (e.atAllies.ok()) playSide(*e.atAllies.session, Side::Allied);
    return e;
}

// The French's own key pinned, as File > Send Turn does before writing the file.
void pinOwnKey(GameSession& session, Side side) {
    auto signers = session.record().signers;
    signers[side == Side::French ? "french" : "allied"] = keyOf(side).publicKey();
    session.setSigners(std::move(signers));
}

TEST(TurnFile, TheFirstSignedFilePinsItsSendersKeyAndTheLaterOnesMustBeSignedByIt) {
    Exchange e = exchange();
    ASSERT_TRUE(e.atAllies.session);
    EXPECT_TRUE(e.atAllies.pinnedNow);
    EXPECT_EQ(e.atAllies.signer, keyOf(Side::French).publicKey());
    EXPECT_EQ(e.atAllies.session->record().signers.at("french"), keyOf(Side::French).publicKey());
    // The Allies answer; the French, who pinned their own key when sending, pin the Allies'.
    pinOwnKey(*e.french, Side::French);
    const TurnCheck atFrench = checkTurnFile(turnFile(e.atAllies.session->record(), Side::Allied), "t2",
                                             e.french.get(), Side::French, test::eylauOnly());
    ASSERT_TRUE(atFrench.ok()) << all(atFrench.problems);
    EXPECT_TRUE(atFrench.pinnedNow);
    const auto& pins = atFrench.session->record().signers;
    EXPECT_EQ(pins.at("french"), keyOf(Side::French).publicKey());
    EXPECT_EQ(pins.at("allied"), keyOf(Side::Allied).publicKey());
    // Kept with the game: written and read back with its record.
    EXPECT_EQ(parseRecord(atFrench.session->recordText()).record->signers, pins);
}

TEST(TurnFile, AFileSignedByAnotherKeyThanThePinnedOneIsRefusedNamingBothFingerprints) {
    Exchange e = exchange();
    ASSERT_TRUE(e.atAllies.session);
    const TurnCheck first = checkTurnFile(turnFile(e.atAllies.session->record(), Side::Allied), "t2", e.french.get(),
                                          Side::French, test::eylauOnly());
    ASSERT_TRUE(first.ok()) << all(first.problems);
    // The next Allied file comes signed by a stranger's key (the game itself untouched).
    const auto stranger = SigningKey::generate();
    ASSERT_TRUE(stranger);
    const std::string forged = writeTurnFile(first.session->record(), Side::Allied, *stranger);
    const TurnCheck check = checkTurnFile(forged, "t3", first.session.get(), Side::French, test::eylauOnly());
    EXPECT_FALSE(check.ok());
    const std::string problems = all(check.problems);
    EXPECT_TRUE(contains(problems, "the file is signed by the key " + fingerprint(stranger->publicKey()))) << problems;
    EXPECT_TRUE(contains(problems, "this game holds the key " + fingerprint(keyOf(Side::Allied).publicKey())))
        << problems;
    // The pins the forged file's own record states are not taken: the receiver's own are.
    GameRecord claiming = first.session->record();
    claiming.signers["allied"] = stranger->publicKey();
    const TurnCheck claimed = checkTurnFile(writeTurnFile(claiming, Side::Allied, *stranger), "t4",
                                            first.session.get(), Side::French, test::eylauOnly());
    EXPECT_TRUE(contains(all(claimed.problems), "this game holds the key")) << all(claimed.problems);
}

TEST(TurnFile, AnEditedAndRechainedFileIsRefusedByItsSignatureAndTheLineNamed) {
    Exchange e = exchange();
    ASSERT_TRUE(e.atAllies.session);
    const std::string sent = turnFile(e.atAllies.session->record(), Side::Allied);
    // On the way, the French's first command is changed, as `sed` would, and the chain recomputed.
    const RecordLine& first = e.french->record().lines.front();
    ASSERT_TRUE(std::holds_alternative<MoveCommand>(first.command));
    const std::string was = formatCommand(first.command);
    const std::string now = was.substr(0, was.size() - 1) + (was.back() == '1' ? "2" : "1");
    const std::string edited = rechained(replaced(sent, was, now));
    EXPECT_TRUE(readTurnFile(edited).recordAsWritten);
    const TurnCheck check = checkTurnFile(edited, "t2.eylau-turn", e.french.get(), Side::French, test::eylauOnly());
    EXPECT_FALSE(check.ok());
    const std::string problems = all(check.problems);
    EXPECT_TRUE(contains(problems, "the file was changed after its sender signed it")) << problems;
    EXPECT_FALSE(contains(problems, "chain value")) << problems;
    EXPECT_TRUE(contains(problems, "t2.eylau-turn: line 15: command 1 was '" + was + "', is now '" + now + "'"))
        << problems;
    // Not rechained: the chain and the signature refuse it, and the line is named all the same.
    const TurnCheck sedOnly = checkTurnFile(replaced(sent, was, now), "t2.eylau-turn", e.french.get(), Side::French,
                                            test::eylauOnly());
    const std::string sedProblems = all(sedOnly.problems);
    EXPECT_TRUE(contains(sedProblems, "chain value")) << sedProblems;
    EXPECT_TRUE(contains(sedProblems, "line 15: command 1 was '" + was + "'")) << sedProblems;
}

TEST(TurnFile, AnEditOfTheNewCommandsACommentOrANameIsRefusedByTheSignature) {
    Exchange e = exchange();
    ASSERT_TRUE(e.atAllies.session);
    GameRecord answer = e.atAllies.session->record();
    answer.lines.back().comment = "as agreed";
    answer.names["allied"] = "Boris";
    const std::string sent = turnFile(answer, Side::Allied);
    const std::string last = formatCommand(answer.lines.back().command) + "  # as agreed";
    for (const std::string& edited : {rechained(replaced(sent, last, formatCommand(answer.lines.back().command) +
                                                                         "  # the French resign")),
                                      replaced(sent, "name allied Boris", "name allied Napoleon")}) {
        const TurnCheck check = checkTurnFile(edited, "t2", e.french.get(), Side::French, test::eylauOnly());
        EXPECT_FALSE(check.ok());
        EXPECT_TRUE(contains(all(check.problems), "the file was changed after its sender signed it"))
            << all(check.problems);
    }
    // Line ends changed by a mail program change nothing signed.
    std::string crlf;
    for (char c : sent) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    EXPECT_TRUE(checkTurnFile(crlf, "t2", e.french.get(), Side::French, test::eylauOnly()).ok());
}

TEST(TurnFile, AnUnsignedFileOfVersionOneIsReadButNotTaken) {
    auto french = playedGame(0);
    playSide(*french, Side::French);
    std::string text = turnFile(french->record(), Side::French);
    text = replaced(text, "turn-file 2", "turn-file 1");
    const auto key = text.find("key ed25519 ");
    text.erase(key, text.find("\nscenario ", key) + 1 - key);  // the key and signature lines
    const TurnFileRead read = readTurnFile(text);
    ASSERT_TRUE(read.file) << all(read.errors);
    EXPECT_EQ(read.file->version, 1);
    EXPECT_FALSE(read.file->signer);
    const TurnCheck check = checkTurnFile(text, "old", nullptr, Side::Allied, test::eylauOnly());
    EXPECT_FALSE(check.ok());
    EXPECT_TRUE(contains(all(check.problems), "the file is not signed")) << all(check.problems);
    // A file of version 2 without its signature is not read.
    EXPECT_TRUE(contains(all(readTurnFile(replaced(text, "turn-file 1", "turn-file 2")).errors), "no 'key' line"));
}

TEST(TurnFile, TheSenderMaySignOnlyWithTheKeyPinnedForHim) {
    auto french = playedGame(0);
    EXPECT_EQ(whyMayNotSignFor(french->record(), Side::French, keyOf(Side::French).publicKey()), std::nullopt);
    pinOwnKey(*french, Side::French);
    EXPECT_EQ(whyMayNotSignFor(french->record(), Side::French, keyOf(Side::French).publicKey()), std::nullopt);
    const auto why = whyMayNotSignFor(french->record(), Side::French, keyOf(Side::Allied).publicKey());
    ASSERT_TRUE(why);
    EXPECT_TRUE(contains(*why, fingerprint(keyOf(Side::French).publicKey()))) << *why;
}

}  // namespace
}  // namespace eylau
