// Watching a live game in the window (docs/playing.md, "Watching a game"): three windows in one
// process over loopback TLS, the French hosting and inviting spectators, the Allies joining, the
// computer playing both sides, and a spectator's window that follows the game as in review,
// live, steps back and comes back to it, can play nothing, and whose copy equals both players'
// games; both players' Network docks list who watches.
#include "play_test_support.h"

#include "controllers/computer_turns.h"
#include "controllers/network_controller.h"
#include "controllers/review_controller.h"
#include "controllers/watch_controller.h"
#include "panes/chat_panel.h"
#include "panes/review_bar.h"
#include "network_game.h"
#include "spectator_hub.h"
#include "watching_game.h"

#include "eylau/ai/player.h"
#include "eylau/record/game_review.h"
#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"
#include "eylau/record/record_chain.h"

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QTemporaryDir>

namespace eylau::game {
namespace {

using namespace std::chrono_literals;

bool inGameMenu(MainWindow& window, QAction* action) {
    for (QAction* top : window.menuBar()->actions())
        if (top->menu() && top->text().remove(QLatin1Char('&')) == QStringLiteral("Game") &&
            top->menu()->actions().contains(action))
            return true;
    return false;
}

std::size_t commands(const MainWindow& w) { return w.document().session().record().lines.size(); }
Digest chainOf(const MainWindow& w) { return recordChain(w.document().session().record()).back(); }

TEST(WatchPlayTest, TheGameMenuOffersWatchingAndInvitingSpectators) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    EXPECT_TRUE(inGameMenu(*window, window->watch().watchAction()));
    EXPECT_TRUE(inGameMenu(*window, window->watch().inviteAction()));
    EXPECT_TRUE(inGameMenu(*window, window->watch().stopAction()));
    EXPECT_FALSE(window->watch().stopAction()->isEnabled());
    EXPECT_FALSE(window->watch().stopAction()->isVisible());  // in Watch a Game's place while watching
    // Spectators watch a game hosted here: none is, so none can be invited.
    EXPECT_TRUE(window->watch().inviteSpectators(false).contains(QStringLiteral("host one first")));
    // A player's invitation does not let anyone watch; a line that is no invitation says why.
    EXPECT_TRUE(window->watch().watch(QStringLiteral("eylau://127.0.0.1:18070/K7QM-3XTA-P9RD-W2HE"), {})
                    .contains(QStringLiteral("player's invitation")));
    EXPECT_TRUE(window->watch().watch(QStringLiteral("eylau://127.0.0.1/K7QM"), {}).contains(QStringLiteral("cannot be read")));
    EXPECT_FALSE(window->watch().isWatching());
}

TEST(WatchPlayTest, ASpectatorsWindowFollowsTheGameLiveAndCannotPlay) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    auto host = test::playWindow(*scenario, test::seeded());
    auto guest = test::playWindow(*scenario, test::seeded());
    auto spectator = test::playWindow(*scenario, test::seeded());
    for (MainWindow* w : {host.get(), guest.get(), spectator.get()}) {
        w->network().setSaveFolder(dir.path());
        w->computer().setPace(0ms);
        w->computer().setWork(ai::WorkBudget{10});
    }
    Seats french, allied;
    french.set(Side::French, ai::Level::Quick);
    allied.set(Side::Allied, ai::Level::Quick);
    host->setSeats(french);
    guest->setSeats(allied);
    NetworkStart hosting;
    hosting.address = QStringLiteral("127.0.0.1");
    hosting.port = 0;
    hosting.name = QStringLiteral("Anne");
    ASSERT_EQ(host->network().start(hosting), QString());
    ASSERT_EQ(host->watch().inviteSpectators(false), QString());
    const QString watchLine = host->watch().spectators()->invitation(QStringLiteral("127.0.0.1"));
    EXPECT_TRUE(watchLine.endsWith(QStringLiteral("?watch")));
    // The spectator comes before the guest: it follows from the opening.
    ASSERT_EQ(spectator->watch().watch(watchLine, QStringLiteral("Clara")), QString());
    EXPECT_TRUE(spectator->watch().stopAction()->isVisible());
    EXPECT_FALSE(spectator->watch().watchAction()->isVisible());
    NetworkStart joining;
    joining.host = false;
    joining.side = Side::Allied;
    joining.address = QStringLiteral("127.0.0.1");
    joining.port = host->network().game()->port();
    joining.name = QStringLiteral("Boris");
    joining.code = QString::fromStdString(host->network().game()->joinCode()->text());
    ASSERT_EQ(guest->network().start(joining), QString());

    ReviewController& review = spectator->reviews();
    ASSERT_TRUE(QTest::qWaitFor([&] { return review.isOpen() && commands(*spectator) >= 12; }, 60000))
        << commands(*host) << " commands played, " << commands(*spectator) << " seen";
    EXPECT_TRUE(spectator->isReviewing());
    // The guest joined after the spectator: his name reached it too.
    ASSERT_TRUE(QTest::qWaitFor([&] { return spectator->document().session().record().names.count("allied") > 0; }, 10000));
    EXPECT_EQ(spectator->document().session().record().names.at("allied"), "Boris");
    EXPECT_TRUE(spectator->windowTitle().contains(QStringLiteral("Boris"))) << spectator->windowTitle().toStdString();
    EXPECT_EQ(review.bar()->liveText(), QStringLiteral("Watching, live"));
    EXPECT_FALSE(review.bar()->playOnAction()->isVisible());
    EXPECT_FALSE(review.bar()->closeAction()->isEnabled());
    // Both players see who watches: the host's Network dock, and the guest's, told by the host.
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest->network().chatPanel()->watchers()->text().contains("Clara (127.0.0.1:"); },
                                10000));
    EXPECT_TRUE(host->network().chatPanel()->watchers()->text().contains(QStringLiteral("Clara (127.0.0.1:")));
    EXPECT_TRUE(host->network().chatPanel()->text().contains(QStringLiteral("The spectator at 127.0.0.1:")));
    // Only the host has spectators: a list the guest's program sends the host is refused.
    guest->network().game()->setWatchers({QStringLiteral("Mallory (203.0.113.7:4000)")});
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return host->network().chatPanel()->text().contains(QStringLiteral("a list of spectators")); }, 10000));
    EXPECT_FALSE(host->network().chatPanel()->watchers()->text().contains(QStringLiteral("Mallory")));
    EXPECT_TRUE(host->network().chatPanel()->watchers()->text().contains(QStringLiteral("Clara")));
    // Nothing is played from the spectator's window, review or no review.
    const std::size_t seen = commands(*spectator);
    const ApplyResult tried = spectator->document().apply(EndPhaseCommand{});
    ASSERT_FALSE(tried.ok());
    EXPECT_TRUE(QString::fromStdString(tried.refusal->describe()).contains(QStringLiteral("spectator")));
    EXPECT_FALSE(spectator->computer().personMayAct());

    // Stepped back, the review stays where it is while the game goes on, and says how far behind.
    review.seek(3);
    ASSERT_TRUE(QTest::qWaitFor([&] { return commands(*spectator) >= seen + 6; }, 60000));
    EXPECT_EQ(review.review()->position(), 3u);
    EXPECT_TRUE(review.bar()->liveText().contains(QStringLiteral("behind"))) << review.bar()->liveText().toStdString();
    // At the end again, it follows each new command.
    review.seek(review.review()->length());
    const std::size_t caught = commands(*spectator);
    ASSERT_TRUE(QTest::qWaitFor([&] { return commands(*spectator) >= caught + 3; }, 60000));
    EXPECT_EQ(review.review()->position(), review.review()->length());
    EXPECT_EQ(review.bar()->liveText(), QStringLiteral("Watching, live"));

    // Paused, the spectator's copy is both players' game.
    host->computer().setPaused(true);
    guest->computer().setPaused(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return commands(*spectator) == commands(*host) && commands(*guest) == commands(*host); },
                                10000));
    QTest::qWait(200);
    EXPECT_EQ(chainOf(*spectator), chainOf(*host));
    EXPECT_EQ(chainOf(*spectator), chainOf(*guest));
    EXPECT_EQ(spectator->document().session().state(), guest->document().session().state());
    EXPECT_FALSE(spectator->network().chatPanel()->text().contains(QStringLiteral("Refused")));

    // Stop Watching: the copy stays, the host and the guest hear that Clara left.
    spectator->watch().stopAction()->trigger();
    EXPECT_FALSE(spectator->watch().isWatching());
    ASSERT_TRUE(QTest::qWaitFor([&] { return host->network().chatPanel()->text().contains(QStringLiteral("stopped watching")); },
                                10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return guest->network().chatPanel()->watchers()->isHidden(); }, 10000));
    EXPECT_EQ(chainOf(*spectator), chainOf(*host));
}

}  // namespace
}  // namespace eylau::game
