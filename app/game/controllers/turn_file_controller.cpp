// Play by e-mail, one feature of the game window (controllers/turn_file_controller.h).
#include "controllers/turn_file_controller.h"

#include "controllers/network_controller.h"
#include "controllers/play_host.h"
#include "keys/action_registry.h"
#include "startup/scenario_lookup.h"
#include "text/game_text.h"
#include "shared/game_document.h"

#include "eylau/io/signing_key.h"
#include "eylau/io/text_file.h"
#include "eylau/record/game_session.h"
#include "eylau/record/turn_file.h"
#include "eylau/remote/turn_exchange.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QStandardPaths>
#include <QWidget>

#include <utility>

namespace eylau::game {

namespace {

const char* const kTurnFilter = QT_TRANSLATE_NOOP("eylau::game::TurnFileController", "Eylau turn files (*.eylau-turn);;All files (*)");


}  // namespace

QString TurnFileController::signingKeyPath() const {
    if (!signingKeyPath_.isEmpty()) return signingKeyPath_;
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) +
           QStringLiteral("/turn-signing-key.pem");
}

TurnFileController::TurnFileController(QWidget& window, PlayHost& host, GameDocument& document,
                                       NetworkController& network, std::shared_ptr<const Scenario> scenario,
                                       QString scenarioFile, ActionRegistry& actions, MenuPlace place)
    : QObject(&window),
      window_(window),
      host_(host),
      document_(document),
      network_(network),
      scenario_(std::move(scenario)),
      scenarioFile_(std::move(scenarioFile)) {
    sendTurn_ = actions.add(QStringLiteral("sendTurn"), new QAction(tr("Send &Turn\u2026"), this), place);
    sendTurn_->setStatusTip(tr("Write the game so far to a turn file, to send to your opponent (play by e-mail)"));
    connect(sendTurn_, &QAction::triggered, this, &TurnFileController::sendTurn);
    openTurn_ = actions.add(QStringLiteral("openTurn"), new QAction(tr("Open T&urn\u2026"), this), place);
    openTurn_->setStatusTip(tr("Open the turn file your opponent sent: it is checked against this game, and his "
                               "new commands are shown in review"));
    connect(openTurn_, &QAction::triggered, this, &TurnFileController::openTurn);
}

void TurnFileController::sendTurn() {
    if (network_.isActive()) {
        host_.showMessage(tr("In a network game the opponent sees every command as it is given: turn files are for play "
                       "by e-mail."),
                    true);
        return;
    }
    std::optional<Side> side = mailSide_;
    if (!side) {
        // The side that gave the last command is, most likely, the one sending it.
        const auto& steps = document_.session().steps();
        const Side likely = steps.empty() ? Side::French : steps.back().phasing;
        const QStringList sides{sideArmy(Side::French), sideArmy(Side::Allied)};
        bool ok = false;
        const QString chosen = QInputDialog::getItem(&window_, tr("Send Turn"), tr("Which side do you play?"), sides,
                                                     likely == Side::French ? 0 : 1, false, &ok);
        if (!ok) return;
        side = chosen == sides.front() ? Side::French : Side::Allied;
    }
    const QString dir = document_.filePath().isEmpty() ? QString() : QFileInfo(document_.filePath()).absolutePath();
    const QString suggested = QStringLiteral("eylau-turn-%1-%2.eylau-turn").arg(document_.session().game().turn()).arg(qtext(toString(*side)));
    QFileDialog dialog(&window_, tr("Send Turn"), dir.isEmpty() ? suggested : dir + QLatin1Char('/') + suggested, tr(kTurnFilter));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("eylau-turn"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return;
    const QString error = sendTurnTo(dialog.selectedFiles().front(), *side);
    if (!error.isEmpty()) QMessageBox::warning(&window_, tr("Send Turn"), error);
}

QString TurnFileController::sendTurnTo(const QString& path, Side side) {
    const auto refuse = [this](const std::string& why) {
        const QString message = tr("The turn file was not written: %1").arg(QString::fromStdString(why));
        host_.showMessage(message, true);
        return message;
    };
    const SigningKeyLoad key = loadOrCreateSigningKey(QFile::encodeName(signingKeyPath()).toStdString());
    if (!key.key) return refuse(key.error);
    const PublicKey own = key.key->publicKey();
    if (const auto why = whyMayNotSignFor(document_.session().record(), side, own)) return refuse(*why);
    // This player's own key, pinned in the game for his side: both records hold both keys.
    auto signers = document_.session().record().signers;
    signers[std::string(toString(side))] = own;
    document_.setSigners(std::move(signers));
    const std::string text = writeTurnFile(document_.session().record(), side, *key.key);
    if (const auto error = saveTextFile(QFile::encodeName(path).toStdString(), text)) return refuse(*error);
    mailSide_ = side;
    QString message = tr("Wrote %1 for %2 (%n command(s)), signed by your key %3: send it to your opponent.", nullptr,
                         int(document_.session().record().lines.size()))
                          .arg(QFileInfo(path).fileName(), sideArmy(side), QString::fromStdString(fingerprint(own)));
    if (key.created) message += QLatin1Char(' ') + tr("Your signing key was made now, in %1.").arg(signingKeyPath());
    host_.showMessage(message, false);
    return {};
}

void TurnFileController::openTurn() {
    if (!network_.leave(true)) return;
    const QString dir = document_.filePath().isEmpty() ? QString() : QFileInfo(document_.filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(&window_, tr("Open Turn"), dir, tr(kTurnFilter));
    if (!path.isEmpty()) openTurnFile(path, true);
}

QString TurnFileController::openTurnFile(const QString& path, bool interactive) {
    const QString fileName = QFileInfo(path).fileName();
    std::string problem;
    const auto text = readTextFile(QFile::encodeName(path).toStdString(), kMaxRecordFileBytes, problem);
    QStringList problems;
    TurnCheck check;
    if (!text) {
        problems << QString::fromStdString(problem);
    } else {
        // This player's side: known from the files already exchanged, else the other side of the
        // one that sent this file.
        Side mySide = mailSide_.value_or(Side::French);
        if (!mailSide_)
            if (const TurnFileRead read = readTurnFile(*text); read.file) mySide = enemyOf(read.file->sender);
        // The game open is the one this file goes on, unless nothing has been played in it yet
        // (the first file of a game by e-mail).
        const GameSession* had = document_.session().record().lines.empty() ? nullptr : &document_.session();
        check = checkTurnFile(*text, fileName.toStdString(), had, mySide,
                              scenarioLookup(scenario_, recordNameFor(*scenario_, scenarioFile_)));
        for (const std::string& p : check.problems) problems << QString::fromStdString(p);
        if (!check.ok() && problems.isEmpty()) problems << tr("%1 could not be read as a turn file.").arg(fileName);
    }
    if (!problems.isEmpty()) {
        host_.showMessage(tr("%1 was not opened: %2").arg(fileName, problems.front()), true);
        if (interactive) {
            QMessageBox box(QMessageBox::Warning, tr("Open Turn"),
                            tr("%1 was not opened, and the game in progress is unchanged: %n problem(s).", nullptr,
                               int(problems.size()))
                                .arg(fileName),
                            QMessageBox::Ok, &window_);
            box.setInformativeText(problems.mid(0, 8).join(QLatin1Char('\n')));
            box.setDetailedText(problems.join(QLatin1Char('\n')));
            box.exec();
        }
        return problems.join(QLatin1Char('\n'));
    }
    if (host_.isReviewing()) host_.closeReview();
    const Side sender = check.sender;
    const std::size_t firstNew = check.firstNew;
    const QString signer = QString::fromStdString(fingerprint(check.signer));
    const bool pinnedNow = check.pinnedNow;
    host_.replaceGame(std::move(check.session));
    mailSide_ = enemyOf(sender);
    host_.setSeats(Seats{});  // a person at each end
    const std::size_t added = document_.session().record().lines.size() - firstNew;
    host_.reviewFrom(firstNew);
    // Trust on first use: the key is the opponent's only if the fingerprints agree when compared
    // by another channel than the file's.
    const QString signedBy = pinnedNow ? tr("Signed by the key %1, kept from now on for %2 in this game: compare it "
                                            "with your opponent by telephone or in person; if his differs, someone "
                                            "else wrote the file.")
                                             .arg(signer, sideArmy(sender))
                                       : tr("Signed by your opponent's key %1.").arg(signer);
    host_.showMessage(tr("Opened %1 from %2: %n new command(s), shown in review from the first. Close the review to play "
                   "your turn as %3; then File > Send Turn.",
                   nullptr, int(added))
                        .arg(fileName, sideArmy(sender), sideArmy(*mailSide_)) +
                    QLatin1Char(' ') + signedBy,
                false);
    if (interactive && pinnedNow) {
        QMessageBox box(QMessageBox::Information, tr("Open Turn"),
                        tr("This is the first signed file from %1 in this game: their key is kept with the game, "
                           "and every later file of theirs must be signed by it.")
                            .arg(sideArmy(sender)),
                        QMessageBox::Ok, &window_);
        box.setInformativeText(tr("Its fingerprint: %1\n\nRead it to your opponent by telephone or in person, not by "
                                  "the e-mail that brought the file: if his program shows another, someone else "
                                  "wrote the file.")
                                   .arg(signer));
        box.exec();
    }
    return {};
}

}  // namespace eylau::game
