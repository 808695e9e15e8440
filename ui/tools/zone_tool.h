#pragma once
/// @file ZoneTool: paints squares into a zone (`factions` moves by zone).
/// Dragging paints the squares under the pointer into the chosen zone and
/// the whole stroke becomes one PaintZone command on release; right- or
/// Shift+drag, or choosing to erase, takes the squares out of any zone. A new zone
/// exists in the map from its first stroke on.

#include "core/cell.h"
#include "tools/cell_stroke.h"
#include "tools/tool.h"

#include <QPointF>
#include <QString>

#include <set>
#include <vector>

class QGraphicsPathItem;

namespace skirmish::ui {

class ZoneTool : public Tool {
    Q_OBJECT
public:
    explicit ZoneTool(MapScene* scene, QObject* parent = nullptr);
    ~ZoneTool() override;

    /// The zone strokes paint into: an existing zone's id, or a new one
    /// (added, with `name`, by the first stroke). Stops erasing.
    void setZone(const QString& id, const QString& name = {});
    QString zoneId() const { return zoneId_; }
    QString zoneName() const { return zoneName_; }
    /// True while the zone `zoneId()` is not in the map yet.
    bool zoneIsNew() const;

    /// Left strokes erase instead of painting (right and Shift strokes always erase).
    void setErasing(bool on) { erasing_ = on; }
    bool isErasing() const { return erasing_; }

    /// An id for a new zone named `name`: its slug ("Great Hall" ->
    /// "great-hall"), made unique among the map's zones ("great-hall-2").
    QString newZoneId(const QString& name) const;
    /// Chooses a new zone named `name` (id from newZoneId()); returns the id.
    QString startNewZone(const QString& name);

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    void deactivate() override;

    /// Paints `cells` into the chosen zone as one command (true when accepted).
    bool paint(const std::vector<Cell>& cells);
    /// Takes `cells` out of their zones as one command (true when accepted).
    bool erase(const std::vector<Cell>& cells);

signals:
    /// The chosen zone or the erase mode changed.
    void zoneChanged();

private:
    void updatePreview();
    void clearPreview();

    QString zoneId_;
    QString zoneName_;
    bool erasing_ = false;
    Qt::MouseButton button_ = Qt::NoButton; ///< the button of the stroke under way
    bool strokeErases_ = false;
    CellStroke stroke_;
    QGraphicsPathItem* preview_ = nullptr;
};

} // namespace skirmish::ui
