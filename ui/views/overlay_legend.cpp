#include "views/overlay_legend.h"

#include "scene/cover_badge_item.h"
#include "scene/reach_item.h"
#include "scene/sight_shade_item.h"
#include "scene/threat_item.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QVBoxLayout>

#include <algorithm>

namespace skirmish::ui {
namespace {

QLabel* swatchLabel(const QColor& color) {
    QPixmap px(16, 16);
    px.fill(Qt::transparent);
    QPainter p(&px);
    p.fillRect(QRect(0, 0, 16, 16), QColor(236, 232, 222)); // the map's paper under it
    p.fillRect(QRect(0, 0, 16, 16), color);
    p.setPen(QColor(60, 60, 60));
    p.drawRect(QRect(0, 0, 15, 15));
    p.end();
    auto* l = new QLabel;
    l->setPixmap(px);
    return l;
}

} // namespace

OverlayLegend::OverlayLegend(QAbstractScrollArea* view) : QWidget(view) {
    using K = ReachItem::Kind;
    all_ = {
        {Overlay::Movement, [] { return ReachItem::color(K::Free); }, tr("reachable this move")},
        {Overlay::Movement, [] { return ReachItem::color(K::EndsMove); },
         tr("reachable; the move ends there")},
        {Overlay::Movement, [] { return ReachItem::color(K::Provokes); },
         tr("reachable; provokes an opportunity attack")},
        {Overlay::Threat, &ThreatItem::tintColor, tr("an enemy's melee zone")},
        {Overlay::LineOfSight, &SightShadeItem::shadeColor, tr("not seen by the selected unit")},
        {Overlay::Cover, [] { return CoverBadgeItem::colorFor(Cover::Half); }, tr("half cover")},
        {Overlay::Cover, [] { return CoverBadgeItem::colorFor(Cover::Full); }, tr("full cover")},
    };
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, QColor(255, 255, 255, 225));
    setPalette(pal);
    rows_ = new QVBoxLayout(this);
    rows_->setContentsMargins(6, 4, 6, 4);
    rows_->setSpacing(2);
    view->viewport()->installEventFilter(this);
    hide();
}

void OverlayLegend::setOverlay(Overlay overlay, bool on) {
    const auto it = std::find(on_.begin(), on_.end(), overlay);
    if (on && it == on_.end()) {
        on_.push_back(overlay);
    } else if (!on && it != on_.end()) {
        on_.erase(it);
    } else {
        return;
    }
    rebuild();
}

void OverlayLegend::setUnitSelected(bool selected) {
    if (selected != unitSelected_) {
        unitSelected_ = selected;
        rebuild();
    }
}

bool OverlayLegend::shown(Overlay overlay) const {
    if (std::find(on_.begin(), on_.end(), overlay) == on_.end()) {
        return false;
    }
    // The threat tint is drawn for every unit when none is selected.
    return unitSelected_ || overlay == Overlay::Threat;
}

QStringList OverlayLegend::entries() const {
    QStringList out;
    for (const Entry& e : all_) {
        if (shown(e.overlay)) {
            out << e.text;
        }
    }
    return out;
}

std::vector<QColor> OverlayLegend::colors() const {
    std::vector<QColor> out;
    for (const Entry& e : all_) {
        if (shown(e.overlay)) {
            out.push_back(e.color());
        }
    }
    return out;
}

void OverlayLegend::rebuild() {
    while (QLayoutItem* item = rows_->takeAt(0)) {
        if (QLayout* l = item->layout()) {
            while (QLayoutItem* inner = l->takeAt(0)) {
                delete inner->widget();
                delete inner;
            }
        }
        delete item;
    }
    bool any = false;
    for (const Entry& e : all_) {
        if (!shown(e.overlay)) {
            continue;
        }
        any = true;
        auto* row = new QHBoxLayout;
        QLabel* key = swatchLabel(e.color());
        auto* text = new QLabel(e.text);
        row->addWidget(key);
        row->addWidget(text, 1);
        rows_->addLayout(row);
        key->show(); // children added to a shown widget stay hidden otherwise
        text->show();
    }
    setVisible(any);
    place();
}

void OverlayLegend::place() {
    rows_->activate();
    resize(sizeHint());
    if (auto* view = qobject_cast<QAbstractScrollArea*>(parentWidget())) {
        const QRect port = view->viewport()->geometry();
        move(port.left() + 8, port.bottom() - height() - 8);
    }
    raise();
}

bool OverlayLegend::eventFilter(QObject* watched, QEvent* event) {
    auto* view = qobject_cast<QAbstractScrollArea*>(parentWidget());
    if (view != nullptr && watched == view->viewport() &&
        (event->type() == QEvent::Resize || event->type() == QEvent::Show)) {
        place();
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace skirmish::ui
