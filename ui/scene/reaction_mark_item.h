#pragma once
/// @file ReactionMarkItem: a pending reaction on the map (issue 6). The
/// square where the mover provoked is outlined in orange with a "!" badge,
/// the reactor gets an orange ring, and a dashed orange arrow runs from the
/// reactor to the provoking square, so the GM sees at a glance who may
/// strike whom, and where.

#include "core/cell.h"

#include <QGraphicsItem>

namespace skirmish::ui {

class ReactionMarkItem : public QGraphicsItem {
public:
    explicit ReactionMarkItem(double cellPixels, QGraphicsItem* parent = nullptr);

    /// The provoking square `at` and the reactor's footprint (top-left
    /// `reactor`, `reactorSize` squares wide).
    void setMark(Cell at, Cell reactor, int reactorSize);
    Cell at() const { return at_; }
    Cell reactor() const { return reactor_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF squareRect(Cell c, int size) const;

    double cell_;
    Cell at_{0, 0};
    Cell reactor_{0, 0};
    int reactorSize_ = 1;
};

} // namespace skirmish::ui
