#include "colour_metrics.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace eylau::mapview {
namespace {

double radians(double degrees) { return degrees * std::numbers::pi / 180.0; }

// The hue angle of (a, b) in degrees, 0..360; 0 for a grey.
double hueDegrees(double b, double a) {
    if (a == 0.0 && b == 0.0) return 0.0;
    const double h = std::atan2(b, a) * 180.0 / std::numbers::pi;
    return h < 0.0 ? h + 360.0 : h;
}

// The factor of chroma C in CIEDE2000's G and R_C: C^7 / (C^7 + 25^7), square-rooted.
double chromaWeight(double c) {
    const double c7 = std::pow(c, 7.0);
    return std::sqrt(c7 / (c7 + std::pow(25.0, 7.0)));
}

}  // namespace

double linearChannel(int channel) {
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

Lab toLab(const QColor& colour) {
    const double r = linearChannel(colour.red()), g = linearChannel(colour.green()), b = linearChannel(colour.blue());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

double colourDistance(const QColor& a, const QColor& b) {
    const auto p = toLab(a), q = toLab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

double ciede2000(const QColor& a, const QColor& b) { return ciede2000(toLab(a), toLab(b)); }

double ciede2000(const Lab& first, const Lab& second) {
    const auto [l1, a1, b1] = first;
    const auto [l2, a2, b2] = second;
    // a* stretched for near-neutral colours, where CIELAB's hue is too coarse (the G factor).
    const double g = 0.5 * (1.0 - chromaWeight((std::hypot(a1, b1) + std::hypot(a2, b2)) / 2.0));
    const double a1p = (1.0 + g) * a1, a2p = (1.0 + g) * a2;
    const double c1 = std::hypot(a1p, b1), c2 = std::hypot(a2p, b2);
    const double h1 = hueDegrees(b1, a1p), h2 = hueDegrees(b2, a2p);
    const bool grey = c1 * c2 == 0.0;

    double dh = grey ? 0.0 : h2 - h1;
    if (dh > 180.0) dh -= 360.0;
    else if (dh < -180.0) dh += 360.0;
    const double dL = l2 - l1, dC = c2 - c1;
    const double dH = 2.0 * std::sqrt(c1 * c2) * std::sin(radians(dh / 2.0));

    const double meanL = (l1 + l2) / 2.0, meanC = (c1 + c2) / 2.0;
    double meanH = h1 + h2;  // for a grey, the other's hue
    if (!grey) {
        if (std::abs(h1 - h2) <= 180.0) meanH = (h1 + h2) / 2.0;
        else meanH = h1 + h2 < 360.0 ? (h1 + h2 + 360.0) / 2.0 : (h1 + h2 - 360.0) / 2.0;
    }
    const double t = 1.0 - 0.17 * std::cos(radians(meanH - 30.0)) + 0.24 * std::cos(radians(2.0 * meanH)) +
                     0.32 * std::cos(radians(3.0 * meanH + 6.0)) - 0.20 * std::cos(radians(4.0 * meanH - 63.0));
    const double sL = 1.0 + 0.015 * (meanL - 50.0) * (meanL - 50.0) / std::sqrt(20.0 + (meanL - 50.0) * (meanL - 50.0));
    const double sC = 1.0 + 0.045 * meanC;
    const double sH = 1.0 + 0.015 * meanC * t;
    // The rotation term: blue hues, where chroma and hue differences interact.
    const double rotation = 30.0 * std::exp(-std::pow((meanH - 275.0) / 25.0, 2.0));
    const double rT = -std::sin(radians(2.0 * rotation)) * 2.0 * chromaWeight(meanC);
    const double l = dL / sL, c = dC / sC, h = dH / sH;
    return std::sqrt(l * l + c * c + h * h + rT * c * h);
}

double relativeLuminance(const QColor& colour) {
    return 0.2126 * linearChannel(colour.red()) + 0.7152 * linearChannel(colour.green()) +
           0.0722 * linearChannel(colour.blue());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace eylau::mapview
