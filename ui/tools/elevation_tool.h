#pragma once
/// @file ElevationTool: a brush that sets the elevation level (0..4) of the
/// squares dragged over (issue 14; seed 000 "Situational Modifiers"); the
/// whole stroke becomes one SetElevation command (see SquareBrushTool).

#include "tools/square_brush_tool.h"

namespace skirmish::ui {

class ElevationTool : public SquareBrushTool {
    Q_OBJECT
public:
    explicit ElevationTool(MapScene* scene, QObject* parent = nullptr)
        : SquareBrushTool(scene, parent) {}

    int level() const { return level_; }
    void setLevel(int level) { level_ = level; }

    bool paint(const std::vector<Cell>& cells) override;

protected:
    QBrush previewFill() const override;

private:
    int level_ = 1;
};

} // namespace skirmish::ui
