// Issue 16, acceptance 1: sight is decided by exact predicates, so mirrored
// and rotated copies of a position give mirrored and rotated answers, and a
// sight line through a wall's end point is blocked (walls are closed
// segments: seed 002 "Line of Sight and Cover", as pinned in RULESETS.md
// `sides`).
#include "geometry/sight.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <random>
#include <sstream>

using namespace skirmish;

namespace {

/// One of the 8 symmetries of an n x n map: transpose first, then mirror.
struct Symmetry {
    bool transpose = false;
    bool mirror_x = false;
    bool mirror_y = false;

    Point apply(Point p, int n) const {
        if (transpose) {
            std::swap(p.x, p.y);
        }
        if (mirror_x) {
            p.x = n - p.x;
        }
        if (mirror_y) {
            p.y = n - p.y;
        }
        return p;
    }
    /// The cell that a size x size unit at `c` covers after the symmetry.
    Cell apply(Cell c, int n, int size = 1) const {
        const Point a = apply(Point{double(c.x), double(c.y)}, n);
        const Point b = apply(Point{double(c.x + size), double(c.y + size)}, n);
        return {static_cast<int>(std::lround(std::min(a.x, b.x))),
                static_cast<int>(std::lround(std::min(a.y, b.y)))};
    }
    BattleMap apply(const BattleMap& m) const {
        BattleMap out(m.width(), m.height());
        for (Wall w : m.walls()) {
            w.from = apply(w.from, m.width());
            w.to = apply(w.to, m.width());
            out.walls().push_back(w);
        }
        return out;
    }
    std::string name() const {
        std::ostringstream s;
        s << (transpose ? "transposed " : "") << (mirror_x ? "mirrored in x " : "")
          << (mirror_y ? "mirrored in y" : "");
        return s.str().empty() ? "identity" : s.str();
    }
};

std::array<Symmetry, 8> all_symmetries() {
    std::array<Symmetry, 8> out;
    for (int i = 0; i < 8; ++i) {
        out[i] = Symmetry{(i & 4) != 0, (i & 2) != 0, (i & 1) != 0};
    }
    return out;
}

/// Random walls on the coordinates a GM's map has: grid edges and diagonals,
/// points on the 1/1024 lattice that imports round to, and points on the
/// 1/20 lattice of the sight insets, which line up with inset corners and
/// make grazing sight lines common.
BattleMap grazing_map(std::mt19937& rng) {
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const int n = pick(4, 9);
    BattleMap m(n, n);
    auto lattice = [&](int denominator) {
        return Point{pick(0, n * denominator) / double(denominator),
                     pick(0, n * denominator) / double(denominator)};
    };
    for (int i = pick(1, 10); i > 0; --i) {
        Wall w;
        const int kind = pick(0, 9);
        if (kind < 4) { // grid edges
            const Point a{double(pick(0, n)), double(pick(0, n))};
            const double len = pick(1, 3);
            w.from = a;
            w.to = pick(0, 1) ? Point{a.x + len, a.y} : Point{a.x, a.y + len};
        } else if (kind < 6) { // between grid points, any slope
            w.from = lattice(1);
            w.to = lattice(1);
        } else if (kind < 8) { // the inset lattice, short
            w.from = lattice(20);
            w.to = {w.from.x + pick(-30, 30) / 20.0, w.from.y + pick(-30, 30) / 20.0};
        } else { // the import lattice
            w.from = lattice(1024);
            w.to = lattice(1024);
        }
        const int k = pick(0, 6);
        w.kind = k < 5 ? WallKind::Wall : k == 5 ? WallKind::Window : WallKind::Door;
        w.state = static_cast<DoorState>(pick(0, 2));
        m.walls().push_back(w);
    }
    return m;
}

std::string describe(const BattleMap& m, Cell a, Cell b) {
    std::ostringstream s;
    s << m.width() << "x" << m.height() << " map, attacker " << a.x << "," << a.y << ", target "
      << b.x << "," << b.y << ", walls:";
    for (const Wall& w : m.walls()) {
        s << " (" << w.from.x << "," << w.from.y << ")-(" << w.to.x << "," << w.to.y << ")"
          << (w.blocks_sight() ? "" : " [open]");
    }
    return s.str();
}

std::string cells_text(const std::vector<Cell>& cells) {
    std::ostringstream s;
    for (Cell c : cells) {
        s << c.x << "," << c.y << " ";
    }
    return s.str();
}

/// The seen flag of the corner of `c` at point `p`, or -1 when none is there.
int seen_at(const CoverResult& c, Point p) {
    for (const CornerSight& corner : c.corners) {
        if (std::abs(corner.corner.x - p.x) < 1e-6 && std::abs(corner.corner.y - p.y) < 1e-6) {
            return corner.seen ? 1 : 0;
        }
    }
    return -1;
}

} // namespace

TEST(SightSymmetry, MirroredAndRotatedPositionsGiveMirroredAndRotatedAnswers) {
    std::mt19937 rng(16);
    constexpr int kPositions = 10000;
    constexpr int kPerMap = 20;
    int visible = 0;
    int half = 0;
    for (int done = 0; done < kPositions;) {
        const BattleMap m = grazing_map(rng);
        const int n = m.width();
        std::vector<std::pair<BattleMap, Sight>> copies;
        copies.reserve(8);
        for (const Symmetry& s : all_symmetries()) {
            BattleMap t = s.apply(m);
            Sight sight(t);
            copies.emplace_back(std::move(t), std::move(sight));
        }
        for (int k = 0; k < kPerMap && done < kPositions; ++k, ++done) {
            auto cell = [&] {
                return Cell{std::uniform_int_distribution<int>(0, n - 1)(rng),
                            std::uniform_int_distribution<int>(0, n - 1)(rng)};
            };
            const Cell a = cell();
            const Cell b = cell();
            const CoverResult base = copies[0].second.cover(sight_square(a), sight_square(b));
            visible += base.sight.visible;
            half += base.cover == Cover::Half;
            for (std::size_t i = 1; i < 8; ++i) {
                const Symmetry s = all_symmetries()[i];
                const CoverResult c = copies[i].second.cover(sight_square(s.apply(a, n)),
                                                             sight_square(s.apply(b, n)));
                ASSERT_EQ(c.sight.visible, base.sight.visible)
                    << s.name() << ": " << describe(m, a, b);
                ASSERT_EQ(c.cover, base.cover) << s.name() << ": " << describe(m, a, b);
                if (!base.sight.visible) {
                    continue;
                }
                for (const CornerSight& corner : base.corners) {
                    ASSERT_EQ(seen_at(c, s.apply(corner.corner, n)), corner.seen ? 1 : 0)
                        << s.name() << ", corner " << corner.corner.x << "," << corner.corner.y
                        << ": " << describe(m, a, b);
                }
            }
        }
    }
    // The maps are neither all open nor all closed.
    EXPECT_GT(visible, kPositions / 4);
    EXPECT_LT(visible, kPositions);
    EXPECT_GT(half, kPositions / 50);
}

TEST(SightSymmetry, VisibleCellsAreMirroredAndRotated) {
    std::mt19937 rng(1616);
    for (int map = 0; map < 150; ++map) {
        const BattleMap m = grazing_map(rng);
        const int n = m.width();
        const Cell from{std::uniform_int_distribution<int>(0, n - 1)(rng),
                        std::uniform_int_distribution<int>(0, n - 1)(rng)};
        const std::vector<Cell> base = Sight(m).visible_cells(sight_square(from));
        for (const Symmetry& s : all_symmetries()) {
            std::vector<Cell> expected;
            for (Cell c : base) {
                expected.push_back(s.apply(c, n));
            }
            std::sort(expected.begin(), expected.end(),
                      [](Cell p, Cell q) { return p.y < q.y || (p.y == q.y && p.x < q.x); });
            EXPECT_EQ(cells_text(Sight(s.apply(m)).visible_cells(sight_square(s.apply(from, n)))),
                      cells_text(expected))
                << s.name() << ": " << describe(m, from, from);
        }
    }
}

// The case the issue reported: a line from a square's inset corner grazes the
// end of a wall and reaches a corner of a square beyond it. On the 8x8 map,
// the attacker stands on A1 (sight square [0.05, 0.95]^2) and the target on
// D2 (its south-west corner is (3.05, 1.95)). The wall runs from (2, 1) down
// to (2, 5). The only segment from the attacker's square to that corner runs
// from the attacker's corner (0.95, 0.05) through the wall's end (2, 1), so
// the corner is not seen: half cover. The other three corners are seen below
// the wall's end.
TEST(SightSymmetry, ASightLineThroughAWallEndIsBlockedInAllEightSymmetries) {
    BattleMap m(8, 8);
    m.walls().push_back(Wall{{2, 1}, {2, 5}});
    const Cell attacker{0, 0};
    const Cell target{3, 1};
    const Point grazed{3.05, 1.95};
    for (const Symmetry& s : all_symmetries()) {
        const BattleMap t = s.apply(m);
        const Sight sight(t);
        const CoverResult c =
            sight.cover(sight_square(s.apply(attacker, 8)), sight_square(s.apply(target, 8)));
        EXPECT_TRUE(c.sight.visible) << s.name();
        EXPECT_EQ(c.cover, Cover::Half) << s.name();
        for (const CornerSight& corner : c.corners) {
            const Point back = corner.corner;
            const bool is_grazed = std::abs(back.x - s.apply(grazed, 8).x) < 1e-9 &&
                                   std::abs(back.y - s.apply(grazed, 8).y) < 1e-9;
            EXPECT_EQ(corner.seen, !is_grazed)
                << s.name() << ", corner " << back.x << "," << back.y;
        }
        // The same line, asked directly: from the attacker's corner alone.
        const Point from = s.apply(Point{0.95, 0.05}, 8);
        EXPECT_FALSE(sight.sees_point(point_rect(from), s.apply(grazed, 8)).visible) << s.name();
        EXPECT_FALSE(sight.walls().segment_clear(from, s.apply(grazed, 8))) << s.name();
    }
}
