#include "document/autosave.h"

#include "document/encounter_document.h"
#include "document/encounter_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <spdlog/spdlog.h>

#include <algorithm>

namespace skirmish::ui {
namespace {

constexpr int kKept = 3;                                ///< copies per slot, in rotation
const QString kLegacySlot = QStringLiteral("autosave"); ///< version 0.1's one slot

QString copyFile(const QString& folder, const QString& slot, int generation) {
    if (slot == kLegacySlot) {
        return QDir(folder).filePath(QStringLiteral("autosave.skirmish"));
    }
    return QDir(folder).filePath(QStringLiteral("%1-%2.skirmish").arg(slot).arg(generation));
}

QString sourceFile(const QString& folder, const QString& slot) {
    return QDir(folder).filePath(slot + QStringLiteral(".source"));
}

QString lockFile(const QString& folder, const QString& slot) {
    return QDir(folder).filePath(slot + QStringLiteral(".lock"));
}

} // namespace

Autosave::Autosave(EncounterDocument* doc, QString folder, int intervalMs, QObject* parent)
    : QObject(parent), doc_(doc), folder_(std::move(folder)),
      slot_(QUuid::createUuid().toString(QUuid::WithoutBraces).left(8)) {
    timer_.setInterval(intervalMs);
    connect(&timer_, &QTimer::timeout, this, &Autosave::saveNow);
    timer_.start();
    // Saved or reverted to the saved state: the copy is no longer needed.
    connect(doc_, &EncounterDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified) {
            discard();
        }
    });
}

Autosave::~Autosave() = default; // the lock goes with it; the copies stay for a crash

QString Autosave::defaultFolder() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath("autosave");
}

QString Autosave::copyPath() const {
    return copyFile(folder_, slot_, 1);
}

bool Autosave::lockSlot() {
    if (lock_) {
        return true;
    }
    auto lock = std::make_unique<QLockFile>(lockFile(folder_, slot_));
    lock->setStaleLockTime(0); // held for the program's life; stale only when it is gone
    if (!lock->tryLock(0)) {
        return false;
    }
    lock_ = std::move(lock);
    return true;
}

bool Autosave::saveNow() {
    if (!doc_->isModified()) {
        return QFile::exists(copyPath());
    }
    if (!QDir().mkpath(folder_) || !lockSlot()) {
        spdlog::warn("autosave: cannot use {}", folder_.toStdString());
        return false;
    }
    // The older copies move down; the oldest goes.
    QFile::remove(copyFile(folder_, slot_, kKept));
    for (int g = kKept - 1; g >= 1; --g) {
        QFile::rename(copyFile(folder_, slot_, g), copyFile(folder_, slot_, g + 1));
    }
    if (auto error = saveEncounterFile(copyPath(), doc_->encounter())) {
        spdlog::warn("autosave: {}", error->toStdString());
        return false;
    }
    QSaveFile source(sourceFile(folder_, slot_));
    if (source.open(QIODevice::WriteOnly)) {
        source.write(doc_->filePath().toUtf8());
        source.commit();
    }
    spdlog::debug("autosaved to {}", copyPath().toStdString());
    return true;
}

void Autosave::discard() {
    forget(folder_, slot_);
    if (lock_) {
        lock_->unlock();
        lock_.reset();
    }
}

void Autosave::forget(const QString& folder, const QString& slot) {
    for (int g = 1; g <= kKept; ++g) {
        QFile::remove(copyFile(folder, slot, g));
    }
    QFile::remove(sourceFile(folder, slot));
}

std::vector<Autosave::Pending> Autosave::pending(const QString& folder) {
    std::vector<Pending> out;
    const QDir dir(folder);
    QStringList found;
    for (const QString& name : dir.entryList({QStringLiteral("*.skirmish")}, QDir::Files)) {
        QString slot = name.chopped(QStringLiteral(".skirmish").size());
        if (slot != kLegacySlot) {
            const qsizetype dash = slot.lastIndexOf('-');
            if (dash <= 0) {
                continue;
            }
            slot = slot.left(dash);
        }
        if (!found.contains(slot)) {
            found << slot;
        }
    }
    for (const QString& slot : std::as_const(found)) {
        // A slot whose lock can be taken has no program left.
        if (slot != kLegacySlot) {
            QLockFile lock(lockFile(folder, slot));
            lock.setStaleLockTime(0);
            if (!lock.tryLock(0)) {
                continue;
            }
            lock.unlock();
        }
        // The newest copy that is there.
        for (int g = 1; g <= kKept; ++g) {
            const QString copy = copyFile(folder, slot, g);
            if (QFile::exists(copy)) {
                Pending p{slot, copy, {}, QFileInfo(copy).lastModified()};
                QFile source(sourceFile(folder, slot));
                if (source.open(QIODevice::ReadOnly)) {
                    p.source = QString::fromUtf8(source.readAll());
                }
                out.push_back(std::move(p));
                break;
            }
        }
    }
    std::sort(out.begin(), out.end(),
              [](const Pending& a, const Pending& b) { return a.written > b.written; });
    return out;
}

} // namespace skirmish::ui
