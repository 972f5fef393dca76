#include "eylau/record/shared_dice.h"

namespace eylau {

Digest commitmentTo(const Digest& secret) { return sha256({"eylau commitment v1", bytesOf(secret)}); }

Digest sharedKey(const DiceReveal& reveal, std::uint64_t commandIndex) {
    char index[8];
    for (int i = 0; i < 8; ++i) index[i] = static_cast<char>((commandIndex >> (8 * i)) & 0xff);
    return sha256({"eylau shared die v1", bytesOf(reveal.french), bytesOf(reveal.allied), std::string_view(index, 8)});
}

ApplyResult applyRecordLine(Game& game, const RecordLine& line, std::size_t index) {
    if (line.reveal) return game.apply(line.command, sharedKey(*line.reveal, index));
    return game.apply(line.command);
}

}  // namespace eylau
