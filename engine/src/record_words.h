#pragma once
// Private to the game record (game_record.cpp, docs/game-record.md): splitting a line into words
// and reading single words (unit ids, unit lists, hexes, seeds, odds). A malformed word is
// reported by throwing RecordError, which the public functions catch: they never throw.
#include "eylau/combat_results_table.h"
#include "eylau/hex.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace eylau::record {

// What is wrong with a line, without the "line N:" prefix.
struct RecordError {
    std::string what;
};

inline bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

inline std::string_view trim(std::string_view s) {
    while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
    return s;
}

// Text shown back to a person: control bytes escaped (\x07), long text cut short.
inline std::string shown(std::string_view s, std::size_t limit = 60) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (out.size() >= limit) return out + "...";
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x20 || c == 0x7f) {
            constexpr std::string_view kHex = "0123456789abcdef";
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += s[i];
        }
    }
    return out;
}

inline std::string quoted(std::string_view s) { return "'" + shown(s) + "'"; }

struct SplitLine {
    std::vector<std::string> words;
    std::string comment;  // after the first '#', trimmed
};

// Cuts the comment off at the first '#', then splits at blanks (spaces, tabs, a stray '\r').
inline SplitLine splitLine(std::string_view line) {
    SplitLine out;
    if (const auto hash = line.find('#'); hash != std::string_view::npos) {
        out.comment = std::string(trim(line.substr(hash + 1)));
        line = line.substr(0, hash);
    }
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isBlank(line[i])) ++i;
        const std::size_t start = i;
        while (i < line.size() && !isBlank(line[i])) ++i;
        if (i > start) out.words.emplace_back(line.substr(start, i - start));
    }
    return out;
}

// Words with a fixed meaning inside commands; none of them may be a unit or division id.
inline constexpr std::array<std::string_view, 7> kKeywords{"on",    "bombard", "odds", "shift",
                                                           "fresh", "displace", "none"};
inline bool isKeyword(std::string_view w) {
    return std::find(kKeywords.begin(), kKeywords.end(), w) != kKeywords.end();
}

// In a command, blanks next to a comma do not split: "Leg.1, Leg.2" and "Leg.1 ,Leg.2" are the
// one word "Leg.1,Leg.2". No keyword, hex or id holds a comma, so this is never ambiguous. The
// command word and keywords are never joined ("Leg.1, on" stays two words: a list with an empty item).
inline std::vector<std::string> joinCommas(std::vector<std::string> words) {
    std::vector<std::string> out;
    for (auto& w : words) {
        const bool join = out.size() >= 2 && (out.back().back() == ',' || w.front() == ',') &&
                          !isKeyword(out.back()) && !isKeyword(w);
        if (join)
            out.back() += w;
        else
            out.push_back(std::move(w));
    }
    return out;
}

inline bool isIdChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
           c == '-' || c == '_';
}
inline bool isIdWord(std::string_view w) {
    return !w.empty() && std::all_of(w.begin(), w.end(), isIdChar);
}

// A unit id (or division id, option name: `what` says which).
inline std::string readId(std::string_view w, std::string_view what) {
    if (isKeyword(w)) throw RecordError{quoted(w) + " is a keyword, not a " + std::string(what)};
    if (!isIdWord(w))
        throw RecordError{quoted(w) + " is not a " + std::string(what) +
                          " (letters, digits, '.', '-', '_')"};
    return std::string(w);
}

// Comma-separated unit ids, no empty items.
inline std::vector<std::string> readList(std::string_view w) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = std::min(w.find(',', start), w.size());
        const std::string_view item = w.substr(start, comma - start);
        if (item.empty())
            throw RecordError{quoted(w) + " has an empty item (units are separated by single commas)"};
        out.push_back(readId(item, "unit id"));
        if (comma == w.size()) return out;
        start = comma + 1;
    }
}

inline std::string joinList(const std::vector<std::string>& ids) {
    std::string out;
    for (const auto& id : ids) out += (out.empty() ? "" : ",") + id;
    return out;
}

inline Hex readHex(std::string_view w) {
    if (const auto h = Hex::parse(w)) return *h;
    throw RecordError{quoted(w) + " is not a hex (four digits, column then row)"};
}

inline CombatRatio readOdds(std::string_view w) {
    if (const auto r = CombatRatio::parse(w)) return *r;
    throw RecordError{quoted(w) + " is not odds (attacker-defender, such as 1-2 or 3-1)"};
}

inline std::uint64_t readSeed(std::string_view w) {
    std::uint64_t v = 0;
    const bool digits = !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (!digits || ec != std::errc{} || end != w.data() + w.size())
        throw RecordError{quoted(w) + " is not a seed (a whole number from 0 to 18446744073709551615)"};
    return v;
}

// The words of one line (words[0], its first word, is skipped), read in order. Errors about the shape of the
// line end with the command's usage.
class Words {
public:
    Words(const std::vector<std::string>& words, std::string_view usage) : words_(words), usage_(usage) {}

    bool done() const { return next_ >= words_.size(); }
    bool at(std::string_view keyword) const { return !done() && words_[next_] == keyword; }
    const std::string& take() { return words_[next_++]; }
    const std::string& previous() const { return words_[next_ - 1]; }

    // The next word, which must be there and must not be a keyword.
    const std::string& need(const std::string& what) {
        if (done()) fail("missing " + what + " after " + quoted(previous()));
        if (isKeyword(words_[next_])) fail("expected " + what + ", found the keyword " + quoted(words_[next_]));
        return take();
    }
    void finish() const {
        if (!done()) fail("unexpected " + quoted(words_[next_]) + " after " + quoted(previous()));
    }
    [[noreturn]] void fail(const std::string& what) const {
        throw RecordError{what + ", expected '" + std::string(usage_) + "'"};
    }

private:
    const std::vector<std::string>& words_;
    std::string_view usage_;
    std::size_t next_ = 1;
};

}  // namespace eylau::record
