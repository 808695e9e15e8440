// Autosave keeps unsaved work safe and leaves nothing behind once saved.
#include "document/autosave.h"

#include "document/encounter_document.h"
#include "document/encounter_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace skirmish;

namespace {
Encounter one_unit() {
    Encounter enc;
    enc.sides = {Side{"red", "Red", "#c0392b", true}};
    Unit u;
    u.id = "a";
    u.name = "Alpha";
    u.side = "red";
    enc.units = {u};
    return enc;
}
} // namespace

TEST(Autosave, CopiesUnsavedWorkAndForgetsItOnceSaved) {
    QTemporaryDir dir;
    ui::EncounterDocument doc(one_unit());
    doc.setFilePath(dir.filePath("fight.skirmish"));
    ui::Autosave autosave(&doc, dir.filePath("autosave"), 60'000);
    EXPECT_FALSE(autosave.saveNow()); // nothing unsaved: no copy
    EXPECT_FALSE(ui::Autosave::pending(dir.filePath("autosave")).has_value());

    ASSERT_FALSE(doc.execute(MoveUnit{"a", {2, 2}, {}, true}).has_value());
    ASSERT_TRUE(autosave.saveNow());
    auto left = ui::Autosave::pending(dir.filePath("autosave"));
    ASSERT_TRUE(left.has_value());
    EXPECT_EQ(left->source, dir.filePath("fight.skirmish"));
    auto copy = ui::loadEncounterFile(left->copy);
    ASSERT_TRUE(copy.ok()) << copy.reason();
    EXPECT_EQ(copy.value(), doc.encounter());

    // Saved: the copy goes.
    ASSERT_FALSE(ui::saveEncounterFile(doc.filePath(), doc.encounter()).has_value());
    doc.markSaved();
    EXPECT_FALSE(ui::Autosave::pending(dir.filePath("autosave")).has_value());
}

TEST(Autosave, RestoredWorkIsUnsaved) {
    ui::EncounterDocument doc;
    doc.reset(one_unit(), "/tmp/x.skirmish");
    EXPECT_FALSE(doc.isModified());
    doc.markUnsaved();
    EXPECT_TRUE(doc.isModified());
}
