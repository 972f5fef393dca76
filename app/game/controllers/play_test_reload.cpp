#include "controllers/play_test_reload.h"

#include "controllers/play_host.h"
#include "keys/action_registry.h"
#include "shared/game_document.h"
#include "startup/scenario_source.h"

#include "eylau/record/game_session.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryFile>
#include <QWidget>

namespace eylau::game {

PlayTestReload::PlayTestReload(QWidget& window, PlayHost& host, GameDocument& document, QString scenarioFile,
                               ActionRegistry& actions, MenuPlace place)
    : QObject(&window), window_(window), host_(host), document_(document), scenarioFile_(std::move(scenarioFile)) {
    action_ = new QAction(tr("Re&load the Edited Scenario"), this);
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    action_->setStatusTip(tr("Read the scenario file again after an edit, and replay this game on it as far as it holds"));
    connect(action_, &QAction::triggered, this, &PlayTestReload::reload);
    actions.add(QStringLiteral("reloadEditedScenario"), action_, place);
    setAvailable(false);
}

void PlayTestReload::setAvailable(bool playTest) {
    const bool available = playTest && !scenarioFile_.isEmpty() && !scenarioFile_.startsWith(QLatin1Char(':'));
    action_->setVisible(available);
    action_->setEnabled(available);
}

QStringList PlayTestReload::arguments(const QString& record) const {
    return {QStringLiteral("--play-test"), QFileInfo(scenarioFile_).absoluteFilePath(), QStringLiteral("--replay"), record};
}

QString PlayTestReload::reloadFrom(const QString& record, const QString& program) {
    const ScenarioSource source = loadScenario(scenarioFile_);
    QString error;
    if (!source.load.ok())
        error = tr("The edited scenario cannot be played yet: %1").arg(describeProblems(source).value(0));
    else if (const auto saved = document_.session().save(record.toStdString()))
        error = tr("The game could not be kept for the reload: %1").arg(QString::fromStdString(*saved));
    else if (!QProcess::startDetached(program.isEmpty() ? QCoreApplication::applicationFilePath() : program,
                                      arguments(record)))
        error = tr("The game could not be started again on the edited scenario.");
    if (!error.isEmpty()) host_.showMessage(error, true);
    return error;
}

void PlayTestReload::reload() {
    // The record in a file of its own, kept after this program ends.
    QTemporaryFile file(QDir(QStandardPaths::writableLocation(QStandardPaths::TempLocation))
                            .filePath(QStringLiteral("eylau-play-test-XXXXXX.eylau")));
    file.setAutoRemove(false);
    if (!file.open()) {
        host_.showMessage(tr("The game could not be kept for the reload: %1").arg(file.errorString()), true);
        return;
    }
    file.close();
    if (reloadFrom(file.fileName()).isEmpty()) window_.close();
}

}  // namespace eylau::game
