// Scenario files on disk: reading whole files, and atomic saves (a temporary file in the same
// folder, flushed to disk, then renamed over the target), so a crash never leaves half a file.
#include "eylau/scenario_io.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace eylau {

ScenarioLoad readScenarioFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        ScenarioLoad load;
        load.problems.push_back({ScenarioProblem::Severity::Error, "",
                                 "cannot open the file: " + std::string(std::strerror(errno))});
        return load;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return readScenario(text.str());
}

std::optional<std::string> writeScenarioFile(const Scenario& scenario, const std::string& path) {
    const std::string text = writeScenario(scenario);
    std::string temp = path + ".XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) return "cannot create a temporary file beside " + path + ": " + std::strerror(errno);
    auto fail = [&](const char* what) -> std::optional<std::string> {
        const std::string reason = std::strerror(errno);
        ::close(fd);
        ::unlink(temp.c_str());
        return std::string(what) + " " + path + ": " + reason;
    };
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0) {
            if (errno == EINTR) continue;
            return fail("cannot write");
        }
        written += std::size_t(n);
    }
    if (::fchmod(fd, 0644) != 0) return fail("cannot set permissions of");
    if (::fsync(fd) != 0) return fail("cannot flush");
    if (::close(fd) != 0) {
        ::unlink(temp.c_str());
        return "cannot close " + path + ": " + std::strerror(errno);
    }
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        ::unlink(temp.c_str());
        return "cannot replace " + path + ": " + reason;
    }
    return std::nullopt;
}

}  // namespace eylau
