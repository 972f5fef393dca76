#pragma once
// The link's encryption (docs/remote-play.md, "Who can join"): TLS 1.2 with a pre-shared key,
// the key derived from the invitation's code (eylau/remote/invitation.h), and one cipher suite,
// ECDHE-PSK-CHACHA20-POLY1305: each connection's keys come from a fresh elliptic-curve exchange
// (so a recorded link cannot be read later, even with the code) and its Finished messages prove
// that both ends hold the code. OpenSSL does it all, through Qt Network; nothing here is
// cryptography of our own.
#ifndef Q_MOC_RUN
#include "eylau/remote/invitation.h"
#endif

#include <QByteArray>
#include <QSslConfiguration>
#include <QString>

class QSslPreSharedKeyAuthenticator;

namespace eylau::net {

// The one configuration both ends use; null (see linkTlsProblem) when the TLS library lacks it.
QSslConfiguration linkTlsConfiguration();
// Why this program cannot make an encrypted link (no TLS library, no such cipher), or empty.
QString linkTlsProblem();

// The guest's part of the handshake: names the protocol's identity and gives the key. A spectator
// names kWatchIdentity and gives the watch code's key (docs/remote-play.md, "Spectators").
void answerAsGuest(QSslPreSharedKeyAuthenticator* authenticator, const LinkKey& key,
                   std::string_view identity = kLinkIdentity);
// The host's part: gives the key only to a guest naming the protocol's identity (a program of
// another protocol gets none, and the handshake fails).
void answerAsHost(QSslPreSharedKeyAuthenticator* authenticator, const LinkKey& key);
// The host's door with spectators: the join code's key to a player's identity, the watch code's
// to a spectator's (none when `watchKey` is null: watching is not open). True for a spectator's.
bool answerAtDoor(QSslPreSharedKeyAuthenticator* authenticator, const LinkKey& key, const LinkKey* watchKey);

}  // namespace eylau::net
