#include "document/autosave.h"

#include "document/encounter_document.h"
#include "document/encounter_file.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

#include <spdlog/spdlog.h>

namespace skirmish::ui {
namespace {

QString sourcePath(const QString& folder) {
    return QDir(folder).filePath("autosave.source");
}

} // namespace

Autosave::Autosave(EncounterDocument* doc, QString folder, int intervalMs, QObject* parent)
    : QObject(parent), doc_(doc), folder_(std::move(folder)) {
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

QString Autosave::defaultFolder() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath("autosave");
}

QString Autosave::copyPath() const {
    return QDir(folder_).filePath("autosave.skirmish");
}

bool Autosave::saveNow() {
    if (!doc_->isModified()) {
        return QFile::exists(copyPath());
    }
    if (!QDir().mkpath(folder_)) {
        spdlog::warn("autosave: cannot create {}", folder_.toStdString());
        return false;
    }
    if (auto error = saveEncounterFile(copyPath(), doc_->encounter())) {
        spdlog::warn("autosave: {}", error->toStdString());
        return false;
    }
    QSaveFile source(sourcePath(folder_));
    if (source.open(QIODevice::WriteOnly)) {
        source.write(doc_->filePath().toUtf8());
        source.commit();
    }
    spdlog::debug("autosaved to {}", copyPath().toStdString());
    return true;
}

void Autosave::discard() {
    QFile::remove(copyPath());
    QFile::remove(sourcePath(folder_));
}

std::optional<Autosave::Pending> Autosave::pending(const QString& folder) {
    const QString copy = QDir(folder).filePath("autosave.skirmish");
    if (!QFile::exists(copy)) {
        return std::nullopt;
    }
    Pending p{copy, {}};
    QFile source(sourcePath(folder));
    if (source.open(QIODevice::ReadOnly)) {
        p.source = QString::fromUtf8(source.readAll());
    }
    return p;
}

} // namespace skirmish::ui
