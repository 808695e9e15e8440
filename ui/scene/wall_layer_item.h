#pragma once
/// @file WallLayerItem: every wall, window and door the scene shows, painted
/// as one layer into a device cache (issue 17). Their translucent
/// antialiased strokes cost about 3 ms a frame with a quarter of a 200 x
/// 200 map's 2,000 walls in view; once painted per zoom, scroll or wall
/// change, a repaint blits the layer. The WallItems stay the scene's record
/// of each wall (its place, and whether the players' view shows it).

#include <QGraphicsItem>

#include <vector>

namespace skirmish::ui {

class WallItem;

class WallLayerItem : public QGraphicsItem {
public:
    /// Paints the visible items of `walls` (owned by the scene, kept up to
    /// date by it) over a `width` x `height` cell map of `cellPixels` px.
    WallLayerItem(const std::vector<WallItem*>* walls, double cellPixels);

    /// The map's size or its walls changed, or which are shown: paint again.
    void refresh(int width, int height);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    const std::vector<WallItem*>* walls_;
    double cellPixels_;
    QRectF bounds_;
};

} // namespace skirmish::ui
