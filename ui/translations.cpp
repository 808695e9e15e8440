#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace skirmish::ui {

std::vector<QTranslator*> installTranslations(QCoreApplication& app, const QLocale& locale) {
    std::vector<QTranslator*> installed;
    auto* english = new QTranslator(&app);
    if (!english->load(QStringLiteral(":/i18n/skirmish_en.qm"))) {
        delete english;
        return installed;
    }
    QCoreApplication::installTranslator(english);
    installed.push_back(english);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        return installed;
    }
    // The program's own texts in the user's language, and Qt's (the
    // standard buttons) where Debian's qt6-translations-l10n provides them.
    auto* own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("skirmish"), QStringLiteral("_"),
                  QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(own);
        installed.push_back(own);
        auto* qt = new QTranslator(&app);
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            installed.push_back(qt);
        } else {
            delete qt;
        }
    } else {
        delete own;
    }
    return installed;
}

} // namespace skirmish::ui
