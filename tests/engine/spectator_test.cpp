// Spectators of a live game (spectator_feed.h, watched_game.h; docs/remote-play.md, "Spectators"),
// wired in memory beside two programs of a RemotePair: a spectator follows a whole game and its
// copy equals both players'; it learns no secret before both players revealed it; what it forges
// is refused and changes nothing; a feed that does not follow stops its copy, saying why; both
// players see who watches.
#include "eylau/ai/player.h"
#include "eylau/game/decision_due.h"
#include "eylau/record/record_chain.h"
#include "eylau/remote/remote_game.h"
#include "eylau/remote/spectator_feed.h"
#include "eylau/remote/watched_game.h"
#include "support/remote_pair.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

namespace eylau {
namespace {

using test::RemotePair;
using Kind = WatchNotice::Kind;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Secrets from a seeded source, each one also kept in `drawn`.
SecretSource keeping(std::uint64_t seed, std::shared_ptr<std::vector<Digest>> drawn) {
    SecretSource inner = test::seededSecrets(seed);
    return [inner, drawn]() {
        std::optional<Digest> d = inner();
        if (d) drawn->push_back(*d);
        return d;
    };
}

// A spectator at the host's program: its feed there and its copy, and every message between them.
struct Spectator {
    SpectatorFeed feed;
    WatchedGame copy{test::eylauOnly()};
    std::vector<std::string> received;  // what the host sent it, oldest first
    std::vector<WatchNotice> notices;
    std::vector<SpectatorNotice> hostNotices;

    void connect(const GameSession* host) {
        copy.connected();
        pump(host);
    }
    // Delivers everything both ways, the feed following the host's game.
    void pump(const GameSession* host) {
        for (bool moved = true; moved;) {
            moved = false;
            for (const std::string& m : copy.takeOutgoing()) {
                feed.receive(m, host);
                moved = true;
            }
            if (host) feed.follow(*host);
            for (const std::string& m : feed.takeOutgoing()) {
                received.push_back(m);
                copy.receive(m);
                moved = true;
            }
            for (SpectatorNotice& n : feed.takeNotices()) hostNotices.push_back(std::move(n));
            for (WatchNotice& n : copy.takeNotices()) notices.push_back(std::move(n));
        }
    }
    std::vector<WatchNotice> of(Kind kind) const {
        std::vector<WatchNotice> out;
        std::copy_if(notices.begin(), notices.end(), std::back_inserter(out), [&](const auto& n) { return n.kind == kind; });
        return out;
    }
};

RemotePair newPair(std::shared_ptr<std::vector<Digest>> drawn = std::make_shared<std::vector<Digest>>()) {
    RemotePair p;
    p.french = std::make_unique<RemoteGame>(test::sharedDiceGame(), Side::French, test::eylauOnly(), keeping(1, drawn));
    p.allied = std::make_unique<RemoteGame>(Side::Allied, test::eylauOnly(), keeping(2, drawn));
    p.connect();
    return p;
}

// The commands and reveals of a record, which the hash chain fixes (names and comments aside).
std::vector<Digest> chainOf(const GameSession& session) { return recordChain(session.record()); }

TEST(Spectator, FollowsAWholeGameAndItsCopyEqualsBothPlayers) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 21);
    auto allied = ai::makePlayer(ai::Level::Greedy, 22);
    // One spectator from the start, one that arrives in the middle of the game.
    Spectator early, late;
    early.connect(&p.french->session());
    ASSERT_TRUE(early.copy.isFollowing());
    test::playOn(p, *french, *allied, 40, [&](RemotePair& pair) {
        early.pump(&pair.french->session());
        return true;
    });
    late.connect(&p.french->session());
    EXPECT_EQ(late.copy.session().record().lines.size(), p.french->session().record().lines.size());
    test::playOn(p, *french, *allied, 20000, [&](RemotePair& pair) {
        early.pump(&pair.french->session());
        late.pump(&pair.french->session());
        // Never ahead of the host, and always a beginning of its record.
        const auto& host = pair.french->session().record().lines;
        const auto& seen = late.copy.session().record().lines;
        EXPECT_LE(seen.size(), host.size());
        return !::testing::Test::HasFailure();
    });
    early.pump(&p.french->session());
    late.pump(&p.french->session());
    ASSERT_FALSE(p.french->isStopped()) << p.french->stopReason();
    ASSERT_TRUE(p.french->session().game().gameOver());
    for (Spectator* s : {&early, &late}) {
        ASSERT_FALSE(s->copy.isStopped()) << s->copy.stopReason();
        EXPECT_TRUE(s->of(Kind::Refused).empty());
        EXPECT_EQ(chainOf(s->copy.session()), chainOf(p.french->session()));
        EXPECT_EQ(chainOf(s->copy.session()), chainOf(p.allied->session()));
        EXPECT_EQ(stateDigest(s->copy.session()), stateDigest(p.allied->session()));
        EXPECT_TRUE(s->copy.session().game().gameOver());
    }
    // The early one had the opening's record, then every command one message at a time.
    EXPECT_EQ(early.of(Kind::Began).size(), 1u);
    EXPECT_EQ(early.of(Kind::Applied).size(), p.french->session().record().lines.size());
    EXPECT_EQ(late.of(Kind::Applied).size() + late.of(Kind::Began).front().index,
              p.french->session().record().lines.size());
}

TEST(Spectator, LearnsNoSecretBeforeBothPlayersRevealedIt) {
    auto drawn = std::make_shared<std::vector<Digest>>();
    RemotePair p = newPair(drawn);
    auto french = ai::makePlayer(ai::Level::Greedy, 31);
    auto allied = ai::makePlayer(ai::Level::Greedy, 32);
    Spectator s;
    s.connect(&p.french->session());
    std::size_t rolls = 0, checkedMessages = 0;
    // Each message of the players delivered one at a time, the spectator fed after each.
    for (int commands = 0; commands < 400; ++commands) {
        const Game& game = p.french->session().game();
        const std::optional<Side> due = decisionDue(game).side;
        if (!due) break;
        RemoteGame& program = p.of(*due);
        const std::optional<Command> c = (*due == Side::French ? *french : *allied).next(program.session().game());
        ASSERT_TRUE(c);
        if (game.wouldRoll(*c)) ++rolls;
        ASSERT_FALSE(program.play(*c));
        while (p.step()) {
            s.pump(&p.french->session());
            // Every secret the spectator was sent is one the host's record already reveals.
            std::vector<std::string> revealed;
            for (const RecordLine& line : p.french->session().record().lines)
                if (line.reveal) revealed.insert(revealed.end(), {toHex(line.reveal->french), toHex(line.reveal->allied)});
            for (const std::string& m : s.received)
                for (const Digest& secret : *drawn) {
                    const std::string hex = toHex(secret);
                    if (!contains(m, hex)) continue;
                    ASSERT_NE(std::find(revealed.begin(), revealed.end(), hex), revealed.end())
                        << "a secret reached the spectator before it was revealed";
                }
            ++checkedMessages;
        }
    }
    EXPECT_GT(rolls, 3u);
    EXPECT_GT(checkedMessages, 100u);
    EXPECT_EQ(chainOf(s.copy.session()), chainOf(p.french->session()));
}

TEST(Spectator, ASpectatorsForgedCommandIsRefusedAndChangesNothing) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 41);
    auto allied = ai::makePlayer(ai::Level::Greedy, 42);
    test::playOn(p, *french, *allied, 25);
    Spectator s;
    s.connect(&p.french->session());
    const Digest before = stateDigest(p.french->session());
    const std::size_t count = p.french->session().record().lines.size();
    const std::string save = p.french->saveText();
    // What the side to act might give, forged by the spectator in every form the protocol has.
    const std::optional<Side> due = decisionDue(p.french->session().game()).side;
    ASSERT_TRUE(due);
    const std::optional<Command> legal = (*due == Side::French ? *french : *allied).next(p.french->session().game());
    ASSERT_TRUE(legal);
    const std::string index = std::to_string(count);
    const std::vector<std::string> forged = {
        "command " + index + " " + formatCommand(*legal),
        "commit " + index + " " + std::string(64, 'a'),
        "reveal " + index + " " + std::string(64, 'b'),
        "state " + index + " " + std::string(64, 'c'),
        "record\n" + p.french->session().recordText(),
        "hello 2 french 0 " + std::string(64, 'd') + " " + std::string(64, 'e'),
        "agreed " + index + " " + std::string(64, 'f') + " - " + formatCommand(*legal),
        "chat let me play",
        "watchers Mallory",
    };
    for (const std::string& m : forged) s.feed.receive(m, &p.french->session());
    const std::vector<SpectatorNotice> notices = s.feed.takeNotices();
    ASSERT_EQ(notices.size(), forged.size());
    for (std::size_t i = 0; i < forged.size(); ++i) {
        EXPECT_EQ(notices[i].kind, SpectatorNotice::Kind::Refused) << forged[i];
        EXPECT_TRUE(contains(notices[i].text, "a spectator cannot play")) << notices[i].text;
        const std::string word = forged[i].substr(0, forged[i].find_first_of(" \n"));
        EXPECT_TRUE(contains(notices[i].text, "'" + word + "'")) << notices[i].text;  // named
    }
    EXPECT_TRUE(s.feed.takeOutgoing().empty());
    // The game, its record and its save are as they were; the players play on as before.
    EXPECT_EQ(stateDigest(p.french->session()), before);
    EXPECT_EQ(p.french->session().record().lines.size(), count);
    EXPECT_EQ(p.french->saveText(), save);
    p.pump();
    EXPECT_FALSE(p.french->isStopped());
    EXPECT_TRUE(p.noticesOf(RemoteNotice::Kind::Refused).empty());
    test::playOn(p, *french, *allied, 10);
    s.pump(&p.french->session());
    EXPECT_EQ(chainOf(s.copy.session()), chainOf(p.allied->session()));
}

TEST(Spectator, ASpectatorOfAnotherVersionIsSentAwayAndAHelloOnlyOnce) {
    RemotePair p = newPair();
    SpectatorFeed feed;
    feed.receive("watch 1", &p.french->session());
    const auto out = feed.takeOutgoing();
    ASSERT_EQ(out.size(), 1u);
    EXPECT_TRUE(contains(out[0], "bye version")) << out[0];
    EXPECT_FALSE(feed.isWatching());
    // Its link goes: nothing more of it is read.
    feed.receive("watch 2", &p.french->session());
    EXPECT_FALSE(feed.isWatching());
    EXPECT_TRUE(feed.takeOutgoing().empty());

    SpectatorFeed named;
    named.receive("name   Anne\t of Prussia  ", &p.french->session());
    named.receive("watch 2", &p.french->session());
    named.receive("watch 2", &p.french->session());
    EXPECT_TRUE(named.isWatching());
    EXPECT_EQ(named.name(), "Anne  of Prussia");
    const auto notices = named.takeNotices();
    ASSERT_EQ(notices.size(), 3u);
    EXPECT_EQ(notices[2].kind, SpectatorNotice::Kind::Refused);
    EXPECT_EQ(named.takeOutgoing().size(), 1u);  // one record, not two
}

// The host's messages, altered on the way: the copy refuses what changes nothing and stops on
// what it cannot follow, naming it; nothing it was sent crashes it.
TEST(Spectator, ACopyRefusesOrStopsOnAFeedItCannotFollow) {
    RemotePair p = newPair();
    auto french = ai::makePlayer(ai::Level::Greedy, 51);
    auto allied = ai::makePlayer(ai::Level::Greedy, 52);
    test::playOn(p, *french, *allied, 30);
    const GameSession& host = p.french->session();
    const auto& lines = host.record().lines;
    const std::vector<Digest> chain = recordChain(host.record());
    // A spectator that had the first 20 commands.
    const auto copyAt = [&](std::size_t n) {
        auto w = std::make_unique<WatchedGame>(test::eylauOnly());
        w->connected();
        w->takeOutgoing();
        auto session = test::sharedDiceGame();
        for (std::size_t i = 0; i < n; ++i) session->apply(lines[i].command, {}, lines[i].reveal);
        w->receive("record\n" + session->recordText());
        w->takeNotices();
        return w;
    };
    const auto noticeOf = [](WatchedGame& w) {
        auto n = w.takeNotices();
        return n.empty() ? WatchNotice{} : n.back();
    };
    {   // The next command with the right chain is taken.
        auto w = copyAt(20);
        w->receive(agreedMessage(20, lines[20], chain[21]));
        EXPECT_EQ(noticeOf(*w).kind, Kind::Applied);
        EXPECT_EQ(w->session().record().lines.size(), 21u);
        // Replayed: refused, nothing changes.
        w->receive(agreedMessage(20, lines[20], chain[21]));
        const WatchNotice n = noticeOf(*w);
        EXPECT_EQ(n.kind, Kind::Refused);
        EXPECT_TRUE(contains(n.text, "replayed")) << n.text;
        EXPECT_FALSE(w->isStopped());
        for (const char* garbage : {"agreed", "agreed x y z w", "agreed 21 abc - end", "", "\x01\x02", "what 1 2"}) {
            w->receive(garbage);
            EXPECT_EQ(noticeOf(*w).kind, Kind::Refused) << garbage;
        }
        EXPECT_FALSE(w->isStopped());
        EXPECT_EQ(w->session().record().lines.size(), 21u);
    }
    {   // A chain that differs: the command is not applied, and the copy stops.
        auto w = copyAt(20);
        w->receive(agreedMessage(20, lines[20], chain[20]));
        EXPECT_TRUE(w->isStopped());
        EXPECT_TRUE(contains(w->stopReason(), "chain")) << w->stopReason();
        EXPECT_EQ(w->session().record().lines.size(), 20u);
    }
    {   // A command skipped.
        auto w = copyAt(20);
        w->receive(agreedMessage(21, lines[21], chain[22]));
        EXPECT_TRUE(w->isStopped());
        EXPECT_TRUE(contains(w->stopReason(), "missed")) << w->stopReason();
    }
    {   // A command the engine refuses (the chain made to match it): named with the engine's reason.
        auto w = copyAt(20);
        RecordLine bad;
        for (std::size_t i = 0; i < 20; ++i) {
            bad.command = lines[i].command;
            if (w->session().game().whyNot(bad.command)) break;
        }
        ASSERT_TRUE(w->session().game().whyNot(bad.command));  // a command of the past, long since made
        w->receive(agreedMessage(20, bad, chainStep(chain[20], bad)));
        EXPECT_TRUE(w->isStopped());
        EXPECT_TRUE(contains(w->stopReason(), "is refused")) << w->stopReason();
        EXPECT_EQ(w->session().record().lines.size(), 20u);
    }
    {   // A record of another game.
        auto w = copyAt(20);
        GameOptions options;
        options.sharedDice = true;
        options.seed = 99;
        GameSession other(test::sharedDiceGame()->sharedScenario(), "eylau", options);
        w->receive("record\n" + other.recordText());
        EXPECT_TRUE(w->isStopped());
        EXPECT_TRUE(contains(w->stopReason(), "another game")) << w->stopReason();
    }
    {   // A record without shared dice is no network game; one of a scenario not built in is refused.
        WatchedGame w(test::eylauOnly());
        w.connected();
        GameSession seeded(test::sharedDiceGame()->sharedScenario(), "eylau", GameOptions{});
        w.receive("record\n" + seeded.recordText());
        EXPECT_TRUE(contains(w.stopReason(), "shared dice")) << w.stopReason();
        WatchedGame elsewhere(test::eylauOnly());
        elsewhere.connected();
        std::string text = host.recordText();
        text.replace(text.find("scenario eylau"), 14, "scenario /etc/passwd");
        elsewhere.receive("record\n" + text);
        EXPECT_TRUE(elsewhere.isStopped());
        EXPECT_FALSE(elsewhere.hasGame());
    }
    {   // Commands taken back by consent: the feed sends the record whole, and the copy takes it.
        auto w = copyAt(25);
        SpectatorFeed feed;
        auto shorter = test::sharedDiceGame();
        for (std::size_t i = 0; i < 22; ++i) shorter->apply(lines[i].command, {}, lines[i].reveal);
        feed.receive("watch 2", &host);
        feed.takeOutgoing();
        feed.follow(*shorter);
        const auto out = feed.takeOutgoing();
        ASSERT_EQ(out.size(), 1u);
        w->receive(out[0]);
        const WatchNotice n = noticeOf(*w);
        EXPECT_EQ(n.kind, Kind::Began);
        EXPECT_TRUE(contains(n.text, "took back 3")) << n.text;
        EXPECT_EQ(w->session().record().lines.size(), 22u);
    }
}

TEST(Spectator, LearnsThePlayersNamesAsTheyJoinTheRecord) {
    RemotePair p = newPair();
    Spectator s;
    s.connect(&p.french->session());
    EXPECT_TRUE(s.copy.session().record().names.empty());
    p.french->setMyName("Anne");
    p.allied->setMyName("Boris");
    p.pump();
    s.pump(&p.french->session());
    EXPECT_EQ(s.copy.session().record().names, p.french->session().record().names);
    EXPECT_EQ(s.copy.session().record().names.at("allied"), "Boris");
    EXPECT_EQ(s.of(Kind::Named).size(), 2u);
    // Sent once: nothing more while they stay the same; a malformed one changes nothing.
    const std::size_t sent = s.received.size();
    s.pump(&p.french->session());
    EXPECT_EQ(s.received.size(), sent);
    s.copy.receive("named spectator Mallory");
    s.copy.receive("named french");
    EXPECT_EQ(s.copy.session().record().names.at("french"), "Anne");
    EXPECT_EQ(s.copy.takeNotices().size(), 2u);
}

TEST(Spectator, BothPlayersSeeWhoWatches) {
    RemotePair p = newPair();
    p.french->setWatchers({"Anne (192.168.1.7:50312)", "Bern\thard\x01 (10.0.0.2:4000)"});
    p.pump();
    std::vector<RemoteNotice> told = p.noticesOf(RemoteNotice::Kind::Watchers);
    ASSERT_EQ(told.size(), 1u);
    EXPECT_EQ(told[0].watchers, (std::vector<std::string>{"Anne (192.168.1.7:50312)", "Bern hard  (10.0.0.2:4000)"}));
    // Told again on every connection; an empty list when the last one leaves.
    p.disconnect();
    p.notices.clear();
    p.connect();
    ASSERT_EQ(p.noticesOf(RemoteNotice::Kind::Watchers).size(), 1u);
    p.french->setWatchers({});
    p.pump();
    told = p.noticesOf(RemoteNotice::Kind::Watchers);
    ASSERT_EQ(told.size(), 2u);
    EXPECT_TRUE(told[1].watchers.empty());
    // At most kMaxSpectators are sent; a longer list from a peer is refused.
    std::vector<std::string> many(20, "Someone");
    p.french->setWatchers(many);
    p.pump();
    EXPECT_EQ(p.noticesOf(RemoteNotice::Kind::Watchers).back().watchers.size(), std::size_t(kMaxSpectators));
    std::string flood = "watchers";
    for (int i = 0; i < 12; ++i) flood += (i ? "\t" : " ") + std::string("X");
    p.allied->receive(flood);
    const auto refused = p.allied->takeNotices();
    ASSERT_FALSE(refused.empty());
    EXPECT_EQ(refused.back().kind, RemoteNotice::Kind::Refused);
    EXPECT_TRUE(contains(refused.back().text, "more than 8 spectators")) << refused.back().text;
    EXPECT_FALSE(p.allied->isStopped());
}

// Only the host has spectators: a list from the guest's program reaches a host as a refusal.
TEST(Spectator, AHostRefusesTheGuestsListOfSpectators) {
    RemotePair p = newPair();
    p.french->setHosting(true);
    p.allied->setWatchers({"Mallory (203.0.113.7:4000)"});
    p.pump();
    EXPECT_TRUE(p.noticesOf(RemoteNotice::Kind::Watchers).empty());
    const auto refused = p.noticesOf(RemoteNotice::Kind::Refused);
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_TRUE(contains(refused[0].text, "only the host's program")) << refused[0].text;
    EXPECT_FALSE(p.french->isStopped());
}

// Moves taken back by both players' consent (docs/remote-play.md, "Taking back moves"): the
// spectator's copy is cut back with the players' records, and follows on from there.
TEST(Spectator, FollowsMovesTakenBackByConsent) {
    RemotePair p = test::hostedPair();
    Spectator watcher;
    watcher.connect(&p.french->session());
    auto french = ai::makePlayer(ai::Level::Greedy, 31);
    while (p.french->session().record().lines.size() < 3) {
        const std::optional<Command> c = french->next(p.french->session().game());
        ASSERT_TRUE(c && std::holds_alternative<MoveCommand>(*c));
        ASSERT_FALSE(p.french->play(*c));
        p.pump();
        watcher.pump(&p.french->session());
    }
    ASSERT_EQ(watcher.copy.session().record().lines.size(), 3u);
    ASSERT_FALSE(p.french->askTakeback(2));
    p.pump();
    ASSERT_FALSE(p.allied->answerTakeback(true));
    p.pump();
    ASSERT_EQ(p.french->session().record().lines.size(), 1u);
    watcher.pump(&p.french->session());
    ASSERT_FALSE(watcher.copy.isStopped()) << watcher.copy.stopReason();
    EXPECT_EQ(chainOf(watcher.copy.session()), chainOf(p.french->session()));
    EXPECT_EQ(chainOf(watcher.copy.session()), chainOf(p.allied->session()));
    // Play goes on, and the spectator with it.
    auto allied = ai::makePlayer(ai::Level::Greedy, 32);
    test::playOn(p, *french, *allied, 60, [&](RemotePair& pair) {
        watcher.pump(&pair.french->session());
        return true;
    });
    watcher.pump(&p.french->session());
    EXPECT_EQ(chainOf(watcher.copy.session()), chainOf(p.allied->session()));
    EXPECT_EQ(stateDigest(watcher.copy.session()), stateDigest(p.allied->session()));
}

}  // namespace
}  // namespace eylau
