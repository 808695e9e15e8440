#pragma once
/// @file Decoding a map's background image (issue 16). Qt refuses images
/// over 128 MB decoded by default, and a big export (a 10,000 px square
/// floor) is over it: the limit is raised to kMaxDecodedMegabytes while a
/// background is decoded, and an image with more pixels per square than
/// the views need is decoded scaled down to kMaxPixelsPerCell. Past the
/// limit, the reason says so (the walls and everything else of the map
/// are unaffected).

#include "map/battle_map.h"

#include <QImage>
#include <QString>

namespace skirmish::ui {

/// The most a background may take decoded, in MB (QImageReader's limit).
inline constexpr int kMaxDecodedMegabytes = 1024;
/// The most image pixels per square kept: the GM view at its largest zoom
/// shows a square at about 512 px, the projector at a few hundred.
inline constexpr double kMaxPixelsPerCell = 256;

struct DecodedBackground {
    QImage image;             ///< null when it could not be decoded
    double pixelsPerCell = 0; ///< of `image` (less than the file's when scaled down)
    QString problem;          ///< why `image` is null, in words
};

/// Decodes `background` (PNG, JPEG or WebP bytes), scaled down to at most
/// kMaxPixelsPerCell per square, within `limitMegabytes` decoded. Qt's
/// limit is one for the whole process; the one in force before is back
/// when this returns. Call it from one thread at a time (the GUI thread
/// and the CLI do).
DecodedBackground decodeBackground(const Background& background,
                                   int limitMegabytes = kMaxDecodedMegabytes);

} // namespace skirmish::ui
