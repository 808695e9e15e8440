#pragma once
/// @file Reading a token image file (issue 15): the bytes are kept as they
/// are (the encounter file embeds them, so a save and a load give them back
/// byte for byte); the engine decides whether it may be set
/// (token_image_problem).

#include "units/unit.h"

#include <QString>

#include <optional>

namespace skirmish::ui {

/// The image file at `path` as a token image (PNG, JPEG or WebP), or
/// nullopt with the reason in `error`: the file cannot be read, is not one
/// of those formats, does not decode, or the engine refuses it (too large,
/// with a suggestion to scale it down).
std::optional<TokenImage> readTokenImage(const QString& path, QString* error);

/// True when `path` names a file whose extension is a token image's
/// (.png, .jpg, .jpeg, .webp), for drag and drop.
bool looksLikeTokenImage(const QString& path);

} // namespace skirmish::ui
