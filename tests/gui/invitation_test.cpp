// The invitation (docs/playing.md, "Hosting and joining"): Game > Show Invitation shows the
// host's code and a line to copy that reads back as this game's address, port and code, whole
// at the smallest screen; the Join dialog takes a pasted invitation apart into its fields and
// will not join without a valid code; a guest with a wrong code is told so and stops knocking,
// while the host names it and goes on waiting.
#include "play_test_support.h"

#include "panes/chat_panel.h"
#include "dialogs/invitation_dialog.h"
#include "controllers/network_controller.h"
#include "dialogs/network_dialog.h"
#include "network_game.h"

#include "eylau/remote/invitation.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTemporaryDir>

namespace eylau::game {
namespace {

using namespace std::chrono_literals;

std::unique_ptr<MainWindow> hostWindow(QTemporaryDir& dir) {
    auto host = test::playWindow(*test::embeddedEylau(), test::seeded());
    host->network().setSaveFolder(dir.path());
    NetworkStart hosting;
    hosting.address = QStringLiteral("127.0.0.1");
    hosting.port = 0;
    hosting.name = QStringLiteral("Anne");
    EXPECT_EQ(host->network().start(hosting), QString());
    return host;
}

TEST(InvitationTest, TheHostsInvitationReadsBackAsThisGameAndFitsTheScreen) {
    QTemporaryDir dir;
    auto host = hostWindow(dir);
    ASSERT_NE(host->network().game(), nullptr);
    ASSERT_TRUE(host->network().showInvitationAction()->isEnabled());
    host->network().showInvitationAction()->trigger();
    auto* dialog = host->findChild<InvitationDialog*>();
    ASSERT_NE(dialog, nullptr);
    QApplication::processEvents();
    const auto code = host->network().game()->joinCode();
    ASSERT_TRUE(code);
    EXPECT_EQ(dialog->codeLabel()->text().toStdString(), code->text());
    const auto invitation = readInvitation(dialog->invitation().toStdString());
    ASSERT_TRUE(invitation) << dialog->invitation().toStdString();
    EXPECT_EQ(invitation->host, "127.0.0.1");  // the one address listened on
    EXPECT_EQ(invitation->port, host->network().game()->port());
    EXPECT_EQ(invitation->code, *code);
    // Another address typed: the line follows.
    dialog->addressBox()->setEditText(QStringLiteral("203.0.113.7"));
    EXPECT_TRUE(dialog->invitation().startsWith(QStringLiteral("eylau://203.0.113.7:"))) << dialog->invitation().toStdString();
    dialog->copyButton()->click();
    EXPECT_EQ(QApplication::clipboard()->text(), dialog->invitation());
    // Whole on the smallest screen we support, the line readable without scrolling.
    const QSize size = dialog->sizeHint();
    EXPECT_LE(size.width(), 1280);
    EXPECT_LE(size.height(), 720);
    auto* line = dialog->findChild<QLineEdit*>(QStringLiteral("invitationLine"));
    ASSERT_NE(line, nullptr);
    dialog->resize(size);
    QApplication::processEvents();
    EXPECT_GE(line->contentsRect().width(), line->fontMetrics().horizontalAdvance(line->text()));
    dialog->close();
    host->network().leave(false);
    EXPECT_FALSE(host->network().showInvitationAction()->isEnabled());
}

TEST(InvitationTest, TheJoinDialogTakesAPastedInvitationApartAndWantsACode) {
    NetworkDialog dialog(false, QString());
    QPushButton* join = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    dialog.addressEdit()->setText(QStringLiteral("192.168.1.20"));
    dialog.codeEdit()->clear();
    EXPECT_FALSE(join->isEnabled());  // no code
    dialog.codeEdit()->setText(QStringLiteral("K7QM-3XTA"));
    EXPECT_FALSE(join->isEnabled());  // too short, and it says so
    dialog.addressEdit()->setText(QStringLiteral("eylau://10.0.0.5:18099/k7qm-3xta-p9rd-w2he"));
    EXPECT_EQ(dialog.addressEdit()->text(), QStringLiteral("10.0.0.5"));
    EXPECT_EQ(dialog.portBox()->value(), 18099);
    EXPECT_EQ(dialog.codeEdit()->text(), QStringLiteral("K7QM-3XTA-P9RD-W2HE"));
    EXPECT_TRUE(join->isEnabled());
    const NetworkStart start = dialog.choice();
    EXPECT_EQ(start.code, QStringLiteral("K7QM-3XTA-P9RD-W2HE"));
    EXPECT_EQ(start.port, 18099);
    // A picture to look at, when asked (EYLAU_SCREENSHOTS=FOLDER).
    if (const QByteArray folder = qgetenv("EYLAU_SCREENSHOTS"); !folder.isEmpty()) {
        dialog.codeEdit()->setText(QStringLiteral("K7QM-3XTA-P9"));
        dialog.adjustSize();
        dialog.show();
        QApplication::processEvents();
        dialog.grab().save(QString::fromLocal8Bit(folder) + QStringLiteral("/join-dialog.png"));
    }
}

TEST(InvitationTest, AGuestWithAWrongCodeIsToldAndTheHostWaitsForTheRightOne) {
    QTemporaryDir dir;
    auto host = hostWindow(dir);
    ASSERT_NE(host->network().game(), nullptr);
    auto guest = test::playWindow(*test::embeddedEylau(), test::seeded());
    guest->network().setSaveFolder(dir.path());
    NetworkStart joining;
    joining.host = false;
    joining.side = Side::Allied;
    joining.address = QStringLiteral("127.0.0.1");
    joining.port = host->network().game()->port();
    joining.code = QStringLiteral("0000-0000-0000-0000");
    ASSERT_EQ(guest->network().start(joining), QString());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return guest->network().game()->linkState() == net::NetworkGame::LinkState::SentAway; }, 5000));
    EXPECT_TRUE(guest->network().chatPanel()->text().contains(QStringLiteral("did not accept this program's code")))
        << guest->network().chatPanel()->text().toStdString();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return host->network().chatPanel()->text().contains(QStringLiteral("without the invitation was refused: it did not have the invitation's code")); },
        5000))
        << host->network().chatPanel()->text().toStdString();
    EXPECT_EQ(host->network().game()->linkState(), net::NetworkGame::LinkState::Listening);
    // The right code: in.
    guest->network().leave(false);
    joining.code = QString::fromStdString(host->network().game()->joinCode()->text());
    ASSERT_EQ(guest->network().start(joining), QString());
    EXPECT_TRUE(QTest::qWaitFor([&] { return host->network().game()->remote().isSynced() && guest->network().game()->remote().isSynced(); },
                                10000));
}

}  // namespace
}  // namespace eylau::game

namespace eylau::game {
namespace {

// Playing through a home router: once the router forwards the port, its outside address comes
// first and is chosen, with the router's sentence; an address the player typed stands.
TEST(InvitationTest, TheRoutersOutsideAddressIsOfferedFirstWithWhatTheRouterSaid) {
    const auto code = JoinCode::read("K7QM-3XTA-P9RD-W2HE");
    ASSERT_TRUE(code);
    const auto line = [&](const QString& address) {
        return QString::fromStdString(invitationText({address.toStdString(), 18070, *code}));
    };
    InvitationDialog dialog(QString::fromStdString(code->text()), {QStringLiteral("192.168.1.20")}, line, 18070);
    EXPECT_TRUE(dialog.invitation().startsWith(QStringLiteral("eylau://192.168.1.20:18070/")));
    dialog.setRouter(QStringLiteral("Asking your router..."), QString());
    EXPECT_EQ(dialog.routerLabel()->text(), QStringLiteral("Asking your router..."));
    dialog.setRouter(QStringLiteral("Your router forwards 11.77.0.1"), QStringLiteral("11.77.0.1"));
    EXPECT_EQ(dialog.addressBox()->itemText(0), QStringLiteral("11.77.0.1"));
    EXPECT_EQ(dialog.invitation(), QStringLiteral("eylau://11.77.0.1:18070/K7QM-3XTA-P9RD-W2HE"));
    EXPECT_EQ(dialog.routerLabel()->text(), QStringLiteral("Your router forwards 11.77.0.1"));

    // A long answer arriving while the window is open is shown whole.
    dialog.show();
    QApplication::processEvents();
    dialog.setRouter(QStringLiteral("Your router did not forward port 18070 (UPnP: no router answered; NAT-PMP: no "
                                    "router answered). An opponent on your own network can join; one on the internet "
                                    "can if you forward the port by hand or give him an IPv6 address, or play by "
                                    "e-mail (File > Send Turn)."),
                     QString());
    QApplication::processEvents();
    EXPECT_GE(dialog.routerLabel()->height(), dialog.routerLabel()->heightForWidth(dialog.routerLabel()->width()));
    dialog.close();

    // The spectators' invitation: the same dialog, the same router, another code and line.
    InvitationDialog watch(QString::fromStdString(code->text()), {QStringLiteral("192.168.1.20")},
                           [&](const QString& address) { return line(address) + QStringLiteral("?watch"); }, 18070,
                           nullptr, InvitationDialog::Kind::Watch);
    EXPECT_EQ(watch.windowTitle(), QStringLiteral("Invitation to Watch"));
    EXPECT_NE(watch.findChild<QLabel*>(QStringLiteral("watchCode")), nullptr);
    watch.setRouter(QStringLiteral("Your router forwards 11.77.0.1"), QStringLiteral("11.77.0.1"));
    EXPECT_EQ(watch.invitation(), QStringLiteral("eylau://11.77.0.1:18070/K7QM-3XTA-P9RD-W2HE?watch"));

    InvitationDialog typed(QString::fromStdString(code->text()), {QStringLiteral("192.168.1.20")}, line, 18070);
    typed.addressBox()->setEditText(QStringLiteral("host.example.org"));
    typed.setRouter(QStringLiteral("Your router forwards 11.77.0.1"), QStringLiteral("11.77.0.1"));
    EXPECT_TRUE(typed.invitation().startsWith(QStringLiteral("eylau://host.example.org:18070/")));
    EXPECT_GE(typed.addressBox()->findText(QStringLiteral("11.77.0.1")), 0);
}

}  // namespace
}  // namespace eylau::game
