#pragma once
/// @file Autosave: while the encounter has unsaved changes, a copy is
/// written every minute (atomically) to the app-data folder, with the path
/// of the file it belongs to. A clean save, or closing without changes,
/// removes it. After a crash the next start offers it back (app/main.cpp).

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace skirmish::ui {

class EncounterDocument;

class Autosave : public QObject {
    Q_OBJECT
public:
    /// Watches `doc`; copies go to `folder` (created when needed) every
    /// `intervalMs` milliseconds while the document is modified.
    Autosave(EncounterDocument* doc, QString folder, int intervalMs = 60'000,
             QObject* parent = nullptr);

    /// The default folder: QStandardPaths::AppDataLocation + "/autosave".
    static QString defaultFolder();

    /// Writes the copy now if the document is modified; returns whether a
    /// copy exists afterwards.
    bool saveNow();
    /// Removes the copy (the work is safe in its file, or was discarded).
    void discard();

    QString copyPath() const;

    /// A copy left by a session that did not end cleanly: its path and the
    /// file it belongs to (empty for a never-saved encounter).
    struct Pending {
        QString copy;
        QString source;
    };
    static std::optional<Pending> pending(const QString& folder);

private:
    EncounterDocument* doc_;
    QString folder_;
    QTimer timer_;
};

} // namespace skirmish::ui
