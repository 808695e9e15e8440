#pragma once
/// @file Who a scene is drawn for.

namespace skirmish::ui {

/// Gm shows everything (hidden units faded); Players leaves out hidden units.
enum class ViewMode { Gm, Players };

} // namespace skirmish::ui
