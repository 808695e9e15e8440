#include "scene/zone_item.h"

#include "encounter/encounter.h"
#include "map/battle_map.h"
#include "scene/overlay_palette.h"
#include "scene/z_order.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>

namespace skirmish::ui {
namespace {

/// FNV-1a of the id's UTF-8: the same colour in every run (qHash is seeded).
std::uint32_t stableHash(const QString& id) {
    std::uint32_t h = 2166136261u;
    for (const char ch : id.toUtf8()) {
        h ^= static_cast<unsigned char>(ch);
        h *= 16777619u;
    }
    return h;
}

/// The hash's slot, or the next one no earlier zone uses while any is free.
int pickSlot(const QString& id, const std::vector<int>& taken) {
    const int n = static_cast<int>(ZoneItem::palette().size());
    const int first = static_cast<int>(stableHash(id) % static_cast<std::uint32_t>(n));
    if (static_cast<int>(taken.size()) >= n) {
        return first;
    }
    for (int k = 0; k < n; ++k) {
        const int slot = (first + k) % n;
        if (std::find(taken.begin(), taken.end(), slot) == taken.end()) {
            return slot;
        }
    }
    return first;
}

} // namespace

ZoneItem::ZoneItem(const Encounter* enc, double cellPixels, Layer layer, QGraphicsItem* parent)
    : QGraphicsItem(parent), enc_(enc), cellPixels_(cellPixels), layer_(layer) {
    setZValue(layer == Layer::Areas ? z::kZones : z::kZoneNames);
    setAcceptedMouseButtons(Qt::NoButton);
    refresh();
}

const std::vector<QColor>& ZoneItem::palette() {
    static const std::vector<QColor> colors = {
        QColor(31, 119, 220), // blue
        QColor(220, 40, 60),  // red
        QColor(30, 160, 70),  // green
        QColor(150, 70, 200), // purple
        QColor(0, 170, 190),  // teal
        QColor(225, 90, 180), // pink
        QColor(140, 160, 0),  // olive
        QColor(235, 130, 0),  // orange
    };
    return colors;
}

void ZoneItem::refresh() {
    const BattleMap& map = enc_->map;
    const double c = cellPixels_;
    const QRectF rect(0, 0, map.width() * c, map.height() * c);
    if (rect != rect_) {
        prepareGeometryChange();
        rect_ = rect;
    }
    // Issue 17: a unit's move refreshes the zones (their names keep clear
    // of the tokens) but mostly changes nothing; then nothing is repainted,
    // instead of the whole map in both views.
    const std::vector<Shape> before = std::move(shapes_);
    const auto unchanged = [&] { return shapes_ == before; };

    const auto& zones = map.zones();
    shapes_.assign(zones.size(), Shape{});
    slots_.clear();
    for (std::size_t i = 0; i < zones.size(); ++i) {
        const QString id = QString::fromStdString(zones[i].id);
        slots_.push_back(pickSlot(id, slots_));
        shapes_[i].name = QString::fromStdString(zones[i].name);
        shapes_[i].color = palette()[static_cast<std::size_t>(slots_.back())];
        shapes_[i].fill.setFillRule(Qt::WindingFill);
        shapes_[i].outline.setFillRule(Qt::WindingFill);
    }
    if (zones.empty()) {
        if (!unchanged()) {
            update();
        }
        return;
    }

    // The outline is a band inside the zone along its boundary, so two
    // zones that touch both keep their own edge.
    const double w = std::max(2.0, c * 0.12);
    const auto zoneAt = [&map](int x, int y) {
        const Cell cell{x, y};
        return map.contains(cell) ? map.zone_at(cell) : -1;
    };
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const int z = zoneAt(x, y);
            if (z < 0 || z >= static_cast<int>(shapes_.size())) {
                continue;
            }
            Shape& s = shapes_[static_cast<std::size_t>(z)];
            s.cells.push_back(Cell{x, y});
            const QRectF r(x * c, y * c, c, c);
            s.fill.addRect(r);
            const bool left = zoneAt(x - 1, y) == z;
            const bool right = zoneAt(x + 1, y) == z;
            const bool up = zoneAt(x, y - 1) == z;
            const bool down = zoneAt(x, y + 1) == z;
            if (!left) {
                s.outline.addRect(QRectF(r.left(), r.top(), w, c));
            }
            if (!right) {
                s.outline.addRect(QRectF(r.right() - w, r.top(), w, c));
            }
            if (!up) {
                s.outline.addRect(QRectF(r.left(), r.top(), c, w));
            }
            if (!down) {
                s.outline.addRect(QRectF(r.left(), r.bottom() - w, c, w));
            }
            // Inner corners: both sides in the zone, the diagonal not.
            if (left && up && zoneAt(x - 1, y - 1) != z) {
                s.outline.addRect(QRectF(r.left(), r.top(), w, w));
            }
            if (right && up && zoneAt(x + 1, y - 1) != z) {
                s.outline.addRect(QRectF(r.right() - w, r.top(), w, w));
            }
            if (left && down && zoneAt(x - 1, y + 1) != z) {
                s.outline.addRect(QRectF(r.left(), r.bottom() - w, w, w));
            }
            if (right && down && zoneAt(x + 1, y + 1) != z) {
                s.outline.addRect(QRectF(r.right() - w, r.bottom() - w, w, w));
            }
        }
    }

    for (std::size_t i = 0; i < shapes_.size(); ++i) {
        placeLabel(shapes_[i], static_cast<int>(i));
    }
    if (!unchanged()) {
        update();
    }
}

QFont ZoneItem::labelFont() const {
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setBold(true);
    font.setPixelSize(std::max(7, static_cast<int>(std::lround(cellPixels_ * 0.3))));
    return font;
}

void ZoneItem::placeLabel(Shape& s, int index) {
    if (s.cells.empty() || s.name.isEmpty()) {
        return;
    }
    const BattleMap& map = enc_->map;
    const double c = cellPixels_;
    const QFontMetricsF fm(labelFont());
    s.text = fm.elidedText(s.name, Qt::ElideRight, c * 4);
    const double pad = std::max(2.0, c * 0.07);
    const QSizeF size(fm.horizontalAdvance(s.text) + 2 * pad, fm.ascent() + fm.descent() + pad);
    const auto plateAt = [&](Cell cell) {
        QRectF plate(QPointF(), size);
        plate.moveCenter(QPointF((cell.x + 0.5) * c, (cell.y + 0.5) * c));
        // On the map (its left/top edge wins when the plate is the larger).
        plate.moveLeft(
            std::max(rect_.left(), std::min(plate.left(), rect_.right() - plate.width())));
        plate.moveTop(
            std::max(rect_.top(), std::min(plate.top(), rect_.bottom() - plate.height())));
        return plate;
    };

    // Tokens (with their name tags) and the coordinate plates along the
    // top and left edges would cover the name: keep clear of them.
    std::vector<QRectF> avoid;
    for (const Unit& u : enc_->units) {
        avoid.emplace_back(QRectF(u.cell.x * c, u.cell.y * c, u.size * c, u.size * c)
                               .adjusted(-0.2 * c, 0, 0.2 * c, 0.15 * c));
    }
    avoid.emplace_back(QRectF(0, 0, rect_.width(), 0.4 * c));
    avoid.emplace_back(QRectF(0, 0, 0.4 * c, rect_.height()));
    // Walls and doors should not run under the plate either (their boxes,
    // for the walls near the zone).
    QRectF zoneBox;
    for (const Cell& cell : s.cells) {
        zoneBox |= QRectF(cell.x * c, cell.y * c, c, c);
    }
    zoneBox.adjust(-2 * c, -c, 2 * c, c);
    std::vector<QRectF> walls;
    for (const Wall& w : map.walls()) {
        const QRectF box =
            QRectF(QPointF(w.from.x * c, w.from.y * c), QPointF(w.to.x * c, w.to.y * c))
                .normalized()
                .adjusted(-0.05 * c, -0.05 * c, 0.05 * c, 0.05 * c);
        if (box.intersects(zoneBox)) {
            walls.push_back(box);
        }
    }

    double cx = 0;
    double cy = 0;
    for (const Cell& cell : s.cells) {
        cx += cell.x + 0.5;
        cy += cell.y + 0.5;
    }
    cx /= static_cast<double>(s.cells.size());
    cy /= static_cast<double>(s.cells.size());
    std::vector<std::pair<double, Cell>> byDistance;
    byDistance.reserve(s.cells.size());
    for (const Cell& cell : s.cells) {
        byDistance.emplace_back(std::hypot(cell.x + 0.5 - cx, cell.y + 0.5 - cy), cell);
    }
    std::sort(byDistance.begin(), byDistance.end());
    // The square nearest the centroid whose plate is clear and inside the
    // zone; a few hundred candidates are plenty.
    const std::size_t candidates = std::min<std::size_t>(byDistance.size(), 400);
    double best = 0;
    for (std::size_t k = 0; k < candidates; ++k) {
        const auto& [distance, cell] = byDistance[k];
        const QRectF plate = plateAt(cell);
        double score = distance;
        for (const QRectF& r : avoid) {
            if (r.intersects(plate)) {
                score += 100;
            }
        }
        for (const QRectF& r : walls) {
            if (r.intersects(plate)) {
                score += 20;
            }
        }
        const double e = 0.1 * c;
        for (const QPointF& p :
             {plate.topLeft() + QPointF(e, e), plate.topRight() + QPointF(-e, e),
              plate.bottomLeft() + QPointF(e, -e), plate.bottomRight() + QPointF(-e, -e)}) {
            const Cell at{static_cast<int>(std::floor(p.x() / c)),
                          static_cast<int>(std::floor(p.y() / c))};
            if (!map.contains(at) || map.zone_at(at) != index) {
                score += 3;
            }
        }
        if (!s.label || score < best - 1e-9) {
            best = score;
            s.label = cell;
            s.plate = plate;
        }
    }
}

std::vector<Cell> ZoneItem::cells(int index) const {
    if (index < 0 || index >= static_cast<int>(shapes_.size())) {
        return {};
    }
    return shapes_[static_cast<std::size_t>(index)].cells;
}

QStringList ZoneItem::labels() const {
    QStringList out;
    for (const Shape& s : shapes_) {
        if (s.label) {
            out << s.name;
        }
    }
    return out;
}

std::optional<Cell> ZoneItem::labelCell(int index) const {
    if (index < 0 || index >= static_cast<int>(shapes_.size())) {
        return std::nullopt;
    }
    return shapes_[static_cast<std::size_t>(index)].label;
}

QColor ZoneItem::color(int index) const {
    if (index < 0 || index >= static_cast<int>(shapes_.size())) {
        return {};
    }
    return shapes_[static_cast<std::size_t>(index)].color;
}

QColor ZoneItem::colorForNew(const QString& id) const {
    return palette()[static_cast<std::size_t>(pickSlot(id, slots_))];
}

QRectF ZoneItem::boundingRect() const {
    return rect_;
}

void ZoneItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (layer_ == Layer::Areas) {
        painter->setPen(Qt::NoPen);
        for (const Shape& s : shapes_) {
            QColor tint = s.color;
            tint.setAlpha(OverlayPalette::current().zoneTintAlpha);
            painter->fillPath(s.fill, tint);
        }
        for (const Shape& s : shapes_) {
            QColor edge = s.color.darker(115);
            edge.setAlpha(OverlayPalette::current().zoneEdgeAlpha);
            painter->fillPath(s.outline, edge);
        }
        return;
    }

    // Names: dark bold text on a light plate edged in the zone's colour,
    // in scene units so they scale with the map like the coordinates.
    const double c = cellPixels_;
    painter->setFont(labelFont());
    const QFontMetricsF fm(painter->font());
    const double pad = std::max(2.0, c * 0.07);
    for (const Shape& s : shapes_) {
        if (!s.label || s.text.isEmpty()) {
            continue;
        }
        painter->setPen(QPen(s.color.darker(115), std::max(1.5, c * 0.04)));
        painter->setBrush(QColor(255, 255, 255, 235));
        painter->drawRoundedRect(s.plate, pad, pad);
        painter->setPen(QColor(25, 25, 30));
        painter->drawText(QPointF(s.plate.left() + pad, s.plate.top() + pad / 2 + fm.ascent()),
                          s.text);
    }
}

} // namespace skirmish::ui
