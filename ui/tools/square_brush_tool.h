#pragma once
/// @file SquareBrushTool: the base of the tools that paint squares with a
/// brush (terrain, fog). Dragging paints the squares under the pointer,
/// shown live as a preview; the whole stroke becomes one engine command
/// when the button is released.

#include "core/cell.h"
#include "tools/cell_stroke.h"
#include "tools/tool.h"

#include <QBrush>
#include <QPen>

#include <vector>

class QGraphicsPathItem;

namespace skirmish::ui {

class SquareBrushTool : public Tool {
    Q_OBJECT
public:
    explicit SquareBrushTool(MapScene* scene, QObject* parent = nullptr);
    ~SquareBrushTool() override;

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    void deactivate() override;

    /// Paints `cells` with the current brush as one command; true when the
    /// engine accepted it.
    virtual bool paint(const std::vector<Cell>& cells) = 0;

protected:
    /// How the stroke's preview is filled and outlined for the current brush.
    virtual QBrush previewFill() const = 0;
    virtual QPen previewPen() const { return Qt::NoPen; }

private:
    void updatePreview();

    bool painting_ = false;
    CellStroke stroke_;
    QGraphicsPathItem* preview_ = nullptr;
};

} // namespace skirmish::ui
