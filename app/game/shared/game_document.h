#pragma once
// The game the window shows, as a document: a GameSession (the engine's game and its record),
// the file it was opened from or saved to, whether it has unsaved changes, and the autosave.
// Every change goes through here, so the views only listen: `commandApplied` after a command,
// `reset` when the history was rewritten (new game, open, undo, redo), `changed` after either.
// moc cannot parse the C++20 standard headers these pull in; the compiler still sees them.
#ifndef Q_MOC_RUN
#include "eylau/record/game_session.h"
#endif

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <string>

namespace eylau::game {

class GameDocument : public QObject {
    Q_OBJECT
public:
    explicit GameDocument(std::unique_ptr<GameSession> session, QObject* parent = nullptr);
    ~GameDocument() override;

    GameSession& session() { return *session_; }
    const GameSession& session() const { return *session_; }
    const Game& game() const { return session_->game(); }

    // Applies a command; on success the views hear of it and the game is marked changed. On a
    // refusal nothing changes and the refusal is returned. In a network game the command goes
    // to the route instead: accepted, it comes back through applyAgreed, at once (its events are
    // returned) or, when it rolls, once the players have exchanged their dice (no events yet).
    ApplyResult apply(const Command& command, const QString& comment = {});
    // A game played over the network (network_game.h): this side's commands are handed to
    // `route`, which gives the refusal or nullopt (accepted); an empty route ends it.
    using CommandRoute = std::function<Verdict(const Command& command, const std::string& comment)>;
    void setRoute(CommandRoute route) { route_ = std::move(route); }
    bool isRouted() const { return static_cast<bool>(route_); }
    // A command both programs of a network game agreed on (either side's), with the secrets its
    // roll came from, as the record's command `index` (0-based; a spectator's copy too): applied
    // as `apply` applies one. False when this game is not `index` commands long (out of step: the
    // caller shows the network game's record again) or the command is refused.
    bool applyAgreed(std::size_t index, const RecordLine& line);
    Verdict undo();
    Verdict redo();
    // Who plays each side besides a person (the record's "player" lines); marks the game changed.
    void setPlayers(std::map<std::string, std::string> players);
    // The keys pinned for each side's turn files (the record's "signer" lines); marks the game
    // changed.
    void setSigners(std::map<std::string, PublicKey> signers);

    // Replaces the game (New Game, Open): `filePath` empty for an untitled game.
    void replace(std::unique_ptr<GameSession> session, const QString& filePath, bool modified);

    QString filePath() const { return filePath_; }
    // The file's name, or "Untitled".
    QString displayName() const;
    bool isModified() const { return modified_; }

    // Saves the record to `path` (atomically); on success it becomes the document's file and
    // the game is no longer modified. Returns an error message, or an empty string.
    QString saveAs(const QString& path);

    // Autosave: after every phase (and on request) the record is written here; empty = off.
    void setAutosavePath(const QString& path) { autosavePath_ = path; }
    QString autosavePath() const { return autosavePath_; }
    // Writes the autosave now; an error message or an empty string.
    QString autosave();
    void removeAutosave();

signals:
    void commandApplied(int firstStep, int count);
    void reset();
    void changed();
    void fileStateChanged();

private:
    void setModified(bool modified);
    ApplyResult applyHere(const Command& command, const std::string& comment, std::optional<DiceReveal> reveal);

    std::unique_ptr<GameSession> session_;
    QString filePath_;
    QString autosavePath_;
    bool modified_ = false;
    CommandRoute route_;
};

}  // namespace eylau::game
