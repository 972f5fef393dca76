#include "underlay/colour_picking.h"

#include <QLineF>

#include <algorithm>
#include <array>
#include <cmath>
#include <set>
#include <utility>

namespace eylau::editor {
namespace {

constexpr double kPaperFrom = 6.0;  // pixels either side of the path where the paper is read
constexpr double kPaperTo = 12.0;
constexpr int kLeastDifference = 40;  // RGB distance below which a pixel is paper, whatever the paper's spread

// The median of each channel.
QColor medianColour(std::vector<QColor> colours) {
    if (colours.empty()) return {};
    std::array<int, 3> out{};
    for (int channel = 0; channel < 3; ++channel) {
        std::vector<int> values;
        values.reserve(colours.size());
        for (const QColor& c : colours) values.push_back(channel == 0 ? c.red() : channel == 1 ? c.green() : c.blue());
        std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(values.size() / 2), values.end());
        out[std::size_t(channel)] = values[values.size() / 2];
    }
    return QColor(out[0], out[1], out[2]);
}

double distance(const QColor& a, const QColor& b) {
    const int dr = a.red() - b.red(), dg = a.green() - b.green(), db = a.blue() - b.blue();
    return std::sqrt(double(dr * dr + dg * dg + db * db));
}

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(values.size() / 2), values.end());
    return values[values.size() / 2];
}

}  // namespace

QColor pixelColour(const QImage& image, QPointF at) {
    const int x = int(std::floor(at.x())), y = int(std::floor(at.y()));
    if (x < 0 || y < 0 || x >= image.width() || y >= image.height()) return {};
    return image.pixelColor(x, y);
}

LineColour lineColour(const QImage& image, const std::vector<QPointF>& path) {
    LineColour out;
    // The pixels the path passes over (each once) and those beside it, in half-pixel steps.
    std::set<std::pair<int, int>> seen, besideSeen;
    std::vector<QColor> along, beside;
    const auto take = [&](QPointF p, std::set<std::pair<int, int>>& once, std::vector<QColor>& into) {
        const QColor c = pixelColour(image, p);
        if (c.isValid() && once.emplace(int(std::floor(p.x())), int(std::floor(p.y()))).second) into.push_back(c);
    };
    for (std::size_t i = 0; i + 1 < path.size() || (path.size() == 1 && i == 0); ++i) {
        const QLineF segment(path[i], path.size() == 1 ? path[i] : path[i + 1]);
        const int steps = std::max(1, int(std::ceil(segment.length() * 2)));
        const QPointF across = segment.length() > 0 ? QPointF(-segment.dy(), segment.dx()) / segment.length() : QPointF();
        for (int s = 0; s <= steps; ++s) {
            const QPointF p = segment.pointAt(double(s) / steps);
            take(p, seen, along);
            if (across.isNull()) continue;
            for (double d = kPaperFrom; d <= kPaperTo; d += 1.0)
                for (double side : {-1.0, 1.0}) take(p + across * (side * d), besideSeen, beside);
        }
    }
    out.along = int(along.size());
    out.paper = medianColour(beside);
    if (!out.paper.isValid() || along.empty()) return out;
    std::vector<double> paperSpread;
    for (const QColor& c : beside) paperSpread.push_back(distance(c, out.paper));
    const double threshold = std::max(double(kLeastDifference), 3.0 * median(paperSpread));
    std::vector<std::pair<double, QColor>> line;
    for (const QColor& c : along)
        if (const double d = distance(c, out.paper); d > threshold) line.emplace_back(d, c);
    out.inLine = int(line.size());
    if (line.size() < 3) return out;
    std::sort(line.begin(), line.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<QColor> core;
    for (std::size_t i = 0; i < (line.size() + 1) / 2; ++i) core.push_back(line[i].second);
    out.colour = medianColour(core);
    return out;
}

}  // namespace eylau::editor
