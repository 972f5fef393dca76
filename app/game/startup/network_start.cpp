#include "startup/network_start.h"

#include "startup/program_options.h"

#include "network_game.h"

#include "eylau/remote/invitation.h"

#include <QCommandLineParser>

#include <utility>

namespace eylau::game {

std::optional<NetworkStart> networkStart(bool hosting, const QString& where, const QString& side, QString* error) {
    NetworkStart start;
    start.host = hosting;
    start.side = hosting ? Side::French : Side::Allied;
    if (side == QLatin1String("french")) start.side = Side::French;
    else if (side == QLatin1String("allied") || side == QLatin1String("allies")) start.side = Side::Allied;
    else if (!side.isEmpty()) {
        *error = QStringLiteral("--side %1: expected french or allied").arg(side);
        return std::nullopt;
    }
    // A whole invitation (eylau://HOST:PORT/CODE) to join.
    if (!hosting && where.contains(QLatin1Char('/'))) {
        std::string why;
        const auto invitation = readInvitation(where.toStdString(), &why);
        if (!invitation) {
            *error = QStringLiteral("--join %1: %2").arg(where, QString::fromStdString(why));
            return std::nullopt;
        }
        if (invitation->watch) {
            *error = QStringLiteral("--join %1: this is an invitation to watch, which cannot play: give it to --watch")
                         .arg(where);
            return std::nullopt;
        }
        start.address = QString::fromStdString(invitation->host);
        start.port = invitation->port;
        start.code = QString::fromStdString(invitation->code.text());
        return start;
    }
    // "PORT", "ADDRESS:PORT", "[IPv6]:PORT", or (joining) a bare host.
    QString address = where;
    QString port;
    if (address.startsWith(QLatin1Char('['))) {
        const qsizetype close = address.indexOf(QLatin1Char(']'));
        port = close > 0 && address.mid(close + 1).startsWith(QLatin1Char(':')) ? address.mid(close + 2) : QString();
        address = close > 0 ? address.mid(1, close - 1) : address;
    } else if (address.count(QLatin1Char(':')) == 1) {
        port = address.section(QLatin1Char(':'), 1);
        address = address.section(QLatin1Char(':'), 0, 0);
    } else if (hosting && !address.contains(QLatin1Char(':')) && !address.contains(QLatin1Char('.'))) {
        port = std::exchange(address, QString());
    }
    bool ok = true;
    const uint number = port.isEmpty() ? 0u : port.toUInt(&ok);
    if (!ok || number > 65535 || (!hosting && address.isEmpty())) {
        *error = hosting ? QStringLiteral("--host %1: expected PORT or ADDRESS:PORT").arg(where)
                         : QStringLiteral("--join %1: expected HOST or HOST:PORT").arg(where);
        return std::nullopt;
    }
    start.port = number == 0 ? net::kDefaultPort : quint16(number);
    start.address = address;
    return start;
}

std::optional<NetworkStart> networkStartAsked(const QCommandLineParser& parser, const ProgramOptions& options,
                                              const QString& fileName, const std::optional<std::string>& name,
                                              QString* error) {
    const bool hosting = parser.isSet(options.host);
    if (!hosting && !parser.isSet(options.join)) {
        if (parser.isSet(options.networkSide) || parser.isSet(options.resume) || parser.isSet(options.joinCode) ||
            parser.isSet(options.noRouter))
            *error = QStringLiteral("--side, --code, --resume and --no-router go with --host or --join");
        return std::nullopt;
    }
    std::optional<NetworkStart> network =
        networkStart(hosting, parser.value(hosting ? options.host : options.join), parser.value(options.networkSide), error);
    if (hosting && parser.isSet(options.join)) *error = QStringLiteral("give --host or --join, not both");
    if (!fileName.isEmpty() || parser.isSet(options.openRecord) || parser.isSet(options.tutorial))
        *error = QStringLiteral("a network game is played on the Eylau scenario: give no FILE, --open or --tutorial");
    if (!error->isEmpty()) return std::nullopt;
    network->name = name ? QString::fromLocal8Bit(name->c_str()) : QString();
    network->resume = parser.isSet(options.resume);
    if (parser.isSet(options.noRouter) && !network->host) {
        *error = QStringLiteral("--no-router goes with --host: only the host's port is forwarded");
        return std::nullopt;
    }
    network->forwardPort = !parser.isSet(options.noRouter);
    if (parser.isSet(options.joinCode)) {
        const QString code = parser.value(options.joinCode);
        if (network->host) {
            *error = QStringLiteral("--code goes with --join: a host draws its own code");
            return std::nullopt;
        }
        if (!JoinCode::read(code.toStdString())) {
            *error = QStringLiteral("--code %1: a join code has 16 letters and digits, such as K7QM-3XTA-P9RD-W2HE").arg(code);
            return std::nullopt;
        }
        network->code = code;
    }
    if (!network->host && network->code.isEmpty() && !network->resume) {
        *error = QStringLiteral("--join needs --code CODE (or the whole invitation), from the host's invitation");
        return std::nullopt;
    }
    return network;
}

}  // namespace eylau::game
