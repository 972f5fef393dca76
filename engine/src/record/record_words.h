#pragma once
// Private to the game record (game_record.cpp, docs/game-record.md): splitting a line into words
// and reading single words (unit ids, unit lists, hexes, seeds, odds). A malformed word is
// reported by throwing RecordError, which the public functions catch: they never throw.
#include "eylau/scenario/combat_results_table.h"
#include "eylau/map/hex.h"

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
    std::vector<bool> quoted;  // per word: written in double quotes
    std::string comment;       // after the first '#' outside quotes, trimmed
};

// A word in double quotes, as writeRecord writes a scenario path with blanks, '#' or control
// characters in it: \\ \" \n \r \t and \xHH stand for themselves, any other byte is itself.
// `s` starts at the opening quote; `used` is set to the length read, closing quote included.
inline std::string readQuotedWord(std::string_view s, std::size_t& used) {
    std::string out;
    for (std::size_t i = 1; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '"') {
            used = i + 1;
            return out;
        }
        if (c != '\\') {
            out += c;
            continue;
        }
        if (++i == s.size()) break;
        switch (s[i]) {
            case '\\': out += '\\'; break;
            case '"': out += '"'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'x': {
                int value = 0;
                const auto digits = s.substr(i + 1, 2);
                const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value, 16);
                if (digits.size() != 2 || ec != std::errc{} || end != digits.data() + 2)
                    throw RecordError{"'\\x' in a quoted word needs two hex digits, as in \\x07"};
                out += static_cast<char>(value);
                i += 2;
                break;
            }
            default:
                throw RecordError{"unknown escape '\\" + shown(s.substr(i, 1)) +
                                  "' in a quoted word (known: \\\\ \\\" \\n \\r \\t \\xHH)"};
        }
    }
    throw RecordError{"a quoted word has no closing '\"'"};
}

// The word as writeRecord writes it: as it is when it is a plain word, otherwise in quotes.
inline std::string quoteIfNeeded(std::string_view w) {
    const auto plain = [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u > 0x20 && u != 0x7f && c != '#' && c != '"' && c != '\\';
    };
    if (!w.empty() && std::all_of(w.begin(), w.end(), plain)) return std::string(w);
    std::string out = "\"";
    for (char c : w) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\t') {
            out += "\\t";
        } else if (u < 0x20 || u == 0x7f) {
            constexpr std::string_view kHex = "0123456789abcdef";
            out += "\\x";
            out += kHex[u >> 4];
            out += kHex[u & 15];
        } else {
            out += c;
        }
    }
    return out + "\"";
}

// Splits at blanks (spaces, tabs, a stray '\r'); a word that begins with '"' runs to its closing
// quote (readQuotedWord); the comment begins at the first '#' outside quotes. Throws RecordError
// for a malformed quoted word.
inline SplitLine splitLine(std::string_view line) {
    SplitLine out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isBlank(line[i])) ++i;
        if (i == line.size()) break;
        if (line[i] == '#') {
            out.comment = std::string(trim(line.substr(i + 1)));
            break;
        }
        if (line[i] == '"') {
            std::size_t used = 0;
            out.words.push_back(readQuotedWord(line.substr(i), used));
            out.quoted.push_back(true);
            i += used;
            if (i < line.size() && !isBlank(line[i]) && line[i] != '#')
                throw RecordError{"a quoted word must be followed by a blank"};
            continue;
        }
        const std::size_t start = i;
        while (i < line.size() && !isBlank(line[i]) && line[i] != '#') ++i;
        out.words.emplace_back(line.substr(start, i - start));
        out.quoted.push_back(false);
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
        // (A quoted word may be empty: "" joins nothing.)
        const bool join = out.size() >= 2 && !w.empty() && !out.back().empty() &&
                          (out.back().back() == ',' || w.front() == ',') &&
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
    throw RecordError{quoted(w) + " is not odds (attacker-defender, each a whole number from 1 to 9999, such as 1-2 or 3-1)"};
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
