#include "startup/command_line.h"

namespace eylau::game {

std::optional<std::string> takeArgument(int& argc, char* argv[], std::string_view option) {
    const std::string flag = "--" + std::string(option);
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") break;
        int taken = 0;
        std::string value;
        if (arg == flag && i + 1 < argc) {
            value = argv[i + 1];
            taken = 2;
        } else if (arg.size() > flag.size() && arg.substr(0, flag.size() + 1) == flag + "=") {
            value = std::string(arg.substr(flag.size() + 1));
            taken = 1;
        }
        if (taken == 0) continue;
        for (int j = i; j + taken <= argc; ++j) argv[j] = argv[j + taken];  // argv[argc] is null
        argc -= taken;
        return value;
    }
    return std::nullopt;
}

}  // namespace eylau::game
