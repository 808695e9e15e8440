#include "document/encounter_file.h"

#include "io/encounter_json.h"
#include "io/uvtt_import.h"
#include "scene/background_image.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>
#include <QStringList>

#include <spdlog/spdlog.h>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace skirmish::ui {
namespace {

Result<std::string> readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return reject("cannot open " + path.toStdString() + ": " + f.errorString().toStdString());
    }
    if (f.size() > static_cast<qint64>(io::Limits::kMaxFileBytes)) {
        return reject("$: the file is " + std::to_string(f.size()) + " bytes; the limit is " +
                      std::to_string(io::Limits::kMaxFileBytes));
    }
    std::string text(static_cast<std::size_t>(f.size()), '\0');
    const qint64 got = f.read(text.data(), f.size());
    if (got < 0) {
        return reject("cannot read " + path.toStdString() + ": " + f.errorString().toStdString());
    }
    text.resize(static_cast<std::size_t>(got));
    return text;
}

} // namespace

Result<Encounter> loadEncounterFile(const QString& path) {
    auto text = readAll(path);
    if (!text) {
        return text.rejection();
    }
    return io::read_encounter(text.value());
}

namespace {

/// What went wrong writing `path`, in words: Qt's reason, or where it has
/// none ("Unknown error" on a full disk), the free space against the size.
QString failure(const QString& path, const QSaveFile& file, qint64 needed) {
    QString why = file.errorString();
    const QStorageInfo disk(QFileInfo(path).absolutePath());
    if (disk.isValid() && disk.bytesAvailable() < needed + 4096) {
        why = QStringLiteral("the disk is full (%1 bytes free, %2 needed)")
                  .arg(disk.bytesAvailable())
                  .arg(needed);
    } else if (why.isEmpty() || why == QStringLiteral("Unknown error")) {
        why = QStringLiteral("the write failed (%1)")
                  .arg(QString::fromLocal8Bit(std::strerror(errno)));
    }
    return why;
}

} // namespace

std::optional<QString> saveEncounterFile(const QString& path, const Encounter& encounter,
                                         const SaveOptions& options) {
    std::string text;
    try {
        text = io::write_encounter(encounter);
    } catch (const std::exception& e) {
        return QStringLiteral("cannot write the encounter: %1").arg(e.what());
    }
    return saveTextFile(path, text, options);
}

std::optional<QString> saveTextFile(const QString& path, const std::string& text,
                                    const SaveOptions& options) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return QStringLiteral("cannot save %1: %2").arg(path, file.errorString());
    }
    const auto total = static_cast<qint64>(text.size());
    const qint64 limit =
        options.failAfterBytes >= 0 ? std::min(options.failAfterBytes, total) : total;
    if (file.write(text.data(), limit) != limit || limit != total) {
        const QString why = limit != total
                                ? QStringLiteral("write interrupted after %1 bytes").arg(limit)
                                : failure(path, file, total);
        file.cancelWriting();
        spdlog::warn("save of {} failed: {}", path.toStdString(), why.toStdString());
        return QStringLiteral("cannot save %1: %2").arg(path, why);
    }
    if (!file.commit()) {
        return QStringLiteral("cannot save %1: %2").arg(path, failure(path, file, total));
    }
    syncDirectoryOf(path);
    spdlog::info("saved {} ({} bytes)", path.toStdString(), total);
    return std::nullopt;
}

bool syncDirectoryOf(const QString& path) {
#ifdef Q_OS_UNIX
    // After the atomic rename, the directory entry itself reaches the disk
    // only when the directory is synced (else a crash may bring back the
    // old file, or none).
    const QByteArray dir = QFile::encodeName(QFileInfo(path).absolutePath());
    const int fd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY);
    if (fd < 0) {
        return false;
    }
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
#else
    Q_UNUSED(path);
    return true;
#endif
}

Result<Encounter> importUvttFile(const QString& path, RulesetId ruleset, QStringList* warnings) {
    auto text = readAll(path);
    if (!text) {
        return text.rejection();
    }
    auto imported =
        io::import_uvtt(text.value(), ruleset, QFileInfo(path).completeBaseName().toStdString());
    if (!imported) {
        return imported.rejection();
    }
    // A background the views cannot decode (over the limit) is said now;
    // the walls and the rest are imported all the same.
    if (const auto& bg = imported.value().encounter.map.background()) {
        if (const auto decoded = decodeBackground(*bg); decoded.image.isNull()) {
            imported.value().warnings.push_back(decoded.problem.toStdString());
        }
    }
    // Each warning once: to the caller, who reports them, or else to the log.
    for (const auto& w : imported.value().warnings) {
        if (warnings != nullptr) {
            warnings->append(QString::fromStdString(w));
        } else {
            spdlog::warn("{}: {}", path.toStdString(), w);
        }
    }
    return std::move(imported.value().encounter);
}

} // namespace skirmish::ui
