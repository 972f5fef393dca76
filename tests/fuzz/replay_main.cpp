// A main() for the fuzz targets when libFuzzer is not there (GCC, or EYLAU_FUZZ off): runs
// LLVMFuzzerTestOneInput once on every file named on the command line and on every file found
// under the folders named, so the committed corpora are ordinary regression tests.
//
//   fuzz_record tests/fuzz/corpus/record some-crash-file
//
// A broken property aborts the program (fuzz_support.h), naming the file being run just before.
// Arguments starting with '-' are libFuzzer options and are ignored.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

bool readAll(const fs::path& path, std::vector<std::uint8_t>& bytes) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !in.bad();
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.starts_with("-")) continue;
        std::error_code ec;
        if (fs::is_directory(arg, ec)) {
            std::vector<fs::path> found;
            for (const auto& entry : fs::recursive_directory_iterator(arg, ec))
                if (entry.is_regular_file()) found.push_back(entry.path());
            std::sort(found.begin(), found.end());  // the same order on every machine
            files.insert(files.end(), found.begin(), found.end());
        } else if (fs::is_regular_file(arg, ec)) {
            files.emplace_back(arg);
        } else {
            std::fprintf(stderr, "%s: no such file or folder\n", arg.c_str());
            return 2;
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "usage: %s FILE|FOLDER...  (runs the fuzz target on every file)\n", argv[0]);
        return 2;
    }
    std::vector<std::uint8_t> bytes;
    for (const fs::path& file : files) {
        if (!readAll(file, bytes)) {
            std::fprintf(stderr, "%s: cannot read\n", file.c_str());
            return 2;
        }
        std::fprintf(stderr, "running %s (%zu bytes)\n", file.c_str(), bytes.size());
        LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
    }
    std::fprintf(stderr, "%zu inputs ran without a problem\n", files.size());
    return 0;
}
