#pragma once
/// @file ZoneItem: the map's zones (`factions` moves by zone). Each zone is a
/// translucent tint in its own colour with an inset outline along its
/// boundary (the Areas layer, under the grid), and its name on a plate near
/// its centre, clear of the tokens (the Names layer, over grid and walls,
/// under the tokens). Zones are public: the same in the GM's and the
/// players' views.

#include "core/cell.h"

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace skirmish {
class BattleMap;
struct Encounter;
} // namespace skirmish

namespace skirmish::ui {

class ZoneItem : public QGraphicsItem {
public:
    /// What an item draws; the scene stacks one of each.
    enum class Layer { Areas, Names };

    /// `enc` must outlive the item; one cell is `cellPixels` scene px.
    ZoneItem(const Encounter* enc, double cellPixels, Layer layer = Layer::Areas,
             QGraphicsItem* parent = nullptr);

    Layer layer() const { return layer_; }

    /// Call after the zones, their squares or the units changed (the name
    /// plate avoids squares with a unit on them).
    void refresh();

    /// The squares of zone `index` (into BattleMap::zones()), row by row.
    std::vector<Cell> cells(int index) const;
    /// The names on the plates, in zone order (zones without squares have none).
    QStringList labels() const;
    /// The square under zone `index`'s name plate, or nullopt when it has no squares.
    std::optional<Cell> labelCell(int index) const;
    /// Zone `index`'s colour (opaque; the tint is a translucent version).
    QColor color(int index) const;
    /// The colour a zone with this id gets when it is added after the current ones.
    QColor colorForNew(const QString& id) const;

    /// The palette: 8 hues that stay apart from each other, the parchment and the terrain.
    static const std::vector<QColor>& palette();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct Shape {
        QString name;
        QColor color;
        std::vector<Cell> cells;
        QPainterPath fill;
        QPainterPath outline;
        std::optional<Cell> label;
        QString text; ///< the name, elided when very long
        QRectF plate; ///< scene px
        bool operator==(const Shape&) const = default;
    };

    QFont labelFont() const;
    void placeLabel(Shape& s, int index);

    const Encounter* enc_;
    double cellPixels_;
    Layer layer_;
    QRectF rect_;
    std::vector<Shape> shapes_;
    std::vector<int> slots_; ///< palette slot per zone
};

} // namespace skirmish::ui
