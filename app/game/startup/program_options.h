#pragma once
// The options of the eylau command line, with their help (eylau --help): what main() hands to
// Qt's command-line parser and then asks it about. Build it after the translators are installed:
// the help is in the player's language.
#include <QCommandLineOption>

class QCommandLineParser;

namespace eylau::game {

struct ProgramOptions {
    ProgramOptions();
    // Adds every option, and the FILE argument, to `parser`.
    void addTo(QCommandLineParser& parser) const;

    QCommandLineOption noGuiErrors;
    QCommandLineOption openRecord;   // --open RECORD
    QCommandLineOption weather;      // 22.0
    QCommandLineOption variant;      // the variant rules adapted from La Bataille
    QCommandLineOption seed;
    QCommandLineOption french;       // who plays each side: person or the computer at a level
    QCommandLineOption allied;
    QCommandLineOption language;
    QCommandLineOption review;
    QCommandLineOption playTest;     // started from the scenario editor's Play-test
    QCommandLineOption gameTurn;     // a new game begun at a later Game-Turn (play-test)
    QCommandLineOption replay;       // a saved game replayed on the scenario as far as it holds
    // A game against a remote opponent (docs/playing.md, "Playing a remote opponent").
    QCommandLineOption host;
    QCommandLineOption join;
    QCommandLineOption joinCode;
    QCommandLineOption networkSide;
    QCommandLineOption playerName;
    QCommandLineOption resume;
    QCommandLineOption noRouter;
    QCommandLineOption watch;  // watching a live game (docs/playing.md, "Watching a game")
    QCommandLineOption inviteSpectators;
    QCommandLineOption tutorial;
    QCommandLineOption exitAfterFirstPaint;  // for timing start-up (startup/first_paint_exit.h)
    // Hidden options, for pictures of the program (docs, issue notes): select a unit, open the
    // attack dialog on a hex, centre and zoom the map, skip the recovery question.
    QCommandLineOption select;
    QCommandLineOption attack;
    QCommandLineOption centre;
    QCommandLineOption zoom;
    QCommandLineOption noRecovery;
};

}  // namespace eylau::game
