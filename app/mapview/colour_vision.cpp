#include "colour_vision.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace eylau::mapview {
namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado, Oliveira and Fernandes (2009), severity 1.0, applied to linear RGB. Each row sums to 1,
// so greys stay grey.
constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kTritanopia{{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};

const Matrix& matrixOf(ColourVision vision) {
    switch (vision) {
    case ColourVision::Protanopia: return kProtanopia;
    case ColourVision::Deuteranopia: return kDeuteranopia;
    case ColourVision::Tritanopia: return kTritanopia;
    case ColourVision::Normal: break;
    }
    static constexpr Matrix kIdentity{{{1.0, 0.0, 0.0}, {0.0, 1.0, 0.0}, {0.0, 0.0, 1.0}}};
    return kIdentity;
}

int fromLinear(double c) {
    c = std::clamp(c, 0.0, 1.0);
    const double s = c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055;
    return int(std::lround(s * 255.0));
}

}  // namespace

QColor simulate(const QColor& colour, ColourVision vision) {
    if (vision == ColourVision::Normal) return colour;
    const Matrix& m = matrixOf(vision);
    const std::array<double, 3> in{linearChannel(colour.red()), linearChannel(colour.green()), linearChannel(colour.blue())};
    std::array<int, 3> out{};
    for (std::size_t i = 0; i < 3; ++i) out[i] = fromLinear(m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2]);
    return QColor(out[0], out[1], out[2], colour.alpha());
}

QImage simulate(const QImage& image, ColourVision vision) {
    QImage out = image.convertToFormat(QImage::Format_ARGB32);
    if (vision == ColourVision::Normal) return out;
    for (int y = 0; y < out.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < out.width(); ++x) line[x] = simulate(QColor::fromRgba(line[x]), vision).rgba();
    }
    return out;
}

}  // namespace eylau::mapview
