// A remote game's save (remote_game.h, `saveText` and `restore`): the side, the invitation's
// code, a stop, an open dice exchange with this side's secret, and the record; written before
// anything is sent, so that a program stopped at any moment resumes without re-rolling a die.
#include "eylau/remote/remote_game.h"
#include "remote/remote_exchange.h"
#include "remote/remote_messages.h"

#include <iterator>
#include <sstream>

namespace eylau {

std::string RemoteGame::saveText() const {
    std::string out = "eylau-remote 1\nside " + remote::sideWord(mySide_) + "\n";
    if (joinCode_) out += "code " + joinCode_->text() + "\n";
    if (!stopReason_.empty()) out += "stopped " + remote::chatLine(stopReason_) + "\n";
    if (exchange_) {
        const Exchange& x = *exchange_;
        out += "exchange " + std::to_string(x.index) + " " + remote::sideWord(x.owner) + " " +
               (x.mySecret ? toHex(*x.mySecret) : "-") + " " + (x.theirCommit ? toHex(*x.theirCommit) : "-") + " " +
               (x.myCommitSent ? "1" : "0") + " " + (x.myRevealSent ? "1" : "0") + "\n";
        out += "exchange-command " + formatCommand(x.command) + "\n";
    }
    out += session_ ? "record\n" + session_->recordText() : "record none\n";
    return out;
}

std::unique_ptr<RemoteGame> RemoteGame::restore(const std::string& saveText, ScenarioLookup lookup, std::string& error,
                                                SecretSource secrets) {
    std::istringstream in(saveText);
    std::string line;
    int number = 0;
    const auto fail = [&](const std::string& why) {
        error = "line " + std::to_string(number) + ": " + why;
        return nullptr;
    };
    if (!std::getline(in, line) || (++number, line != "eylau-remote 1")) return fail("not a saved network game");
    std::optional<Side> side;
    std::optional<JoinCode> code;
    std::string stopped;
    auto exchange = std::make_unique<Exchange>();
    bool hasExchange = false, hasCommand = false;
    while (std::getline(in, line)) {
        ++number;
        std::istringstream words(line);
        std::string word;
        words >> word;
        if (word == "side") {
            std::string s;
            words >> s;
            side = remote::sideFromWord(s);
            if (!side) return fail("no side is named");
        } else if (word == "code") {
            std::string text, why;
            words >> text;
            if (!(code = JoinCode::read(text, &why))) return fail(why);
        } else if (word == "stopped") {
            stopped = line.substr(std::min(line.size(), std::size_t(8)));
        } else if (word == "exchange") {
            std::string index, owner, mine, theirs, committed, revealed;
            words >> index >> owner >> mine >> theirs >> committed >> revealed;
            const auto i = remote::readIndex(index);
            const auto o = remote::sideFromWord(owner);
            if (!i || !o || (committed != "0" && committed != "1") || (revealed != "0" && revealed != "1"))
                return fail("a malformed dice exchange");
            exchange->index = *i;
            exchange->owner = *o;
            if (mine != "-" && !(exchange->mySecret = digestFromHex(mine))) return fail("a malformed secret");
            if (theirs != "-" && !(exchange->theirCommit = digestFromHex(theirs))) return fail("a malformed commitment");
            exchange->myCommitSent = committed == "1";
            exchange->myRevealSent = revealed == "1";
            if ((exchange->myCommitSent || exchange->owner == *side) && !exchange->mySecret)
                return fail("a dice exchange with no secret");
            hasExchange = true;
        } else if (word == "exchange-command") {
            std::string why;
            const auto c = parseCommand(line.substr(std::min(line.size(), std::size_t(17))), &why);
            if (!c) return fail(why);
            exchange->command = *c;
            hasCommand = true;
        } else if (word == "record") {
            break;
        } else {
            return fail("unexpected '" + remote::shown(word) + "'");
        }
    }
    if (!side) return fail("no side is named");
    if (hasExchange != hasCommand) return fail("a dice exchange without its command");
    std::unique_ptr<RemoteGame> game;
    if (line == "record none") {
        game = std::make_unique<RemoteGame>(*side, std::move(lookup), std::move(secrets));
    } else {
        if (line != "record") return fail("no record");
        const std::string recordText(std::istreambuf_iterator<char>(in), {});
        SessionLoad load = GameSession::fromText(recordText, "the saved network game", lookup);
        if (!load.ok()) {
            error = load.error;
            return nullptr;
        }
        if (hasExchange && exchange->index != load.session->record().lines.size())
            return fail("the dice exchange is not for the record's next command");
        game = std::make_unique<RemoteGame>(std::move(load.session), *side, std::move(lookup), std::move(secrets));
    }
    if (hasExchange) game->exchange_ = std::move(exchange);
    game->joinCode_ = code;
    game->stopReason_ = stopped;
    return game;
}

}  // namespace eylau
