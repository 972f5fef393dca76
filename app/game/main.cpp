// eylau: the Qt program. Loads a scenario (the embedded Eylau one by default) and opens the map.
#include "window/app_settings.h"
#include "startup/command_line.h"
#include "dialogs/invitation_dialog.h"
#include "controllers/network_controller.h"
#include "window/main_window.h"
#include "network_game.h"
#include "startup/scenario_lookup.h"
#include "startup/scenario_source.h"
#include "summary_command.h"
#include "translations.h"

#include "eylau/game/game.h"
#include "eylau/remote/invitation.h"
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

// --host [ADDRESS:]PORT or --join HOST[:PORT], and --side: how to start a network game, or
// nullopt and `error`.
std::optional<eylau::game::NetworkStart> networkStart(bool hosting, const QString& where, const QString& side,
                                                      QString* error) {
    eylau::game::NetworkStart start;
    start.host = hosting;
    start.side = hosting ? eylau::Side::French : eylau::Side::Allied;
    if (side == QLatin1String("french")) start.side = eylau::Side::French;
    else if (side == QLatin1String("allied") || side == QLatin1String("allies")) start.side = eylau::Side::Allied;
    else if (!side.isEmpty()) {
        *error = QStringLiteral("--side %1: expected french or allied").arg(side);
        return std::nullopt;
    }
    // A whole invitation (eylau://HOST:PORT/CODE) to join.
    if (!hosting && where.contains(QLatin1Char('/'))) {
        std::string why;
        const auto invitation = eylau::readInvitation(where.toStdString(), &why);
        if (!invitation) {
            *error = QStringLiteral("--join %1: %2").arg(where, QString::fromStdString(why));
            return std::nullopt;
        }
        start.address = QString::fromStdString(invitation->host);
        start.port = invitation->port;
        start.code = QString::fromStdString(invitation->code.text());
        return start;
    }
    // "PORT", "ADDRESS:PORT", "[IPv6]:PORT", or (joining) a bare host.
    QString address = where;
    QString port;
    if (address.startsWith(QLatin1Char('['))) {
        const qsizetype close = address.indexOf(QLatin1Char(']'));
        port = close > 0 && address.mid(close + 1).startsWith(QLatin1Char(':')) ? address.mid(close + 2) : QString();
        address = close > 0 ? address.mid(1, close - 1) : address;
    } else if (address.count(QLatin1Char(':')) == 1) {
        port = address.section(QLatin1Char(':'), 1);
        address = address.section(QLatin1Char(':'), 0, 0);
    } else if (hosting && !address.contains(QLatin1Char(':')) && !address.contains(QLatin1Char('.'))) {
        port = std::exchange(address, QString());
    }
    bool ok = true;
    const uint number = port.isEmpty() ? 0u : port.toUInt(&ok);
    if (!ok || number > 65535 || (!hosting && address.isEmpty())) {
        *error = hosting ? QStringLiteral("--host %1: expected PORT or ADDRESS:PORT").arg(where)
                         : QStringLiteral("--join %1: expected HOST or HOST:PORT").arg(where);
        return std::nullopt;
    }
    start.port = number == 0 ? eylau::net::kDefaultPort : quint16(number);
    start.address = address;
    return start;
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

int main(int argc, char* argv[]) {
    if (argc > 1 && std::string_view(argv[1]) == "--summary") return runSummaryCommand(argc, argv);
    // Before Qt sees it: its X11 platform would take "--name" for itself (command_line.h).
    const std::optional<std::string> nameArgument = eylau::game::takeArgument(argc, argv, "name");
    const std::unique_ptr<QCoreApplication> app =
        onlyPrints(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv) : std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("eylau"));
    QCoreApplication::setApplicationVersion(QStringLiteral(EYLAU_VERSION));
    // The language: --lang, else View > Language, else the system's (docs/translations.md).
    const QString lang = eylau::i18n::languageArgument(argc, argv);
    eylau::i18n::installTranslators(lang.isEmpty() ? eylau::game::languageSetting() : lang);

    QCommandLineParser parser;
    parser.setApplicationDescription(Main::tr("Eylau: Napoleon's Winter Battle, 1807 (SPI, 1979).\n"
                                              "eylau --summary RECORD [--turn N] -o OUT.pdf writes a turn summary without a window."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption noGuiErrors(QStringLiteral("no-gui-errors"),
                                         Main::tr("Report scenario errors on stderr only, without a dialog."));
    parser.addOption(noGuiErrors);
    const QCommandLineOption openRecord(QStringList{QStringLiteral("o"), QStringLiteral("open")},
                                        Main::tr("Open the game record RECORD (an .eylau file) at start."),
                                        QStringLiteral("RECORD"));
    parser.addOption(openRecord);
    const QCommandLineOption weather(QStringLiteral("weather"),
                                     Main::tr("Start a new game with the optional weather rule (22.0)."));
    parser.addOption(weather);
    const QCommandLineOption variant(QStringLiteral("variant"),
                                     Main::tr("Start a new game with a variant rule adapted from La Bataille: "
                                              "cavalryReadiness or artilleryLimbering (may be repeated)."),
                                     QStringLiteral("name"));
    parser.addOption(variant);
    const QCommandLineOption seed(QStringLiteral("seed"), Main::tr("The dice seed of a new game."),
                                  QStringLiteral("N"));
    parser.addOption(seed);
    const QCommandLineOption french(QStringLiteral("french"),
                                    Main::tr("Who plays the French in a new game: person (the default), or the "
                                             "computer at a level: quick, normal or strong."),
                                    QStringLiteral("WHO"));
    parser.addOption(french);
    const QCommandLineOption allied(QStringLiteral("allied"),
                                    Main::tr("Who plays the Allies in a new game, as --french."),
                                    QStringLiteral("WHO"));
    parser.addOption(allied);
    const QCommandLineOption language(QStringLiteral("lang"),
                                      Main::tr("The language of the program: en, fr, or system (the default is the "
                                               "choice of View > Language, else the system's language)."),
                                      QStringLiteral("LANG"));
    parser.addOption(language);
    // Hidden options, for pictures of the program (docs, issue notes): select a unit, open the
    // attack dialog on a hex, centre and zoom the map, skip the recovery question.
    const QCommandLineOption review(QStringLiteral("review"),
                                    Main::tr("Review the saved game RECORD (step through it) on the scenario it "
                                             "names."),
                                    QStringLiteral("RECORD"));
    parser.addOption(review);
    // The scenario editor's Play-test: the window says it runs an edited scenario.
    const QCommandLineOption playTest(QStringLiteral("play-test"),
                                      Main::tr("Say in the window that FILE is a scenario being edited, started "
                                               "from the scenario editor to try it out."));
    parser.addOption(playTest);
    // A game against a remote opponent (docs/playing.md, "Playing a remote opponent"), as Game >
    // Host Network Game and Join Network Game start it.
    const QCommandLineOption host(QStringLiteral("host"),
                                  Main::tr("Host a network game on PORT (18070 if 0), listening on every interface, "
                                           "or on ADDRESS only."),
                                  QStringLiteral("[ADDRESS:]PORT"));
    parser.addOption(host);
    const QCommandLineOption join(QStringLiteral("join"),
                                  Main::tr("Join the network game hosted at HOST (port 18070 unless given), with "
                                           "--code; or give the host's whole invitation (eylau://HOST:PORT/CODE)."),
                                  QStringLiteral("HOST[:PORT]"));
    parser.addOption(join);
    const QCommandLineOption joinCode(QStringLiteral("code"),
                                      Main::tr("With --join: the join code of the host's invitation."),
                                      QStringLiteral("CODE"));
    parser.addOption(joinCode);
    const QCommandLineOption networkSide(QStringLiteral("side"),
                                  Main::tr("The side you play in a network game: french (the host's default) or "
                                           "allied (the guest's)."),
                                  QStringLiteral("SIDE"));
    parser.addOption(networkSide);
    const QCommandLineOption playerName(QStringLiteral("name"), Main::tr("Your name in a network game."),
                                        QStringLiteral("NAME"));
    parser.addOption(playerName);
    const QCommandLineOption resume(QStringLiteral("resume"),
                                    Main::tr("With --host or --join: resume the last network game hosted or "
                                             "joined."));
    parser.addOption(resume);
    const QCommandLineOption tutorial(QStringLiteral("tutorial"),
                                      Main::tr("Play the Grünau Mill teaching battle step by step, the computer "
                                               "(Quick) playing the Allies (Help > Tutorial)."));
    parser.addOption(tutorial);
    QCommandLineOption select(QStringLiteral("select"), QStringLiteral("Select UNIT at start."), QStringLiteral("UNIT"));
    QCommandLineOption attack(QStringLiteral("attack"), QStringLiteral("Open the attack dialog on HEX at start."),
                              QStringLiteral("HEX"));
    QCommandLineOption centre(QStringLiteral("centre"), QStringLiteral("Centre the map on HEX."), QStringLiteral("HEX"));
    QCommandLineOption zoom(QStringLiteral("zoom"), QStringLiteral("Zoom to Z times the fit."), QStringLiteral("Z"));
    QCommandLineOption noRecovery(QStringLiteral("no-recovery"), QStringLiteral("Do not offer to recover an autosave."));
    for (QCommandLineOption* o : {&select, &attack, &centre, &zoom, &noRecovery}) {
        o->setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(*o);
    }
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 Main::tr("Scenario file to play (default: the Eylau scenario), or a game record "
                                          "(*.eylau) to open on the scenario it names."),
                                 QStringLiteral("[FILE]"));
    parser.process(*app);  // prints and exits for --help and --version
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Eylau"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/eylau.svg")));
    eylau::game::Seats seats;
    for (const auto& [option, side] : {std::pair{&french, eylau::Side::French}, std::pair{&allied, eylau::Side::Allied}}) {
        const QString who = parser.value(*option);
        if (who.isEmpty() || who == QLatin1String("person")) continue;
        const auto level = eylau::game::computerLevel(who.toStdString());
        if (!level) {
            std::fprintf(stderr, "eylau: --%s %s: expected person, quick, normal or strong\n",
                         qPrintable(option->names().front()), qPrintable(who));
            return 2;
        }
        seats.set(side, *level);
    }
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "eylau: give at most one scenario FILE\n");
        return 2;
    }
    QString fileName = parser.positionalArguments().value(0);
    if (parser.isSet(tutorial)) {
        if (!fileName.isEmpty() || parser.isSet(openRecord)) {
            std::fprintf(stderr, "eylau: --tutorial plays Grünau Mill; give no FILE or --open with it\n");
            return 2;
        }
        fileName = QStringLiteral(":/scenarios/teaching.json");
        if (!seats.anyComputer()) seats.set(eylau::Side::Allied, eylau::ai::Level::Quick);
    }
    // A record given as FILE (as a file manager does) or with --open, and no scenario: the
    // scenario the record names.
    QString record = parser.value(openRecord);
    if (record.isEmpty() && isRecordFile(fileName)) record = std::exchange(fileName, QString());
    if (fileName.isEmpty() && !record.isEmpty()) fileName = eylau::game::scenarioFileOfRecord(record);
    const QString reviewed = parser.value(review);
    if (fileName.isEmpty() && record.isEmpty() && !reviewed.isEmpty()) fileName = eylau::game::scenarioFileOfRecord(reviewed);

    std::optional<eylau::game::NetworkStart> network;
    if (parser.isSet(host) || parser.isSet(join)) {
        QString error;
        network = networkStart(parser.isSet(host), parser.value(parser.isSet(host) ? host : join), parser.value(networkSide),
                               &error);
        if (parser.isSet(host) && parser.isSet(join)) error = QStringLiteral("give --host or --join, not both");
        if (!fileName.isEmpty() || parser.isSet(openRecord) || parser.isSet(tutorial))
            error = QStringLiteral("a network game is played on the Eylau scenario: give no FILE, --open or --tutorial");
        if (!error.isEmpty()) {
            std::fprintf(stderr, "eylau: %s\n", qPrintable(error));
            return 2;
        }
        network->name = nameArgument ? QString::fromLocal8Bit(nameArgument->c_str()) : QString();
        network->resume = parser.isSet(resume);
        if (parser.isSet(joinCode)) {
            if (network->host) {
                std::fprintf(stderr, "eylau: --code goes with --join: a host draws its own code\n");
                return 2;
            }
            if (!eylau::JoinCode::read(parser.value(joinCode).toStdString())) {
                std::fprintf(stderr, "eylau: --code %s: a join code has 16 letters and digits, such as K7QM-3XTA-P9RD-W2HE\n",
                             qPrintable(parser.value(joinCode)));
                return 2;
            }
            network->code = parser.value(joinCode);
        }
        if (!network->host && network->code.isEmpty() && !network->resume) {
            std::fprintf(stderr, "eylau: --join needs --code CODE (or the whole invitation), from the host's invitation\n");
            return 2;
        }
    } else if (parser.isSet(networkSide) || parser.isSet(resume) || parser.isSet(joinCode)) {
        std::fprintf(stderr, "eylau: --side, --code and --resume go with --host or --join\n");
        return 2;
    }

    const eylau::game::ScenarioSource source = eylau::game::loadScenario(fileName);
    const QStringList problems = eylau::game::describeProblems(source);
    printLines(problems);  // warnings too, on stderr
    if (!source.load.ok()) {
        const bool dialog = !parser.isSet(noGuiErrors) && QGuiApplication::platformName() != QLatin1String("offscreen")
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
        return 1;
    }

    QCoreApplication::setOrganizationName(QStringLiteral("eylau"));
    eylau::GameOptions options;
    options.weather = parser.isSet(weather) || source.load.scenario->rules.option("weather");
    options.variants = eylau::variantsFrom(source.load.scenario->rules.options);
    for (const QString& v : parser.values(variant)) {
        if (!eylau::isVariantRule(v.toStdString())) {
            std::string known;
            for (const std::string& k : eylau::variantRuleNames()) known += (known.empty() ? "" : ", ") + k;
            std::fprintf(stderr, "eylau: unknown variant rule '%s' (known: %s)\n", qPrintable(v), known.c_str());
            return 2;
        }
        eylau::setVariant(options.variants, v.toStdString(), true);
    }
    options.seed = parser.isSet(seed) ? parser.value(seed).toULongLong()
                                      : QRandomGenerator::global()->generate64() % 1000000000ULL;
    eylau::game::MainWindow window(*source.load.scenario, options, fileName);
    window.restoreSettings();
    if (parser.isSet(playTest)) window.setPlayTest(true);
    window.showMaximized();
    if (!parser.isSet(noRecovery) && record.isEmpty() && reviewed.isEmpty() && !seats.anyComputer() && !network)
        window.offerRecovery();
    if (!record.isEmpty()) window.openFile(record, true);
    else if (seats.anyComputer()) window.startNewGame(options, seats);
    if (network) {
        if (seats.isComputer(network->side)) window.setSeats(seats);  // the computer plays this side
        const QString error = window.network().start(*network);
        if (!error.isEmpty()) {
            std::fprintf(stderr, "eylau: %s\n", qPrintable(error));
            return 1;
        }
        if (network->host) {
            // The invitation on the terminal too, for a player who starts the host from a script.
            const auto* game = window.network().game();
            std::printf("eylau: the invitation to send your opponent: %s\n",
                        qPrintable(game->invitation(eylau::game::invitationAddresses(network->address).value(0))));
            std::fflush(stdout);
            window.network().showInvitation();
        }
    }
    if (parser.isSet(tutorial)) window.startTutorial();
    if (!reviewed.isEmpty() && !window.reviewFile(reviewed).isEmpty()) {
        std::fprintf(stderr, "eylau: --review %s: %s\n", qPrintable(reviewed), qPrintable(window.statusMessage()));
        return 1;
    }
    QTimer::singleShot(200, &window, [&] {
        if (parser.isSet(centre)) window.centreOn(parser.value(centre), parser.value(zoom).toDouble());
        if (parser.isSet(select)) window.selectUnit(parser.value(select));
        if (parser.isSet(attack)) window.openAttackAt(parser.value(attack));
    });
    return QApplication::exec();
}
