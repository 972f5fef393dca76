// MainWindow: the game's files (New, Open, Save, Save As, recent files), the autosave and its
// recovery, the "save changes?" question, and the window's remembered layout and zoom.
#include "window/main_window.h"
#include "controllers/hint_controller.h"
#include "controllers/network_controller.h"
#include "controllers/turn_file_controller.h"

#include "window/app_settings.h"
#include "controllers/combat_controller.h"
#include "controllers/computer_turns.h"
#include "controllers/seats_controller.h"
#include "window/game_document.h"
#include "controllers/hint_search.h"
#include "controllers/movement_controller.h"
#include "dialogs/new_game_dialog.h"
#include "startup/scenario_lookup.h"

#include "map_view.h"

#include "eylau/record/game_session.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/scenario/scenario.h"

#include <QCloseEvent>
#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace eylau::game {

namespace {

bool headless() {
    const QString platform = QGuiApplication::platformName();
    return platform == QLatin1String("offscreen") || platform == QLatin1String("minimal");
}

}  // namespace

void MainWindow::startNewGame(const GameOptions& options, const Seats& seats, std::map<std::string, std::string> names) {
    network_->end();
    turnFiles_->forgetSide();
    forgetPlay();
    auto session = std::make_unique<GameSession>(scenario_, recordNameFor(*scenario_, scenarioFile_), options);
    session->setPlayers(seats.toRecord());
    session->setNames(std::move(names));
    document_->replace(std::move(session), {}, false);
    seats_->takeSeatsFromRecord();
    showMessage(tr("A new game: the French move first (%1).").arg(seats.describe()), false);
}

void MainWindow::newGame() {
    if (!network_->leave(true) || !maybeSave()) return;
    NewGameDialog dialog(*scenario_, game().exclusiveRules().weatherRule(), seats(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    GameOptions options;
    options.weather = dialog.weather();
    options.variants = dialog.variants();
    options.seed = dialog.seed();
    startNewGame(options, dialog.seats(), dialog.names());
}

QString MainWindow::openFile(const QString& path, bool interactive) {
    SessionLoad loaded = GameSession::load(QFile::encodeName(path).toStdString(),
                                           scenarioLookup(scenario_, recordNameFor(*scenario_, scenarioFile_)),
                                           document_->session().options().scriptedDice);
    if (!loaded.ok()) {
        const QString error = QString::fromStdString(loaded.error);
        showMessage(tr("Could not open %1; the game in progress is unchanged.").arg(QFileInfo(path).fileName()), true);
        if (interactive) {
            QMessageBox box(QMessageBox::Warning, tr("Open Game"),
                            tr("%1 could not be opened. The game in progress is unchanged.").arg(QFileInfo(path).fileName()),
                            QMessageBox::Ok, this);
            box.setInformativeText(error.section(QLatin1Char('\n'), 0, 5));
            box.setDetailedText(error);
            box.exec();
        }
        return error;
    }
    network_->end();
    turnFiles_->forgetSide();
    forgetPlay();
    document_->replace(std::move(loaded.session), path, false);
    addRecentFile(path);
    showMessage(tr("Opened %1: %2 commands replayed.").arg(QFileInfo(path).fileName()).arg(document_->session().record().lines.size()),
                false);
    seats_->takeSeatsFromRecord();  // after the message: a level it does not know is reported
    return {};
}

void MainWindow::open() {
    if (!network_->leave(true) || !maybeSave()) return;
    const QString dir = document_->filePath().isEmpty() ? QString() : QFileInfo(document_->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game"), dir,
                                                      tr("Eylau game records (*.eylau);;All files (*)"));
    if (!path.isEmpty()) openFile(path, true);
}

QString MainWindow::saveTo(const QString& path) {
    const QString error = document_->saveAs(path);
    if (!error.isEmpty()) {
        showMessage(tr("Not saved: %1").arg(error), true);
        return error;
    }
    addRecentFile(path);
    showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), false);
    return {};
}

bool MainWindow::save() {
    if (document_->filePath().isEmpty()) return saveAs();
    const QString error = saveTo(document_->filePath());
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Save Game"), error);
    return error.isEmpty();
}

bool MainWindow::saveAs() {
    QFileDialog dialog(this, tr("Save Game"), document_->filePath(), tr("Eylau game records (*.eylau)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("eylau"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return false;
    const QString error = saveTo(dialog.selectedFiles().front());
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Save Game"), error);
    return error.isEmpty();
}

bool MainWindow::maybeSave() {
    if (!document_->isModified()) return true;
    // Each button has a mnemonic (Alt+S, Alt+D, Alt+C; docs/playing.md); Esc cancels.
    QMessageBox box(QMessageBox::Warning, tr("Eylau"),
                    tr("The game %1 has changes that are not saved.\nSave them?").arg(document_->displayName()),
                    QMessageBox::NoButton, this);
    QPushButton* saveButton = box.addButton(tr("&Save"), QMessageBox::AcceptRole);
    QPushButton* discardButton = box.addButton(tr("&Don't Save"), QMessageBox::DestructiveRole);
    QPushButton* cancelButton = box.addButton(tr("&Cancel"), QMessageBox::RejectRole);
    box.setDefaultButton(saveButton);
    box.setEscapeButton(cancelButton);
    box.exec();
    if (box.clickedButton() == saveButton) return save();
    return box.clickedButton() == discardButton;
}

void MainWindow::fillRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recentFiles();
    for (const QString& path : files) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (!network_->leave(true) || !maybeSave()) return;
            if (!QFile::exists(path)) {
                removeRecentFile(path);
                QMessageBox::warning(this, tr("Open Game"), tr("%1 no longer exists.").arg(path));
                return;
            }
            openFile(path, true);
        });
        a->setStatusTip(path);
    }
    if (files.isEmpty()) recentMenu_->addAction(tr("(none)"))->setEnabled(false);
}

void MainWindow::setAutosavePath(const QString& path) { document_->setAutosavePath(path); }

void MainWindow::offerRecovery() {
    const QString path = autosaveFilePath();
    if (!QFile::exists(path)) return;
    const QString when = QFileInfo(path).lastModified().toString(QStringLiteral("d MMM yyyy, hh:mm"));
    const auto answer = QMessageBox::question(
        this, tr("Recover a game?"),
        tr("Eylau did not close properly last time. A game autosaved on %1 can be recovered.\nRecover it?").arg(when),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        QFile::remove(path);
        return;
    }
    SessionLoad loaded = GameSession::load(QFile::encodeName(path).toStdString(),
                                           scenarioLookup(scenario_, recordNameFor(*scenario_, scenarioFile_)));
    if (!loaded.ok()) {
        QMessageBox::warning(this, tr("Recover a game"),
                             tr("The autosaved game could not be recovered:\n%1").arg(QString::fromStdString(loaded.error)));
        return;
    }
    // Recovered as an untitled game with unsaved changes.
    seats_->computer().reset();
    document_->replace(std::move(loaded.session), {}, true);
    seats_->takeSeatsFromRecord();
    showMessage(tr("The autosaved game is recovered; save it to keep it."), false);
}

void MainWindow::restoreSettings() {
    const auto settings = appSettings();
    restoreGeometry(settings->value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings->value(QStringLiteral("window/state")).toByteArray());
    const double zoom = settings->value(QStringLiteral("view/zoom"), 0.0).toDouble();
    if (zoom > 0.0) QTimer::singleShot(0, this, [this, zoom] { view_->setZoom(view_->fitZoom() * zoom); });
}

void MainWindow::saveSettings() const {
    const auto settings = appSettings();
    settings->setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings->setValue(QStringLiteral("window/state"), saveState());
    const double fit = view_->fitZoom();
    settings->setValue(QStringLiteral("view/zoom"), view_->isFitted() || fit <= 0 ? 0.0 : view_->zoom() / fit);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!headless() && !maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    document_->removeAutosave();
    hints_->cancel();  // a suggestion being thought of stops now, not when the window goes
    event->accept();
}

}  // namespace eylau::game
