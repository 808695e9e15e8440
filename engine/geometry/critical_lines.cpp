#include "geometry/critical_lines.h"

#include "geometry/primitives.h"

#include <algorithm>
#include <cmath>

namespace skirmish::critical {
Point turn(Point d, double sign) {
    static const double c = std::cos(kTurn);
    static const double s = std::sin(kTurn);
    return {d.x * c - d.y * s * sign, d.x * s * sign + d.y * c};
}

std::array<Line, 8> candidates(Point x, Point y, Point u, double len) {
    const Point normal{-u.y, u.x};
    const Point pivots[3] = {(x + y) * 0.5, x + u * -len, y + u * len};
    std::array<Line, 8> out;
    std::size_t k = 0;
    for (const Point& pivot : pivots) {
        for (double sign : {1.0, -1.0}) {
            out[k++] = {pivot, turn(u, sign)};
        }
    }
    for (double shift : {kShift, -kShift}) {
        out[k++] = {x + normal * shift, u};
    }
    return out;
}

namespace {

/// Where the line o + t * dir meets a and b, as parameter intervals.
struct Clipped {
    std::pair<double, double> a;
    std::pair<double, double> b;
};
std::optional<Clipped> clip_both(Point o, Point dir, const Rect& a, const Rect& b) {
    auto ra = geom::clip_line(o, dir, a);
    auto rb = geom::clip_line(o, dir, b);
    if (!ra || !rb) {
        return std::nullopt;
    }
    return Clipped{*ra, *rb};
}

} // namespace

std::optional<FixedSegment> gap_segment(const Line& line, const Rect& a, const exact::FixedRect& fa,
                                        const Rect& b, const exact::FixedRect& fb) {
    const auto c = clip_both(line.o, line.dir, a, b);
    if (!c) {
        return std::nullopt;
    }
    auto at = [&](double t, const exact::FixedRect& r) {
        return exact::clamp_into(exact::to_fixed(line.o + line.dir * t), r);
    };
    if (c->a.second <= c->b.first) {
        return FixedSegment{at(c->a.second, fa), at(c->b.first, fb)};
    }
    if (c->b.second <= c->a.first) {
        return FixedSegment{at(c->a.first, fa), at(c->b.second, fb)};
    }
    const double t = std::max(c->a.first, c->b.first); // the line crosses both at once
    const exact::FixedPoint p = at(t, fa);
    return exact::contains(fb, p) ? std::optional<FixedSegment>(FixedSegment{p, p}) : std::nullopt;
}

std::optional<std::pair<double, double>> line_gap(Point o, Point u, const Rect& a, const Rect& b) {
    const auto c = clip_both(o, u, a, b);
    if (!c) {
        return std::nullopt;
    }
    if (c->a.second < c->b.first) {
        return std::pair{c->a.second, c->b.first};
    }
    if (c->b.second < c->a.first) {
        return std::pair{c->b.second, c->a.first};
    }
    return std::nullopt;
}

double drift(const Rect& a, const Rect& b, double len) {
    // A pivot lies within len of the box, so within len + span of any point
    // of it; a turn by kTurn moves such a point by at most kTurn (len +
    // span). Twice that, plus the shift, leaves room for the lattice.
    const double span = std::hypot(std::max(a.x1, b.x1) - std::min(a.x0, b.x0),
                                   std::max(a.y1, b.y1) - std::min(a.y0, b.y0));
    return kTurn * 2 * (span + len) + kShift + 1e-12;
}

} // namespace skirmish::critical
