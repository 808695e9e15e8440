#include "views/table_scale.h"

#include "app_settings.h"

#include <QRegularExpression>
#include <QScreen>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {
namespace {

QString groupFor(const QScreen* screen) {
    return QStringLiteral("playerView/scale/") + TableScale::screenKey(screen);
}

} // namespace

TableScale::TableScale(double pxPerSquare, double squareMm)
    : pxPerSquare_(96), squareMm_(kDefaultSquareMm) {
    setPxPerSquare(pxPerSquare);
    setSquareMm(squareMm);
}

void TableScale::setPxPerSquare(double px) {
    if (std::isfinite(px) && px > 0) {
        pxPerSquare_ = std::clamp(px, kMinPxPerSquare, kMaxPxPerSquare);
    }
}

void TableScale::setSquareMm(double mm) {
    if (std::isfinite(mm) && mm > 0) {
        squareMm_ = mm;
    }
}

double TableScale::calibrated(double pxPerSquare, double measuredMm, double squareMm) {
    if (!(measuredMm > 0) || !(pxPerSquare > 0) || !(squareMm > 0)) {
        return pxPerSquare;
    }
    return pxPerSquare * (kBarSquares * squareMm) / measuredMm;
}

bool TableScale::calibrate(double measuredMm) {
    if (!(measuredMm > 0) || !std::isfinite(measuredMm)) {
        return false;
    }
    setPxPerSquare(calibrated(pxPerSquare_, measuredMm, squareMm_));
    return true;
}

TableScale TableScale::guessFor(const QScreen* screen, double squareMm) {
    double dpi = 96;
    if (screen) {
        // Logical px per inch: physical dots over the device pixel ratio.
        const double physical = screen->physicalDotsPerInch() / screen->devicePixelRatio();
        if (std::isfinite(physical) && physical >= 20 && physical <= 600) {
            dpi = physical;
        }
    }
    return TableScale(dpi * squareMm / 25.4, squareMm);
}

QString TableScale::screenKey(const QScreen* screen) {
    if (!screen) {
        return QStringLiteral("none");
    }
    const QRect g = screen->geometry();
    QString name = screen->name();
    static const QRegularExpression special(QStringLiteral("[^A-Za-z0-9_.-]"));
    name.replace(special, QStringLiteral("_"));
    return QStringLiteral("%1_%2x%3+%4+%5")
        .arg(name.isEmpty() ? QStringLiteral("screen") : name)
        .arg(g.width())
        .arg(g.height())
        .arg(g.x())
        .arg(g.y());
}

TableScale TableScale::load(const QScreen* screen) {
    QSettings s = appSettings();
    s.beginGroup(groupFor(screen));
    const double px = s.value(QStringLiteral("pxPerSquare"), 0.0).toDouble();
    const double mm = s.value(QStringLiteral("squareMm"), kDefaultSquareMm).toDouble();
    if (px > 0) {
        return TableScale(px, mm);
    }
    return guessFor(screen, mm > 0 ? mm : kDefaultSquareMm);
}

void TableScale::save(const QScreen* screen) const {
    QSettings s = appSettings();
    s.beginGroup(groupFor(screen));
    s.setValue(QStringLiteral("pxPerSquare"), pxPerSquare_);
    s.setValue(QStringLiteral("squareMm"), squareMm_);
}

} // namespace skirmish::ui
