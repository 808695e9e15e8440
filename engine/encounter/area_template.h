#pragma once
/// @file Area templates (issue 14 "Area templates"): a circle, cone or line
/// the GM lays on the map to see which squares and units an area effect
/// covers. The seeds give no templated area rule (seed 003's blasts hit
/// zones, rules/area_attack.h), so this is the GM's measuring tool, with
/// the common grid conventions settled here:
///
/// - a template starts on a point of the half-square lattice, in squares
///   from the map's top-left corner: a grid point (`[3, 4]`, the corner
///   shared by cells `[2, 3]` and `[3, 4]`), an edge's middle (`[3, 4.5]`)
///   or a square's centre (`[3.5, 4.5]`), within 0..width by 0..height;
/// - `size` is in squares: a circle's radius, a cone's or a line's length;
/// - a cone or line points from `origin` towards the lattice point
///   `toward` (so its direction snaps to the grid too);
/// - a cone is as wide as it is long at every distance from its origin (a
///   half-angle of atan(1/2)); a line is 1 square wide;
/// - a square is covered when its centre lies in the closed shape. Walls do
///   not stop a template.
///
/// Every test is exact: the centres and points are on the half-square
/// lattice, so it is integer arithmetic (no rounding decides a square).

#include "core/cell.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

struct Encounter;

enum class TemplateShape { Circle, Cone, Line };

/// "circle", "cone", "line".
std::string_view to_string(TemplateShape s);
std::optional<TemplateShape> parse_template_shape(std::string_view text);

/// A point of the half-square lattice: `[x2 / 2, y2 / 2]` squares.
struct HalfPoint {
    int x2 = 0;
    int y2 = 0;
    bool operator==(const HalfPoint&) const = default;
};

struct AreaTemplate {
    static constexpr int kMaxSize = 200;           ///< squares
    static constexpr std::size_t kMaxCount = 1000; ///< templates on one map

    std::string id;
    TemplateShape shape = TemplateShape::Circle;
    HalfPoint origin; ///< where it starts (see the file comment)
    HalfPoint toward; ///< cone and line: the point it points at
    int size = 1;     ///< squares: the radius or the length, 1..kMaxSize

    bool operator==(const AreaTemplate&) const = default;
};

/// True when the centre of square `c` lies in the template (closed shape).
bool template_covers(const AreaTemplate& t, Cell c);

/// The squares of a `width` x `height` map the template covers, row by row.
std::vector<Cell> template_cells(const AreaTemplate& t, int width, int height);

/// Why `t` cannot be laid on a `width` x `height` map, or nullopt: an empty
/// id, an origin off the map, a size outside 1..kMaxSize, or
/// a cone or line whose `toward` is its origin.
std::optional<std::string> template_problem(const AreaTemplate& t, int width, int height);

/// The ids of the units with any square of their footprint covered, in
/// file order.
std::vector<std::string> units_in_template(const Encounter& enc, const AreaTemplate& t);

/// "[3, 4.5]": a lattice point in squares.
std::string to_text(HalfPoint p);

/// "Cone t1 (3 squares from [2, 7.5] towards [5, 7.5])" for the log and the UI.
std::string describe_template(const AreaTemplate& t);

} // namespace skirmish
