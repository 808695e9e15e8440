#pragma once
// Helpers shared by the ui tests: a small encounter built in code, windows
// shown on screen, pixel counting, squares by label and QStrings in failure
// messages.

#include "encounter/encounter.h"

#include <QColor>
#include <QImage>
#include <QRect>
#include <QSettings>
#include <QSize>
#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

#include <functional>
#include <ostream>

class QAction;
class QMenu;
class QWidget;

// QStrings print as text in a failing test's message.
QT_BEGIN_NAMESPACE
inline void PrintTo(const QString& s, std::ostream* os) {
    *os << '"' << s.toStdString() << '"';
}
QT_END_NAMESPACE

namespace skirmish::ui {
class MainWindow;
} // namespace skirmish::ui

namespace skirmish::ui::test {

/// The first action of `menu` whose text, without its '&', starts with
/// `text`, or nullptr.
QAction* menuEntry(QMenu* menu, const QString& text);

/// A 10x8 map: sides "heroes" (#2e86de) and "ghosts" (#00c000), units
/// "knight" (Knight, C3) and hidden "spook" (Spook, H6, side ghosts), a
/// closed door from [5,2] to [5,3] in a wall along x = 5, and a window.
Encounter smallEncounter();

/// Resizes `window` to `size`, shows it, waits until it is on screen and
/// then processes pending events; fails, without processing them, when the
/// window is not exposed in time.
::testing::AssertionResult showWindow(QWidget& window, QSize size);

/// Makes `window` quiet, opens `enc` as a new encounter and shows the window
/// at `size` as showWindow() does, fitting the map to the window before the
/// pending events are processed.
::testing::AssertionResult openEncounter(MainWindow& window, Encounter enc, QSize size);

/// The settings where the program keeps them (organisation and application
/// "Skirmish"), named here rather than through ui::appSettings(): a test
/// that reads them also pins where earlier versions kept them, so that a
/// user's layout and player view survive an upgrade.
QSettings storedSettings();

/// Forgets the player view's remembered settings (screen, camera, label
/// size, geometry, table scales), so that a test opening it starts afresh
/// and leaves nothing for the next test in the same process.
void clearPlayerSettings();

/// Path of the bundled sample encounter.
QString sampleDungeonPath();

/// Pixels of `image` inside `area` (whole image when null) for which `pred` holds.
int countPixels(const QImage& image, const std::function<bool(QColor)>& pred, QRect area = QRect());

/// The visible widgets under `root` one can tab to or click (buttons,
/// choices, fields, lists, views) that have no accessible name, each as
/// "class \"objectName\" in window-or-dock title".
QStringList unnamed(QWidget* root);

/// The square of a label such as "C8"; the label must be valid.
inline Cell at(const char* label) {
    return *parse_label(label);
}

/// True when `c` is within `tol` of `want` in each of r, g, b.
bool near(QColor c, QColor want, int tol = 10);

} // namespace skirmish::ui::test
