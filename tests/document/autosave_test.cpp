// Autosave keeps unsaved work safe and leaves nothing behind once saved.
#include "document/autosave.h"

#include "document/encounter_document.h"
#include "document/encounter_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

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
    EXPECT_TRUE(ui::Autosave::pending(dir.filePath("autosave")).empty());

    ASSERT_FALSE(doc.execute(MoveUnit{"a", {2, 2}, {}, true}).has_value());
    ASSERT_TRUE(autosave.saveNow());
    // While this program runs, its slot is its own: not offered back.
    EXPECT_TRUE(ui::Autosave::pending(dir.filePath("autosave")).empty());
    auto copy = ui::loadEncounterFile(autosave.copyPath());
    ASSERT_TRUE(copy.ok()) << copy.reason();
    EXPECT_EQ(copy.value(), doc.encounter());

    // Saved: the copy goes.
    ASSERT_FALSE(ui::saveEncounterFile(doc.filePath(), doc.encounter()).has_value());
    doc.markSaved();
    EXPECT_FALSE(QFile::exists(autosave.copyPath()));
    EXPECT_TRUE(ui::Autosave::pending(dir.filePath("autosave")).empty());
}

// Issue 16: two documents (two windows) have a slot each. Closing one
// cleanly leaves the other's copy alone; after a crash the other's edit is
// offered back, and the first's is in its file.
TEST(Autosave, TwoDocumentsKeepTheirOwnSlots) {
    QTemporaryDir dir;
    const QString folder = dir.filePath("autosave");
    ui::EncounterDocument first(one_unit());
    first.setFilePath(dir.filePath("first.skirmish"));
    ui::EncounterDocument second(one_unit());
    second.setFilePath(dir.filePath("second.skirmish"));
    auto a = std::make_unique<ui::Autosave>(&first, folder, 60'000);
    auto b = std::make_unique<ui::Autosave>(&second, folder, 60'000);
    EXPECT_NE(a->slot(), b->slot());
    ASSERT_FALSE(first.execute(MoveUnit{"a", {2, 2}, {}, true}).has_value());
    ASSERT_FALSE(second.execute(MoveUnit{"a", {4, 1}, {}, true}).has_value());
    ASSERT_TRUE(a->saveNow());
    ASSERT_TRUE(b->saveNow());
    // The first window saves and closes cleanly.
    ASSERT_FALSE(ui::saveEncounterFile(first.filePath(), first.encounter()).has_value());
    first.markSaved();
    a.reset();
    EXPECT_TRUE(QFile::exists(b->copyPath())); // the other's copy is untouched
    // The second one's program dies (its lock goes with it).
    const QString bSlot = b->slot();
    b.reset();
    const auto left = ui::Autosave::pending(folder);
    ASSERT_EQ(left.size(), 1u);
    EXPECT_EQ(left[0].slot, bSlot);
    EXPECT_EQ(left[0].source, second.filePath());
    auto recovered = ui::loadEncounterFile(left[0].copy);
    ASSERT_TRUE(recovered.ok()) << recovered.reason();
    EXPECT_EQ(recovered.value(), second.encounter());
    auto saved = ui::loadEncounterFile(first.filePath());
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved.value(), first.encounter());
    ui::Autosave::forget(folder, bSlot);
    EXPECT_TRUE(ui::Autosave::pending(folder).empty());
}

// The last three copies of a slot are kept, newest first; a copy left by
// version 0.1 (one slot for all) is still offered back.
TEST(Autosave, ThreeCopiesInRotationAndTheOldSingleSlot) {
    QTemporaryDir dir;
    const QString folder = dir.filePath("autosave");
    ui::EncounterDocument doc(one_unit());
    {
        ui::Autosave autosave(&doc, folder, 60'000);
        for (int x = 1; x <= 5; ++x) {
            ASSERT_FALSE(doc.execute(MoveUnit{"a", {x, 1}, {}, true}).has_value());
            ASSERT_TRUE(autosave.saveNow());
        }
        const QString slot = autosave.slot();
        for (int g = 1; g <= 3; ++g) {
            auto copy = ui::loadEncounterFile(
                QDir(folder).filePath(QStringLiteral("%1-%2.skirmish").arg(slot).arg(g)));
            ASSERT_TRUE(copy.ok()) << g;
            EXPECT_EQ(copy.value().find_unit("a")->cell, (Cell{6 - g, 1})) << g;
        }
        EXPECT_FALSE(QFile::exists(QDir(folder).filePath(slot + QStringLiteral("-4.skirmish"))));
    }
    // Version 0.1's copy.
    ASSERT_FALSE(ui::saveEncounterFile(QDir(folder).filePath("autosave.skirmish"), one_unit()));
    const auto left = ui::Autosave::pending(folder);
    ASSERT_EQ(left.size(), 2u);
    EXPECT_TRUE(std::any_of(left.begin(), left.end(),
                            [](const auto& p) { return p.slot == QStringLiteral("autosave"); }));
}

TEST(Autosave, RestoredWorkIsUnsaved) {
    ui::EncounterDocument doc;
    doc.reset(one_unit(), "/tmp/x.skirmish");
    EXPECT_FALSE(doc.isModified());
    doc.markUnsaved();
    EXPECT_TRUE(doc.isModified());
}
