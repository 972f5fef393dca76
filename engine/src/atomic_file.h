#pragma once
// Whole-file reads and atomic writes: the text goes to a temporary file in the same folder,
// flushed to disk, then renamed over the target, so a crash never leaves half a file.
#include <optional>
#include <string>

namespace eylau::detail {

// The file's bytes, or nullopt with `error` set ("cannot open the file: No such file ...").
std::optional<std::string> readWholeFile(const std::string& path, std::string& error);

// Writes `text` to `path` atomically; an error message naming the path on failure.
std::optional<std::string> writeFileAtomically(const std::string& path, const std::string& text);

}  // namespace eylau::detail
