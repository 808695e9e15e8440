#include "scene/render.h"

#include "document/encounter_document.h"
#include "scene/background_image.h"
#include "scene/map_scene.h"
#include "scene/move_overlay.h"
#include "scene/sight_overlay.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

double renderPixelsPerCell(const Encounter& enc, const RenderOptions& o) {
    if (o.pixelsPerCell > 0) {
        return o.pixelsPerCell;
    }
    // The background's own scale, up to the most the views keep of it
    // (background_image.h): a bigger one is decoded scaled down anyway.
    const auto& bg = enc.map.background();
    if (bg && bg->pixels_per_cell > 0) {
        return std::min(bg->pixels_per_cell, kMaxPixelsPerCell);
    }
    return 64;
}

QString renderProblem(const Encounter& enc, const RenderOptions& o) {
    for (const QString& id : {o.losFrom, o.reachFrom}) {
        if (!id.isEmpty() && enc.find_unit(id.toStdString()) == nullptr) {
            return QStringLiteral("unknown unit %1").arg(id);
        }
    }
    if (o.view == ViewMode::Players) {
        if (!o.losFrom.isEmpty()) {
            return QStringLiteral("the line-of-sight overlay is drawn in the GM view only");
        }
        if (!o.reachFrom.isEmpty()) {
            return QStringLiteral("the movement range overlay is drawn in the GM view only");
        }
    }
    return {};
}

QImage renderEncounter(const Encounter& enc, const RenderOptions& o) {
    const double ppc = renderPixelsPerCell(enc, o);
    const qint64 w = std::llround(enc.map.width() * ppc);
    const qint64 h = std::llround(enc.map.height() * ppc);
    if (w <= 0 || h <= 0 || w * h > kMaxRenderPixels) {
        return {};
    }
    QImage image(static_cast<int>(w), static_cast<int>(h), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        return {};
    }
    image.fill(QColor(236, 232, 222)); // parchment under maps without a background

    EncounterDocument doc(enc);
    MapScene scene(&doc, ppc);
    scene.setViewMode(o.view);
    scene.setGridVisible(o.grid);
    scene.setLabelsVisible(o.labels);
    scene.setFogShownToGm(o.fogHatch);
    scene.clearSelection();
    if (renderProblem(enc, o).isEmpty()) {
        scene.sightOverlay()->setSourceUnit(o.losFrom); // no-op when empty
        scene.moveOverlay()->setSourceUnit(o.reachFrom);
    }
    scene.moveOverlay()->setReachVisible(!o.reachFrom.isEmpty());
    scene.moveOverlay()->setThreatVisible(o.threat);
    // The views' device caches (the grid, the walls) would each allocate a
    // pixmap as large as the whole picture when no view is painting: paint
    // straight into the image instead.
    for (QGraphicsItem* item : scene.items()) {
        item->setCacheMode(QGraphicsItem::NoCache);
    }

    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                           QPainter::TextAntialiasing);
    const QRectF source = scene.mapRect();
    scene.render(&painter, QRectF(0, 0, static_cast<double>(w), static_cast<double>(h)), source,
                 Qt::IgnoreAspectRatio);
    painter.end();
    return image;
}

} // namespace skirmish::ui
