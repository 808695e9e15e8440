#pragma once
/// @file ThreatItem: enemy melee zones, tinted red and translucent with a
/// dashed red edge around them. The cells come from the engine
/// (threatened_cells); the item only paints them. Scene px, origin.

#include "core/cell.h"

#include <QColor>
#include <QGraphicsItem>
#include <QLineF>
#include <QRectF>
#include <QVector>

#include <vector>

namespace skirmish::ui {

class ThreatItem : public QGraphicsItem {
public:
    explicit ThreatItem(double cellPixels, QGraphicsItem* parent = nullptr);

    /// Tints `cells` (any order; duplicates are ignored).
    void setCells(std::vector<Cell> cells);
    /// The tinted cells, sorted by row, then column.
    const std::vector<Cell>& cells() const { return cells_; }

    static QColor tintColor();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    double cellPixels_;
    QRectF bounds_;
    std::vector<Cell> cells_;
    QVector<QLineF> edge_;
};

} // namespace skirmish::ui
