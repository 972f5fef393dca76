#include "scenario_lookup.h"

#include <QFile>

#include <algorithm>
#include <cctype>

namespace eylau::game {
namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

}  // namespace

std::string recordNameFor(const Scenario& scenario, const QString& sourceFile) {
    if (!sourceFile.isEmpty()) return QFile::encodeName(sourceFile).toStdString();
    std::string name = lower(scenario.name);
    std::replace(name.begin(), name.end(), ' ', '-');
    std::replace(name.begin(), name.end(), '#', '-');
    return name.empty() ? "eylau" : name;
}

ScenarioLookup scenarioLookup(std::shared_ptr<const Scenario> current, const std::string& currentName) {
    return [current, currentName](const std::string& name, std::string& error) -> std::shared_ptr<const Scenario> {
        if (current && (name == currentName || lower(name) == lower(current->name) ||
                        lower(name) == lower(recordNameFor(*current, QString()))))
            return current;
        error = "the record is for scenario '" + name + "', but the scenario open is '" +
                (current ? current->name : std::string("none")) + "' (start eylau with that scenario's file to open it)";
        return nullptr;
    };
}

}  // namespace eylau::game
