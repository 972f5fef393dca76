// Play by e-mail in the window (docs/playing.md, "Play by e-mail"): a turn file written by one
// window, signed with its player's key (made owner-only on first use), and opened, checked, by
// another, which pins the sender's key; an edited file, or one signed by another key than the
// pinned one, is refused naming the line or the fingerprints, and the game open is unchanged.
#include "controllers/review_controller.h"
#include "play_test_support.h"

#include "controllers/computer_turns.h"
#include "controllers/turn_file_controller.h"

#include "eylau/ai/player.h"
#include "eylau/io/signing_key.h"
#include "eylau/record/game_review.h"
#include "eylau/record/game_session.h"
#include "eylau/record/turn_file.h"

#include <QFile>
#include <QTemporaryDir>

#include <sys/stat.h>

namespace eylau::game {
namespace {

// A window whose player signs with the key in `dir` named `name` (made on first use).
std::unique_ptr<MainWindow> mailWindow(const Scenario& scenario, const QTemporaryDir& dir, const QString& name,
                                       GameOptions options = {}) {
    auto window = test::playWindow(scenario, options);
    window->turnFiles().setSigningKeyPath(dir.filePath(name + QStringLiteral("/turn-signing-key.pem")));
    return window;
}

// The window's player plays `side` (greedy) until the other side must decide something.
void playSide(MainWindow& window, Side side, unsigned seed) {
    auto player = ai::makePlayer(ai::Level::Greedy, seed);
    for (int i = 0; i < 200 && window.computer().sideToAct() == side; ++i) {
        const auto c = player->next(window.game());
        ASSERT_TRUE(c);
        ASSERT_TRUE(window.document().apply(*c).ok());
    }
}

QString readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void writeAll(const QString& path, const QString& text) {
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text.toUtf8());
}

// Anne plays the French's first turn in her window and sends it as `first`, in a folder of the
// test's own, where each player's key is made.
class TurnFilePlayTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_NE(scenario, nullptr);
        anne = mailWindow(*scenario, dir, QStringLiteral("anne"), test::seeded());
        playSide(*anne, Side::French, 5);
        EXPECT_GT(anne->document().session().record().lines.size(), 5u);
        ASSERT_EQ(anne->turnFiles().sendTurnTo(first, Side::French), QString());
        EXPECT_EQ(anne->turnFiles().mailSide(), Side::French);
    }

    const Scenario* scenario = test::embeddedEylau();
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("turn-1.eylau-turn"));
    std::unique_ptr<MainWindow> anne;
};

TEST_F(TurnFilePlayTest, ATurnFileGoesToTheOpponentAndAnEditedOneIsRefused) {
    const QString& path = first;
    // Boris opens it in a fresh window: the game is Anne's, shown in review from its first command.
    auto boris = mailWindow(*scenario, dir, QStringLiteral("boris"));
    ASSERT_EQ(boris->turnFiles().openTurnFile(path), QString());
    EXPECT_EQ(boris->turnFiles().mailSide(), Side::Allied);
    EXPECT_EQ(boris->document().session().recordText(), anne->document().session().recordText());
    ASSERT_TRUE(boris->isReviewing());
    EXPECT_EQ(boris->reviews().review()->position(), 0u);
    boris->closeReview();

    // A file with a command changed on the way is refused, naming the file and the line, and the
    // game open is unchanged.
    QString text = readAll(path);
    const qsizetype at = text.indexOf(QStringLiteral("\nmove "));
    ASSERT_GT(at, 0);
    const qsizetype end = text.indexOf(QLatin1Char('\n'), at + 1);
    text.replace(end - 1, 1, text.at(end - 1) == QLatin1Char('1') ? QStringLiteral("2") : QStringLiteral("1"));
    const QString edited = dir.filePath(QStringLiteral("edited.eylau-turn"));
    writeAll(edited, text);
    auto carl = mailWindow(*scenario, dir, QStringLiteral("carl"));
    const QString error = carl->turnFiles().openTurnFile(edited);
    EXPECT_FALSE(error.isEmpty());
    EXPECT_TRUE(error.contains(QStringLiteral("edited.eylau-turn"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("line"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("signed"))) << error.toStdString();
    EXPECT_TRUE(carl->document().session().record().lines.empty());
    EXPECT_FALSE(carl->isReviewing());
}

TEST_F(TurnFilePlayTest, TheKeyIsMadeOwnerOnlyAndEachSidesKeyIsPinnedInBothGames) {
    struct stat info {};
    ASSERT_EQ(::stat(QFile::encodeName(anne->turnFiles().signingKeyPath()).constData(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0600u);
    const SigningKeyLoad anneKey = loadOrCreateSigningKey(QFile::encodeName(anne->turnFiles().signingKeyPath()).toStdString());
    ASSERT_TRUE(anneKey.key);
    const PublicKey french = anneKey.key->publicKey();
    EXPECT_EQ(anne->document().session().record().signers.at("french"), french);  // her own, pinned on sending

    // Boris pins Anne's key on her first file and is shown its fingerprint; he answers.
    auto boris = mailWindow(*scenario, dir, QStringLiteral("boris"));
    ASSERT_EQ(boris->turnFiles().openTurnFile(first), QString());
    EXPECT_EQ(boris->document().session().record().signers.at("french"), french);
    EXPECT_TRUE(boris->statusMessage().contains(QString::fromStdString(fingerprint(french))))
        << boris->statusMessage().toStdString();
    boris->closeReview();
    playSide(*boris, Side::Allied, 6);
    const QString second = dir.filePath(QStringLiteral("turn-2.eylau-turn"));
    ASSERT_EQ(boris->turnFiles().sendTurnTo(second, Side::Allied), QString());

    // Anne pins Boris's key: both records hold both keys.
    ASSERT_EQ(anne->turnFiles().openTurnFile(second), QString());
    anne->closeReview();
    const auto pins = anne->document().session().record().signers;
    ASSERT_EQ(pins.size(), 2u);
    EXPECT_EQ(pins, boris->document().session().record().signers);
    EXPECT_NE(pins.at("allied"), french);

    // Carl, who has the game too, sends Anne a file as the Allies signed by his own key: refused,
    // naming both fingerprints, and Anne's game is unchanged.
    const SigningKeyLoad carl = loadOrCreateSigningKey(QFile::encodeName(dir.filePath("carl/key.pem")).toStdString());
    ASSERT_TRUE(carl.key) << carl.error;
    const QString forged = dir.filePath(QStringLiteral("forged.eylau-turn"));
    writeAll(forged, QString::fromStdString(writeTurnFile(anne->document().session().record(), Side::Allied, *carl.key)));
    const GameRecord before = anne->document().session().record();
    const QString error = anne->turnFiles().openTurnFile(forged);
    EXPECT_TRUE(error.contains(QString::fromStdString(fingerprint(carl.key->publicKey())))) << error.toStdString();
    EXPECT_TRUE(error.contains(QString::fromStdString(fingerprint(pins.at("allied"))))) << error.toStdString();
    EXPECT_EQ(anne->document().session().record(), before);
    EXPECT_FALSE(anne->isReviewing());
}

}  // namespace
}  // namespace eylau::game
