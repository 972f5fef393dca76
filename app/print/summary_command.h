#pragma once
// The headless turn summary: `eylau-summary RECORD [options] -o OUT.pdf`, and later
// `eylau --summary ...` with the same words. Parsing the words, finding the scenario, replaying
// the record and writing the PDF, with every problem on stderr. Runs without a display: call
// preferOffscreenWithoutDisplay() before the QApplication is made.
#include <QPageSize>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace eylau::print {

struct SummaryRequest {
    QString record;                       // RECORD
    QString scenario;                     // --scenario FILE
    std::optional<int> turn;              // --turn N; none: the whole game
    QString output;                       // -o OUT.pdf
    QPageSize::PageSizeId page = QPageSize::A4;  // --page a4|letter
    std::vector<int> dice;                // --dice 3,1,6: rolls before the seeded ones
    std::array<QString, 2> players;       // --french NAME, --allied NAME (for the cover)
    QString language;                     // --lang LANG: en, fr; "" the system's (translations.h)
    bool help = false;                    // --help
    bool version = false;                 // --version
};

inline constexpr const char* kSummaryUsage =
    "Usage: eylau-summary RECORD [--scenario FILE] [--turn N] [--page a4|letter]\n"
    "                     [--french NAME] [--allied NAME] [--dice 3,1,6,...] [--lang LANG]\n"
    "                     -o OUT.pdf\n"
    "       eylau-summary --help | --version\n"
    "\n"
    "Replays the game RECORD (docs/game-record.md) and writes its turn summary as a PDF: with\n"
    "--turn N, Game-Turn N and its map; otherwise the whole game, with a cover, every\n"
    "Game-Turn and the losses by division. The scenario is FILE, else the file the record's\n"
    "'scenario' line names, else the Eylau scenario built into the program. --french and\n"
    "--allied name the players on the cover. --dice as in 'eylau-cli play'. --lang writes the\n"
    "summary in LANG (en, fr); by default in the system's language. When the game has been\n"
    "analysed (RECORD-analysis beside RECORD, of this very record), the whole game ends with\n"
    "the page 'Analysis of the game'.\n";

// The words after the program's name. nullopt with `error` on a mistake.
std::optional<SummaryRequest> parseSummaryArguments(const QStringList& words, QString* error);

// Speaks the request's language (installTranslators), replays the record and writes the PDF.
// `builtIn` is the scenario used when neither --scenario nor the record names a file: a path,
// typically a resource (":/scenarios/eylau.json").
// Returns the exit status: 0 written, 1 a file could not be read or written or the record
// stops at an illegal line, 2 usage.
int runSummary(const SummaryRequest& request, const QString& builtIn);

// Qt's offscreen platform when there is no display (neither DISPLAY nor WAYLAND_DISPLAY) and
// the user has not chosen one (QT_QPA_PLATFORM). Call before the QApplication is made.
void preferOffscreenWithoutDisplay();

}  // namespace eylau::print
