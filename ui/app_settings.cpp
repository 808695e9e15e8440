#include "app_settings.h"

namespace skirmish::ui {

QSettings appSettings() {
    return QSettings(QStringLiteral("Skirmish"), QStringLiteral("Skirmish"));
}

} // namespace skirmish::ui
