#include "scene/move_overlay.h"

#include "document/encounter_document.h"
#include "movement/move_rules.h"
#include "movement/threat.h"
#include "scene/map_scene.h"
#include "scene/path_preview_item.h"
#include "scene/scene_items.h"
#include "scene/threat_item.h"

#include <QCoreApplication>
#include <QPair>
#include <QStringList>
#include <QVector>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {
namespace {

/// The centre of a `size` x `size` footprint whose top-left square is `c`.
QPointF footprintCentre(const MapScene* scene, Cell c, int size) {
    return scene->cellToScene(c) +
           QPointF(size * scene->cellPixels() / 2, size * scene->cellPixels() / 2);
}

} // namespace

MoveOverlay::MoveOverlay(MapScene* scene) : scene_(scene) {
    threat_ = new ThreatItem(scene_->cellPixels());
    threat_->setVisible(false);
    scene_->addItem(threat_);
    reach_ = new ReachItem(scene_->cellPixels());
    reach_->setVisible(false);
    scene_->addItem(reach_);
    path_ = new PathPreviewItem(scene_->cellPixels(), scene_->mapRect());
    path_->setVisible(false);
    scene_->addItem(path_);
}

MoveOverlay::~MoveOverlay() {
    deleteSceneItem(threat_);
    deleteSceneItem(reach_);
    deleteSceneItem(path_);
}

void MoveOverlay::setReachVisible(bool on) {
    if (on != reachVisible_) {
        reachVisible_ = on;
        refresh();
    }
}

void MoveOverlay::setThreatVisible(bool on) {
    if (on != threatVisible_) {
        threatVisible_ = on;
        refresh();
    }
}

void MoveOverlay::setSourceUnit(const QString& id) {
    if (id != source_) {
        source_ = id;
        refresh();
    }
}

bool MoveOverlay::reachShown() const {
    return reach_->isVisible();
}

const std::vector<ReachItem::Square>& MoveOverlay::reachSquares() const {
    static const std::vector<ReachItem::Square> none;
    return reach_->isVisible() ? reach_->squares() : none;
}

std::optional<ReachItem::Kind> MoveOverlay::reachKind(Cell c) const {
    for (const ReachItem::Square& s : reachSquares()) {
        if (s.cell == c) {
            return s.kind;
        }
    }
    return std::nullopt;
}

std::vector<Cell> MoveOverlay::threatCells() const {
    return threat_->isVisible() ? threat_->cells() : std::vector<Cell>{};
}

bool MoveOverlay::pathShown() const {
    return path_->isVisible();
}

QString MoveOverlay::distanceText(int squares) const {
    const SquareSize sq = scene_->document()->encounter().map.square();
    if (sq.unit == LengthUnit::Square) {
        return QCoreApplication::translate("MoveOverlay", "%1 sq", "squares").arg(squares);
    }
    const double v = squares * sq.size;
    return QStringLiteral("%1 %2").arg(QString::number(v, 'g', 6),
                                       QString::fromUtf8(to_string(sq.unit)));
}

QString MoveOverlay::unitName(const std::string& id) const {
    const Unit* u = scene_->document()->encounter().find_unit(id);
    return QString::fromStdString(u != nullptr && !u->name.empty() ? u->name : id);
}

Pathfinder MoveOverlay::pathfinder() {
    const Encounter& enc = scene_->document()->encounter();
    return Pathfinder(enc, passability_.get(enc.map));
}

void MoveOverlay::refresh() {
    const Pathfinder pf = pathfinder();
    refreshReach(pf);
    refreshThreat(pf);
    refreshPath(pf);
}

void MoveOverlay::refreshReach(const Pathfinder& pf) {
    const Encounter& enc = scene_->document()->encounter();
    const Unit* src = source_.isEmpty() ? nullptr : enc.find_unit(source_.toStdString());
    cannotMove_.clear();
    if (!reachVisible_ || src == nullptr || scene_->viewMode() != ViewMode::Gm) {
        reach_->setVisible(false);
        return;
    }
    const Reach r = pf.reachable(src->id);
    cannotMove_ = QString::fromStdString(r.cannot_move);
    std::vector<ReachItem::Square> squares;
    squares.reserve(r.squares.size());
    for (const ReachSquare& s : r.squares) {
        const auto kind = !s.provokes.empty() ? ReachItem::Kind::Provokes
                          : s.ends_move       ? ReachItem::Kind::EndsMove
                                              : ReachItem::Kind::Free;
        squares.push_back({s.cell, kind});
    }
    std::vector<Cell> home;
    for (int dy = 0; dy < src->size; ++dy) {
        for (int dx = 0; dx < src->size; ++dx) {
            home.push_back(Cell{src->cell.x + dx, src->cell.y + dy});
        }
    }
    if (squares.empty()) {
        home.clear(); // nothing to outline
    }
    reach_->setSquares(std::move(squares), home);
    reach_->setVisible(true);
}

void MoveOverlay::refreshThreat(const Pathfinder& pf) {
    if (!threatVisible_) {
        threat_->setVisible(false);
        return;
    }
    const Encounter& enc = scene_->document()->encounter();
    const Unit* src = source_.isEmpty() ? nullptr : enc.find_unit(source_.toStdString());
    const bool players = scene_->viewMode() == ViewMode::Players;
    std::vector<Cell> cells;
    for (const Unit& u : enc.units) {
        if ((src != nullptr && !enemies(*src, u)) || (players && !scene_->shownToPlayers(u))) {
            continue;
        }
        const std::vector<Cell> zone = threatened_cells(enc, pf.passability(), u);
        cells.insert(cells.end(), zone.begin(), zone.end());
    }
    threat_->setCells(std::move(cells));
    threat_->setVisible(true);
}

void MoveOverlay::showPath(const QString& unit, Cell to, const std::vector<Cell>& via,
                           bool override, bool numberVia) {
    pathUnit_ = unit;
    pathNumberVia_ = numberVia;
    pathTo_ = to;
    pathVia_ = via;
    pathOverride_ = override;
    refreshPath(pathfinder());
}

void MoveOverlay::clearPath() {
    pathUnit_.clear();
    pathVia_.clear();
    pathResult_.reset();
    path_->setVisible(false);
}

void MoveOverlay::refreshPath(const Pathfinder& pf) {
    pathResult_.reset();
    const Encounter& enc = scene_->document()->encounter();
    const Unit* unit = pathUnit_.isEmpty() ? nullptr : enc.find_unit(pathUnit_.toStdString());
    if (unit == nullptr || scene_->viewMode() != ViewMode::Gm) {
        path_->setVisible(false);
        return;
    }
    PathPreviewItem::Preview p;
    for (const Cell w : pathNumberVia_ ? pathVia_ : std::vector<Cell>{}) {
        p.waypoints.append(footprintCentre(scene_, w, unit->size));
    }
    if (pathOverride_) {
        p.points = {footprintCentre(scene_, unit->cell, unit->size),
                    footprintCentre(scene_, pathTo_, unit->size)};
        p.solidUpTo = 1;
        p.label = QCoreApplication::translate("MoveOverlay", "GM override: place on %1")
                      .arg(QString::fromStdString(to_label(pathTo_)));
        p.waypoints.clear();
    } else {
        PathResult r = pf.path(unit->id, pathTo_, pathVia_);
        for (const Cell c : r.path) {
            p.points.append(footprintCentre(scene_, c, unit->size));
        }
        if (p.points.isEmpty()) { // nowhere to go: a dashed line straight to the goal
            p.points = {footprintCentre(scene_, unit->cell, unit->size),
                        footprintCentre(scene_, pathTo_, unit->size)};
            p.solidUpTo = 0;
        } else {
            const auto stop = std::find(r.path.begin(), r.path.end(), r.stops_at);
            p.solidUpTo = stop == r.path.end() ? static_cast<int>(r.path.size()) - 1
                                               : static_cast<int>(stop - r.path.begin());
        }
        p.ok = r.legal;
        if (r.legal) {
            // "4 sq · 2 left" on plain squares, "20 ft · 10 ft left" with a unit.
            const int left = std::max(0, move_rules(enc, *unit).budget - r.cost);
            const bool plain = enc.map.square().unit == LengthUnit::Square;
            p.label =
                QCoreApplication::translate("MoveOverlay", "%1 \u00b7 %2 left")
                    .arg(distanceText(r.cost), plain ? QString::number(left) : distanceText(left));
        } else {
            p.label = QString::fromStdString(r.reason);
        }
        // One marker per square; several enemies on one square share it.
        QVector<QPair<QPointF, QStringList>> bySquare;
        for (const Provoke& pr : r.provokes) {
            const QPointF centre = scene_->cellToScene(pr.at) +
                                   QPointF(scene_->cellPixels() / 2, scene_->cellPixels() / 2);
            auto same = std::find_if(bySquare.begin(), bySquare.end(),
                                     [&](const auto& m) { return m.first == centre; });
            if (same == bySquare.end()) {
                bySquare.append({centre, {unitName(pr.by)}});
            } else if (!same->second.contains(unitName(pr.by))) {
                same->second.append(unitName(pr.by));
            }
        }
        for (const auto& [centre, names] : std::as_const(bySquare)) {
            // "Orc attacks", "Orc, Goblin attack": the verb agrees with the count.
            p.markers.append(
                {centre,
                 names.size() == 1
                     ? QCoreApplication::translate("MoveOverlay", "%1 attacks").arg(names.front())
                     : QCoreApplication::translate("MoveOverlay", "%1 attack",
                                                   "several units, joined by commas")
                           .arg(names.join(QStringLiteral(", ")))});
        }
        pathResult_ = std::move(r);
    }
    path_->setArea(scene_->mapRect());
    path_->setPreview(std::move(p));
    path_->setVisible(true);
}

} // namespace skirmish::ui
