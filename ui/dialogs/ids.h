#pragma once
/// @file Making ids from names: "Orc Archer" -> "orc-archer", made unique
/// with a numeric suffix ("orc-archer-2").

#include <QString>

#include <functional>

namespace skirmish::ui {

/// Lower-case ASCII letters and digits joined by '-'; `fallback` when empty.
QString slugOf(const QString& name, const QString& fallback);

/// slugOf(name) made unique: the first of "slug", "slug-2", "slug-3", ...
/// for which `taken` is false.
QString uniqueId(const QString& name, const QString& fallback,
                 const std::function<bool(const QString&)>& taken);

} // namespace skirmish::ui
