#pragma once
/// @file KeyPath: the path the arrow keys build for the selected unit
/// (issue 15: "arrow keys build one path with a preview, and Enter commits
/// it as a single move"). Each arrow adds the neighbouring square; an arrow
/// back onto the square before takes the last step back. It only keeps
/// squares: the engine checks and prices the path (MoveOverlay::showPath
/// previews it, MapScene::moveUnit makes the move). Cells are [x, y],
/// 0-based; a step is one square in x and/or y.

#include "core/cell.h"

#include <QString>

#include <vector>

namespace skirmish::ui {

class KeyPath {
public:
    /// Keeps the path when it belongs to `unit` starting on `start`;
    /// otherwise starts an empty one there.
    void follow(const QString& unit, Cell start);
    /// Adds the square (dx, dy) from the last one, or takes the last step
    /// back when that square is the one before it.
    void step(int dx, int dy);
    void clear();

    bool empty() const { return steps_.empty(); }
    const QString& unit() const { return unit_; }
    Cell start() const { return start_; }
    /// The squares after the start, in order.
    const std::vector<Cell>& steps() const { return steps_; }
    /// The last square. Only when !empty().
    Cell goal() const { return steps_.back(); }
    /// The squares the move must pass, before the goal.
    std::vector<Cell> via() const;

private:
    QString unit_;
    Cell start_{};
    std::vector<Cell> steps_;
};

} // namespace skirmish::ui
