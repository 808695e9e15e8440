#include "encounter/area_template.h"

#include "encounter/encounter.h"
#include "rules/turn_context.h"

#include <algorithm>
#include <cstdint>

namespace skirmish {
namespace {

__extension__ typedef __int128 Wide;

/// The centre of `c` less the origin, and the direction: half squares,
/// exact integers.
struct Frame {
    std::int64_t vx, vy; ///< centre - origin
    std::int64_t dx, dy; ///< toward - origin
};

Frame frame(const AreaTemplate& t, Cell c) {
    return {2 * std::int64_t{c.x} + 1 - t.origin.x2, 2 * std::int64_t{c.y} + 1 - t.origin.y2,
            std::int64_t{t.toward.x2} - t.origin.x2, std::int64_t{t.toward.y2} - t.origin.y2};
}

std::string half_text(int v2) {
    return std::to_string(v2 / 2) + (v2 % 2 != 0 ? ".5" : "");
}

} // namespace

std::string_view to_string(TemplateShape s) {
    switch (s) {
    case TemplateShape::Cone:
        return "cone";
    case TemplateShape::Line:
        return "line";
    default:
        return "circle";
    }
}

std::optional<TemplateShape> parse_template_shape(std::string_view text) {
    for (TemplateShape s : {TemplateShape::Circle, TemplateShape::Cone, TemplateShape::Line}) {
        if (text == to_string(s)) {
            return s;
        }
    }
    return std::nullopt;
}

bool template_covers(const AreaTemplate& t, Cell c) {
    const Frame f = frame(t, c);
    const Wide size2 = Wide{2 * t.size}; // the size in half squares
    if (t.shape == TemplateShape::Circle) {
        return Wide{f.vx} * f.vx + Wide{f.vy} * f.vy <= size2 * size2;
    }
    // Along the axis: dot / |d| half squares; across it: cross / |d|.
    const Wide dot = Wide{f.dx} * f.vx + Wide{f.dy} * f.vy;
    const Wide cross = Wide{f.dx} * f.vy - Wide{f.dy} * f.vx;
    const Wide len2 = Wide{f.dx} * f.dx + Wide{f.dy} * f.dy;
    if (dot < 0 || dot * dot > size2 * size2 * len2) {
        return false; // behind the origin or past the far end
    }
    if (t.shape == TemplateShape::Cone) {
        // Half as wide on each side as the distance along: |cross| <= dot / 2.
        return 2 * (cross < 0 ? -cross : cross) <= dot;
    }
    // A line half a square (1 half square) wide on each side.
    return cross * cross <= len2;
}

std::vector<Cell> template_cells(const AreaTemplate& t, int width, int height) {
    std::vector<Cell> out;
    // A cone's far corners lie sqrt(1.25) sizes from its origin.
    const int reach = t.size + (t.size + 1) / 2 + 1;
    const int x0 = std::max(0, t.origin.x2 / 2 - reach);
    const int y0 = std::max(0, t.origin.y2 / 2 - reach);
    const int x1 = std::min(width, t.origin.x2 / 2 + reach + 1);
    const int y1 = std::min(height, t.origin.y2 / 2 + reach + 1);
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            if (template_covers(t, Cell{x, y})) {
                out.push_back(Cell{x, y});
            }
        }
    }
    return out;
}

std::optional<std::string> template_problem(const AreaTemplate& t, int width, int height) {
    if (t.id.empty()) {
        return "A template needs an id";
    }
    const auto off = [&](HalfPoint p) {
        return p.x2 < 0 || p.y2 < 0 || p.x2 > 2 * width || p.y2 > 2 * height;
    };
    if (off(t.origin)) {
        return "The template's origin " + to_text(t.origin) + " is off the map (0 to " +
               std::to_string(width) + " by 0 to " + std::to_string(height) + " squares)";
    }
    if (t.shape != TemplateShape::Circle && off(t.toward)) {
        return "The template points at " + to_text(t.toward) + ", off the map";
    }
    if (t.size < 1 || t.size > AreaTemplate::kMaxSize) {
        return "A template's size is 1 to " + std::to_string(AreaTemplate::kMaxSize) +
               " squares, not " + std::to_string(t.size);
    }
    if (t.shape != TemplateShape::Circle && t.toward == t.origin) {
        return "A " + std::string(to_string(t.shape)) + " needs a direction: a point other " +
               "than its origin";
    }
    return std::nullopt;
}

std::vector<std::string> units_in_template(const Encounter& enc, const AreaTemplate& t) {
    std::vector<std::string> out;
    for (const Unit& u : enc.units) {
        bool in = false;
        for (int dy = 0; dy < u.size && !in; ++dy) {
            for (int dx = 0; dx < u.size && !in; ++dx) {
                in = template_covers(t, Cell{u.cell.x + dx, u.cell.y + dy});
            }
        }
        if (in) {
            out.push_back(u.id);
        }
    }
    return out;
}

std::string to_text(HalfPoint p) {
    return "[" + half_text(p.x2) + ", " + half_text(p.y2) + "]";
}

std::string describe_template(const AreaTemplate& t) {
    std::string name(to_string(t.shape));
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
    const std::string squares = std::to_string(t.size) + (t.size == 1 ? " square" : " squares");
    if (t.shape == TemplateShape::Circle) {
        return name + " " + t.id + " (radius " + squares + " about " + to_text(t.origin) + ")";
    }
    return name + " " + t.id + " (" + squares + " from " + to_text(t.origin) + " towards " +
           to_text(t.toward) + ")";
}

} // namespace skirmish
