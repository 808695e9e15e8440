#pragma once
/// @file Small text and icon helpers shared by the widgets: engine strings
/// (UTF-8) as QString, a unit's or side's shown name, a side's colour and
/// its swatch.

#include "encounter/encounter.h"

#include <QColor>
#include <QIcon>
#include <QString>

#include <string>

namespace skirmish::ui {

/// A UTF-8 engine string as a QString.
inline QString q(const std::string& s) {
    return QString::fromStdString(s);
}

/// The unit's name, or its id when it has none.
inline QString nameOf(const Unit& u) {
    return q(u.name.empty() ? u.id : u.name);
}

/// The side's name, or its id when it has none.
inline QString nameOf(const Side& s) {
    return q(s.name.empty() ? s.id : s.name);
}

/// The colour of side `id`, or `fallback` when there is no such side or its
/// colour is not valid.
QColor sideColour(const Encounter& enc, const std::string& id,
                  const QColor& fallback = QColor(127, 140, 141));

/// A 14 px round swatch of a side's colour with a black rim.
QIcon sideSwatch(const QColor& color);

} // namespace skirmish::ui
