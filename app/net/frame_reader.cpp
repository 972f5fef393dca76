#include "frame_reader.h"

#include <QtEndian>

#include <algorithm>
#include <utility>

namespace eylau::net {

QByteArray frame(QByteArrayView payload) {
    QByteArray out(qsizetype(kFrameHeaderBytes), Qt::Uninitialized);
    qToBigEndian<quint32>(quint32(payload.size()), out.data());
    out.append(payload);
    return out;
}

QByteArray keepAliveFrame() { return frame(QByteArrayView(&kKeepAliveByte, 1)); }

bool isKeepAlive(const QByteArray& payload) { return payload.size() == 1 && payload.front() == kKeepAliveByte; }

std::vector<QByteArray> FrameReader::feed(QByteArrayView bytes) {
    std::vector<QByteArray> payloads;
    while (!bytes.isEmpty() && !broken()) {
        if (header_.size() < qsizetype(kFrameHeaderBytes)) {
            const qsizetype take = std::min(qsizetype(kFrameHeaderBytes) - header_.size(), bytes.size());
            header_.append(bytes.first(take));
            bytes = bytes.sliced(take);
            if (header_.size() < qsizetype(kFrameHeaderBytes)) break;
            const quint32 length = qFromBigEndian<quint32>(header_.constData());
            if (length == 0 || length > maxPayload_) {
                problem_ = length == 0 ? Problem::EmptyFrame : Problem::FrameTooLong;
                refusedLength_ = length;
                header_.clear();
                return payloads;
            }
            expected_ = length;
            body_.reserve(qsizetype(std::min<std::size_t>(expected_, std::size_t(1) << 16)));
            continue;
        }
        const qsizetype take = std::min(qsizetype(expected_) - body_.size(), bytes.size());
        body_.append(bytes.first(take));
        bytes = bytes.sliced(take);
        if (body_.size() < qsizetype(expected_)) break;
        payloads.push_back(std::exchange(body_, QByteArray()));
        header_.clear();
        expected_ = 0;
    }
    return payloads;
}

}  // namespace eylau::net
