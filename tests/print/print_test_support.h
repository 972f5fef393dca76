#pragma once
// Shared by the turn-summary tests: the small board and its short record with fixed dice (the
// same game as tests/engine/turn_summary_test.cpp), the Eylau scenario, and reading a PDF back
// with poppler-utils.
#include "eylau/game_record.h"
#include "eylau/scenario_io.h"
#include "eylau/turn_summary.h"

#include "scenario_fixture.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>

#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>

namespace eylau::test {

// A 6x5 board: Fr.1 (5-4) in the town of Dorf (0202, 5 VP), Fr.2 and Fr.3 due at area A on
// Game-Turn 2, Ru.1 (3-5 cavalry, +3 Fresh Strength) at 0505; rules 21.0 and 22.0.
inline std::shared_ptr<const Scenario> smallBoard() {
    nlohmann::json j = minimalScenarioJson();
    j["map"]["hexes"] = nlohmann::json::array({{{"hex", "0202"}, {"terrain", "town"}, {"name", "Dorf"}}});
    j["rules"]["exclusive"] = {"21.0", "22.0"};
    j["rules"]["options"] = {{"weather", false}};
    j["units"].push_back({{"id", "Fr.3"}, {"division", "Fr"}, {"type", "cavalry"}, {"strength", 2}, {"movement", 4},
                          {"entry", {{"area", "A"}, {"turn", 2}}}});
    auto load = readScenario(j.dump());
    for (const auto& p : load.problems) ADD_FAILURE() << p.describe("small board");
    return std::make_shared<const Scenario>(load.ok() ? *load.scenario : Scenario{});
}

// Two Game-Turns: a move, an attack answered with Fresh Strength (1-2, die 1, weather 3: Dr),
// a retreat and an advance; an Allied attack (1-2, die 6, weather 2: Ae); an entry and a unit
// held back. French 8, Allied 0 Victory Points.
inline constexpr const char* kSmallRecord = R"(scenario test
option weather on
seed 7
move Fr.1 0404
end
attack Fr.1 on Ru.1
defend fresh Ru.1
retreat Ru.1 0605
advance Fr.1 0505
end
end
attack Ru.1 on Fr.1
advance none
end
enter Fr.2 0103 0203
end
end
end
end
)";
inline const std::vector<int> kSmallDice{1, 3, 6, 2};

inline GameSummary summaryOf(const std::shared_ptr<const Scenario>& scenario, const std::string& text,
                             std::vector<int> dice = {}) {
    const RecordParse parsed = parseRecord(text);
    EXPECT_TRUE(parsed.record.has_value()) << (parsed.errors.empty() ? "" : parsed.errors.front());
    if (!parsed.record) return {};
    SummaryResult result = summarizeRecord(scenario, *parsed.record, std::move(dice));
    EXPECT_TRUE(result.ok()) << result.error;
    return result.ok() ? *result.summary : GameSummary{};
}

inline GameSummary smallSummary() { return summaryOf(smallBoard(), kSmallRecord, kSmallDice); }

inline std::shared_ptr<const Scenario> eylau() {
    static const auto s = [] {
        auto load = readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json");
        EXPECT_TRUE(load.ok());
        return std::make_shared<const Scenario>(load.ok() ? *load.scenario : Scenario{});
    }();
    return s;
}

// A poppler tool's output; nullopt when the tool is missing (packaging/install-deps.sh installs
// poppler-utils) or fails.
inline std::optional<QString> poppler(const QString& tool, const QStringList& args) {
    const QString program = QStandardPaths::findExecutable(tool);
    if (program.isEmpty()) return std::nullopt;
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) return std::nullopt;
    return QString::fromUtf8(p.readAllStandardOutput());
}

inline int pdfPages(const QString& path) {
    const auto info = poppler(QStringLiteral("pdfinfo"), {path});
    if (!info) return -1;
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(*info);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// The text of the PDF (of pages first..last when given), in reading order.
inline std::optional<QString> pdfText(const QString& path, int first = 0, int last = 0) {
    QStringList args{QStringLiteral("-layout")};
    if (first > 0) args << QStringLiteral("-f") << QString::number(first) << QStringLiteral("-l") << QString::number(last);
    args << path << QStringLiteral("-");
    return poppler(QStringLiteral("pdftotext"), args);
}

// Skips the calling test when poppler-utils is missing.
#define EYLAU_REQUIRE_POPPLER()                                                                  \
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() ||                 \
        QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())                     \
    GTEST_SKIP() << "poppler-utils (pdfinfo, pdftotext) is not installed"

}  // namespace eylau::test
