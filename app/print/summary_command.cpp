#include "summary_command.h"

#include "summary_printer.h"

#include "translations.h"

#include "analysis_beside.h"

#include "eylau/ai/analysis_file.h"
#include "eylau/record/game_session.h"
#include "eylau/record/game_record.h"
#include "eylau/record/scenario_name.h"
#include "eylau/scenario/scenario_io.h"
#include "eylau/io/text_file.h"
#include "eylau/reports/turn_summary.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QDir>

#include <cstdio>
#include <memory>

namespace eylau::print {
namespace {

// What the tool says once it runs, in the catalogue's context "SummaryCommand". The usage and
// the mistakes in its words come before any translator is loaded, and stay in English.
struct SummaryCommand {
    Q_DECLARE_TR_FUNCTIONS(SummaryCommand)
};

void say(const QString& text) { std::fprintf(stderr, "eylau-summary: %s\n", qPrintable(text)); }

// Says why, and gives the exit status for it.
int failure(const QString& text) {
    say(text);
    return 1;
}

std::optional<std::vector<int>> parseDice(const QString& text) {
    std::vector<int> dice;
    for (const QString& item : text.split(QLatin1Char(','))) {
        bool ok = false;
        const int die = item.trimmed().toInt(&ok);
        if (!ok || die < 1 || die > 6) return std::nullopt;
        dice.push_back(die);
    }
    return dice;
}

// The engine's bounded reader: regular files only, at most maxBytes. A scenario embedded in the
// program (":/scenarios/eylau.json") is read from its resources.
std::optional<std::string> readFile(const QString& path, std::size_t maxBytes, QString* error) {
    if (path.startsWith(QLatin1String(":/"))) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = SummaryCommand::tr("cannot read %1: %2").arg(path, file.errorString());
            return std::nullopt;
        }
        const QByteArray bytes = file.readAll();
        return std::string(bytes.constData(), std::size_t(bytes.size()));
    }
    std::string why;
    auto text = readTextFile(QFile::encodeName(path).toStdString(), maxBytes, why);
    if (!text) *error = SummaryCommand::tr("cannot read %1: %2").arg(path, QString::fromStdString(why));
    return text;
}

std::shared_ptr<const Scenario> loadScenario(const QString& path) {
    QString error;
    const auto text = readFile(path, kMaxScenarioFileBytes, &error);
    if (!text) {
        say(error);
        return nullptr;
    }
    ScenarioLoad load = readScenario(*text);
    for (const ScenarioProblem& p : load.problems)
        if (p.severity == ScenarioProblem::Severity::Error) say(QString::fromStdString(p.describe(path.toStdString())));
    if (!load.ok()) return nullptr;
    return std::make_shared<const Scenario>(std::move(*load.scenario));
}

// --scenario FILE; else the file the record's `scenario` line names (beside the record or from
// here); else the built-in scenario, which must be the one the record names.
std::shared_ptr<const Scenario> scenarioFor(const SummaryRequest& r, const GameRecord& record, const QString& builtIn) {
    if (!r.scenario.isEmpty()) return loadScenario(r.scenario);
    const QString named = QString::fromStdString(record.scenario);
    for (const QString& candidate : {named, QFileInfo(r.record).dir().filePath(named)})
        if (named.contains(QLatin1Char('/')) || named.endsWith(QStringLiteral(".json")))
            if (QFileInfo(candidate).isFile()) return loadScenario(candidate);
    auto scenario = loadScenario(builtIn);
    if (scenario && !recordNamesScenario(record.scenario, *scenario, {})) {
        say(SummaryCommand::tr("%1: the record is for scenario '%2', and the built-in scenario is '%3'; give its file "
                               "with --scenario FILE")
                .arg(r.record, named, QString::fromStdString(scenario->name)));
        return nullptr;
    }
    return scenario;
}

// The analysis kept beside the record (docs/analysis.md), for the whole game's page "Analysis of
// the game": when its file is there, reads without error and is of this very record (the record
// replayed gives its digest). Else none, and a file there but not used is named with why.
std::optional<ai::GameAnalysis> analysisFor(const SummaryRequest& r, const std::string& text,
                                            const std::shared_ptr<const Scenario>& scenario) {
    if (r.turn || !QFileInfo::exists(QString::fromStdString(ai::analysisPathFor(r.record.toStdString())))) return {};
    const ScenarioLookup lookup = [&scenario](const std::string&, std::string&) { return scenario; };
    const SessionLoad replayed = GameSession::fromText(text, r.record.toStdString(), lookup, r.dice);
    analysisview::AnalysisBeside beside = replayed.ok() ? analysisview::analysisBeside(r.record, *replayed.session)
                                                        : analysisview::AnalysisBeside{{}, QString::fromStdString(replayed.error)};
    if (!beside.error.isEmpty())
        say(SummaryCommand::tr("%1; the summary is made without the analysis of the game").arg(beside.error));
    return std::move(beside.analysis);
}

}  // namespace

std::optional<SummaryRequest> parseSummaryArguments(const QStringList& words, QString* error) {
    SummaryRequest r;
    auto fail = [&](const QString& message) -> std::optional<SummaryRequest> {
        *error = message;
        return std::nullopt;
    };
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString& w = words[i];
        const bool hasValue = i + 1 < words.size();
        if (w == QStringLiteral("--help") || w == QStringLiteral("-h")) {
            r.help = true;
        } else if (w == QStringLiteral("--version") || w == QStringLiteral("-v")) {
            r.version = true;
        } else if (w == QStringLiteral("-o") || w == QStringLiteral("--output") || w == QStringLiteral("--scenario") ||
                   w == QStringLiteral("--turn") || w == QStringLiteral("--page") || w == QStringLiteral("--dice") ||
                   w == QStringLiteral("--french") || w == QStringLiteral("--allied") || w == QStringLiteral("--lang")) {
            if (!hasValue) return fail(QStringLiteral("%1 needs a value").arg(w));
            const QString value = words[++i];
            if (w == QStringLiteral("-o") || w == QStringLiteral("--output")) r.output = value;
            else if (w == QStringLiteral("--scenario")) r.scenario = value;
            else if (w == QStringLiteral("--french")) r.players[0] = value;
            else if (w == QStringLiteral("--allied")) r.players[1] = value;
            else if (w == QStringLiteral("--lang")) r.language = value;
            else if (w == QStringLiteral("--turn")) {
                bool ok = false;
                r.turn = value.toInt(&ok);
                if (!ok || *r.turn < 1) return fail(QStringLiteral("--turn takes a Game-Turn number, such as 3"));
            } else if (w == QStringLiteral("--page")) {
                if (value.compare(QStringLiteral("a4"), Qt::CaseInsensitive) == 0) r.page = QPageSize::A4;
                else if (value.compare(QStringLiteral("letter"), Qt::CaseInsensitive) == 0) r.page = QPageSize::Letter;
                else return fail(QStringLiteral("--page takes a4 or letter"));
            } else {
                const auto dice = parseDice(value);
                if (!dice) return fail(QStringLiteral("--dice takes die rolls 1-6 separated by commas, such as 3,1,6"));
                r.dice = *dice;
            }
        } else if (w.startsWith(QLatin1Char('-')) && w.size() > 1) {
            return fail(QStringLiteral("unknown option '%1'").arg(w));
        } else if (r.record.isEmpty()) {
            r.record = w;
        } else {
            return fail(QStringLiteral("one RECORD only ('%1' and '%2')").arg(r.record, w));
        }
    }
    if (r.help || r.version) return r;
    if (r.record.isEmpty()) return fail(QStringLiteral("no RECORD given"));
    if (r.output.isEmpty()) return fail(QStringLiteral("no output file given (-o OUT.pdf)"));
    return r;
}

int runSummary(const SummaryRequest& r, const QString& builtIn) {
    i18n::installTranslators(r.language);
    QString error;
    const auto text = readFile(r.record, kMaxRecordFileBytes, &error);
    if (!text) return failure(error);
    const RecordParse parsed = parseRecord(*text);
    for (const std::string& e : parsed.errors) say(r.record + QStringLiteral(": ") + QString::fromStdString(e));
    if (!parsed.record) return 1;
    const auto scenario = scenarioFor(r, *parsed.record, builtIn);
    if (!scenario) return 1;
    SummaryResult result = summarizeRecord(scenario, *parsed.record, r.dice);
    if (!result.ok()) return failure(r.record + QStringLiteral(": ") + QString::fromStdString(result.error));
    GameSummary& summary = *result.summary;
    for (std::size_t s = 0; s < 2; ++s)
        if (!r.players[s].isEmpty()) summary.players[s] = r.players[s].toStdString();  // else the record's names
    const std::optional<ai::GameAnalysis> analysis = analysisFor(r, *text, scenario);
    if (!writeSummaryPdf(summary, r.output, r.turn, &error, defaultPageLayout(r.page), analysis ? &*analysis : nullptr))
        return failure(error);
    const QString written = r.turn ? SummaryCommand::tr("wrote %1 (Game-Turn %2)").arg(r.output, QString::number(*r.turn))
                                   : SummaryCommand::tr("wrote %1 (the whole game)").arg(r.output);
    std::printf("eylau-summary: %s\n", qPrintable(written));
    return 0;
}

void preferOffscreenWithoutDisplay() {
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) return;
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

}  // namespace eylau::print
