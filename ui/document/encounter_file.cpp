#include "document/encounter_file.h"

#include "io/encounter_json.h"
#include "io/uvtt_import.h"
#include "scene/background_image.h"

#include <QCoreApplication>
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
        return reject(QCoreApplication::translate("EncounterFile", "cannot open %1: %2")
                          .arg(path, f.errorString())
                          .toStdString());
    }
    if (f.size() > static_cast<qint64>(io::Limits::kMaxFileBytes)) {
        return reject("$: " + QCoreApplication::translate("EncounterFile",
                                                          "the file is %1 bytes; the limit is %2")
                                  .arg(f.size())
                                  .arg(static_cast<qint64>(io::Limits::kMaxFileBytes))
                                  .toStdString());
    }
    std::string text(static_cast<std::size_t>(f.size()), '\0');
    const qint64 got = f.read(text.data(), f.size());
    if (got < 0) {
        return reject(QCoreApplication::translate("EncounterFile", "cannot read %1: %2")
                          .arg(path, f.errorString())
                          .toStdString());
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

QString writeFailureText(const QString& path, const QString& reason, int error, qint64 needed) {
    const QString folder = QFileInfo(path).absolutePath();
    const QStorageInfo disk(folder);
    if (error == ENOSPC || error == EDQUOT ||
        (disk.isValid() && disk.bytesAvailable() < needed + 4096)) {
        return QCoreApplication::translate("EncounterFile",
                                           "the disk is full (%1 bytes free in %2, %3 needed)")
            .arg(disk.isValid() ? disk.bytesAvailable() : 0)
            .arg(folder)
            .arg(needed);
    }
    int access_error = 0;
#ifdef Q_OS_UNIX
    if (::access(QFile::encodeName(folder).constData(), W_OK) != 0) {
        access_error = errno;
    }
#endif
    if (error == EROFS || access_error == EROFS) {
        return QCoreApplication::translate("EncounterFile", "the folder %1 is on a read-only disk")
            .arg(folder);
    }
    if (error == EACCES || error == EPERM || access_error == EACCES) {
        return QCoreApplication::translate("EncounterFile",
                                           "you have no permission to write in the folder %1")
            .arg(folder);
    }
    if (access_error == ENOENT) {
        return QCoreApplication::translate("EncounterFile", "the folder %1 does not exist")
            .arg(folder);
    }
    // Qt's own text for "no reason known", in English or as Qt's translation
    // has it (named through variables, so that lupdate leaves Qt's text to Qt).
    static const char* const qtContext = "QIODevice";
    static const char* const qtUnknown = "Unknown error";
    if (reason.isEmpty() || reason == QLatin1String(qtUnknown) ||
        reason == QCoreApplication::translate(qtContext, qtUnknown)) {
        return QCoreApplication::translate("EncounterFile", "the write failed (%1)")
            .arg(QString::fromLocal8Bit(std::strerror(error != 0 ? error : EIO)));
    }
    return reason;
}

std::optional<QString> saveEncounterFile(const QString& path, const Encounter& encounter,
                                         const SaveOptions& options) {
    std::string text;
    try {
        text = io::write_encounter(encounter);
    } catch (const std::exception& e) {
        return QCoreApplication::translate("EncounterFile", "cannot write the encounter: %1")
            .arg(e.what());
    }
    return saveTextFile(path, text, options);
}

std::optional<QString> saveTextFile(const QString& path, const std::string& text,
                                    const SaveOptions& options) {
    const auto total = static_cast<qint64>(text.size());
    auto refuse = [&](const QString& why) {
        spdlog::warn("save of {} failed: {}", path.toStdString(), why.toStdString());
        return QCoreApplication::translate("EncounterFile", "cannot save %1: %2").arg(path, why);
    };
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly)) {
        const int error = errno;
        return refuse(writeFailureText(path, file.errorString(), error, total));
    }
    const qint64 limit =
        options.failAfterBytes >= 0 ? std::min(options.failAfterBytes, total) : total;
    errno = 0;
    const bool written = file.write(text.data(), limit) == limit;
    int error = errno;
    if (!written || limit != total || options.failWithErrno != 0) {
        QString why;
        if (options.failWithErrno != 0) {
            why = writeFailureText(path, QString(), options.failWithErrno, total);
        } else if (written) {
            why = QCoreApplication::translate("EncounterFile", "write interrupted after %1 bytes")
                      .arg(limit);
        } else {
            why = writeFailureText(path, file.errorString(), error, total);
        }
        file.cancelWriting();
        return refuse(why);
    }
    errno = 0;
    if (!file.commit()) { // the buffered rest, the sync and the rename
        error = errno;
        return refuse(writeFailureText(path, file.errorString(), error, total));
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
