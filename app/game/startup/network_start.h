#pragma once
// A game against a remote opponent started from the command line (docs/playing.md, "Playing a
// remote opponent"): --host [ADDRESS:]PORT or --join HOST[:PORT] (or the host's whole invitation),
// with --side, --code, --name and --resume, as Game > Host Network Game and Join Network Game
// start it.
#include "dialogs/network_dialog.h"

#include <QString>

#include <optional>
#include <string>

class QCommandLineParser;

namespace eylau::game {

struct ProgramOptions;

// --host [ADDRESS:]PORT or --join HOST[:PORT], and --side: how to start a network game, or
// nullopt and `error`.
std::optional<NetworkStart> networkStart(bool hosting, const QString& where, const QString& side, QString* error);

// The network game the parsed command line asks for, checked: nullopt when it asks for none, or
// when it is wrong and `error` says why. A network game is played on the Eylau scenario:
// `fileName` (the scenario chosen) must be empty. `name`: the --name taken out before Qt saw it.
std::optional<NetworkStart> networkStartAsked(const QCommandLineParser& parser, const ProgramOptions& options,
                                              const QString& fileName, const std::optional<std::string>& name,
                                              QString* error);

}  // namespace eylau::game
