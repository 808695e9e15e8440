#pragma once
/// @file The program's translations (issue 18): the English plural forms of
/// every text with a count (tr("Copied %n unit(s)", nullptr, n) reads
/// "Copied 1 unit", "Copied 2 units"), compiled from
/// translations/skirmish_en.ts, and a translation for the user's language
/// where the program has one (translations/skirmish_de.ts: the main window
/// and its dialogs in German). All are built into the program under :/i18n.

#include <QLocale>

#include <vector>

class QCoreApplication;
class QTranslator;

namespace skirmish::ui {

/// Installs on `app` (after it is made, before any window) the English forms,
/// then the translation for `locale`'s language if there is one, which then
/// comes first. Returns the translators installed (owned by `app`); empty
/// when the compiled English forms are missing (a broken build). Texts the
/// translation lacks stay in English.
std::vector<QTranslator*> installTranslations(QCoreApplication& app,
                                              const QLocale& locale = QLocale());

} // namespace skirmish::ui
