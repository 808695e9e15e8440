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

/// Options for saveEncounterFile. `failAfterBytes` >= 0 makes the write fail
/// after that many bytes (tests use it to prove the old file survives).
struct SaveOptions {
    qint64 failAfterBytes = -1;
};

/// Writes `text` to `path` atomically (QSaveFile): nullopt on success, else
/// why it failed, naming the problem (a full disk says so, with the free
/// space); then the file at `path` is exactly as it was before. After the
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
