// eylau: the Qt program. Loads a scenario (the embedded Eylau one by default) and opens the map.
#include "controllers/help_controller.h"
#include "controllers/review_controller.h"
#include "controllers/file_controller.h"
#include "shared/app_settings.h"
#include "startup/after_first_paint.h"
#include "startup/command_line.h"
#include "startup/first_paint_exit.h"
#include "startup/network_start.h"
#include "startup/program_options.h"
#include "dialogs/invitation_dialog.h"
#include "controllers/network_controller.h"
#include "controllers/watch_controller.h"
#include "spectator_hub.h"
#include "window/main_window.h"
#include "map_view.h"
#include "network_game.h"
#include "startup/scenario_lookup.h"
#include "startup/scenario_source.h"
#include "summary_command.h"
#include "translations.h"

#include "eylau/game/game.h"
#include "eylau/scenario/scenario.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>

namespace {

// This file's words, in the catalogue's context "eylau::game::Main".
struct Main {
    Q_DECLARE_TR_FUNCTIONS(eylau::game::Main)
};

void printLines(const QStringList& lines) {
    for (const QString& line : lines) std::fprintf(stderr, "%s\n", qPrintable(line));
}

// --help and --version need no display: answer them with a console application (the pattern of
// Qt's QApplication documentation).
bool onlyPrints(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") return false;
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-?" || arg == "-v" || arg == "--version") {
            return true;
        }
    }
    return false;
}

// A game record (docs/game-record.md) rather than a scenario: a file named *.eylau.
bool isRecordFile(const QString& fileName) {
    return QFileInfo(fileName).suffix().compare(QLatin1String("eylau"), Qt::CaseInsensitive) == 0;
}

}  // namespace

// `eylau --summary RECORD [--turn N] -o OUT.pdf`: the turn summary without a window
// (docs/turn-summaries.md), with the embedded Eylau scenario when the record names no file.
static int runSummaryCommand(int argc, char* argv[]) {
    eylau::print::preferOffscreenWithoutDisplay();
    QApplication app(argc, argv);
    eylau::game::loadScenario({});  // makes sure the embedded resources are registered
    QStringList words = QCoreApplication::arguments().mid(2);
    QString error;
    const auto request = eylau::print::parseSummaryArguments(words, &error);
    if (!request) {
        std::fprintf(stderr, "eylau --summary: %s\n\n%s", qPrintable(error), eylau::print::kSummaryUsage);
        return 2;
    }
    if (request->help) {
        std::fprintf(stdout, "%s", eylau::print::kSummaryUsage);
        return 0;
    }
    if (request->version) {
        std::printf("eylau %s\n", EYLAU_VERSION);
        return 0;
    }
    // The installed Eylau scenario, else the embedded one (scenario_source.h).
    return eylau::print::runSummary(*request, eylau::game::scenarioFileToRead({}));
}

// The application: a console one when the command line only asks for --help or --version, with
// the program's name, version and language: --lang, else View > Language, else the system's
// (docs/translations.md). Qt keeps `argc`.
static std::unique_ptr<QCoreApplication> startApplication(int& argc, char* argv[]) {
    std::unique_ptr<QCoreApplication> app =
        onlyPrints(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv) : std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("eylau"));
    QCoreApplication::setApplicationVersion(QStringLiteral(EYLAU_VERSION));
    const QString lang = eylau::i18n::languageArgument(argc, argv);
    eylau::i18n::installTranslators(lang.isEmpty() ? eylau::game::languageSetting() : lang);
    return app;
}

// Who plays each side in a new game (--french, --allied): a person, or the computer at a level;
// nullopt after saying what is wrong.
static std::optional<eylau::game::Seats> seatsAsked(const QCommandLineParser& parser,
                                                   const eylau::game::ProgramOptions& options) {
    eylau::game::Seats seats;
    for (const auto& [option, side] :
         {std::pair{&options.french, eylau::Side::French}, std::pair{&options.allied, eylau::Side::Allied}}) {
        const QString who = parser.value(*option);
        if (who.isEmpty() || who == QLatin1String("person")) continue;
        const auto level = eylau::game::computerLevel(who.toStdString());
        if (!level) {
            std::fprintf(stderr, "eylau: --%s %s: expected person, quick, normal or strong\n",
                         qPrintable(option->names().front()), qPrintable(who));
            return std::nullopt;
        }
        seats.set(side, *level);
    }
    return seats;
}

// The files the game starts on: the scenario (empty: the Eylau scenario), a game record to open
// and one to review.
struct StartFiles {
    QString scenario;
    QString record;
    QString reviewed;
};

// The scenario FILE (at most one); or the Grünau Mill teaching battle of --tutorial, the computer
// (Quick) playing the Allies unless it plays a side already; or, when no scenario is given, the
// scenario named by the record given as FILE (as a file manager does), with --open or with
// --review. Nullopt after saying what is wrong.
static std::optional<StartFiles> filesAsked(const QCommandLineParser& parser, const eylau::game::ProgramOptions& options,
                                            eylau::game::Seats& seats) {
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "eylau: give at most one scenario FILE\n");
        return std::nullopt;
    }
    StartFiles files;
    files.scenario = parser.positionalArguments().value(0);
    if (parser.isSet(options.tutorial)) {
        if (!files.scenario.isEmpty() || parser.isSet(options.openRecord)) {
            std::fprintf(stderr, "eylau: --tutorial plays Grünau Mill; give no FILE or --open with it\n");
            return std::nullopt;
        }
        files.scenario = QStringLiteral(":/scenarios/teaching.json");
        if (!seats.anyComputer()) seats.set(eylau::Side::Allied, eylau::ai::Level::Quick);
    }
    files.record = parser.value(options.openRecord);
    if (files.record.isEmpty() && isRecordFile(files.scenario)) files.record = std::exchange(files.scenario, QString());
    if (files.scenario.isEmpty() && !files.record.isEmpty()) files.scenario = eylau::game::scenarioFileOfRecord(files.record);
    files.reviewed = parser.value(options.review);
    if ((parser.isSet(options.gameTurn) || parser.isSet(options.replay)) &&
        (parser.isSet(options.gameTurn) == parser.isSet(options.replay) || !files.record.isEmpty() ||
         !files.reviewed.isEmpty() || parser.isSet(options.host) || parser.isSet(options.join))) {
        std::fprintf(stderr, "eylau: --game-turn and --replay start a game of their own: give one of them, "
                             "without --open, --review, --host or --join\n");
        return std::nullopt;
    }
    if (files.scenario.isEmpty() && files.record.isEmpty() && !files.reviewed.isEmpty())
        files.scenario = eylau::game::scenarioFileOfRecord(files.reviewed);
    return files;
}

// Whether the scenario read can be played. Its problems go to stderr, warnings too; when it
// cannot be played they are shown in a dialog as well, unless `dialogAllowed` is false
// (--no-gui-errors) or there is no display.
static bool playable(const eylau::game::ScenarioSource& source, bool dialogAllowed) {
    const QStringList problems = eylau::game::describeProblems(source);
    printLines(problems);
    if (source.load.ok()) return true;
    const bool dialog = dialogAllowed && QGuiApplication::platformName() != QLatin1String("offscreen")
                        && QGuiApplication::platformName() != QLatin1String("minimal");
    if (dialog) {
        QMessageBox box(QMessageBox::Critical, QStringLiteral("Eylau"),
                        source.load.errorCount() == 1
                            ? Main::tr("The scenario %1 could not be loaded: 1 error.").arg(source.name)
                            : Main::tr("The scenario %1 could not be loaded: %2 errors.")
                                  .arg(source.name)
                                  .arg(source.load.errorCount()));
        box.setInformativeText(problems.mid(0, 12).join(QLatin1Char('\n')));
        box.setDetailedText(problems.join(QLatin1Char('\n')));
        box.exec();
    }
    return false;
}

// The options of a new game: the weather rule (22.0) and the variant rules, asked for on the
// command line or by the scenario, and the dice seed (--seed, else drawn); nullopt after saying
// which variant rule is unknown.
static std::optional<eylau::GameOptions> gameOptionsAsked(const QCommandLineParser& parser,
                                                          const eylau::game::ProgramOptions& options,
                                                          const eylau::Scenario& scenario) {
    eylau::GameOptions game;
    game.weather = parser.isSet(options.weather) || scenario.rules.option("weather");
    game.variants = eylau::variantsFrom(scenario.rules.options);
    for (const QString& v : parser.values(options.variant)) {
        if (!eylau::isVariantRule(v.toStdString())) {
            std::string known;
            for (const std::string& k : eylau::variantRuleNames()) known += (known.empty() ? "" : ", ") + k;
            std::fprintf(stderr, "eylau: unknown variant rule '%s' (known: %s)\n", qPrintable(v), known.c_str());
            return std::nullopt;
        }
        eylau::setVariant(game.variants, v.toStdString(), true);
    }
    game.seed = parser.isSet(options.seed) ? parser.value(options.seed).toULongLong()
                                           : QRandomGenerator::global()->generate64() % 1000000000ULL;
    return game;
}

// The window shown, then the game asked for: the record opened, or a new game with the computer
// playing a side; with neither (and no review or network game), the offer to recover an autosave.
static void openWindow(eylau::game::MainWindow& window, const QCommandLineParser& parser,
                       const eylau::game::ProgramOptions& options, const StartFiles& files,
                       const eylau::game::Seats& seats, const eylau::GameOptions& game, bool networkGame) {
    window.restoreSettings();
    if (parser.isSet(options.playTest)) window.setPlayTest(true);
    window.showMaximized();
    const bool playTestStart = parser.isSet(options.gameTurn) || parser.isSet(options.replay);
    if (!parser.isSet(options.noRecovery) && files.record.isEmpty() && files.reviewed.isEmpty() && !seats.anyComputer()
        && !networkGame && !playTestStart)
        window.files().offerRecovery();
    if (!files.record.isEmpty()) window.files().openFile(files.record, true);
    else if (seats.anyComputer() && !playTestStart) window.files().startNewGame(game, seats);
}

// --game-turn N and --replay RECORD (play-testing an edited scenario, docs/editor.md): the game
// begun at a later Game-Turn, or the saved game replayed on the scenario as far as it holds.
// False after saying why it could not be; a replay that stops early is said in the window.
static bool startPlayTest(eylau::game::MainWindow& window, const QCommandLineParser& parser,
                          const eylau::game::ProgramOptions& options, const eylau::game::Seats& seats,
                          const eylau::GameOptions& game) {
    QString error;
    if (parser.isSet(options.gameTurn)) {
        bool number = false;
        const int turn = parser.value(options.gameTurn).toInt(&number);
        error = number ? window.files().startNewGameAtTurn(game, seats, turn)
                       : Main::tr("--game-turn %1: expected a Game-Turn number").arg(parser.value(options.gameTurn));
    } else if (parser.isSet(options.replay)) {
        error = window.files().openReplayedOnScenario(parser.value(options.replay));
    }
    if (error.isEmpty()) return true;
    std::fprintf(stderr, "eylau: %s\n", qPrintable(error));
    return false;
}

// The network game started, the computer playing the player's side when asked to; the host's
// invitation shown, and printed on the terminal too, for a player who starts the host from a
// script. False after saying why the game could not start.
static bool startNetworkGame(eylau::game::MainWindow& window, const eylau::game::NetworkStart& network,
                             const eylau::game::Seats& seats) {
    if (seats.isComputer(network.side)) window.setSeats(seats);
    const QString error = window.network().start(network);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "eylau: %s\n", qPrintable(error));
        return false;
    }
    if (network.host) {
        const auto* game = window.network().game();
        std::printf("eylau: the invitation to send your opponent: %s\n",
                    qPrintable(game->invitation(eylau::game::invitationAddresses(network.address).value(0))));
        std::fflush(stdout);
        window.network().showInvitation();
    }
    return true;
}

// --watch INVITATION: the game of an invitation to watch, followed live; --invite-spectators (with
// --host): the door opened to spectators, the invitation to watch printed on the terminal. False
// after saying why it could not be.
static bool startSpectators(eylau::game::MainWindow& window, const QCommandLineParser& parser,
                            const eylau::game::ProgramOptions& options, const std::optional<std::string>& name) {
    QString error;
    if (parser.isSet(options.watch))
        error = window.watch().watch(parser.value(options.watch), name ? QString::fromStdString(*name) : QString());
    if (error.isEmpty() && parser.isSet(options.inviteSpectators)) {
        error = window.watch().inviteSpectators(false);
        if (error.isEmpty()) {
            const QString address = eylau::game::invitationAddresses(window.network().listenAddress()).value(0);
            std::printf("eylau: the invitation to watch: %s\n", qPrintable(window.watch().spectators()->invitation(address)));
            std::fflush(stdout);
        }
    }
    if (!error.isEmpty()) std::fprintf(stderr, "eylau: %s\n", qPrintable(error));
    return error.isEmpty();
}

// --review RECORD: the saved game opened to step through; false after saying why it could not be.
static bool startReview(eylau::game::MainWindow& window, const QString& reviewed) {
    if (window.reviews().openFile(reviewed).isEmpty()) return true;
    std::fprintf(stderr, "eylau: --review %s: %s\n", qPrintable(reviewed), qPrintable(window.statusMessage()));
    return false;
}

// The hidden options for pictures of the program, once the window has settled: the map centred
// and zoomed, a unit selected, the attack dialog opened on a hex.
static void arrangeForPictures(eylau::game::MainWindow& window, const QCommandLineParser& parser,
                               const eylau::game::ProgramOptions& options) {
    QTimer::singleShot(200, &window, [&window, &parser, &options] {
        if (parser.isSet(options.centre)) window.centreOn(parser.value(options.centre), parser.value(options.zoom).toDouble());
        if (parser.isSet(options.select)) window.selectUnit(parser.value(options.select));
        if (parser.isSet(options.attack)) window.openAttackAt(parser.value(options.attack));
    });
}

int main(int argc, char* argv[]) {
    if (argc > 1 && std::string_view(argv[1]) == "--summary") return runSummaryCommand(argc, argv);
    // Before Qt sees it: its X11 platform would take "--name" for itself (command_line.h).
    const std::optional<std::string> nameArgument = eylau::game::takeArgument(argc, argv, "name");
    const std::unique_ptr<QCoreApplication> app = startApplication(argc, argv);
    const eylau::game::ProgramOptions options;
    QCommandLineParser parser;
    options.addTo(parser);
    parser.process(*app);  // prints and exits for --help and --version
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Eylau"));

    std::optional<eylau::game::Seats> seats = seatsAsked(parser, options);
    if (!seats) return 2;
    const std::optional<StartFiles> files = filesAsked(parser, options, *seats);
    if (!files) return 2;
    QString error;
    const std::optional<eylau::game::NetworkStart> network =
        eylau::game::networkStartAsked(parser, options, files->scenario, nameArgument, &error);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "eylau: %s\n", qPrintable(error));
        return 2;
    }

    const eylau::game::ScenarioSource source = eylau::game::loadScenario(files->scenario);
    if (!playable(source, !parser.isSet(options.noGuiErrors))) return 1;
    QCoreApplication::setOrganizationName(QStringLiteral("eylau"));
    const std::optional<eylau::GameOptions> game = gameOptionsAsked(parser, options, *source.load.scenario);
    if (!game) return 2;
    eylau::game::MainWindow window(*source.load.scenario, *game, files->scenario);
    openWindow(window, parser, options, *files, *seats, *game, network.has_value());
    // The program's icon, in the title bar and the task bar, once the map is painted: it is drawn
    // from SVG by an icon plugin, at several sizes on X11 (start-up, issue 40). Watched for before
    // --exit-after-first-paint's exit, which is therefore queued first (after_first_paint.h).
    eylau::game::afterFirstPaint(*window.mapView()->viewport(), [] {
        QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/eylau.svg")));
    });
    if (network && !startNetworkGame(window, *network, *seats)) return 1;
    if (!startSpectators(window, parser, options, nameArgument)) return 1;
    if (!startPlayTest(window, parser, options, *seats, *game)) return 1;
    if (parser.isSet(options.tutorial)) window.help().startTutorial();
    if (!files->reviewed.isEmpty() && !startReview(window, files->reviewed)) return 1;
    arrangeForPictures(window, parser, options);
    if (parser.isSet(options.exitAfterFirstPaint)) eylau::game::exitAfterFirstPaint(*window.mapView()->viewport());
    return QApplication::exec();
}
