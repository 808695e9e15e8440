#pragma once
/// @file Small text and icon helpers shared by the widgets: engine strings
/// (UTF-8) as QString, a unit's shown name, a side's colour swatch.

#include "units/unit.h"

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

/// A 14 px round swatch of a side's colour with a black rim.
QIcon sideSwatch(const QColor& color);

} // namespace skirmish::ui
