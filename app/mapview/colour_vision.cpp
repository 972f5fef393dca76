#include "colour_vision.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace eylau::mapview {
namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado, Oliveira and Fernandes (2009), severity 1.0, applied to linear RGB.
constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};

double toLinear(int channel) {
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

int fromLinear(double c) {
    c = std::clamp(c, 0.0, 1.0);
    const double s = c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055;
    return int(std::lround(s * 255.0));
}

std::array<double, 3> lab(const QColor& colour) {
    const double r = toLinear(colour.red()), g = toLinear(colour.green()), b = toLinear(colour.blue());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

}  // namespace

QColor simulate(const QColor& colour, ColourVision vision) {
    if (vision == ColourVision::Normal) return colour;
    const Matrix& m = vision == ColourVision::Protanopia ? kProtanopia : kDeuteranopia;
    const std::array<double, 3> in{toLinear(colour.red()), toLinear(colour.green()), toLinear(colour.blue())};
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

double colourDistance(const QColor& a, const QColor& b) {
    const auto p = lab(a), q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

}  // namespace eylau::mapview
