#pragma once
/// @file The icons of the toolbar's and menus' actions (issue 18): the
/// desktop theme's icon where the freedesktop naming specification has one,
/// otherwise (and when the theme lacks it) the bundled SVG from
/// resources/icons/actions/.

#include <QIcon>
#include <QString>

class QAction;

namespace skirmish::ui {

/// The bundled icon `name` (resources/icons/actions/NAME.svg), or the
/// theme's `themeName` when given and the theme has it. A null icon when
/// neither exists (a name missing from the resources: a bug the GUI tests
/// catch).
QIcon actionIcon(const QString& name, const QString& themeName = QString());

/// Makes the tooltip of `action` name its shortcut, "Grid (G)", when it
/// does not yet; keeps any description below the first line.
void tipWithShortcut(QAction* action);

} // namespace skirmish::ui
