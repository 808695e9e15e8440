#pragma once
/// @file TemplateTool: lays area templates (issue 14 "Area templates";
/// encounter/area_template.h). Press where the area starts (it snaps to the
/// nearest grid point, edge middle or square centre), drag to size and aim
/// it (the length rounds to whole squares, at least 1), release to place
/// it: one PlaceTemplate, and the status bar lists the units it covers.
/// Pressing on a template's origin moves that template; a right-click on
/// a covered square takes off the last template laid over it.

#include "encounter/area_template.h"
#include "tools/tool.h"

#include <QPointF>

#include <optional>

namespace skirmish::ui {

class TemplatePreviewItem;

class TemplateTool : public Tool {
    Q_OBJECT
public:
    explicit TemplateTool(MapScene* scene, QObject* parent = nullptr);
    ~TemplateTool() override;

    TemplateShape shape() const { return shape_; }
    void setShape(TemplateShape s) { shape_ = s; }

    /// The nearest point of the half-square lattice to `scenePos` (px).
    HalfPoint snap(QPointF scenePos) const;
    /// The template a drag from `origin` to `scenePos` lays, with id `id`.
    AreaTemplate shaped(const std::string& id, HalfPoint origin, QPointF scenePos) const;
    /// The first id "t1", "t2", ... no template has.
    std::string freeId() const;

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    void deactivate() override;

    /// Press, drag and release as the mouse does, in scene px; returns
    /// whether the engine placed it. For tests and the keyboard.
    bool place(QPointF pressAt, QPointF releaseAt);
    /// Takes off the last template covering the square under `scenePos`.
    bool removeAt(QPointF scenePos);

private:
    void showPreview(QPointF scenePos);

    TemplateShape shape_ = TemplateShape::Circle;
    std::optional<HalfPoint> origin_;
    std::string id_; ///< the template the drag lays (a new one, or the moved one)
    TemplatePreviewItem* preview_ = nullptr;
};

} // namespace skirmish::ui
