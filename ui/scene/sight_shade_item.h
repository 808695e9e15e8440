#pragma once
/// @file SightShadeItem: a dark translucent shade over the cells a unit
/// cannot see. The cells come from the engine (Sight::visible_cells); the
/// item only paints them. Positioned at the scene origin, in scene px.

#include "core/cell.h"

#include <QGraphicsItem>
#include <QRectF>
#include <QVector>

#include <vector>

namespace skirmish::ui {

class SightShadeItem : public QGraphicsItem {
public:
    explicit SightShadeItem(double cellPixels, QGraphicsItem* parent = nullptr);

    /// Shades `hidden` (cells of a map of `width` x `height`), sorted by row
    /// then column or not; duplicates are ignored. The same cells on a map
    /// of the same size repaint nothing.
    void setHiddenCells(std::vector<Cell> hidden, int width, int height);
    /// The shaded cells, sorted by row, then column.
    const std::vector<Cell>& hiddenCells() const { return hidden_; }

    /// The shade colour (dark blue-black, about 55% opaque).
    static QColor shadeColor();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    double cellPixels_;
    QRectF bounds_;
    std::vector<Cell> hidden_;
    QVector<QRectF> runs_; ///< one rectangle per horizontal run of hidden cells
};

} // namespace skirmish::ui
