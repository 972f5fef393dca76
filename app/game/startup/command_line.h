#pragma once
// Words of the command line that must be taken before Qt sees them. Qt's X11 platform reads
// "-name NAME" (and "--name NAME") as the window's resource name and removes it, so `eylau
// --name Anne` would lose the player's name on an X11 desktop (it survived offscreen and on
// Wayland): main() takes it out of argv first.
#include <optional>
#include <string>
#include <string_view>

namespace eylau::game {

// Removes the first "--OPTION VALUE" or "--OPTION=VALUE" before a "--" from argv (argc shrinks)
// and returns VALUE; nullopt when it is not there (or has no value, which is left for the
// command-line parser to refuse).
std::optional<std::string> takeArgument(int& argc, char* argv[], std::string_view option);

}  // namespace eylau::game
