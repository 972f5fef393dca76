#include "shared/game_document.h"
#include "eylau/rules/game_state.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace eylau::game {

GameDocument::GameDocument(std::unique_ptr<GameSession> session, QObject* parent)
    : QObject(parent), session_(std::move(session)) {}

GameDocument::~GameDocument() = default;

void GameDocument::setPlayers(std::map<std::string, std::string> players) {
    if (players == session_->record().players) return;
    session_->setPlayers(std::move(players));
    setModified(true);
    emit changed();
}

void GameDocument::setSigners(std::map<std::string, PublicKey> signers) {
    if (signers == session_->record().signers) return;
    session_->setSigners(std::move(signers));
    setModified(true);
    emit changed();
}

ApplyResult GameDocument::apply(const Command& command, const QString& comment) {
    if (route_) {
        const std::size_t before = session_->steps().size();
        if (Verdict why = route_(command, comment.toStdString())) return ApplyResult{std::move(why), {}};
        ApplyResult accepted;  // applied meanwhile (its Applied notice came at once), or not yet
        if (session_->steps().size() > before) accepted.events = session_->steps()[before].events;
        return accepted;
    }
    return applyHere(command, comment.toStdString(), std::nullopt);
}

bool GameDocument::applyAgreed(std::size_t index, const RecordLine& line) {
    return session_->record().lines.size() == index && applyHere(line.command, line.comment, line.reveal).ok();
}

ApplyResult GameDocument::applyHere(const Command& command, const std::string& comment, std::optional<DiceReveal> reveal) {
    const GameState before = session_->state();
    ApplyResult result = session_->apply(command, comment, std::move(reveal));
    if (!result.ok()) return result;
    setModified(true);
    const int step = int(session_->steps().size()) - 1;
    emit commandApplied(step, 1);
    emit changed();
    // Autosave after every phase (and at the end of the game).
    const GameState& after = session_->state();
    if (after.phase != before.phase || after.turn != before.turn || after.phasing != before.phasing) autosave();
    return result;
}

Verdict GameDocument::undo() {
    Verdict why = session_->undo();
    if (why) return why;
    setModified(true);
    emit reset();
    emit changed();
    return why;
}

Verdict GameDocument::redo() {
    Verdict why = session_->redo();
    if (why) return why;
    setModified(true);
    emit reset();
    emit changed();
    return why;
}

void GameDocument::replace(std::unique_ptr<GameSession> session, const QString& filePath, bool modified) {
    session_ = std::move(session);
    filePath_ = filePath;
    modified_ = modified;
    emit reset();
    emit changed();
    emit fileStateChanged();
}

QString GameDocument::displayName() const {
    return filePath_.isEmpty() ? tr("Untitled") : QFileInfo(filePath_).fileName();
}

QString GameDocument::saveAs(const QString& path) {
    if (const auto error = session_->save(QFile::encodeName(path).toStdString())) return QString::fromStdString(*error);
    filePath_ = path;
    modified_ = false;
    emit fileStateChanged();
    return {};
}

void GameDocument::setModified(bool modified) {
    if (modified_ == modified) return;
    modified_ = modified;
    emit fileStateChanged();
}

QString GameDocument::autosave() {
    if (autosavePath_.isEmpty()) return {};
    QDir().mkpath(QFileInfo(autosavePath_).absolutePath());
    if (const auto error = session_->save(QFile::encodeName(autosavePath_).toStdString()))
        return QString::fromStdString(*error);
    return {};
}

void GameDocument::removeAutosave() {
    if (!autosavePath_.isEmpty()) QFile::remove(autosavePath_);
}

}  // namespace eylau::game
