#pragma once
/// @file GridItem: the grid lines over the whole map (one line per cell edge).

#include <QGraphicsItem>

namespace skirmish::ui {

class GridItem : public QGraphicsItem {
public:
    /// A grid of `width` x `height` cells of `cellPixels` scene px.
    GridItem(int width, int height, double cellPixels, QGraphicsItem* parent = nullptr);

    void setMapSize(int width, int height);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int width_;
    int height_;
    double cellPixels_;
};

} // namespace skirmish::ui
