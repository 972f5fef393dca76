#include "startup/program_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace eylau::game {
namespace {

// The words of the command line, in the catalogue's context "eylau::game::Main" (main.cpp's).
struct Main {
    Q_DECLARE_TR_FUNCTIONS(eylau::game::Main)
};

}  // namespace

ProgramOptions::ProgramOptions()
    : noGuiErrors(QStringLiteral("no-gui-errors"), Main::tr("Report scenario errors on stderr only, without a dialog.")),
      openRecord(QStringList{QStringLiteral("o"), QStringLiteral("open")},
                 Main::tr("Open the game record RECORD (an .eylau file) at start."), QStringLiteral("RECORD")),
      weather(QStringLiteral("weather"), Main::tr("Start a new game with the optional weather rule (22.0).")),
      variant(QStringLiteral("variant"),
              Main::tr("Start a new game with a variant rule adapted from La Bataille: "
                       "cavalryReadiness or artilleryLimbering (may be repeated)."),
              QStringLiteral("name")),
      seed(QStringLiteral("seed"), Main::tr("The dice seed of a new game."), QStringLiteral("N")),
      french(QStringLiteral("french"),
             Main::tr("Who plays the French in a new game: person (the default), or the "
                      "computer at a level: quick, normal or strong."),
             QStringLiteral("WHO")),
      allied(QStringLiteral("allied"), Main::tr("Who plays the Allies in a new game, as --french."),
             QStringLiteral("WHO")),
      language(QStringLiteral("lang"),
               Main::tr("The language of the program: en, fr, or system (the default is the "
                        "choice of View > Language, else the system's language)."),
               QStringLiteral("LANG")),
      review(QStringLiteral("review"),
             Main::tr("Review the saved game RECORD (step through it) on the scenario it "
                      "names."),
             QStringLiteral("RECORD")),
      playTest(QStringLiteral("play-test"),
               Main::tr("Say in the window that FILE is a scenario being edited, started "
                        "from the scenario editor to try it out.")),
      gameTurn(QStringLiteral("game-turn"),
               Main::tr("Begin a new game at Game-Turn N, every unit as the scenario sets it up and the "
                        "reinforcements of earlier Game-Turns free to enter: for play-testing."),
               QStringLiteral("N")),
      replay(QStringLiteral("replay"),
             Main::tr("Replay the saved game RECORD on the scenario FILE as far as it still holds, and "
                      "play on from there: for play-testing an edited scenario."),
             QStringLiteral("RECORD")),
      // As Game > Host Network Game and Join Network Game start it.
      host(QStringLiteral("host"),
           Main::tr("Host a network game on PORT (18070 if 0), listening on every interface, "
                    "or on ADDRESS only."),
           QStringLiteral("[ADDRESS:]PORT")),
      join(QStringLiteral("join"),
           Main::tr("Join the network game hosted at HOST (port 18070 unless given), with "
                    "--code; or give the host's whole invitation (eylau://HOST:PORT/CODE)."),
           QStringLiteral("HOST[:PORT]")),
      joinCode(QStringLiteral("code"), Main::tr("With --join: the join code of the host's invitation."),
               QStringLiteral("CODE")),
      networkSide(QStringLiteral("side"),
                  Main::tr("The side you play in a network game: french (the host's default) or "
                           "allied (the guest's)."),
                  QStringLiteral("SIDE")),
      playerName(QStringLiteral("name"), Main::tr("Your name in a network game."), QStringLiteral("NAME")),
      resume(QStringLiteral("resume"),
             Main::tr("With --host or --join: resume the last network game hosted or "
                      "joined.")),
      noRouter(QStringLiteral("no-router"),
               Main::tr("With --host: do not ask the router to forward the port (UPnP, NAT-PMP).")),
      watch(QStringLiteral("watch"),
            Main::tr("Watch the network game of an invitation to watch (eylau://HOST:PORT/CODE?watch), "
                     "following it live; --name gives the name the players see."),
            QStringLiteral("INVITATION")),
      inviteSpectators(QStringLiteral("invite-spectators"),
                       Main::tr("With --host: let spectators watch, and print the invitation to watch.")),
      tutorial(QStringLiteral("tutorial"),
               Main::tr("Play the Grünau Mill teaching battle step by step, the computer "
                        "(Quick) playing the Allies (Help > Tutorial).")),
      exitAfterFirstPaint(QStringLiteral("exit-after-first-paint"),
                          Main::tr("Exit as soon as the map has been drawn once: for timing start-up.")),
      select(QStringLiteral("select"), QStringLiteral("Select UNIT at start."), QStringLiteral("UNIT")),
      attack(QStringLiteral("attack"), QStringLiteral("Open the attack dialog on HEX at start."), QStringLiteral("HEX")),
      centre(QStringLiteral("centre"), QStringLiteral("Centre the map on HEX."), QStringLiteral("HEX")),
      zoom(QStringLiteral("zoom"), QStringLiteral("Zoom to Z times the fit."), QStringLiteral("Z")),
      noRecovery(QStringLiteral("no-recovery"), QStringLiteral("Do not offer to recover an autosave.")) {
    for (QCommandLineOption* o : {&select, &attack, &centre, &zoom, &noRecovery})
        o->setFlags(QCommandLineOption::HiddenFromHelp);
}

void ProgramOptions::addTo(QCommandLineParser& parser) const {
    parser.setApplicationDescription(Main::tr("Eylau: Napoleon's Winter Battle, 1807 (SPI, 1979).\n"
                                              "eylau --summary RECORD [--turn N] -o OUT.pdf writes a turn summary without a window."));
    parser.addHelpOption();
    parser.addVersionOption();
    // In the order of eylau --help.
    for (const QCommandLineOption* o :
         {&noGuiErrors, &openRecord, &weather, &variant, &seed, &french, &allied, &language, &review, &playTest, &gameTurn,
          &replay, &host, &join, &joinCode, &networkSide, &playerName, &resume, &noRouter, &watch, &inviteSpectators, &tutorial, &exitAfterFirstPaint, &select, &attack,
          &centre, &zoom, &noRecovery})
        parser.addOption(*o);
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 Main::tr("Scenario file to play (default: the Eylau scenario), or a game record "
                                          "(*.eylau) to open on the scenario it names."),
                                 QStringLiteral("[FILE]"));
}

}  // namespace eylau::game
