#pragma once
/// @file ReachItem: the selected unit's movement range, one tint per square:
/// green where it can move freely, amber where the move would end there,
/// red where getting there provokes an opportunity attack (red wins over
/// amber). A thin outline goes around the whole area, the unit's own
/// squares included. The squares come from the engine
/// (Pathfinder::reachable); the item only paints them. Scene px, origin.

#include "core/cell.h"

#include <QColor>
#include <QGraphicsItem>
#include <QLineF>
#include <QRectF>
#include <QVector>

#include <vector>

namespace skirmish::ui {

class ReachItem : public QGraphicsItem {
public:
    /// How a reachable square is tinted.
    enum class Kind { Free, EndsMove, Provokes };
    struct Square {
        Cell cell;
        Kind kind = Kind::Free;
    };

    explicit ReachItem(double cellPixels, QGraphicsItem* parent = nullptr);

    /// Shows `squares`, outlined together with `home` (the unit's own squares).
    void setSquares(std::vector<Square> squares, const std::vector<Cell>& home);
    const std::vector<Square>& squares() const { return squares_; }

    static QColor color(Kind kind);
    static QColor outlineColor();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    double cellPixels_;
    QRectF bounds_;
    std::vector<Square> squares_;
    QVector<QLineF> outline_;
};

} // namespace skirmish::ui
