#include "dialogs/ids.h"

namespace skirmish::ui {

QString slugOf(const QString& name, const QString& fallback) {
    QString out;
    bool dash = false;
    for (const QChar ch : name.normalized(QString::NormalizationForm_KD)) {
        if (ch.isLetterOrNumber() && ch.unicode() < 128) {
            if (dash && !out.isEmpty()) {
                out += '-';
            }
            dash = false;
            out += ch.toLower();
        } else if (ch.isSpace() || ch == '-' || ch == '_' || ch.isPunct()) {
            dash = true;
        }
    }
    return out.isEmpty() ? fallback : out.left(64);
}

QString uniqueId(const QString& name, const QString& fallback,
                 const std::function<bool(const QString&)>& taken) {
    const QString base = slugOf(name, fallback);
    if (!taken(base)) {
        return base;
    }
    for (int i = 2;; ++i) {
        const QString id = QStringLiteral("%1-%2").arg(base).arg(i);
        if (!taken(id)) {
            return id;
        }
    }
}

} // namespace skirmish::ui
