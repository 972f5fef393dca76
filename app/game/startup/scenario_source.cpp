#include "startup/scenario_source.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <exception>

// Q_INIT_RESOURCE must name the resource from the global namespace; it keeps the embedded
// scenario in the program when the game library is linked statically.
static void initGameResources() { Q_INIT_RESOURCE(eylau); }

namespace eylau::game {

namespace {

ScenarioLoad failure(const std::string& message) {
    ScenarioLoad load;
    load.problems.push_back({ScenarioProblem::Severity::Error, "", message});
    return load;
}

}  // namespace

QString installedDataDir(const QString& programDir) {
    if (programDir.isEmpty()) return {};
    const QFileInfo data(QDir(programDir).filePath(QStringLiteral("../share/eylau")));
    return data.isDir() ? data.canonicalFilePath() : QString();
}

QString builtInScenarioFile(const QString& fileName, const QString& dataDir) {
    const QLatin1String prefix(":/scenarios/");
    if (dataDir.isEmpty() || !fileName.startsWith(prefix)) return fileName;
    const QString installed = QDir(dataDir).filePath(QStringLiteral("scenarios/") + fileName.mid(prefix.size()));
    return QFileInfo(installed).isFile() ? installed : fileName;
}

QString scenarioFileToRead(const QString& fileName) {
    const QString wanted = fileName.isEmpty() ? QString::fromLatin1(kEmbeddedScenario) : fileName;
    const QString dataDir = QCoreApplication::instance() ? installedDataDir(QCoreApplication::applicationDirPath()) : QString();
    return builtInScenarioFile(wanted, dataDir);
}

ScenarioSource loadScenario(const QString& fileName) {
    initGameResources();
    ScenarioSource source;
    try {
        source.name = scenarioFileToRead(fileName);
        if (source.name.startsWith(QLatin1String(":/"))) {
            // The embedded Eylau scenario, or another one embedded (":/scenarios/teaching.json").
            QFile file(source.name);
            if (!file.open(QIODevice::ReadOnly)) {
                source.load = failure("the embedded scenario is missing from this build");
                return source;
            }
            const QByteArray text = file.readAll();
            source.load = readScenario(std::string(text.constData(), std::size_t(text.size())));
        } else {
            source.load = readScenarioFile(QFile::encodeName(source.name).toStdString());
        }
    } catch (const std::exception& e) {
        // The reader promises not to throw; if it does anyway, report it rather than crash.
        source.load = failure(std::string("unexpected error while reading: ") + e.what());
    }
    return source;
}

QStringList describeProblems(const ScenarioSource& source) {
    QStringList lines;
    const std::string name = source.name.toStdString();
    for (const ScenarioProblem& problem : source.load.problems) {
        lines << QString::fromStdString(problem.describe(name));  // tags warnings itself
    }
    return lines;
}

}  // namespace eylau::game
