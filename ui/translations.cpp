#include "translations.h"

#include <QCoreApplication>
#include <QTranslator>

namespace skirmish::ui {

bool installTranslations(QCoreApplication& app) {
    auto* english = new QTranslator(&app);
    if (!english->load(QStringLiteral(":/i18n/skirmish_en.qm"))) {
        delete english;
        return false;
    }
    QCoreApplication::installTranslator(english);
    return true;
}

} // namespace skirmish::ui
