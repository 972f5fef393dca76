#pragma once
// The link's framing (docs/remote-play.md): a frame is its length, 4 bytes big-endian, then that
// many bytes. A frame of a single NUL byte is a keep-alive, which each end sends every 10 s and
// which never reaches the game; any other frame is one whole message of the protocol. A length of
// zero, or above the protocol's limit, breaks the stream: the reader refuses it unread, and the
// link is dropped. The reader holds at most one frame's bytes, however the stream is cut.
#ifndef Q_MOC_RUN
#include "eylau/remote/remote_game.h"
#endif

#include <QByteArray>
#include <QByteArrayView>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace eylau::net {

// The keep-alive frame's one byte.
inline constexpr char kKeepAliveByte = '\0';
inline constexpr std::size_t kFrameHeaderBytes = 4;

// The frame around a message (or the keep-alive's byte).
QByteArray frame(QByteArrayView payload);
QByteArray keepAliveFrame();
bool isKeepAlive(const QByteArray& payload);

class FrameReader {
public:
    enum class Problem { None, EmptyFrame, FrameTooLong };

    explicit FrameReader(std::size_t maxPayload = kMaxRemoteMessageBytes) : maxPayload_(maxPayload) {}

    // Takes the next bytes of the stream, as they come, and returns the payloads it completes,
    // in order. After a problem it takes nothing more.
    std::vector<QByteArray> feed(QByteArrayView bytes);

    Problem problem() const { return problem_; }
    bool broken() const { return problem_ != Problem::None; }
    // The length a refused frame announced.
    std::uint32_t refusedLength() const { return refusedLength_; }
    std::size_t maxPayload() const { return maxPayload_; }
    // The bytes held now: a header or a frame not yet whole.
    std::size_t buffered() const { return std::size_t(header_.size() + body_.size()); }

private:
    std::size_t maxPayload_;
    QByteArray header_;
    QByteArray body_;
    std::size_t expected_ = 0;  // the body's length, once the header is whole
    Problem problem_ = Problem::None;
    std::uint32_t refusedLength_ = 0;
};

}  // namespace eylau::net
