#include "startup/scenario_lookup.h"

#include "eylau/record/game_record.h"
#include "eylau/record/scenario_name.h"
#include "eylau/io/text_file.h"

#include <QFile>

namespace eylau::game {

std::string recordNameFor(const Scenario& scenario, const QString& sourceFile) {
    if (!sourceFile.isEmpty()) return QFile::encodeName(sourceFile).toStdString();
    return recordNameOf(scenario);
}

QString scenarioFileOfRecord(const QString& recordPath) {
    std::string error;
    const auto text = readTextFile(QFile::encodeName(recordPath).toStdString(), kMaxRecordFileBytes, error);
    if (!text) return {};
    const RecordParse parsed = parseRecord(*text);
    if (!parsed.record) return {};
    // recordNameFor: a file path as given, a program scenario as ":/scenarios/NAME", or a name.
    const QString named = QFile::decodeName(parsed.record->scenario.c_str());
    const bool isFile = named.startsWith(QLatin1String(":/")) || named.contains(QLatin1Char('/')) ||
                        named.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    return isFile ? named : QString();
}

ScenarioLookup scenarioLookup(std::shared_ptr<const Scenario> current, const std::string& currentName) {
    return [current, currentName](const std::string& name, std::string& error) -> std::shared_ptr<const Scenario> {
        if (current && recordNamesScenario(name, *current, currentName)) return current;
        error = "the record is for scenario '" + name + "', but the scenario open is '" +
                (current ? current->name : std::string("none")) + "' (start eylau with that scenario's file to open it)";
        return nullptr;
    };
}

ScenarioLookup builtInScenarioLookup(std::shared_ptr<const Scenario> eylau) {
    return [eylau](const std::string& name, std::string& error) -> std::shared_ptr<const Scenario> {
        if (eylau && name == recordNameOf(*eylau)) return eylau;
        std::string shown = name.substr(0, 80);
        for (char& c : shown)
            if (static_cast<unsigned char>(c) < 0x20) c = ' ';
        error = "the game is of scenario '" + shown + "'; a network game is played on the program's own '" +
                (eylau ? recordNameOf(*eylau) : std::string("eylau")) + "' scenario only";
        return nullptr;
    };
}

SessionLoad loadGameFile(const QString& path, std::shared_ptr<const Scenario> scenario, const QString& scenarioFile,
                         std::vector<int> scriptedDice) {
    const std::string name = recordNameFor(*scenario, scenarioFile);
    return GameSession::load(QFile::encodeName(path).toStdString(), scenarioLookup(std::move(scenario), name),
                             std::move(scriptedDice));
}

}  // namespace eylau::game
