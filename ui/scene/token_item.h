#pragma once
/// @file TokenItem: a unit on the map. A disc in the side's colour over the
/// unit's size x size cells with its initials, the name on a label below,
/// a ring when selected, and a green turn ring while the unit may act; its
/// token image (issue 15), when the unit has one, fills the disc, cropped to
/// a circle inside a ring in the side's colour, in place of the initials;
/// its health (issue 13) as a bar across the top (green, amber below half, red
/// below a quarter) with or without the numbers, its conditions as badges
/// on the right, and a downed unit darkened under a red cross with the
/// word. The item's position is the top-left corner of the unit's
/// footprint in scene px.

#include "units/unit.h"

#include <QColor>
#include <QGraphicsItem>
#include <QImage>
#include <QPixmap>
#include <QString>
#include <QStringList>

#include <optional>

namespace skirmish::ui {

class TokenItem : public QGraphicsItem {
public:
    /// Where the unit stands in the fight, as the map marks it.
    enum class TurnMark {
        None,   ///< outside combat, or not the unit's turn
        MayAct, ///< may act now: a bright green ring
        Acting, ///< taking its turn: a thick green ring in a white halo
    };

    TokenItem(const Unit& unit, QColor color, double cellPixels, QGraphicsItem* parent = nullptr);

    /// What the token shows of the unit's health, as the scene decided from
    /// the engine's health_view() and the players' setting.
    struct Health {
        std::optional<double> fraction = {}; ///< the bar's fill, 0 to 1; none: no bar
        QString numbers = {};                ///< "7/12" on the bar; empty: none
        QString down = {};                   ///< "unconscious": the downed marker
        QStringList badges = {};             ///< conditions, one badge each
        QStringList notes = {};              ///< each condition's effect and duration (the tooltip)
        bool operator==(const Health&) const = default;
    };
    void setHealth(const Health& health);
    const Health& health() const { return health_; }

    QString unitId() const { return id_; }
    /// Refreshes name, size, colour and faded (hidden) look; keeps position.
    void setUnit(const Unit& unit, QColor color);

    /// The gold ring of a selected token (off in the players' view).
    void setSelectionRingVisible(bool on);

    void setTurnMark(TurnMark mark);
    TurnMark turnMark() const { return turnMark_; }

    /// Large, high-contrast name labels (bold, about 0.4 square tall, on an
    /// opaque plate): legible from 2 m on a projected table.
    void setLargeLabel(bool on);
    bool largeLabel() const { return largeLabel_; }
    /// The large label's size as a factor of its default (0.4 square tall):
    /// the player view's Label Size setting. Ignored for small labels.
    void setLabelScale(double factor);
    double labelScale() const { return labelScale_; }

    /// The widest the name label may be, in squares (the scene narrows it so
    /// that the labels of tokens side by side do not overlap; they are
    /// elided instead). At most 3 token widths (large labels: 5 squares).
    void setLabelRoom(double squares);
    double labelRoom() const { return labelRoom_; }
    /// 0: the label hangs just below the token; 1: a label's height lower,
    /// so that the labels of tokens side by side alternate and each may be
    /// twice as wide without covering its neighbour's.
    void setLabelTier(int tier);
    int labelTier() const { return labelTier_; }

    /// "Orc 2" -> "O2", "Goblin Archer" -> "GA", "Roland" -> "Ro".
    static QString initialsOf(const QString& name);
    /// True when the unit's image decoded and is drawn in the disc.
    bool hasImage() const { return !image_.isNull(); }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString tooltipText() const;
    QString id_;
    QString name_;
    QString initials_;
    QColor color_;
    int size_ = 1;
    double cellPixels_;
    bool largeLabel_ = false;
    double labelScale_ = 1.0;
    double labelRoom_ = 1e9; ///< squares
    int labelTier_ = 0;
    bool ringVisible_ = true;
    TurnMark turnMark_ = TurnMark::None;
    Health health_;
    std::optional<TokenImage> imageBytes_; ///< as the unit holds it: decoded again only on change
    QImage image_;                         ///< decoded; null: no image, or it did not decode
    mutable QPixmap cropped_;              ///< image_ cut to a circle at the size last painted

    void paintImage(QPainter* painter, const QRectF& disc) const;
    /// The health bar (and its numbers, when readable at `lod` device
    /// pixels per scene pixel) over the token.
    void paintHealth(QPainter* painter, double s, double lod) const;
    void paintDown(QPainter* painter, const QRectF& disc) const;
    /// The condition chips (and their letters, when readable at `lod`).
    void paintBadges(QPainter* painter, double s, double lod) const;
    void paintFacing(QPainter* painter, const QRectF& disc) const;
    std::optional<Facing> facing_; ///< drawn as a notch on the rim
};

} // namespace skirmish::ui
