#include "remote/remote_messages.h"

#include "eylau/remote/remote_game.h"

#include <algorithm>

namespace eylau::remote {

std::optional<Message> parseMessage(std::string_view text, std::string& error) {
    if (text.empty()) {
        error = "the message is empty";
        return std::nullopt;
    }
    if (text.size() > kMaxRemoteMessageBytes) {
        error = "the message is " + std::to_string(text.size()) + " bytes long; at most " +
                std::to_string(kMaxRemoteMessageBytes) + " are read";
        return std::nullopt;
    }
    const std::size_t end = std::min(text.find('\n'), text.size());
    const std::string_view first = text.substr(0, end);
    constexpr std::size_t kMaxFirstLine = 65536;
    if (first.size() > kMaxFirstLine) {
        error = "its first line is longer than " + std::to_string(kMaxFirstLine) + " bytes";
        return std::nullopt;
    }
    for (unsigned char c : first)
        if ((c < 0x20 && c != '\t') || c == 0x7f) {
            error = "its first line holds a control character";
            return std::nullopt;
        }
    Message m;
    std::size_t at = 0, wordsSeen = 0;
    while (at < first.size()) {
        while (at < first.size() && (first[at] == ' ' || first[at] == '\t')) ++at;
        if (at >= first.size()) break;
        std::size_t stop = at;
        while (stop < first.size() && first[stop] != ' ' && first[stop] != '\t') ++stop;
        if (++wordsSeen == 3) m.rest = std::string(first.substr(at));
        if (m.words.size() == 4096) {
            error = "its first line has too many words";
            return std::nullopt;
        }
        m.words.emplace_back(first.substr(at, stop - at));
        at = stop;
    }
    if (m.words.empty()) {
        error = "the message has no words";
        return std::nullopt;
    }
    m.word = m.words.front();
    if (m.word == "chat") m.rest = std::string(first.substr(std::min(first.size(), std::size_t(5))));
    if (m.word == "bye") m.rest = std::string(first.substr(std::min(first.size(), std::size_t(4))));
    if (m.word == "name") m.rest = std::string(first.substr(std::min(first.size(), std::size_t(5))));
    if (m.word == "watchers") m.rest = std::string(first.substr(std::min(first.size(), std::size_t(9))));
    if (end < text.size()) {
        if (m.word != "record") {
            error = "a '" + shown(m.word) + "' message has more than one line";
            return std::nullopt;
        }
        m.body = std::string(text.substr(end + 1));
    }
    return m;
}

std::string sideWord(Side s) { return s == Side::French ? "french" : "allied"; }

std::optional<Side> sideFromWord(std::string_view w) {
    if (w == "french") return Side::French;
    if (w == "allied") return Side::Allied;
    return std::nullopt;
}

std::optional<std::size_t> readIndex(std::string_view w) {
    if (w.empty() || w.size() > 9 || !std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    std::size_t n = 0;
    for (char c : w) n = n * 10 + std::size_t(c - '0');
    return n;
}

std::string chatLine(std::string_view text) {
    std::string s(text.substr(0, std::min(text.size(), kMaxChatBytes + 4)));
    for (char& c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
    if (s.size() > kMaxChatBytes) {
        std::size_t cut = kMaxChatBytes;
        while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
        s.resize(cut);
    }
    const auto first = s.find_first_not_of(' ');
    if (first == std::string::npos) return {};
    return s.substr(first, s.find_last_not_of(' ') - first + 1);
}

std::string cutLine(std::string_view text, std::size_t most) {
    std::string line = chatLine(text).substr(0, most);
    while (!line.empty() && (static_cast<unsigned char>(line.back()) & 0xC0) == 0x80) line.pop_back();
    return line;
}

std::string shown(std::string_view text) {
    std::string s;
    for (unsigned char c : text.substr(0, 40)) {
        if (c < 0x20 || c == 0x7f) {
            static constexpr char kHex[] = "0123456789abcdef";
            s += "\\x";
            s += kHex[c >> 4];
            s += kHex[c & 15];
        } else {
            s += char(c);
        }
    }
    return text.size() > 40 ? s + "..." : s;
}

std::string partingWord(Parting why) {
    switch (why) {
    case Parting::SameSide: return "same-side";
    case Parting::OtherGame: return "other-game";
    case Parting::OtherVersion: return "version";
    case Parting::Malformed: return "malformed";
    case Parting::NoGame: return "no-game";
    case Parting::Unknown: break;
    }
    return "unknown";
}

Parting partingFromWord(std::string_view word, Side& side) {
    for (const Side s : {Side::French, Side::Allied})
        if (word == "same-side-" + sideWord(s)) {
            side = s;
            return Parting::SameSide;
        }
    for (const Parting p : {Parting::OtherGame, Parting::OtherVersion, Parting::Malformed, Parting::NoGame})
        if (word == partingWord(p)) return p;
    return Parting::Unknown;
}

}  // namespace eylau::remote
