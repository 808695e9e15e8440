#include "tools/template_tool.h"

#include "scene/map_scene.h"
#include "scene/template_item.h"
#include "scene/z_order.h"
#include "views/ui_text.h"

#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

/// The dragged template, drawn as the map draws one, dashed.
class TemplatePreviewItem : public QGraphicsItem {
public:
    TemplatePreviewItem(int w, int h, double c) : w_(w), h_(h), c_(c) {
        setZValue(z::kToolPreview);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    void setTemplate(const AreaTemplate& t) {
        t_ = t;
        update();
    }
    QRectF boundingRect() const override { return QRectF(0, 0, w_ * c_, h_ * c_); }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
        TemplateItem::paintSquares(p, t_, w_, h_, c_, true);
        TemplateItem::paintOutline(p, t_, c_, true);
    }

private:
    AreaTemplate t_;
    int w_, h_;
    double c_;
};

TemplateTool::TemplateTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {}

TemplateTool::~TemplateTool() {
    deactivate();
}

HalfPoint TemplateTool::snap(QPointF p) const {
    const double half = scene()->cellPixels() / 2;
    const BattleMap& map = document()->encounter().map;
    const int x2 = std::clamp(static_cast<int>(std::lround(p.x() / half)), 0, 2 * map.width());
    const int y2 = std::clamp(static_cast<int>(std::lround(p.y() / half)), 0, 2 * map.height());
    return HalfPoint{x2, y2};
}

AreaTemplate TemplateTool::shaped(const std::string& id, HalfPoint origin, QPointF p) const {
    const double c = scene()->cellPixels();
    const QPointF o(origin.x2 * c / 2, origin.y2 * c / 2);
    const double squares = std::hypot(p.x() - o.x(), p.y() - o.y()) / c;
    AreaTemplate t{id, shape_, origin, origin,
                   std::clamp(static_cast<int>(std::lround(squares)), 1, AreaTemplate::kMaxSize)};
    if (shape_ != TemplateShape::Circle) {
        t.toward = snap(p);
        if (t.toward == origin) { // not dragged yet: east
            t.toward = HalfPoint{origin.x2 + 1, origin.y2};
        }
    }
    return t;
}

std::string TemplateTool::freeId() const {
    const Encounter& enc = document()->encounter();
    for (int n = 1;; ++n) {
        std::string id = "t" + std::to_string(n);
        if (enc.find_template(id) == nullptr) {
            return id;
        }
    }
}

bool TemplateTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        removeAt(event->scenePos());
        return true;
    }
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    origin_ = snap(event->scenePos());
    id_ = freeId();
    // On a template's origin: move that one.
    const Encounter& enc = document()->encounter();
    for (auto it = enc.templates.rbegin(); it != enc.templates.rend(); ++it) {
        if (it->origin == *origin_) {
            id_ = it->id;
            break;
        }
    }
    showPreview(event->scenePos());
    return true;
}

bool TemplateTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    if (!origin_) {
        return false;
    }
    showPreview(event->scenePos());
    return true;
}

bool TemplateTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    if (!origin_ || event->button() != Qt::LeftButton) {
        return false;
    }
    const AreaTemplate t = shaped(id_, *origin_, event->scenePos());
    deactivate();
    if (run(PlaceTemplate{t})) {
        const auto& log = document()->encounter().log;
        report(log.empty() ? QString() : QString::fromStdString(log.back().text));
    }
    return true;
}

void TemplateTool::deactivate() {
    origin_.reset();
    discard(preview_);
}

bool TemplateTool::place(QPointF pressAt, QPointF releaseAt) {
    origin_ = snap(pressAt);
    id_ = freeId();
    const AreaTemplate t = shaped(id_, *origin_, releaseAt);
    deactivate();
    if (!run(PlaceTemplate{t})) {
        return false;
    }
    report(QString::fromStdString(document()->encounter().log.back().text));
    return true;
}

bool TemplateTool::removeAt(QPointF p) {
    const double c = scene()->cellPixels();
    const Cell cell{static_cast<int>(std::floor(p.x() / c)),
                    static_cast<int>(std::floor(p.y() / c))};
    const Encounter& enc = document()->encounter();
    for (auto it = enc.templates.rbegin(); it != enc.templates.rend(); ++it) {
        if (template_covers(*it, cell)) {
            return run(RemoveTemplate{it->id});
        }
    }
    report(tr("No template covers %1").arg(QString::fromStdString(to_label(cell))));
    return false;
}

void TemplateTool::showPreview(QPointF p) {
    const AreaTemplate t = shaped(id_, *origin_, p);
    if (preview_ == nullptr) {
        const BattleMap& map = document()->encounter().map;
        preview_ = new TemplatePreviewItem(map.width(), map.height(), scene()->cellPixels());
        scene()->addItem(preview_);
    }
    preview_->setTemplate(t);
    const std::vector<std::string> ids = units_in_template(document()->encounter(), t);
    QStringList names;
    for (const std::string& id : ids) {
        names << nameOf(*document()->encounter().find_unit(id));
    }
    report(QString::fromStdString(describe_template(t)) + QStringLiteral(": ") +
           (names.isEmpty() ? tr("no unit") : names.join(QStringLiteral(", "))));
}

} // namespace skirmish::ui
