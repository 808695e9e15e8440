#include "views/action_icons.h"

#include <QAction>
#include <QFile>
#include <QKeySequence>

namespace skirmish::ui {

QIcon actionIcon(const QString& name, const QString& themeName) {
    const QString bundled = QStringLiteral(":/icons/actions/%1.svg").arg(name);
    const QIcon fallback = QFile::exists(bundled) ? QIcon(bundled) : QIcon();
    return themeName.isEmpty() ? fallback : QIcon::fromTheme(themeName, fallback);
}

void tipWithShortcut(QAction* action) {
    const QKeySequence key = action->shortcut();
    if (key.isEmpty()) {
        return;
    }
    const QString keyText = key.toString(QKeySequence::NativeText);
    QString tip = action->toolTip();
    const qsizetype newline = tip.indexOf('\n');
    const QString first = newline < 0 ? tip : tip.left(newline);
    if (first.contains(QStringLiteral("(%1)").arg(keyText))) {
        return;
    }
    const QString rest = newline < 0 ? QString() : tip.mid(newline);
    action->setToolTip(QStringLiteral("%1 (%2)%3").arg(first, keyText, rest));
}

} // namespace skirmish::ui
