#include "controllers/file_controller.h"

#include "controllers/computer_turns.h"
#include "controllers/network_controller.h"
#include "controllers/play_host.h"
#include "controllers/seats_controller.h"
#include "controllers/turn_file_controller.h"
#include "dialogs/new_game_dialog.h"
#include "keys/action_registry.h"
#include "startup/scenario_lookup.h"
#include "shared/app_settings.h"
#include "shared/game_document.h"
#include "text/game_text.h"
#include "sentence_words.h"

#include "eylau/io/text_file.h"
#include "eylau/record/game_session.h"
#include "eylau/record/play_test_start.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/scenario/scenario.h"

#include <QAction>
#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QWidget>

namespace eylau::game {

FileController::FileController(QWidget& window, PlayHost& host, GameDocument& document, SeatsController& seats,
                               NetworkController& network, TurnFileController& turnFiles,
                               std::shared_ptr<const Scenario> scenario, QString scenarioFile, ActionRegistry& actions,
                               MenuPlace open, MenuPlace save)
    : QObject(&window), window_(window), host_(host), document_(document), seats_(seats), network_(network),
      turnFiles_(turnFiles), scenario_(std::move(scenario)), scenarioFile_(std::move(scenarioFile)) {
    QStyle* s = window.style();
    newGame_ = new QAction(s->standardIcon(QStyle::SP_FileIcon), tr("&New Game\u2026"), this);
    newGame_->setShortcut(QKeySequence::New);
    newGame_->setStatusTip(tr("Start a new game of this battle"));
    connect(newGame_, &QAction::triggered, this, &FileController::newGame);
    open_ = new QAction(s->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open\u2026"), this);
    open_->setShortcut(QKeySequence::Open);
    open_->setStatusTip(tr("Open a saved game (its record, an .eylau text file)"));
    connect(open_, &QAction::triggered, this, &FileController::open);
    save_ = new QAction(s->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save"), this);
    save_->setShortcut(QKeySequence::Save);
    save_->setStatusTip(tr("Save the game's record"));
    connect(save_, &QAction::triggered, this, &FileController::save);
    saveAs_ = new QAction(tr("Save &As\u2026"), this);
    // The platform's Save As key where it has one; Ctrl+Shift+S, as the guide says, where it has
    // none (issue 40: on a desktop without its own key bindings the action had no key).
    const QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    saveAs_->setShortcut(saveAsKeys.isEmpty() ? QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S) : saveAsKeys.front());
    saveAs_->setStatusTip(tr("Save the game's record under another name"));
    connect(saveAs_, &QAction::triggered, this, &FileController::saveAs);

    actions.add(QStringLiteral("newGame"), newGame_, open);
    actions.add(QStringLiteral("open"), open_, open);
    recentMenu_ = actions.addMenu(QStringLiteral("recentMenu"), new QMenu(tr("Open &Recent"), &window), open);
    connect(recentMenu_, &QMenu::aboutToShow, this, &FileController::fillRecentMenu);
    actions.add(QStringLiteral("save"), save_, save);
    actions.add(QStringLiteral("saveAs"), saveAs_, save);
}

void FileController::leavePlay() {
    network_.end();
    turnFiles_.forgetSide();
    host_.forgetPlay();
}

void FileController::startNewGame(const GameOptions& options, const Seats& seats, std::map<std::string, std::string> names) {
    leavePlay();
    auto session = std::make_unique<GameSession>(scenario_, recordNameFor(*scenario_, scenarioFile_), options);
    session->setPlayers(seats.toRecord());
    session->setNames(std::move(names));
    document_.replace(std::move(session), {}, false);
    seats_.takeSeatsFromRecord();
    host_.showMessage(tr("A new game: the French move first (%1).").arg(seats.describe()), false);
}

QString FileController::startNewGameAtTurn(const GameOptions& options, const Seats& seats, int turn) {
    auto session = std::make_unique<GameSession>(scenario_, recordNameFor(*scenario_, scenarioFile_), options);
    session->setPlayers(seats.toRecord());
    if (const Verdict why = carryToGameTurn(*session, turn)) {
        const QString error = tr("The game cannot begin at Game-Turn %1: %2").arg(turn).arg(i18n::wordRefusal(*why));
        host_.showMessage(error, true);
        return error;
    }
    leavePlay();
    document_.replace(std::move(session), {}, false);
    seats_.takeSeatsFromRecord();
    host_.showMessage(tr("Play-test from Game-Turn %1: every unit as set up, the reinforcements of earlier "
                         "Game-Turns held back and free to enter.")
                          .arg(turn),
                      false);
    return {};
}

QString FileController::openReplayedOnScenario(const QString& path) {
    std::string readError;
    const auto text = readTextFile(path.toStdString(), kMaxRecordFileBytes, readError);
    PartialReplay replay;
    if (text)
        replay = replayWhereItHolds(*text, QFileInfo(path).fileName().toStdString(), scenario_,
                                    recordNameFor(*scenario_, scenarioFile_));
    else
        replay.error = readError;
    if (!replay.session) {
        const QString error = QString::fromStdString(replay.error);
        host_.showMessage(tr("Could not replay %1: %2").arg(QFileInfo(path).fileName(), error), true);
        return error;
    }
    leavePlay();
    const std::size_t replayed = replay.replayed;
    const std::size_t commands = replay.commands;
    const std::optional<ReplayStop> stopped = replay.stopped;
    // A new game: saving it asks for a name, so that the saved game of the old scenario is kept.
    document_.replace(std::move(replay.session), {}, false);
    seats_.takeSeatsFromRecord();
    if (!stopped)
        host_.showMessage(tr("%1 replayed whole on the edited scenario: %n command(s).", nullptr, int(commands))
                              .arg(QFileInfo(path).fileName()),
                          false);
    else
        host_.showMessage(tr("%1 replayed on the edited scenario as far as it holds: %2 of %n command(s); it "
                             "stopped at line %3, %4: %5",
                             nullptr, int(commands))
                              .arg(QFileInfo(path).fileName())
                              .arg(replayed)
                              .arg(stopped->line)
                              .arg(commandText(stopped->command), i18n::wordRefusal(stopped->why)),
                          true);
    return {};
}

void FileController::newGame() {
    if (!network_.leave(true) || !maybeSave()) return;
    NewGameDialog dialog(*scenario_, host_.game().exclusiveRules().weatherRule(), seats_.seats(), &window_);
    if (dialog.exec() != QDialog::Accepted) return;
    GameOptions options;
    options.weather = dialog.weather();
    options.variants = dialog.variants();
    options.seed = dialog.seed();
    startNewGame(options, dialog.seats(), dialog.names());
}

QString FileController::openFile(const QString& path, bool interactive) {
    SessionLoad loaded = loadGameFile(path, scenario_, scenarioFile_, document_.session().options().scriptedDice);
    if (!loaded.ok()) {
        const QString error = QString::fromStdString(loaded.error);
        host_.showMessage(tr("Could not open %1; the game in progress is unchanged.").arg(QFileInfo(path).fileName()), true);
        if (interactive) {
            QMessageBox box(QMessageBox::Warning, tr("Open Game"),
                            tr("%1 could not be opened. The game in progress is unchanged.").arg(QFileInfo(path).fileName()),
                            QMessageBox::Ok, &window_);
            box.setInformativeText(error.section(QLatin1Char('\n'), 0, 5));
            box.setDetailedText(error);
            box.exec();
        }
        return error;
    }
    leavePlay();
    document_.replace(std::move(loaded.session), path, false);
    addRecentFile(path);
    host_.showMessage(tr("Opened %1: %n command(s) replayed.", nullptr, int(document_.session().record().lines.size()))
                          .arg(QFileInfo(path).fileName()),
                false);
    seats_.takeSeatsFromRecord();  // after the message: a level it does not know is reported
    return {};
}

void FileController::open() {
    if (!network_.leave(true) || !maybeSave()) return;
    const QString dir = document_.filePath().isEmpty() ? QString() : QFileInfo(document_.filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(&window_, tr("Open Game"), dir,
                                                      tr("Eylau game records (*.eylau);;All files (*)"));
    if (!path.isEmpty()) openFile(path, true);
}

QString FileController::saveTo(const QString& path) {
    const QString error = document_.saveAs(path);
    if (!error.isEmpty()) {
        host_.showMessage(tr("Not saved: %1").arg(error), true);
        return error;
    }
    addRecentFile(path);
    host_.showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), false);
    return {};
}

bool FileController::save() {
    if (document_.filePath().isEmpty()) return saveAs();
    const QString error = saveTo(document_.filePath());
    if (!error.isEmpty()) QMessageBox::warning(&window_, tr("Save Game"), error);
    return error.isEmpty();
}

bool FileController::saveAs() {
    QFileDialog dialog(&window_, tr("Save Game"), document_.filePath(), tr("Eylau game records (*.eylau)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("eylau"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return false;
    const QString error = saveTo(dialog.selectedFiles().front());
    if (!error.isEmpty()) QMessageBox::warning(&window_, tr("Save Game"), error);
    return error.isEmpty();
}

bool FileController::maybeSave() {
    if (!document_.isModified()) return true;
    // Each button has a mnemonic (Alt+S, Alt+D, Alt+C; docs/playing.md); Esc cancels.
    QMessageBox box(QMessageBox::Warning, tr("Eylau"),
                    tr("The game %1 has changes that are not saved.\nSave them?").arg(document_.displayName()),
                    QMessageBox::NoButton, &window_);
    QPushButton* saveButton = box.addButton(tr("&Save"), QMessageBox::AcceptRole);
    QPushButton* discardButton = box.addButton(tr("&Don't Save"), QMessageBox::DestructiveRole);
    QPushButton* cancelButton = box.addButton(tr("&Cancel"), QMessageBox::RejectRole);
    box.setDefaultButton(saveButton);
    box.setEscapeButton(cancelButton);
    box.exec();
    if (box.clickedButton() == saveButton) return save();
    return box.clickedButton() == discardButton;
}

void FileController::fillRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recentFiles();
    for (const QString& path : files) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (!network_.leave(true) || !maybeSave()) return;
            if (!QFile::exists(path)) {
                removeRecentFile(path);
                QMessageBox::warning(&window_, tr("Open Game"), tr("%1 no longer exists.").arg(path));
                return;
            }
            openFile(path, true);
        });
        a->setStatusTip(path);
    }
    if (files.isEmpty()) recentMenu_->addAction(tr("(none)"))->setEnabled(false);
}

void FileController::offerRecovery() {
    const QString path = autosaveFilePath();
    if (!QFile::exists(path)) return;
    const QString when = QFileInfo(path).lastModified().toString(QStringLiteral("d MMM yyyy, hh:mm"));
    const auto answer = QMessageBox::question(
        &window_, tr("Recover a game?"),
        tr("Eylau did not close properly last time. A game autosaved on %1 can be recovered.\nRecover it?").arg(when),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        QFile::remove(path);
        return;
    }
    SessionLoad loaded = loadGameFile(path, scenario_, scenarioFile_);
    if (!loaded.ok()) {
        QMessageBox::warning(&window_, tr("Recover a game"),
                             tr("The autosaved game could not be recovered:\n%1").arg(QString::fromStdString(loaded.error)));
        return;
    }
    // Recovered as an untitled game with unsaved changes.
    seats_.computer().reset();
    document_.replace(std::move(loaded.session), {}, true);
    seats_.takeSeatsFromRecord();
    host_.showMessage(tr("The autosaved game is recovered; save it to keep it."), false);
}

}  // namespace eylau::game
