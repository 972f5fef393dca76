#pragma once
// The remote protocol's messages as text (docs/remote-play.md): a first line of words, the first
// the message's kind; a "record" message carries the record after its first line.
#include "eylau/remote/remote_game.h"
#include "eylau/scenario/order_of_battle.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace eylau::remote {

struct Message {
    std::string word;                // hello, record, command, commit, reveal, state, chat
    std::vector<std::string> words;  // the first line's words, `word` first
    std::string rest;                // the first line after its first two words (a command's text, a chat line)
    std::string body;                // after the first line (a record)
};

// nullopt and `error` for a message that is empty, too long, not UTF-8-safe text (control bytes
// other than the line breaks of a record) or whose first line has too many words.
std::optional<Message> parseMessage(std::string_view text, std::string& error);

std::string sideWord(Side s);                         // "french", "allied"
std::optional<Side> sideFromWord(std::string_view w);
// A bye's reason: "same-side" (followed by "-french" or "-allied"), "other-game", "version",
// "malformed", "no-game"; an unknown word is Parting::Unknown. `side`: the side of same-side.
std::string partingWord(Parting why);
Parting partingFromWord(std::string_view word, Side& side);
// A command's index: at most 9 decimal digits.
std::optional<std::size_t> readIndex(std::string_view w);
// A chat line: control characters blanked, cut to kMaxChatBytes at a character, trimmed.
std::string chatLine(std::string_view text);
// A name or a list entry: as a chat line, then cut to `most` bytes at a character.
std::string cutLine(std::string_view text, std::size_t most);
// Text shown back in a message: control bytes escaped, cut to 40 bytes.
std::string shown(std::string_view text);

}  // namespace eylau::remote
