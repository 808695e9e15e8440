#pragma once
/// @file Where the program keeps what it remembers between runs: window
/// layout, view switches, recent files, the player view's screen and table
/// scales.

#include <QSettings>

namespace skirmish::ui {

/// The program's settings (organisation and application "Skirmish"; under
/// QStandardPaths' test mode in the tests).
QSettings appSettings();

} // namespace skirmish::ui
