#pragma once
/// @file Autosave: while the encounter has unsaved changes, a copy is
/// written every minute (atomically) to the app-data folder, with the path
/// of the file it belongs to. Each document has its own slot (a fresh id),
/// held by a lock file while its program runs, so that two Skirmish
/// windows never touch each other's copies (issue 16); the last 3 copies of
/// a slot are kept in rotation. A clean save, or closing without changes,
/// removes the slot. After a crash the next start lists the slots whose
/// program is gone and offers them back (app/main.cpp).
///
/// Files in the folder, for slot S: S-1.skirmish (newest), S-2.skirmish,
/// S-3.skirmish, S.source (the file's path), S.lock. Version 0.1's single
/// slot (autosave.skirmish, autosave.source) is still found.

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <vector>

namespace skirmish::ui {

class EncounterDocument;

class Autosave : public QObject {
    Q_OBJECT
public:
    /// Watches `doc`; copies go to `folder` (created when needed) every
    /// `intervalMs` milliseconds while the document is modified.
    Autosave(EncounterDocument* doc, QString folder, int intervalMs = 60'000,
             QObject* parent = nullptr);
    ~Autosave() override;

    /// The default folder: QStandardPaths::AppDataLocation + "/autosave".
    static QString defaultFolder();

    /// Writes the copy now if the document is modified; returns whether a
    /// copy exists afterwards.
    bool saveNow();
    /// Removes this slot's copies (the work is safe in its file, or was
    /// discarded). Other slots are left alone.
    void discard();

    /// This document's slot id, and the path of its newest copy.
    QString slot() const { return slot_; }
    QString copyPath() const;

    /// A copy left by a program that did not end cleanly: its slot, the
    /// newest copy, the file it belongs to (empty for a never-saved
    /// encounter) and when it was written.
    struct Pending {
        QString slot;
        QString copy;
        QString source;
        QDateTime written;
    };
    /// Every slot in `folder` whose program is gone, newest first. Slots
    /// held by a running program (this one included) are not listed.
    static std::vector<Pending> pending(const QString& folder);
    /// Removes slot `slot`'s files from `folder` (recovered or declined).
    static void forget(const QString& folder, const QString& slot);

private:
    bool lockSlot();

    EncounterDocument* doc_;
    QString folder_;
    QString slot_;
    std::unique_ptr<QLockFile> lock_;
    QTimer timer_;
};

} // namespace skirmish::ui
