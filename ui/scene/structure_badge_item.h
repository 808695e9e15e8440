#pragma once
/// @file StructureBadgeItem: the structural points left of a wall, window
/// or door (Wall::structure), on the GM's view: a small dark plate with the
/// number at the segment's middle, over the tokens so that a unit standing
/// beside the wall does not hide it. Siege and Digging attacks take the
/// points away (rules/structures.h); the badge only shows them.

#include "map/wall.h"

#include <QGraphicsItem>

namespace skirmish::ui {

class StructureBadgeItem : public QGraphicsItem {
public:
    /// `wall` must have structural points; one cell is `cellPixels` scene px.
    StructureBadgeItem(const Wall& wall, double cellPixels, QGraphicsItem* parent = nullptr);

    int points() const { return points_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int points_;
    QRectF plate_;
    double cellPixels_;
};

} // namespace skirmish::ui
