#pragma once
// Text files on disk, the one way every program reads and saves them (docs/files.md).
//
// Reading takes regular files only (a folder, a pipe or a device is refused at once, so nothing
// blocks or reads without end) and at most a stated number of bytes. Saving is atomic and
// durable: the text goes to a temporary file beside the target, is flushed to disk, renamed over
// the target and the folder flushed, so a crash or a power cut leaves the old file or the new one,
// never half of either.
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace eylau {

// The largest files read. The shipped Eylau scenario is about 100 KB and the largest map (99 x 99
// hexes, every hexside drawn) writes about 5 MB; a whole game's record is some hundreds of KB.
inline constexpr std::size_t kMaxScenarioFileBytes = std::size_t(16) << 20;  // 16 MiB
inline constexpr std::size_t kMaxRecordFileBytes = std::size_t(32) << 20;    // 32 MiB

// The whole file, or nullopt with `error` saying why ("it is a folder", "it is not a regular
// file (a pipe)", "it is 104,857,600 bytes long; at most 16,777,216 (16 MiB) are read").
std::optional<std::string> readTextFile(const std::string& path, std::size_t maxBytes, std::string& error);

// Replaces `path` with `text` atomically and durably; an error message naming the path, or nullopt.
// * A symbolic link is followed: its target is replaced and the link kept.
// * The file keeps its permissions (and, where allowed, owner and group); a new file gets the
//   permissions the process's umask allows (0666 less the umask).
// * The temporary file is ".eylau-save-" and eight letters or digits, in the target's folder,
//   so any file name the folder takes can be saved; it is removed if the save fails.
std::optional<std::string> saveTextFile(const std::string& path, std::string_view text);

// Creates `path` holding `text`, readable and writable by its owner only (0600) from its first
// moment, and never replaces a file already there: a private key (signing_key.h). Atomic and
// durable as saveTextFile: a temporary file of the same naming, flushed, then linked at `path`.
// An error naming the path, or nullopt; `alreadyThere` is set when a file was there already.
std::optional<std::string> createPrivateFile(const std::string& path, std::string_view text, bool& alreadyThere);

// Removes temporary files of saveTextFile's naming (above) older than `age` from `folder`: what a
// crash in the middle of a save left behind. Returns how many were removed. Each successful save
// does this for its own folder with an age of one hour, so a save in progress is never touched.
std::size_t removeStaleSaveFiles(const std::string& folder, std::chrono::seconds age = std::chrono::hours(1));

// "text_file.h"'s name of a temporary save file: true for ".eylau-save-" and eight letters or digits.
bool isSaveTemporaryName(std::string_view fileName);

}  // namespace eylau
