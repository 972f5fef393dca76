#include "eylau/io/text_file.h"

#include "io/thousands.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

namespace eylau {
namespace {

using detail::withThousands;

constexpr std::string_view kTemporaryPrefix = ".eylau-save-";
constexpr std::size_t kTemporaryLetters = 8;
constexpr int kMaxLinkHops = 40;  // as the kernel's own limit on symbolic links in a path


std::string tooLarge(std::size_t size, std::size_t maxBytes, bool atLeast) {
    const std::string mib = maxBytes >= (1u << 20) ? " (" + std::to_string(maxBytes >> 20) + " MiB)" : "";
    return std::string("it is ") + (atLeast ? "more than " : "") + withThousands(size) + " bytes long; at most " +
           withThousands(maxBytes) + mib + " are read";
}

std::string kindOf(mode_t mode) {
    if (S_ISFIFO(mode)) return "a pipe";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a plain file";
}

std::string folderOf(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

// The file a path finally names, through any symbolic links (the last component only: the
// folders on the way are the kernel's business). nullopt and `error` on a loop.
std::optional<std::string> followLinks(std::string path, std::string& error) {
    for (int hop = 0; hop < kMaxLinkHops; ++hop) {
        struct stat info {};
        if (::lstat(path.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return path;
        std::string target(std::size_t(info.st_size > 0 ? info.st_size : 255) + 1, '\0');
        const ssize_t n = ::readlink(path.c_str(), target.data(), target.size());
        if (n < 0) {
            error = std::strerror(errno);
            return std::nullopt;
        }
        target.resize(std::size_t(n));
        path = target.starts_with('/') ? target : folderOf(path) + "/" + target;
    }
    error = "too many levels of symbolic links";
    return std::nullopt;
}

std::string randomLetters() {
    constexpr std::string_view kLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    std::random_device device;
    std::uniform_int_distribution<std::size_t> pick(0, kLetters.size() - 1);
    std::string out;
    for (std::size_t i = 0; i < kTemporaryLetters; ++i) out += kLetters[pick(device)];
    return out;
}

// Flushes a folder's entries (the rename) to disk. Some file systems cannot, and say EINVAL.
bool syncFolder(const std::string& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return false;
    const bool ok = ::fsync(fd) == 0 || errno == EINVAL;
    ::close(fd);
    return ok;
}

// A new temporary file of our naming in `folder` holding `text`, created with O_EXCL and `mode`
// (the kernel applies the umask), left open in `fd`; an error naming `path` (the file it is for),
// the temporary file removed, or nullopt.
std::optional<std::string> writeTemporary(const std::string& folder, const std::string& path, std::string_view text,
                                          mode_t mode, std::string& temp, int& fd) {
    fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temp = folder + "/" + std::string(kTemporaryPrefix) + randomLetters();
        fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
        if (fd < 0 && errno != EEXIST) break;
    }
    if (fd < 0) return "cannot create a temporary file beside " + path + ": " + std::strerror(errno);
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            const std::string reason = std::strerror(errno);
            ::close(fd);
            fd = -1;
            ::unlink(temp.c_str());
            return "cannot write " + path + ": " + reason;
        }
        written += std::size_t(n);
    }
    return std::nullopt;
}

}  // namespace

bool isSaveTemporaryName(std::string_view name) {
    if (!name.starts_with(kTemporaryPrefix) || name.size() != kTemporaryPrefix.size() + kTemporaryLetters) return false;
    return std::all_of(name.begin() + std::ptrdiff_t(kTemporaryPrefix.size()), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    });
}

std::optional<std::string> readTextFile(const std::string& path, std::size_t maxBytes, std::string& error) {
    // O_NONBLOCK: opening a pipe with no writer would otherwise wait for one forever.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        error = errno == EISDIR ? "cannot open the file: it is a folder"
                                : "cannot open the file: " + std::string(std::strerror(errno));
        return std::nullopt;
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        error = "cannot read the file: " + std::string(std::strerror(errno));
        ::close(fd);
        return std::nullopt;
    }
    if (S_ISDIR(info.st_mode) || !S_ISREG(info.st_mode)) {
        error = S_ISDIR(info.st_mode) ? "cannot open the file: it is a folder"
                                      : "cannot read the file: it is " + kindOf(info.st_mode) + ", not a file";
        ::close(fd);
        return std::nullopt;
    }
    if (std::size_t(info.st_size) > maxBytes) {
        error = "cannot read the file: " + tooLarge(std::size_t(info.st_size), maxBytes, false);
        ::close(fd);
        return std::nullopt;
    }
    // The size may change while the file is read: read what is there, in chunks once past the
    // size fstat gave, to one byte over the cap.
    std::string text(std::size_t(info.st_size), '\0');
    std::size_t got = 0;
    char chunk[4096];
    while (got <= maxBytes) {
        const bool inPlace = got < text.size();
        const ssize_t n = inPlace ? ::read(fd, text.data() + got, text.size() - got) : ::read(fd, chunk, sizeof chunk);
        if (n < 0) {
            if (errno == EINTR) continue;
            error = "cannot read the file: " + std::string(std::strerror(errno));
            ::close(fd);
            return std::nullopt;
        }
        if (n == 0) break;
        if (!inPlace) text.append(chunk, std::size_t(n));
        got += std::size_t(n);
    }
    ::close(fd);
    if (got > maxBytes) {
        error = "cannot read the file: " + tooLarge(maxBytes, maxBytes, true);
        return std::nullopt;
    }
    text.resize(got);
    return text;
}

std::optional<std::string> saveTextFile(const std::string& path, std::string_view text) {
    std::string linkError;
    const auto target = followLinks(path, linkError);
    if (!target) return "cannot save " + path + ": " + linkError;
    const std::string folder = folderOf(*target);

    struct stat old {};
    const bool exists = ::stat(target->c_str(), &old) == 0;
    if (exists && S_ISDIR(old.st_mode)) return "cannot save " + path + ": it is a folder";

    // 0666: the kernel applies the umask to a new file (an old one's mode is copied below).
    std::string temp;
    int fd = -1;
    if (const auto error = writeTemporary(folder, path, text, 0666, temp, fd)) return error;
    auto fail = [&](const std::string& what) -> std::optional<std::string> {
        const std::string reason = std::strerror(errno);
        if (fd >= 0) ::close(fd);
        ::unlink(temp.c_str());
        return what + " " + path + ": " + reason;
    };
    if (exists) {
        // Owner and group first (a change of owner may clear set-id bits), then the mode. Only
        // root may give a file away; others keep their own ownership, which is what they had.
        if (::fchown(fd, old.st_uid, old.st_gid) != 0 && errno != EPERM) return fail("cannot keep the owner of");
        if (::fchmod(fd, old.st_mode & 07777) != 0) return fail("cannot keep the permissions of");
    }
    if (::fsync(fd) != 0) return fail("cannot flush");
    const int closing = ::close(fd);
    fd = -1;
    if (closing != 0) return fail("cannot close");
    if (::rename(temp.c_str(), target->c_str()) != 0) return fail("cannot replace");
    if (!syncFolder(folder)) return "saved " + path + ", but cannot flush its folder: " + std::strerror(errno);
    removeStaleSaveFiles(folder);
    return std::nullopt;
}

std::optional<std::string> createPrivateFile(const std::string& path, std::string_view text, bool& alreadyThere) {
    alreadyThere = false;
    const std::string folder = folderOf(path);
    // 0600 from the first moment: open(2) gives the new file that mode (the umask can only take
    // bits away), so no other user can open it even while it is written.
    std::string temp;
    int fd = -1;
    if (const auto error = writeTemporary(folder, path, text, 0600, temp, fd)) return error;
    const auto fail = [&](const std::string& what) -> std::optional<std::string> {
        const std::string reason = std::strerror(errno);
        if (fd >= 0) ::close(fd);
        ::unlink(temp.c_str());
        return what + " " + path + ": " + reason;
    };
    if (::fchmod(fd, 0600) != 0) return fail("cannot make owner-only");
    if (::fsync(fd) != 0) return fail("cannot flush");
    const int closing = ::close(fd);
    fd = -1;
    if (closing != 0) return fail("cannot close");
    // link(2), unlike rename(2), never replaces a file: whoever made `path` first keeps it.
    if (::link(temp.c_str(), path.c_str()) != 0) {
        alreadyThere = errno == EEXIST;
        return fail("cannot create");
    }
    ::unlink(temp.c_str());
    if (!syncFolder(folder)) return "created " + path + ", but cannot flush its folder: " + std::strerror(errno);
    return std::nullopt;
}

std::size_t removeStaleSaveFiles(const std::string& folder, std::chrono::seconds age) {
    DIR* dir = ::opendir(folder.c_str());
    if (!dir) return 0;
    const auto now = std::chrono::system_clock::now();
    std::size_t removed = 0;
    while (const dirent* entry = ::readdir(dir)) {
        if (!isSaveTemporaryName(entry->d_name)) continue;
        const std::string file = folder + "/" + entry->d_name;
        struct stat info {};
        if (::lstat(file.c_str(), &info) != 0 || !S_ISREG(info.st_mode)) continue;
        const auto modified = std::chrono::system_clock::from_time_t(info.st_mtime);
        if (now - modified >= age && ::unlink(file.c_str()) == 0) ++removed;
    }
    ::closedir(dir);
    return removed;
}

}  // namespace eylau
