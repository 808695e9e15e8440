#include "views/ui_text.h"

#include <QPainter>
#include <QPixmap>

namespace skirmish::ui {

QColor sideColour(const Encounter& enc, const std::string& id, const QColor& fallback) {
    const Side* s = enc.find_side(id);
    const QColor c = s ? QColor(q(s->color)) : QColor();
    return c.isValid() ? c : fallback;
}

QIcon sideSwatch(const QColor& color) {
    QPixmap pm(14, 14);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(color);
    p.setPen(QPen(Qt::black, 1));
    p.drawEllipse(QRectF(1, 1, 12, 12));
    return QIcon(pm);
}

} // namespace skirmish::ui
