#pragma once
// Shared by the turn-summary print tests: the small board and its short record with fixed dice
// (tests/support/summary_fixture.h), the Eylau scenario, and reading a PDF back with poppler-utils.
#include "eylau/record/game_record.h"
#include "eylau/scenario/scenario_io.h"
#include "eylau/reports/turn_summary.h"

#include "support/game_fixture.h"
#include "support/summary_fixture.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>

#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>

namespace eylau::test {

inline std::shared_ptr<const Scenario> smallBoard() { return summaryBoard(); }
inline constexpr const char* kSmallRecord = kSummaryRecord;
inline const std::vector<int>& kSmallDice = kSummaryDice;

inline GameSummary smallSummary() { return summaryOf(smallBoard(), kSmallRecord, kSmallDice); }

inline std::shared_ptr<const Scenario> eylau() { return sharedEylau(); }

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
