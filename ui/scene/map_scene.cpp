#include "scene/map_scene.h"

#include "document/encounter_document.h"
#include "document/token_image_file.h"
#include "scene/background_item.h"
#include "scene/coordinate_labels_item.h"
#include "scene/device_cache.h"
#include "scene/elevation_item.h"
#include "scene/fog_item.h"
#include "scene/grid_item.h"
#include "scene/move_overlay.h"
#include "scene/result_float_item.h"
#include "scene/sight_overlay.h"
#include "scene/structure_badge_item.h"
#include "scene/template_item.h"
#include "scene/terrain_item.h"
#include "scene/token_item.h"
#include "scene/wall_item.h"
#include "scene/wall_layer_item.h"
#include "scene/z_order.h"
#include "scene/zone_item.h"
#include "tools/tool.h"

#include "rules/health.h"
#include "rules/ruleset.h"
#include "rules/squads.h"
#include "rules/turn_summary.h"

#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMimeData>
#include <QPainter>
#include <QPixmapCache>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <set>
#include <type_traits>

namespace skirmish::ui {

namespace {
constexpr double kRiderScale = 0.6; ///< a rider's token beside its mount's
} // namespace

MapScene::MapScene(EncounterDocument* doc, double cellPixels, QObject* parent)
    : QGraphicsScene(parent), doc_(doc), cellPixels_(cellPixels > 0 ? cellPixels : 64) {
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    // The grid's and the walls' device caches (GridItem, WallLayerItem) are
    // each up to 1.44 times a view's viewport, kept in QPixmapCache: at its
    // default 10 MB, the GM's and the players' views at 1920 x 1080 (8 MB
    // a grid) evicted each other on every frame. Room for two 4K views.
    constexpr int kCacheKb = 320 * 1024;
    if (QPixmapCache::cacheLimit() < kCacheKb) {
        QPixmapCache::setCacheLimit(kCacheKb);
    }
    connect(doc_, &EncounterDocument::eventsApplied, this, &MapScene::onEvents);
    connect(doc_, &EncounterDocument::encounterReset, this, &MapScene::rebuild);
    connect(doc_, &EncounterDocument::settingsChanged, this, &MapScene::rebuild); // the ruleset
    // An armed special move is for the very next command.
    connect(doc_, &EncounterDocument::eventsApplied, this, [this] { setMoveMode(QString()); });
    connect(doc_, &EncounterDocument::encounterReset, this, [this] { setMoveMode(QString()); });
    connect(this, &QGraphicsScene::selectionChanged, this, &MapScene::notifySelection);
    rebuild();
    sightOverlay_ = new SightOverlay(this);
    sightOverlay_->setSourceUnit(selectedUnitId());
    moveOverlay_ = new MoveOverlay(this);
    moveOverlay_->setSourceUnit(selectedUnitId());
}

MapScene::~MapScene() {
    // Delete the items while this is still a MapScene, without signals.
    blockSignals(true);
    delete sightOverlay_;
    sightOverlay_ = nullptr;
    delete moveOverlay_;
    moveOverlay_ = nullptr;
    walls_.clear();
    wallLayer_ = nullptr;
    structureBadges_.clear();
    tokens_.clear();
    background_ = nullptr;
    terrain_ = nullptr;
    elevation_ = nullptr;
    templates_ = nullptr;
    templateSquares_ = nullptr;
    zones_ = nullptr;
    zoneNames_ = nullptr;
    grid_ = nullptr;
    labels_ = nullptr;
    fog_ = nullptr;
    clear();
}

QRectF MapScene::mapRect() const {
    const auto& m = doc_->encounter().map;
    return QRectF(0, 0, m.width() * cellPixels_, m.height() * cellPixels_);
}

void MapScene::setViewMode(ViewMode mode) {
    if (mode != viewMode_) {
        viewMode_ = mode;
        if (fog_) {
            fog_->setStyle(mode == ViewMode::Players ? FogItem::Style::Players
                                                     : FogItem::Style::Gm);
            fog_->setVisible(mode == ViewMode::Players || fogShownToGm_);
        }
        if (elevation_) {
            elevation_->setVisible(mode == ViewMode::Gm);
        }
        rebuildStructureBadges(); // structural points: the GM's
        applyWallFog();
        invalidate(sceneRect(), QGraphicsScene::BackgroundLayer); // the backdrop's colour
        rebuildTokens();
        if (sightOverlay_) {
            sightOverlay_->refresh();
        }
        if (moveOverlay_) {
            moveOverlay_->refresh();
        }
    }
}

void MapScene::setFogShownToGm(bool on) {
    fogShownToGm_ = on;
    if (fog_) {
        fog_->setVisible(viewMode_ == ViewMode::Players || on);
    }
}

PlayerSight MapScene::playerSight(Cell c) const {
    const auto& m = doc_->encounter().map;
    if (!m.contains(c)) {
        return PlayerSight::Dark;
    }
    const std::size_t i = static_cast<std::size_t>(c.y) * m.width() + c.x;
    return i < playerSight_.size() ? playerSight_[i] : PlayerSight::Visible;
}

bool MapScene::shownToPlayers(const Unit& u) const {
    // The rule is the engine's; the scene only keeps the party's sight.
    const Encounter& enc = doc_->encounter();
    return shown_to_players(enc, doc_->partySight().mask(), u);
}

void MapScene::updateSight() {
    const Encounter& enc = doc_->encounter();
    const int w = enc.map.width();
    const int h = enc.map.height();
    const std::size_t n = static_cast<std::size_t>(w) * h;
    if (!enc.fog.enabled) {
        sightValid_ = false; // recomputed when fog is turned on again
        partySight_.clear();
        playerSight_.assign(n, PlayerSight::Visible);
    } else {
        if (!sightValid_ || partySight_.size() != n) {
            // The document keeps the party's sight up to date, looking again
            // only at the units an event moved.
            partySight_ = doc_->partySight().mask();
            ++sightComputations_;
            sightValid_ = true;
        }
        playerSight_.resize(n);
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                playerSight_[static_cast<std::size_t>(y) * w + x] =
                    player_sight(enc, partySight_, Cell{x, y});
            }
        }
    }
    if (fog_) {
        fog_->setSight(w, h, playerSight_);
    }
}

void MapScene::applyWallFog() {
    bool changed = false;
    for (WallItem* item : walls_) {
        bool shown = true;
        if (viewMode_ == ViewMode::Players) {
            const std::vector<Cell>& cells = item->cells();
            shown = std::any_of(cells.begin(), cells.end(),
                                [this](Cell c) { return playerSight(c) != PlayerSight::Dark; });
        }
        changed = changed || shown != item->isVisible();
        item->setVisible(shown);
    }
    if (changed) { // the layer's cached picture holds only the walls shown
        refreshWallLayer();
    }
}

void MapScene::refreshWallLayer() {
    if (wallLayer_) {
        const BattleMap& map = doc_->encounter().map;
        wallLayer_->refresh(map.width(), map.height());
    }
}

void MapScene::setGridVisible(bool on) {
    gridVisible_ = on;
    if (grid_) {
        grid_->setVisible(on);
    }
}

void MapScene::repaintOverlays() {
    for (QGraphicsItem* item : items()) {
        dropDeviceCaches(item);
    }
}

void MapScene::setZonesVisible(bool on) {
    zonesVisible_ = on;
    if (zones_) {
        zones_->setVisible(on);
        zoneNames_->setVisible(on);
    }
}

void MapScene::setLabelsVisible(bool on) {
    labelsVisible_ = on;
    if (labels_) {
        labels_->setVisible(on);
    }
}

QPointF MapScene::cellToScene(Cell c) const {
    return {c.x * cellPixels_, c.y * cellPixels_};
}

Cell MapScene::sceneToCell(QPointF p) const {
    return Cell{static_cast<int>(std::floor(p.x() / cellPixels_)),
                static_cast<int>(std::floor(p.y() / cellPixels_))};
}

QPointF MapScene::pointToScene(Point p) const {
    return {p.x * cellPixels_, p.y * cellPixels_};
}

Point MapScene::sceneToPoint(QPointF p) const {
    return Point{p.x() / cellPixels_, p.y() / cellPixels_};
}

std::optional<QString> MapScene::moveUnit(const QString& id, Cell to, const std::vector<Cell>& via,
                                          bool free) {
    const Unit* unit = doc_->encounter().find_unit(id.toStdString());
    if (unit == nullptr) {
        return tr("There is no unit \"%1\"").arg(id);
    }
    const QString name = QString::fromStdString(unit->name.empty() ? unit->id : unit->name);
    const std::string as = free ? std::string() : moveMode_.toStdString();
    const MoveUnit move{unit->id, to, via, free, as};
    // In a fight the GM's placement is an override: the engine logs it as
    // one (issue 15), and nothing is spent.
    const bool logged = free && doc_->encounter().combat.active;
    if (auto why = doc_->execute(logged ? Command(override_of(move)) : Command(move))) {
        return why;
    }
    if (free) {
        showMessage(
            tr("GM override: placed %1 on %2").arg(name, QString::fromStdString(to_label(to))));
    }
    return std::nullopt;
}

std::optional<QString> MapScene::moveUnits(const QStringList& ids, Cell by) {
    const Encounter& enc = doc_->encounter();
    std::vector<const Unit*> units;
    for (const QString& id : ids) {
        if (const Unit* u = enc.find_unit(id.toStdString())) {
            units.push_back(u);
        }
    }
    // A rider goes with its mount (rules/mounts.h): only the mount moves.
    std::erase_if(units, [&](const Unit* u) {
        return !u->mount.empty() && std::any_of(units.begin(), units.end(),
                                                [&](const Unit* m) { return m->id == u->mount; });
    });
    if (units.empty() || by == Cell{0, 0}) {
        return std::nullopt;
    }
    // The leading units first, so that none steps into a square another of
    // them still holds.
    std::stable_sort(units.begin(), units.end(), [by](const Unit* a, const Unit* b) {
        return a->cell.x * by.x + a->cell.y * by.y > b->cell.x * by.x + b->cell.y * by.y;
    });
    std::vector<Command> commands;
    for (const Unit* u : units) {
        const MoveUnit m{u->id, Cell{u->cell.x + by.x, u->cell.y + by.y}, {}, true, {}};
        Override placed = override_of(m);
        placed.place_only = true; // no turn starts for whichever unit goes first
        commands.push_back(enc.combat.active ? Command(placed) : Command(m));
    }
    const int n = static_cast<int>(commands.size());
    const auto why = doc_->executeAll(commands, tr("Place %n units", nullptr, n));
    if (!why) {
        showMessage(tr("Placed %n units", nullptr, n));
    }
    return why;
}

void MapScene::setMoveMode(const QString& as) {
    if (as != moveMode_) {
        moveMode_ = as;
        emit moveModeChanged(as);
    }
}

QString MapScene::selectedUnitId() const {
    // The first one selected stays the one the overlays follow.
    if (TokenItem* kept = token(lastSelected_); kept != nullptr && kept->isSelected()) {
        return lastSelected_;
    }
    for (QGraphicsItem* item : selectedItems()) {
        if (auto* token = dynamic_cast<TokenItem*>(item)) {
            return token->unitId();
        }
    }
    return {};
}

QStringList MapScene::selectedUnitIds() const {
    QStringList out;
    const QString first = selectedUnitId();
    if (!first.isEmpty()) {
        out << first;
    }
    for (QGraphicsItem* item : selectedItems()) {
        if (auto* t = dynamic_cast<TokenItem*>(item); t != nullptr && t->unitId() != first) {
            out << t->unitId();
        }
    }
    return out;
}

void MapScene::selectUnits(const QStringList& ids) {
    QString lead;
    {
        const QSignalBlocker block(this);
        clearSelection();
        for (const QString& id : ids) {
            if (TokenItem* t = token(id)) {
                t->setSelected(true);
                lead = lead.isEmpty() ? id : lead;
            }
        }
    }
    setLead(lead);
    emit selectionChanged(); // blocked above; notifySelection keeps the lead
}

void MapScene::toggleUnitSelected(const QString& id) {
    if (TokenItem* t = token(id)) {
        t->setSelected(!t->isSelected()); // selectionChanged -> notifySelection
    }
}

void MapScene::selectUnit(const QString& id) {
    TokenItem* target = token(id);
    if (target && target->isSelected() && selectedItems().size() == 1) {
        return;
    }
    {
        const QSignalBlocker block(this);
        clearSelection();
        if (target) {
            target->setSelected(true);
        }
    }
    notifySelection();
}

void MapScene::notifySelection() {
    setLead(selectedUnitId());
}

void MapScene::setLead(const QString& id) {
    if (id != lastSelected_) {
        lastSelected_ = id;
        if (sightOverlay_) {
            sightOverlay_->setSourceUnit(id);
        }
        if (moveOverlay_) {
            moveOverlay_->setSourceUnit(id);
        }
        emit selectedUnitChanged(id);
    }
}

void MapScene::setTool(Tool* tool) {
    if (tool_ == tool) {
        return;
    }
    if (tool_) {
        tool_->deactivate();
    }
    tool_ = tool;
}

void MapScene::rebuild() {
    const Encounter& enc = doc_->encounter();
    const int w = enc.map.width();
    const int h = enc.map.height();
    if (sightOverlay_) {
        sightOverlay_->invalidateSight(); // a new map: new walls
    }
    if (!background_) {
        background_ = new BackgroundItem(cellPixels_);
        addItem(background_);
        terrain_ = new TerrainItem(&enc.map, cellPixels_);
        addItem(terrain_);
        elevation_ = new ElevationItem(&enc.map, cellPixels_);
        elevation_->setVisible(viewMode_ == ViewMode::Gm); // the players see the map only
        addItem(elevation_);
        templateSquares_ = new TemplateItem(&enc, cellPixels_, TemplateItem::Layer::Squares);
        addItem(templateSquares_); // both views
        templates_ = new TemplateItem(&enc, cellPixels_, TemplateItem::Layer::Outlines);
        addItem(templates_);
        zones_ = new ZoneItem(&enc, cellPixels_, ZoneItem::Layer::Areas);
        addItem(zones_);
        zoneNames_ = new ZoneItem(&enc, cellPixels_, ZoneItem::Layer::Names);
        addItem(zoneNames_);
        grid_ = new GridItem(w, h, cellPixels_);
        addItem(grid_);
        wallLayer_ = new WallLayerItem(&walls_, cellPixels_);
        addItem(wallLayer_);
        labels_ = new CoordinateLabelsItem(w, h, cellPixels_);
        addItem(labels_);
        fog_ = new FogItem(cellPixels_);
        fog_->setStyle(viewMode_ == ViewMode::Players ? FogItem::Style::Players
                                                      : FogItem::Style::Gm);
        fog_->setVisible(viewMode_ == ViewMode::Players || fogShownToGm_);
        addItem(fog_);
    }
    if (!background_->setBackground(enc.map.background())) {
        emit message(tr("The map shows no background: %1").arg(background_->problem()));
    }
    terrain_->refresh();
    elevation_->refresh();
    templateSquares_->refresh();
    templates_->refresh();
    zones_->refresh();
    zoneNames_->refresh();
    setZonesVisible(zonesVisible_);
    grid_->setMapSize(w, h);
    grid_->setVisible(gridVisible_);
    labels_->setMapSize(w, h);
    labels_->setVisible(labelsVisible_);
    sightValid_ = false; // a new encounter
    updateSight();
    rebuildWalls();
    rebuildTokens();
    updateSceneRect();
    if (sightOverlay_) {
        sightOverlay_->refresh();
    }
    if (moveOverlay_) {
        moveOverlay_->clearPath(); // a new encounter: no drag under way
        moveOverlay_->refresh();
    }
}

void MapScene::updateSceneRect() {
    const double m = cellPixels_;
    setSceneRect(mapRect().adjusted(-m, -m, m, m));
}

void MapScene::rebuildWalls() {
    for (WallItem* item : walls_) {
        removeItem(item);
        delete item;
    }
    walls_.clear();
    const auto& walls = doc_->encounter().map.walls();
    walls_.reserve(walls.size());
    for (std::size_t i = 0; i < walls.size(); ++i) {
        auto* item = new WallItem(walls[i], i, cellPixels_);
        addItem(item);
        walls_.push_back(item);
    }
    rebuildStructureBadges();
    applyWallFog();
    refreshWallLayer(); // new walls
}

void MapScene::rebuildStructureBadges() {
    for (StructureBadgeItem* item : structureBadges_) {
        removeItem(item);
        delete item;
    }
    structureBadges_.clear();
    if (viewMode_ != ViewMode::Gm) {
        return;
    }
    for (const Wall& w : doc_->encounter().map.walls()) {
        if (w.structure) {
            auto* item = new StructureBadgeItem(w, cellPixels_);
            addItem(item);
            structureBadges_.push_back(item);
        }
    }
}

void MapScene::rebuildTokens() {
    const QString selected = selectedUnitId();
    {
        const QSignalBlocker block(this);
        for (TokenItem* item : std::as_const(tokens_)) {
            removeItem(item);
            delete item;
        }
        tokens_.clear();
        for (const Unit& u : doc_->encounter().units) {
            syncToken(QString::fromStdString(u.id), &u);
        }
        if (TokenItem* t = token(selected)) {
            t->setSelected(true);
        }
    }
    updateLabelRooms();
    notifySelection();
}

void MapScene::syncToken(const QString& id) {
    syncToken(id, doc_->encounter().find_unit(id.toStdString()));
}

void MapScene::syncToken(const QString& id, const Unit* unit) {
    const Encounter& enc = doc_->encounter();
    TokenItem* item = tokens_.value(id, nullptr);
    const bool shown = unit && (viewMode_ == ViewMode::Gm || shownToPlayers(*unit));
    if (!shown) {
        if (item) {
            tokens_.remove(id);
            removeItem(item);
            delete item;
        }
        return;
    }
    const Side* side = enc.find_side(unit->side);
    const QColor color = side ? QColor(QString::fromStdString(side->color)) : QColor();
    if (!item) {
        item = new TokenItem(*unit, color, cellPixels_);
        addItem(item);
        tokens_.insert(id, item);
    } else {
        item->setUnit(*unit, color);
    }
    item->setSelectionRingVisible(viewMode_ == ViewMode::Gm);
    item->setTurnMark(turnMark(id));
    item->setHealth(tokenHealth(*unit, side));
    // A rider (issue 14, rules/mounts.h) sits on its mount's square: drawn
    // smaller in the square's top-right corner, over the mount.
    const bool rides = !unit->mount.empty();
    item->setScale(rides ? kRiderScale : 1.0);
    item->setPos(cellToScene(unit->cell) +
                 (rides ? QPointF(cellPixels_ * unit->size * (1.0 - kRiderScale), 0) : QPointF()));
    // Tokens higher up the map are drawn on top, so that a name label
    // hanging below its token is not hidden by the token in the row below;
    // within a row later units are on top (Encounter::unit_at picks the last).
    const double n = static_cast<double>(enc.units.size()) + 1.0;
    const double index =
        rides ? n - 0.5 : static_cast<double>(unit - enc.units.data()); // riders on top
    const double rowsBelow = enc.map.height() - (unit->cell.y + unit->size);
    item->setZValue(z::kTokens + (rowsBelow * n + index) / ((enc.map.height() + 1.0) * n));
}

void MapScene::updateLabelRooms() {
    struct Span {
        TokenItem* item;
        int row; ///< the footprint's bottom row, where the label hangs
        int x0;
        int x1;       ///< one past the last column
        int tier = 0; ///< TokenItem::setLabelTier
    };
    std::vector<Span> spans;
    const Encounter& enc = doc_->encounter();
    // In the units' order (a token per unit shown), so that the work stays
    // linear in the units: a lookup by id for each token was quadratic.
    std::vector<const Unit*> shown;
    for (const Unit& u : enc.units) {
        if (TokenItem* item = tokens_.value(QString::fromStdString(u.id), nullptr)) {
            spans.push_back({item, u.cell.y + u.size - 1, u.cell.x, u.cell.x + u.size});
            shown.push_back(&u);
        }
    }
    // Along a row, tokens touching side by side alternate their labels'
    // tiers, so that each label shares its room only with every other one.
    // Stable: a rider and its mount share a span, and the units' order
    // (riders after their mounts in the z order too) decides between them.
    std::stable_sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) {
        return a.row != b.row ? a.row < b.row : a.x0 < b.x0;
    });
    // A lower label hangs into the row below: only where no token stands
    // there, so that it never covers one.
    std::set<std::pair<int, int>> occupied;
    for (const Unit* u : shown) {
        for (int y = u->cell.y; y < u->cell.y + u->size; ++y) {
            for (int x = u->cell.x; x < u->cell.x + u->size; ++x) {
                occupied.insert({x, y});
            }
        }
    }
    const auto below_free = [&](const Span& sp) {
        for (int x = sp.x0; x < sp.x1; ++x) {
            if (occupied.contains({x, sp.row + 1})) {
                return false;
            }
        }
        return true;
    };
    for (std::size_t i = 1; i < spans.size(); ++i) {
        const Span& prev = spans[i - 1];
        if (spans[i].row == prev.row && spans[i].x0 <= prev.x1 && prev.tier == 0 &&
            below_free(spans[i])) {
            spans[i].tier = 1;
        }
    }
    // The gaps to the nearest label of the same row and tier on each side:
    // the largest end at or before a span's start, the smallest start at or
    // after its end, found by binary search in each group's sorted ends and
    // starts (spans are sorted by row, then start).
    for (std::size_t lo = 0; lo < spans.size();) {
        std::size_t hi = lo;
        while (hi < spans.size() && spans[hi].row == spans[lo].row) {
            ++hi;
        }
        for (const int tier : {0, 1}) {
            std::vector<int> starts;
            std::vector<int> ends;
            for (std::size_t i = lo; i < hi; ++i) {
                if (spans[i].tier == tier) {
                    starts.push_back(spans[i].x0);
                    ends.push_back(spans[i].x1);
                }
            }
            std::sort(starts.begin(), starts.end());
            std::sort(ends.begin(), ends.end());
            for (std::size_t i = lo; i < hi; ++i) {
                const Span& a = spans[i];
                if (a.tier != tier) {
                    continue;
                }
                int left = 1'000'000;
                int right = 1'000'000;
                // A span's own end is after its start, its own start before
                // its end: neither search finds itself.
                if (auto e = std::upper_bound(ends.begin(), ends.end(), a.x0); e != ends.begin()) {
                    left = a.x0 - *std::prev(e);
                }
                if (auto b = std::lower_bound(starts.begin(), starts.end(), a.x1);
                    b != starts.end()) {
                    right = *b - a.x1;
                }
                // Centred labels share the gaps with their neighbours.
                a.item->setLabelTier(a.tier);
                a.item->setLabelRoom((a.x1 - a.x0) + std::min(left, right));
            }
        }
        lo = hi;
    }
}

TokenItem::Health MapScene::tokenHealth(const Unit& unit, const Side* side) const {
    const Encounter& enc = doc_->encounter();
    const HealthView view = health_view(enc.ruleset.rules(), unit);
    TokenItem::Health h;
    h.down = QString::fromStdString(view.down);
    for (const std::string& b : view.badges) {
        h.badges << QString::fromStdString(b);
    }
    if (viewMode_ == ViewMode::Gm) {
        for (const std::string& n : view.notes) {
            h.notes << QString::fromStdString(n);
        }
        // Who leads a squad: the GM's only (seed 000 "Combat Squads":
        // "Squad Leadership is not visible to other Sides").
        for (const Squad& squad : enc.squads) {
            if (acting_leader(enc, squad) == unit.id) {
                h.badges.prepend(tr("Leads %1").arg(QString::fromStdString(squad.name)));
                h.notes << QString::fromStdString(squad_heading(enc, squad));
            }
        }
    }
    // The GM sees the numbers; the players what the encounter's setting allows.
    const HealthShown shown = viewMode_ == ViewMode::Gm         ? HealthShown::Numbers
                              : side != nullptr && side->player ? enc.player_health.party
                                                                : enc.player_health.enemies;
    if (view.pools.empty() || shown == HealthShown::Nothing) {
        return h;
    }
    for (const std::string& s : view.states) {
        h.badges << QString::fromStdString(s);
    }
    h.fraction = view.fraction();
    if (shown == HealthShown::Numbers) {
        QStringList parts;
        for (const PoolView& p : view.pools) {
            parts << (p.max ? QStringLiteral("%1/%2").arg(p.value).arg(*p.max)
                            : QString::number(p.value));
        }
        h.numbers = parts.join(QStringLiteral(" \u00B7 "));
    } else if (!h.fraction) {
        h.fraction = 1.0; // a bar without a maximum: players see only that it stands
    }
    return h;
}

TokenItem::TurnMark MapScene::turnMark(const QString& id) const {
    const TurnSummary& s = doc_->turnSummary(); // empty outside combat
    const std::string unit = id.toStdString();
    if (!s.acting.empty() && unit == s.acting) {
        return TokenItem::TurnMark::Acting;
    }
    return std::find(s.may_act.begin(), s.may_act.end(), unit) != s.may_act.end()
               ? TokenItem::TurnMark::MayAct
               : TokenItem::TurnMark::None;
}

void MapScene::applyTurnMarks() {
    for (auto it = tokens_.cbegin(); it != tokens_.cend(); ++it) {
        it.value()->setTurnMark(turnMark(it.key()));
    }
}

void MapScene::floatResult(const Unit& before, const Unit& after) {
    const HealthModel& model = doc_->encounter().ruleset.rules().health;
    const int delta = health_left(after, model) - health_left(before, model);
    TokenItem* token = tokens_.value(QString::fromStdString(after.id), nullptr);
    if (delta == 0 || token == nullptr) {
        return;
    }
    // What this view may say of the unit's health: the numbers, a word, or
    // nothing (the encounter's player_health setting).
    const TokenItem::Health shown = tokenHealth(after, doc_->encounter().find_side(after.side));
    if (!shown.fraction && shown.numbers.isEmpty()) {
        return;
    }
    const QString text = !shown.numbers.isEmpty()
                             ? (delta < 0 ? QStringLiteral("\u2212%1").arg(-delta)
                                          : QStringLiteral("+%1").arg(delta))
                             : (delta < 0 ? tr("hit") : tr("healed"));
    const QColor color = delta < 0 ? QColor(255, 82, 82) : QColor(80, 230, 120);
    addItem(new ResultFloatItem(text, color, cellToScene(after.cell), cellPixels_ * after.size,
                                cellPixels_));
}

void MapScene::floatMiss(const std::string& unit) {
    TokenItem* token = tokens_.value(QString::fromStdString(unit), nullptr);
    const Unit* u = doc_->encounter().find_unit(unit);
    if (token == nullptr || u == nullptr || !token->isVisible()) {
        return;
    }
    addItem(new ResultFloatItem(tr("miss"), QColor(230, 230, 230), cellToScene(u->cell),
                                cellPixels_ * u->size, cellPixels_));
}

QStringList MapScene::floatingResults() const {
    QStringList out;
    for (QGraphicsItem* item : items()) {
        if (auto* f = dynamic_cast<ResultFloatItem*>(item)) {
            out << f->text();
        }
    }
    return out;
}

void MapScene::onEvents(const std::vector<Event>& events, bool undone) {
    bool walls = false;
    bool tokens = false;
    bool zones = false;
    bool sight = false; // the party's line of sight may have changed
    bool fog = false;   // what the players see may have changed
    for (const Event& ev : events) {
        const bool fogEvent = std::holds_alternative<FogEnabledChanged>(ev) ||
                              std::holds_alternative<FogCellsChanged>(ev);
        const bool zoneEvent =
            std::holds_alternative<ZoneAdded>(ev) || std::holds_alternative<ZoneCellsChanged>(ev);
        const bool templateEvent = std::holds_alternative<TemplateAdded>(ev) ||
                                   std::holds_alternative<TemplateRemoved>(ev) ||
                                   std::holds_alternative<SquadsChanged>(ev);
        sight = sight || (!fogEvent && !zoneEvent && !templateEvent);
        fog = fog || fogEvent;
    }
    if (sight) {
        sightValid_ = false;
    }
    if (sight || fog) {
        updateSight(); // before the tokens below are synced
    }
    for (const Event& ev : events) {
        std::visit(
            [&](const auto& e) {
                using E = std::decay_t<decltype(e)>;
                if constexpr (std::is_same_v<E, UnitMoved>) {
                    syncToken(QString::fromStdString(e.unit));
                    zones = true; // the name plates avoid the tokens
                } else if constexpr (std::is_same_v<E, UnitChanged>) {
                    syncToken(QString::fromStdString(e.after.id));
                    zones = true;
                    // A fallen leader hands its squad on: another token's badge.
                    tokens = tokens || !doc_->encounter().squads.empty();
                    if (!undone) {
                        floatResult(e.before, e.after);
                    }
                } else if constexpr (std::is_same_v<E, LogAdded>) {
                    for (const LogEntry& entry : e.entries) {
                        if (!undone && !entry.missed.empty()) {
                            floatMiss(entry.missed);
                        }
                    }
                } else if constexpr (std::is_same_v<E, UnitAdded> ||
                                     std::is_same_v<E, UnitRemoved>) {
                    tokens = true;
                    zones = true;
                } else if constexpr (std::is_same_v<E, ZoneAdded> ||
                                     std::is_same_v<E, ZoneCellsChanged>) {
                    zones = true;
                } else if constexpr (std::is_same_v<E, SideAdded> ||
                                     std::is_same_v<E, SideChanged> ||
                                     std::is_same_v<E, SquadsChanged> ||
                                     std::is_same_v<E, PlayerHealthChanged>) {
                    tokens = true; // z order or colours of several tokens change
                } else if constexpr (std::is_same_v<E, WallAdded> ||
                                     std::is_same_v<E, WallRemoved> ||
                                     std::is_same_v<E, WallChanged>) {
                    walls = true;
                } else if constexpr (std::is_same_v<E, TerrainChanged>) {
                    terrain_->update();
                } else if constexpr (std::is_same_v<E, ElevationChanged>) {
                    elevation_->update();
                } else if constexpr (std::is_same_v<E, TemplateAdded> ||
                                     std::is_same_v<E, TemplateRemoved>) {
                    templateSquares_->update();
                    templates_->update();
                }
            },
            ev);
    }
    if (walls) {
        rebuildWalls(); // applies the fog to the new walls
        if (sightOverlay_) {
            sightOverlay_->invalidateSight(); // the Sight snapshots the walls
        }
    } else if (sight || fog) {
        applyWallFog();
    }
    if (tokens) {
        rebuildTokens();
    } else {
        // Who may act can change with any event in a fight (a unit knocked
        // out, moved, removed), and with the fight's start or end.
        applyTurnMarks();
        if (zones) { // a token moved or changed
            updateLabelRooms();
        }
    }
    if (!tokens && (sight || fog) && viewMode_ == ViewMode::Players) {
        // Enemies come into or go out of the party's sight.
        for (const Unit& u : doc_->encounter().units) {
            syncToken(QString::fromStdString(u.id), &u);
        }
        updateLabelRooms();
    }
    if (zones) {
        zones_->refresh();
        zoneNames_->refresh();
    }
    if (sightOverlay_) {
        sightOverlay_->refresh(); // units moved, doors opened, walls changed...
    }
    if (moveOverlay_) {
        moveOverlay_->refresh();
    }
}

void MapScene::drawBackground(QPainter* painter, const QRectF& rect) {
    // Around the map: grey for the GM, near-black for the players (a projector).
    painter->fillRect(rect,
                      viewMode_ == ViewMode::Players ? FogItem::darkColor() : QColor(60, 63, 68));
    painter->fillRect(rect & mapRect(), QColor(236, 232, 222));
}

void MapScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (tool_ && tool_->mousePress(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
}

void MapScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    emit pointerMoved(event->scenePos());
    const bool used = tool_ && tool_->mouseMove(event);
    if (sightOverlay_) {
        // No sight lines over a drag's path preview: the hovered token is
        // the dragged one, or the one it is dropped on.
        if (moveOverlay_ && moveOverlay_->pathShown()) {
            sightOverlay_->setHoveredUnit(QString());
        } else {
            sightOverlay_->hoverAt(event->scenePos());
        }
    }
    if (used) {
        event->accept();
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void MapScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (tool_ && tool_->mouseRelease(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
}

bool MapScene::event(QEvent* event) {
    if (event->type() == QEvent::GraphicsSceneLeave && sightOverlay_) {
        sightOverlay_->setHoveredUnit(QString());
    }
    return QGraphicsScene::event(event);
}

void MapScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
    if (tool_ && tool_->mouseDoubleClick(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

std::pair<QString, QString> MapScene::imageDrop(const QGraphicsSceneDragDropEvent* event) const {
    if (viewMode_ != ViewMode::Gm || event->mimeData() == nullptr ||
        !event->mimeData()->hasUrls() || event->mimeData()->urls().size() != 1) {
        return {};
    }
    const QString path = event->mimeData()->urls().front().toLocalFile();
    const Unit* u = doc_->encounter().unit_at(sceneToCell(event->scenePos()));
    if (path.isEmpty() || !looksLikeTokenImage(path) || u == nullptr) {
        return {};
    }
    return {path, QString::fromStdString(u->id)};
}

void MapScene::dragEnterEvent(QGraphicsSceneDragDropEvent* event) {
    if (viewMode_ == ViewMode::Gm && event->mimeData() != nullptr &&
        event->mimeData()->hasFormat(kTemplateMime)) {
        event->acceptProposedAction();
        return;
    }
    // Accepted on entry when it carries an image; each move says whether a
    // token is under the pointer.
    const bool image = viewMode_ == ViewMode::Gm && event->mimeData() != nullptr &&
                       event->mimeData()->hasUrls() && event->mimeData()->urls().size() == 1 &&
                       looksLikeTokenImage(event->mimeData()->urls().front().toLocalFile());
    event->setAccepted(image);
}

void MapScene::dragMoveEvent(QGraphicsSceneDragDropEvent* event) {
    if (viewMode_ == ViewMode::Gm && event->mimeData() != nullptr &&
        event->mimeData()->hasFormat(kTemplateMime)) {
        event->setAccepted(doc_->encounter().map.contains(sceneToCell(event->scenePos())));
        return;
    }
    event->setAccepted(!imageDrop(event).first.isEmpty());
}

void MapScene::dropEvent(QGraphicsSceneDragDropEvent* event) {
    if (viewMode_ == ViewMode::Gm && event->mimeData() != nullptr &&
        event->mimeData()->hasFormat(kTemplateMime)) {
        event->acceptProposedAction();
        emit templateDropped(event->mimeData()->data(kTemplateMime).toInt(),
                             sceneToCell(event->scenePos()));
        return;
    }
    const auto [path, id] = imageDrop(event);
    if (path.isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    QString why;
    auto image = readTokenImage(path, &why);
    const Unit* u = doc_->encounter().find_unit(id.toStdString());
    if (!image || u == nullptr) {
        emit message(why);
        return;
    }
    Unit edited = *u;
    edited.image = std::move(image);
    if (auto refused = doc_->execute(EditUnit{edited})) {
        emit message(*refused);
    }
}

} // namespace skirmish::ui
