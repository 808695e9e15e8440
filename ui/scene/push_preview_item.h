#pragma once
/// @file PushPreviewItem: the forced-movement preview (issue 6): who would
/// be pushed where by a Bull Rush or a Shove, before the GM confirms. Each
/// push is a thick arrow from square to square ending on a ghost token (the
/// unit's initials on its side's colour, a dashed ring in the arrow's
/// colour) that covers what stands there now; the attacker's own step is drawn in
/// white, pushed enemies in red, allies moved to make room in amber. When
/// the forced move cannot happen, the target square is crossed out in red.

#include "core/cell.h"

#include <QColor>
#include <QGraphicsItem>
#include <QString>

#include <optional>
#include <vector>

namespace skirmish::ui {

class PushPreviewItem : public QGraphicsItem {
public:
    /// One arrow: `initials` of the unit moved from `from` to `to`; the
    /// arrow in `colour`, the ghost token filled with `fill` (its side's).
    struct Arrow {
        Cell from;
        Cell to;
        QColor colour;
        QString initials;
        QColor fill = QColor(127, 140, 141);
    };

    explicit PushPreviewItem(double cellPixels, QGraphicsItem* parent = nullptr);

    void setArrows(std::vector<Arrow> arrows);
    const std::vector<Arrow>& arrows() const { return arrows_; }
    /// Crosses `cell` out (an impossible forced move), or clears it.
    void setBlocked(std::optional<Cell> cell);
    std::optional<Cell> blocked() const { return blocked_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF cellRect(Cell c) const;

    double cell_;
    std::vector<Arrow> arrows_;
    std::optional<Cell> blocked_;
};

} // namespace skirmish::ui
