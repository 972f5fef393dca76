// Who watches a live game (remote_game.h; docs/remote-play.md, "Spectators"): the host's program
// tells the opponent's which spectators follow the game, so that both players see who watches.
// `watchers ENTRY<TAB>ENTRY...`: a tab separates the entries (a name never holds one: control
// characters are blanked), at most kMaxSpectators of at most 100 bytes each; `watchers` alone: none.
#include "eylau/remote/remote_game.h"
#include "eylau/remote/spectator_feed.h"
#include "remote/remote_messages.h"

#include <utility>

namespace eylau {

namespace {

constexpr std::size_t kMaxWatcherBytes = 100;

std::string watcherEntry(std::string_view text) { return remote::cutLine(text, kMaxWatcherBytes); }

}  // namespace

void RemoteGame::setWatchers(std::vector<std::string> watchers) {
    myWatchers_.clear();
    for (const std::string& w : watchers) {
        if (myWatchers_.size() == std::size_t(kMaxSpectators)) break;
        if (std::string entry = watcherEntry(w); !entry.empty()) myWatchers_.push_back(std::move(entry));
    }
    if (connected_) sendWatchers();
}

void RemoteGame::sendWatchers() {
    std::string message = "watchers";
    for (std::size_t i = 0; i < myWatchers_.size(); ++i) message += (i == 0 ? " " : "\t") + myWatchers_[i];
    send(std::move(message));
}

void RemoteGame::onWatchers(const remote::Message& m) {
    if (hosting_) return refuse("a list of spectators was refused: only the host's program gives one");
    RemoteNotice n;
    n.kind = RemoteNotice::Kind::Watchers;
    std::string_view rest = m.rest;
    while (!rest.empty()) {
        const std::size_t tab = rest.find('\t');
        if (std::string entry = watcherEntry(rest.substr(0, tab)); !entry.empty()) {
            if (n.watchers.size() == std::size_t(kMaxSpectators))
                return refuse("a list of more than " + std::to_string(kMaxSpectators) + " spectators was refused");
            n.watchers.push_back(std::move(entry));
        }
        if (tab == std::string_view::npos) break;
        rest.remove_prefix(tab + 1);
    }
    notice(std::move(n));
}

}  // namespace eylau
