#include "tools/zone_tool.h"

#include "dialogs/ids.h"
#include "scene/map_scene.h"
#include "scene/z_order.h"
#include "scene/zone_item.h"

#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

ZoneTool::ZoneTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {}

ZoneTool::~ZoneTool() {
    clearPreview();
}

void ZoneTool::setZone(const QString& id, const QString& name) {
    zoneId_ = id;
    zoneName_ = name.isEmpty() ? id : name;
    erasing_ = false;
    emit zoneChanged();
}

bool ZoneTool::zoneIsNew() const {
    return !zoneId_.isEmpty() && document()->encounter().map.zone_index(zoneId_.toStdString()) < 0;
}

QString ZoneTool::newZoneId(const QString& name) const {
    const BattleMap& map = document()->encounter().map;
    return uniqueId(name, QStringLiteral("zone"),
                    [&map](const QString& id) { return map.zone_index(id.toStdString()) >= 0; });
}

QString ZoneTool::startNewZone(const QString& name) {
    const QString id = newZoneId(name);
    setZone(id, name.trimmed().isEmpty() ? id : name.trimmed());
    return id;
}

bool ZoneTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (button_ != Qt::NoButton ||
        (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)) {
        return false;
    }
    button_ = event->button();
    // Right-drag erases; so does Shift+drag (MapView pans on the right button).
    strokeErases_ =
        erasing_ || button_ == Qt::RightButton || (event->modifiers() & Qt::ShiftModifier) != 0;
    if (!strokeErases_ && zoneId_.isEmpty()) {
        button_ = Qt::NoButton;
        report(tr("Choose a zone, or New zone\u2026, to paint into"));
        return true;
    }
    stroke_.begin(*scene(), event->scenePos());
    updatePreview();
    return true;
}

bool ZoneTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    if (button_ == Qt::NoButton) {
        return false;
    }
    stroke_.extend(*scene(), event->scenePos());
    updatePreview();
    return true;
}

bool ZoneTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    if (button_ == Qt::NoButton || event->button() != button_) {
        return false;
    }
    stroke_.extend(*scene(), event->scenePos());
    updatePreview();
    const bool erase = strokeErases_;
    button_ = Qt::NoButton;
    const std::vector<Cell> cells = stroke_.take();
    clearPreview();
    if (!cells.empty()) {
        if (erase) {
            this->erase(cells);
        } else {
            paint(cells);
        }
    }
    return true;
}

void ZoneTool::deactivate() {
    button_ = Qt::NoButton;
    stroke_.clear();
    clearPreview();
}

bool ZoneTool::paint(const std::vector<Cell>& cells) {
    if (zoneId_.isEmpty()) {
        return false;
    }
    return run(PaintZone{cells, zoneId_.toStdString(), zoneName_.toStdString()});
}

bool ZoneTool::erase(const std::vector<Cell>& cells) {
    return run(PaintZone{cells, std::string(), std::string()});
}

void ZoneTool::updatePreview() {
    if (!preview_) {
        preview_ = new QGraphicsPathItem();
        preview_->setZValue(z::kToolPreview);
        scene()->addItem(preview_);
    }
    const bool erase = strokeErases_;
    QColor color(255, 255, 255);
    if (!erase) {
        const ZoneItem* zones = scene()->zoneItem();
        const int index = document()->encounter().map.zone_index(zoneId_.toStdString());
        color = index >= 0 ? zones->color(index) : zones->colorForNew(zoneId_);
    }
    QColor fill = color;
    fill.setAlpha(erase ? 120 : 110);
    preview_->setBrush(fill);
    QPen pen(erase ? QColor(200, 30, 30, 200) : color.darker(130));
    pen.setWidthF(std::max(1.0, scene()->cellPixels() / 32.0));
    pen.setStyle(erase ? Qt::DashLine : Qt::SolidLine);
    preview_->setPen(pen);
    const double c = scene()->cellPixels();
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (const Cell& cell : stroke_.cells()) {
        path.addRect(cell.x * c, cell.y * c, c, c);
    }
    preview_->setPath(path.simplified());
}

void ZoneTool::clearPreview() {
    discard(preview_);
}

} // namespace skirmish::ui
