#include "analysis_beside.h"

#include "eylau/ai/analysis_file.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace eylau::analysisview {
namespace {

struct AnalysisBesideWords {
    Q_DECLARE_TR_FUNCTIONS(AnalysisBesideWords)
};

}  // namespace

AnalysisBeside analysisBeside(const QString& recordPath, const GameSession& session) {
    if (recordPath.isEmpty()) return {};  // an untitled game has no file beside it
    const std::string path = ai::analysisPathFor(recordPath.toStdString());
    const QString shown = QString::fromStdString(path);
    if (!QFileInfo::exists(shown)) return {};
    ai::AnalysisLoad load = ai::loadAnalysis(path);
    if (!load.analysis) return {std::nullopt, QString::fromStdString(load.error)};
    if (load.analysis->recordDigest != ai::recordDigestFor(session))
        return {std::nullopt, AnalysisBesideWords::tr("%1 is the analysis of another record (or of this one before it "
                                                      "was changed); analyse the game again")
                                  .arg(shown)};
    return {std::move(load.analysis), QString()};
}

}  // namespace eylau::analysisview
