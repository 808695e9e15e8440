#pragma once
/// @file Reading and writing `.skirmish` files on disk. Saving is atomic
/// (QSaveFile): a failed save leaves the previous file as it was.

#include "core/result.h"
#include "encounter/encounter.h"

#include <QString>

#include <optional>

namespace skirmish::ui {

/// Reads and validates a `.skirmish` file. The rejection is
/// "json.path: message" (see io::read_encounter), or why the file could
/// not be opened.
Result<Encounter> loadEncounterFile(const QString& path);

/// Options for saveEncounterFile, for tests that prove the old file
/// survives. `failAfterBytes` >= 0 makes the write stop after that many
/// bytes; `failWithErrno` != 0 makes it fail as if the system had said that
/// error (ENOSPC for a full disk, EROFS for a read-only one).
struct SaveOptions {
    qint64 failAfterBytes = -1;
    int failWithErrno = 0;
};

/// Why writing `path` failed, in words that name the problem and the
/// folder: a full disk (with the free space against `needed` bytes), a
/// read-only disk, no permission; else Qt's `reason`, or the system's text
/// for `error` (an errno, 0 when unknown) where Qt has none.
QString writeFailureText(const QString& path, const QString& reason, int error, qint64 needed);

/// Writes `text` to `path` atomically (QSaveFile): nullopt on success, else
/// "cannot save PATH: why" (writeFailureText); then the file at `path` is
/// exactly as it was before, and no temporary file is left. After the
/// rename the directory is synced (syncDirectoryOf).
std::optional<QString> saveTextFile(const QString& path, const std::string& text,
                                    const SaveOptions& options = {});

/// Saves atomically. Returns nullopt on success, else why it failed; then
/// the file at `path` is exactly as it was before.
std::optional<QString> saveEncounterFile(const QString& path, const Encounter& encounter,
                                         const SaveOptions& options = {});

/// Syncs the directory that holds `path` (POSIX fsync on the directory),
/// so that a file renamed into it survives a crash. False when it cannot.
bool syncDirectoryOf(const QString& path);

/// Imports a Universal VTT file (.dd2vtt, .uvtt, .df2vtt). Warnings (such
/// as an image that is a file path) are appended to `warnings`, for the
/// caller to report; without it they go to the log. Each appears once.
Result<Encounter> importUvttFile(const QString& path, RulesetId ruleset,
                                 QStringList* warnings = nullptr);

} // namespace skirmish::ui
