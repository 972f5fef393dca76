#include "terrain_art.h"

#include "map_palette.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <array>
#include <cmath>
#include <numbers>
#include <random>

namespace eylau::mapview {

namespace {

// A deterministic source of jitter for one hex.
class Jitter {
public:
    explicit Jitter(unsigned seed) : engine_(seed * 2654435761u + 1u) {}
    double operator()(double low, double high) {
        return std::uniform_real_distribution<double>(low, high)(engine_);
    }

private:
    std::minstd_rand engine_;
};

// Points on a hexagonal lattice inside the hex (at most `limit` from the centre), jittered.
template <typename F>
void scatter(double radius, double spacing, double limit, Jitter& jitter, F&& place) {
    const double rowStep = spacing * std::sqrt(3.0) / 2.0;
    const int steps = int(std::ceil(radius / rowStep));
    for (int r = -steps; r <= steps; ++r) {
        const double y = r * rowStep;
        const double xShift = (r & 1) != 0 ? spacing / 2.0 : 0.0;
        for (double x = -radius - spacing + xShift; x <= radius + spacing; x += spacing) {
            const QPointF p(x + jitter(-0.18, 0.18) * spacing, y + jitter(-0.18, 0.18) * spacing);
            if (std::hypot(p.x(), p.y()) <= limit) place(p);
        }
    }
}

void paintClear(QPainter& p, double radius, Jitter& jitter) {
    // A few wind-blown furrows showing through the snow.
    QPen pen(QColor(palette::kClearSpeck), radius * 0.025, Qt::SolidLine, Qt::RoundCap);
    p.setPen(pen);
    for (int i = 0; i < 3; ++i) {
        const QPointF c(jitter(-0.5, 0.5) * radius, jitter(-0.45, 0.45) * radius);
        const double half = jitter(0.08, 0.16) * radius;
        p.drawLine(c - QPointF(half, half * 0.15), c + QPointF(half, half * 0.15));
    }
}

void paintTree(QPainter& p, QPointF at, double size, QColor crown, QColor dark, QColor light) {
    p.setPen(QPen(dark, size * 0.18));
    p.setBrush(crown);
    p.drawEllipse(at, size, size);
    p.setPen(Qt::NoPen);
    p.setBrush(light);
    p.drawEllipse(at + QPointF(-size * 0.3, -size * 0.3), size * 0.38, size * 0.38);
}

void paintWoods(QPainter& p, double radius, Jitter& jitter) {
    const QColor crown(palette::kWoods), dark(palette::kWoodsDark), light(palette::kWoodsLight);
    scatter(radius, radius * 0.36, radius * 1.0, jitter, [&](QPointF at) {
        paintTree(p, at, radius * jitter(0.13, 0.17), crown.darker(110), dark, light);
    });
    // Snow lying on the canopy.
    p.setBrush(QColor(255, 255, 255, 150));
    p.setPen(Qt::NoPen);
    for (int i = 0; i < 6; ++i) {
        const QPointF at(jitter(-0.6, 0.6) * radius, jitter(-0.6, 0.6) * radius);
        p.drawEllipse(at, radius * 0.05, radius * 0.035);
    }
}

void paintGrove(QPainter& p, double radius, Jitter& jitter) {
    const QColor crown(palette::kGroveTree), dark(palette::kGroveTreeDark);
    const QColor light = crown.lighter(135);
    static constexpr std::array<QPointF, 6> kSpots{
        {{-0.42, -0.35}, {0.18, -0.48}, {0.5, -0.05}, {-0.1, 0.05}, {-0.5, 0.35}, {0.25, 0.45}}};
    for (const QPointF& spot : kSpots) {
        if (jitter(0.0, 1.0) < 0.15) continue;  // gaps between the trees
        const QPointF at(spot.x() * radius + jitter(-0.1, 0.1) * radius,
                         spot.y() * radius + jitter(-0.1, 0.1) * radius);
        paintTree(p, at, radius * jitter(0.12, 0.16), crown, dark, light);
    }
}

void paintTown(QPainter& p, double radius, Jitter& jitter) {
    // A crossing of two lanes with houses along them.
    p.setPen(QPen(QColor(palette::kTown).darker(112), radius * 0.12, Qt::SolidLine, Qt::FlatCap));
    const double lane = jitter(-0.15, 0.15) * radius;
    p.drawLine(QPointF(-radius, lane), QPointF(radius, lane * 0.4));
    p.drawLine(QPointF(lane * 0.5, -radius), QPointF(-lane * 0.3, radius));
    const QColor roof(palette::kBuilding), edge(palette::kBuildingEdge);
    p.setPen(QPen(edge, radius * 0.03));
    p.setBrush(roof);
    static constexpr std::array<QPointF, 8> kPlots{{{-0.45, -0.3}, {-0.18, -0.45}, {0.3, -0.35},
                                                    {0.5, 0.08}, {0.22, 0.4}, {-0.2, 0.35},
                                                    {-0.55, 0.12}, {0.05, -0.12}}};
    for (const QPointF& plot : kPlots) {
        const QPointF at = plot * radius + QPointF(jitter(-0.05, 0.05), jitter(-0.05, 0.05)) * radius;
        const double w = jitter(0.16, 0.26) * radius;
        const double h = jitter(0.11, 0.17) * radius;
        p.save();
        p.translate(at);
        p.rotate(jitter(-20.0, 20.0));
        p.drawRect(QRectF(-w / 2, -h / 2, w, h));
        p.restore();
    }
}

void paintFort(QPainter& p, double radius) {
    // A bastioned trace: a square with an arrowhead bastion at each corner.
    QPolygonF trace;
    const double s = radius * 0.38;
    const double b = radius * 0.62;
    for (int i = 0; i < 4; ++i) {
        const double a = (45.0 + 90.0 * i) * std::numbers::pi / 180.0;
        const double side = a + std::numbers::pi / 4.0;
        trace << QPointF(std::cos(a - 0.35) * s * 1.2, std::sin(a - 0.35) * s * 1.2)
              << QPointF(std::cos(a) * b, std::sin(a) * b)
              << QPointF(std::cos(a + 0.35) * s * 1.2, std::sin(a + 0.35) * s * 1.2)
              << QPointF(std::cos(side) * s, std::sin(side) * s);
    }
    p.setPen(QPen(QColor(palette::kFortWall), radius * 0.08, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(QColor(palette::kFort).darker(108));
    p.drawPolygon(trace);
}

void paintLake(QPainter& p, double radius, bool frozen, Jitter& jitter) {
    if (!frozen) {
        // Open water: white ripples.
        p.setPen(QPen(QColor(255, 255, 255, 170), radius * 0.03, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        for (int i = 0; i < 5; ++i) {
            const QPointF at(jitter(-0.55, 0.4) * radius, jitter(-0.55, 0.55) * radius);
            QPainterPath wave(at);
            wave.quadTo(at + QPointF(0.1, -0.07) * radius, at + QPointF(0.2, 0) * radius);
            wave.quadTo(at + QPointF(0.3, 0.07) * radius, at + QPointF(0.4, 0) * radius);
            p.drawPath(wave);
        }
        return;
    }
    // Ice: a sheen of diagonal hatching and a few cracks.
    p.setPen(QPen(QColor(255, 255, 255, 200), radius * 0.035, Qt::SolidLine, Qt::RoundCap));
    for (double d = -1.2; d <= 1.2; d += 0.3) {
        const QPointF a(d * radius - radius * 0.12, -radius * 0.1 + d * radius * 0.2);
        p.drawLine(a, a + QPointF(radius * 0.22, -radius * 0.22));
    }
    p.setPen(QPen(QColor(palette::kIceCrack), radius * 0.025, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    for (int crack = 0; crack < 3; ++crack) {
        QPointF at(jitter(-0.6, 0.6) * radius, jitter(-0.6, 0.6) * radius);
        double heading = jitter(0.0, 2.0 * std::numbers::pi);
        QPainterPath path(at);
        for (int step = 0; step < 4; ++step) {
            heading += jitter(-0.9, 0.9);
            at += QPointF(std::cos(heading), std::sin(heading)) * radius * jitter(0.12, 0.22);
            path.lineTo(at);
        }
        p.drawPath(path);
    }
}

QRgb fillOf(Terrain t, bool frozen) {
    switch (t) {
    case Terrain::Clear: return palette::kClear;
    case Terrain::Woods: return palette::kWoods;
    case Terrain::Grove: return palette::kGrove;
    case Terrain::Town: return palette::kTown;
    case Terrain::Fort: return palette::kFort;
    case Terrain::Lake: return frozen ? palette::kIce : palette::kLake;
    }
    return palette::kClear;
}

}  // namespace

void paintTerrain(QPainter& painter, const QPolygonF& hex, double radius, const TerrainLook& look) {
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(fillOf(look.terrain, look.frozenWater)));
    painter.drawPolygon(hex);
    if (look.detailed) {
        QPainterPath clip;
        clip.addPolygon(hex);
        painter.setClipPath(clip, Qt::IntersectClip);
        Jitter jitter(look.seed);
        switch (look.terrain) {
        case Terrain::Clear: paintClear(painter, radius, jitter); break;
        case Terrain::Woods: paintWoods(painter, radius, jitter); break;
        case Terrain::Grove: paintGrove(painter, radius, jitter); break;
        case Terrain::Town: paintTown(painter, radius, jitter); break;
        case Terrain::Fort: paintFort(painter, radius); break;
        case Terrain::Lake: paintLake(painter, radius, look.frozenWater, jitter); break;
        }
    }
    if (look.washed) {
        painter.setClipping(false);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor::fromRgba(palette::high::kTerrainWash));
        painter.drawPolygon(hex);
    }
    painter.restore();
}

}  // namespace eylau::mapview
