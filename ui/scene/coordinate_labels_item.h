#pragma once
/// @file CoordinateLabelsItem: column letters (A, B, ...) along the top row
/// and row numbers (1, 2, ...) down the left column, drawn inside the map on
/// small dark plates so they stay legible on a projector.

#include <QGraphicsItem>

namespace skirmish::ui {

class CoordinateLabelsItem : public QGraphicsItem {
public:
    CoordinateLabelsItem(int width, int height, double cellPixels, QGraphicsItem* parent = nullptr);

    void setMapSize(int width, int height);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int width_;
    int height_;
    double cellPixels_;
};

} // namespace skirmish::ui
