#pragma once
/// @file The program's translations: the English plural forms of every
/// text with a count (tr("Copied %n unit(s)", nullptr, n) reads "Copied 1
/// unit", "Copied 2 units"), compiled from translations/skirmish_en.ts into
/// the program.

class QCoreApplication;

namespace skirmish::ui {

/// Installs the translations on `app` (after it is made, before any window).
/// False when the compiled English forms are missing (a broken build).
bool installTranslations(QCoreApplication& app);

} // namespace skirmish::ui
