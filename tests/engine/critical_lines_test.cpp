// Issue 17: the exhaustive line of sight search skips a critical line when
// one wall blocks all of its candidates with room to spare
// (geometry/critical_lines.h, blocks_with_room). Checked here against the
// exact test of every candidate, on walls built at the edge of the proof:
// ends just beyond the drift from the line, and angles down to a few times
// the candidates' turn.
#include "geometry/critical_lines.h"
#include "geometry/rect.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace skirmish;

namespace {

TEST(CriticalLines, ASkippedLineHasEveryCandidateBlocked) {
    std::mt19937 rng(9);
    auto real = [&](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    int skipped = 0;
    int skipped_shallow = 0; // sin(angle to the line) below 1e-5
    int skipped_close = 0;   // an end within 2 drifts of the line
    for (int round = 0; round < 20000; ++round) {
        // Two squares up to a whole map apart, and a line through a corner
        // of each (or through points near them).
        const int far = pick(0, 2) == 0 ? 1000 : 40;
        const Rect a = sight_square({pick(0, far), pick(0, far)}, pick(1, 2));
        const Rect b = sight_square({pick(0, far), pick(0, far)});
        const Point x = a.corners()[static_cast<std::size_t>(pick(0, 3))];
        const Point y = b.corners()[static_cast<std::size_t>(pick(0, 3))];
        const double len = std::hypot(y.x - x.x, y.y - x.y);
        if (len == 0) {
            continue;
        }
        const Point u{(y.x - x.x) / len, (y.y - x.y) / len};
        const auto gap = critical::line_gap(x, u, a, b);
        if (!gap) {
            continue;
        }
        const double drift = critical::drift(a, b, len);
        // A wall crossing the line in its gap, at an angle from 3 turns to a
        // right angle, its ends from just past the drift to cells away.
        const double t = real(gap->first, gap->second);
        const Point cross{x.x + t * u.x, x.y + t * u.y};
        const double sine = std::pow(10.0, real(std::log10(3 * critical::kTurn), 0));
        const double angle = std::asin(sine) * (pick(0, 1) ? 1 : -1);
        const Point along{u.x * std::cos(angle) - u.y * std::sin(angle),
                          u.x * std::sin(angle) + u.y * std::cos(angle)};
        // How far the wall may run from the crossing along `dir` and stay
        // within a cell of a 1,000-square map, as files and commands require.
        auto room_along = [&](double dir) {
            double r = INFINITY;
            const double vx = along.x * dir;
            const double vy = along.y * dir;
            if (vx > 0) {
                r = std::min(r, (1001 - cross.x) / vx);
            } else if (vx < 0) {
                r = std::min(r, (-1 - cross.x) / vx);
            }
            if (vy > 0) {
                r = std::min(r, (1001 - cross.y) / vy);
            } else if (vy < 0) {
                r = std::min(r, (-1 - cross.y) / vy);
            }
            return r;
        };
        auto reach = [&](double dir) {
            const double d = pick(0, 1) ? drift * real(1.001, 3) : std::pow(10.0, real(-6, 1));
            return std::min(d / sine, room_along(dir)); // along the wall, to be d from the line
        };
        const double s1 = reach(-1);
        const double s2 = reach(1);
        const Segment w{{cross.x - s1 * along.x, cross.y - s1 * along.y},
                        {cross.x + s2 * along.x, cross.y + s2 * along.y}};
        if (!critical::blocks_with_room(w, x, u, *gap, a, b, drift, 10 * drift)) {
            continue;
        }
        ++skipped;
        skipped_shallow += sine < 1e-5 ? 1 : 0;
        skipped_close += std::min(s1, s2) * sine < 2 * drift ? 1 : 0;
        const exact::FixedRect fa = exact::to_fixed(a);
        const exact::FixedRect fb = exact::to_fixed(b);
        const exact::FixedPoint wa = exact::to_fixed(w.a);
        const exact::FixedPoint wb = exact::to_fixed(w.b);
        for (const critical::Line& line : critical::candidates(x, y, u, len)) {
            if (auto g = critical::gap_segment(line, a, fa, b, fb)) {
                ASSERT_TRUE(exact::segments_intersect(g->a, g->b, wa, wb))
                    << "round " << round << ": a skipped candidate is clear of the wall";
            }
        }
    }
    // The skip is common, and it is taken at the edge of the proof.
    EXPECT_GT(skipped, 2000);
    EXPECT_GT(skipped_shallow, 20);
    EXPECT_GT(skipped_close, 200);
}

// A wall with an end on the line, or crossing it next to a square, or
// beyond the gap, never lets the line be skipped.
TEST(CriticalLines, NoSkipWithoutRoom) {
    const Rect a = sight_square({0, 0});
    const Rect b = sight_square({10, 0});
    const Point x{0.95, 0.5};
    const Point u{1, 0};
    const auto gap = critical::line_gap(x, u, a, b);
    ASSERT_TRUE(gap.has_value());
    EXPECT_NEAR(gap->first, 0, 1e-12);
    EXPECT_NEAR(gap->second, 9.1, 1e-12);
    const double drift = critical::drift(a, b, 9.1);
    auto skips = [&](Segment w) {
        return critical::blocks_with_room(w, x, u, *gap, a, b, drift, 10 * drift);
    };
    EXPECT_TRUE(skips({{5, 0}, {5, 1}}));        // straight across the middle
    EXPECT_FALSE(skips({{5, 0.5}, {5, 1}}));     // ends on the line
    EXPECT_FALSE(skips({{5, 0}, {5, 0.4}}));     // short of it
    EXPECT_FALSE(skips({{0.95, 0}, {0.95, 1}})); // on a's edge
    EXPECT_FALSE(skips({{12, 0}, {12, 1}}));     // beyond b
    EXPECT_FALSE(skips({{1, 0.5}, {9, 0.5}}));   // along the line
}

} // namespace
