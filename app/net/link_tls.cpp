#include "link_tls.h"

#include <QCoreApplication>
#include <QSslCipher>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>

namespace eylau::net {

namespace {

constexpr const char* kCipher = "ECDHE-PSK-CHACHA20-POLY1305";

QByteArray keyBytes(const LinkKey& key) {
    return QByteArray(reinterpret_cast<const char*>(key.data()), qsizetype(key.size()));
}

}  // namespace

QString linkTlsProblem() {
    if (!QSslSocket::supportsSsl())
        return QCoreApplication::translate("eylau::net::LinkTls",
                                           "this computer has no TLS library that Qt can use (OpenSSL 3 is needed)");
    if (QSslCipher(QString::fromLatin1(kCipher)).isNull())
        return QCoreApplication::translate("eylau::net::LinkTls", "the TLS library (%1) lacks the cipher suite %2")
            .arg(QSslSocket::sslLibraryVersionString(), QString::fromLatin1(kCipher));
    return {};
}

QSslConfiguration linkTlsConfiguration() {
    if (!linkTlsProblem().isEmpty()) return {};
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setProtocol(QSsl::TlsV1_2);  // Qt gives a pre-shared key to TLS 1.2 handshakes only
    config.setCiphers({QSslCipher(QString::fromLatin1(kCipher))});
    config.setPeerVerifyMode(QSslSocket::VerifyNone);  // no certificates: the code is the proof
    config.setSslOption(QSsl::SslOptionDisableSessionTickets, true);
    config.setSslOption(QSsl::SslOptionDisableSessionSharing, true);
    return config;
}

void answerAsGuest(QSslPreSharedKeyAuthenticator* authenticator, const LinkKey& key, std::string_view identity) {
    authenticator->setIdentity(QByteArray(identity.data(), qsizetype(identity.size())));
    authenticator->setPreSharedKey(keyBytes(key));
}

void answerAsHost(QSslPreSharedKeyAuthenticator* authenticator, const LinkKey& key) {
    if (authenticator->identity() != QByteArray(kLinkIdentity.data(), qsizetype(kLinkIdentity.size()))) return;
    authenticator->setPreSharedKey(keyBytes(key));
}

bool answerAtDoor(QSslPreSharedKeyAuthenticator* authenticator, const LinkKey& key, const LinkKey* watchKey) {
    if (authenticator->identity() != QByteArray(kWatchIdentity.data(), qsizetype(kWatchIdentity.size()))) {
        answerAsHost(authenticator, key);
        return false;
    }
    if (watchKey) authenticator->setPreSharedKey(keyBytes(*watchKey));
    return true;
}

}  // namespace eylau::net
