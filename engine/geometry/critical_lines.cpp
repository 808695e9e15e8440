#include "geometry/critical_lines.h"

#include "geometry/primitives.h"

#include <algorithm>
#include <cmath>

namespace skirmish::critical {
namespace {

Point add(Point a, Point b) {
    return {a.x + b.x, a.y + b.y};
}
Point mul(Point a, double k) {
    return {a.x * k, a.y * k};
}

} // namespace

Point turn(Point d, double sign) {
    static const double c = std::cos(kTurn);
    static const double s = std::sin(kTurn);
    return {d.x * c - d.y * s * sign, d.x * s * sign + d.y * c};
}

std::array<Line, 8> candidates(Point x, Point y, Point u, double len) {
    const Point normal{-u.y, u.x};
    const Point pivots[3] = {mul(add(x, y), 0.5), add(x, mul(u, -len)), add(y, mul(u, len))};
    std::array<Line, 8> out;
    std::size_t k = 0;
    for (const Point& pivot : pivots) {
        for (double sign : {1.0, -1.0}) {
            out[k++] = {pivot, turn(u, sign)};
        }
    }
    for (double shift : {kShift, -kShift}) {
        out[k++] = {add(x, mul(normal, shift)), u};
    }
    return out;
}

std::optional<FixedSegment> gap_segment(const Line& line, const Rect& a, const exact::FixedRect& fa,
                                        const Rect& b, const exact::FixedRect& fb) {
    auto ra = geom::clip_line(line.o, line.dir, a);
    auto rb = geom::clip_line(line.o, line.dir, b);
    if (!ra || !rb) {
        return std::nullopt;
    }
    auto at = [&](double t, const exact::FixedRect& r) {
        return exact::clamp_into(exact::to_fixed(add(line.o, mul(line.dir, t))), r);
    };
    if (ra->second <= rb->first) {
        return FixedSegment{at(ra->second, fa), at(rb->first, fb)};
    }
    if (rb->second <= ra->first) {
        return FixedSegment{at(ra->first, fa), at(rb->second, fb)};
    }
    const double t = std::max(ra->first, rb->first); // the line crosses both at once
    const exact::FixedPoint p = at(t, fa);
    return exact::contains(fb, p) ? std::optional<FixedSegment>(FixedSegment{p, p}) : std::nullopt;
}

std::optional<std::pair<double, double>> line_gap(Point o, Point u, const Rect& a, const Rect& b) {
    auto ra = geom::clip_line(o, u, a);
    auto rb = geom::clip_line(o, u, b);
    if (!ra || !rb) {
        return std::nullopt;
    }
    if (ra->second < rb->first) {
        return std::pair{ra->second, rb->first};
    }
    if (rb->second < ra->first) {
        return std::pair{rb->second, ra->first};
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
