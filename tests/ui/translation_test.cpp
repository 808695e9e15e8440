// Issue 18: the translations scaffold. The German translation is built in,
// installed for a German locale, and translates the main window's menus and
// its dialogs; a text it lacks stays English; the English plural forms
// still apply beneath it.
#include "document/encounter_file.h"
#include "mainwindow.h"
#include "scene/cover_badge_item.h"
#include "translations.h"
#include "views/facing_menu.h"
#include "views/grapple_menu.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QMenuBar>
#include <QTranslator>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

/// Installs the translations for `locale` for the test's life, then takes
/// them away again (the other tests run in English).
class Translated {
public:
    explicit Translated(const QLocale& locale)
        : installed_(installTranslations(*QCoreApplication::instance(), locale)) {}
    ~Translated() {
        for (QTranslator* t : installed_) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
    std::size_t count() const { return installed_.size(); }

private:
    std::vector<QTranslator*> installed_;
};

TEST(Translations, GermanMenusAndDialogsForAGermanLocale) {
    Translated german(QLocale(QLocale::German, QLocale::Germany));
    ASSERT_GE(german.count(), 2U); // English forms, then German
    EXPECT_EQ(QCoreApplication::translate("skirmish::ui::MainWindow", "&File"),
              QStringLiteral("&Datei"));
    MainWindow window;
    window.setQuiet(true);
    QStringList menus;
    for (QAction* a : window.menuBar()->actions()) {
        menus << a->text();
    }
    EXPECT_TRUE(menus.contains(QStringLiteral("&Datei"))) << menus.join(' ').toStdString();
    EXPECT_FALSE(menus.contains(QStringLiteral("&File")));
    // A dialog's text, and a plural one in German.
    const QString save = QCoreApplication::translate("skirmish::ui::DocumentController", "&Save");
    EXPECT_NE(save, QStringLiteral("&Save"));
    EXPECT_FALSE(save.isEmpty());
    const QString one = QCoreApplication::translate(
        "skirmish::ui::WelcomePage", "&Recover %n unsaved encounter(s)...", nullptr, 1);
    const QString two = QCoreApplication::translate(
        "skirmish::ui::WelcomePage", "&Recover %n unsaved encounter(s)...", nullptr, 2);
    EXPECT_TRUE(one.contains('1') && two.contains('2'));
    EXPECT_NE(QString(one).remove('1'), QString(two).remove('2'))
        << "German singular and plural differ";
    EXPECT_FALSE(one.contains(QStringLiteral("(s)")));
    // Texts outside the widgets too: why a save failed, and a badge on the map.
    const auto why =
        saveEncounterFile(QStringLiteral("/no-such-skirmish-folder/fight.skirmish"), Encounter{});
    ASSERT_TRUE(why.has_value());
    EXPECT_TRUE(why->contains(QStringLiteral("kann nicht gespeichert werden")) &&
                why->contains(QStringLiteral("existiert nicht")))
        << why->toStdString();
    EXPECT_EQ(CoverBadgeItem(QStringLiteral("orc"), Cover::Full, 64).text(),
              QStringLiteral("Voll"));
}

// The menus that look their texts up under a context of their own
// (FacingMenu, GrappleMenu) find them in German; the fight's own texts too.
TEST(Translations, GermanFacingGrappleAndCombatTexts) {
    Translated german(QLocale(QLocale::German, QLocale::Germany));
    QMenu menu;
    Unit orc;
    orc.id = "orc";
    QMenu* facing = addFacingMenu(&menu, orc, [](std::optional<Facing>) {});
    EXPECT_EQ(facing->title(), QStringLiteral("&Ausrichtung"));
    ASSERT_FALSE(facing->actions().isEmpty());
    EXPECT_EQ(facing->actions().front()->text(), QStringLiteral("Norden"));
    Encounter enc;
    enc.ruleset = RulesetId::Sides; // it grapples (seed 002 "Grappling")
    enc.sides = {Side{"party", "Party", "#2e86de", true}, Side{"monsters", "Monsters", "#c0392b"}};
    Unit roland;
    roland.id = "roland";
    roland.name = "Roland";
    roland.side = "party";
    orc.side = "monsters";
    orc.name = "Orc";
    enc.units = {roland, orc};
    enc.combat.active = true;
    enc.combat.grappling = {{"roland", "orc"}};
    QMenu grapple;
    addGrappleEntries(&grapple, enc, orc, &roland, [](Grapple) {});
    QStringList entries;
    for (QAction* a : grapple.actions()) {
        entries << a->text();
    }
    EXPECT_TRUE(entries.contains(QStringLiteral("&Grapple Orc (durch Roland)")))
        << entries.join('|').toStdString();
    EXPECT_TRUE(entries.contains(QStringLiteral("Sich be&freien")))
        << entries.join('|').toStdString();
    const QString endTurn = QCoreApplication::translate("skirmish::ui::CombatActions", "&End Turn");
    EXPECT_FALSE(endTurn.isEmpty());
    EXPECT_NE(endTurn, QStringLiteral("&End Turn"));
}

/// A translation whose word for the full-cover badge is long.
class LongBadgeWord : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int) const override {
        return QByteArray(context) == "CoverBadgeItem" && QByteArray(source) == "Full"
                   ? QStringLiteral("Volle Deckung")
                   : QString();
    }
    bool isEmpty() const override { return false; }
};

// The cover badge grows to hold its word, in English and in a language with
// a longer one, at a projector's and a laptop's square size.
TEST(Translations, TheCoverBadgeHoldsItsWord) {
    auto fits = [](Cover cover, double cell) {
        const CoverBadgeItem badge(QStringLiteral("orc"), cover, cell);
        const double word = QFontMetricsF(badge.textFont()).horizontalAdvance(badge.text());
        EXPECT_GE(badge.plate().width(), word + cell * 0.1)
            << badge.text().toStdString() << " at " << cell << " px";
        EXPECT_TRUE(badge.boundingRect().contains(badge.plate()));
    };
    for (double cell : {32.0, 64.0, 128.0}) {
        fits(Cover::Full, cell);
        fits(Cover::Half, cell);
    }
    LongBadgeWord longer;
    QCoreApplication::installTranslator(&longer);
    ASSERT_EQ(CoverBadgeItem(QStringLiteral("orc"), Cover::Full, 64).text(),
              QStringLiteral("Volle Deckung"));
    for (double cell : {32.0, 64.0, 128.0}) {
        fits(Cover::Full, cell);
    }
    QCoreApplication::removeTranslator(&longer);
}

TEST(Translations, EnglishAndLanguagesWithoutATranslationStayEnglish) {
    {
        Translated english(QLocale(QLocale::English));
        EXPECT_EQ(english.count(), 1U);
        EXPECT_EQ(QCoreApplication::translate("skirmish::ui::MainWindow", "&File"),
                  QStringLiteral("&File"));
    }
    Translated finnish(QLocale(QLocale::Finnish));
    EXPECT_EQ(finnish.count(), 1U); // none for Finnish: the English forms alone
    EXPECT_EQ(QCoreApplication::translate("skirmish::ui::MainWindow", "&File"),
              QStringLiteral("&File"));
}

} // namespace
} // namespace skirmish::ui
