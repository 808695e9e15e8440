#pragma once
/// @file FogItem: the fog of war over the whole map. For the players, dark
/// squares are covered with opaque near-black and explored ones dimmed; it
/// sits over walls and tokens so nothing in a dark square shows. For the
/// GM, the squares the players do not see now are hatched under the walls
/// and tokens (dark ones with a light grey tint too).

#include "fog/fog_of_war.h"

#include <QColor>
#include <QGraphicsItem>

#include <vector>

namespace skirmish::ui {

class FogItem : public QGraphicsItem {
public:
    enum class Style { Players, Gm };

    explicit FogItem(double cellPixels, QGraphicsItem* parent = nullptr);

    Style style() const { return style_; }
    /// Switches the look and the stacking order (z::kFog or z::kFogHatch).
    void setStyle(Style style);

    /// What the players see of each square: row-major over a `width` x
    /// `height` map (an empty vector draws no fog). Only the squares whose
    /// sight changed are repainted (none when nothing changed).
    void setSight(int width, int height, const std::vector<PlayerSight>& sight);

    /// Number of squares drawn dark / explored.
    int darkCount() const { return darkCount_; }
    int exploredCount() const { return exploredCount_; }

    /// The players' colour of dark squares (#0b0b0f, opaque).
    static QColor darkColor();
    /// The players' dim over explored squares (a dark blue at 55%).
    static QColor exploredColor();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    /// Diagonal hatch lines over `rect` (already clipped to what is exposed).
    void paintHatch(QPainter* painter, const QRectF& rect, QColor color) const;

    double cellPixels_;
    Style style_ = Style::Gm;
    QRectF bounds_;
    std::vector<PlayerSight> sight_; ///< as last set, to repaint only what changes
    // One rectangle per run of equal squares in a row, row by row: painting
    // looks only at the rows that are exposed.
    std::vector<QRectF> dark_;
    std::vector<QRectF> explored_;
    int darkCount_ = 0;
    int exploredCount_ = 0;
};

} // namespace skirmish::ui
