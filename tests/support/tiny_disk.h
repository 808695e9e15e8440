#pragma once
/// @file A tiny tmpfs for tests of a real full or read-only disk (issue 16).
/// Mounting needs root with the capability to mount; elsewhere ok() is
/// false and why() says so, for GTEST_SKIP.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_LINUX
#include <sys/mount.h>
#endif

namespace skirmish::test {

/// A tiny tmpfs of `size` mounted on a fresh folder, where this process may
/// mount one (root, with the capability); `why` says why not otherwise.
class TinyDisk {
public:
    /// Mounts a tmpfs of `size` (such as "96k") on a fresh folder.
    explicit TinyDisk(const char* size) {
#ifdef Q_OS_LINUX
        const QByteArray where = QFile::encodeName(dir_.path());
        const QByteArray options = QByteArray("size=") + size;
        if (::mount("tmpfs", where.constData(), "tmpfs", 0, options.constData()) != 0) {
            why_ = QStringLiteral("cannot mount a tmpfs here (%1): run as root to test a real "
                                  "full or read-only disk (the injected-error tests run anywhere)")
                       .arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        mounted_ = true;
#else
        Q_UNUSED(size);
        why_ = QStringLiteral("tmpfs is Linux only");
#endif
    }
    ~TinyDisk() {
#ifdef Q_OS_LINUX
        if (mounted_) {
            ::umount2(QFile::encodeName(dir_.path()).constData(), MNT_DETACH);
        }
#endif
    }
    bool ok() const {
        return mounted_;
    }
    const QString& why() const {
        return why_;
    }
    QString filePath(const QString& name) const {
        return dir_.filePath(name);
    }
    QString path() const {
        return dir_.path();
    }
    /// Remounts it read-only.
    bool makeReadOnly() {
#ifdef Q_OS_LINUX
        return ::mount("tmpfs", QFile::encodeName(dir_.path()).constData(), "tmpfs",
                       MS_REMOUNT | MS_RDONLY, nullptr) == 0;
#else
        return false;
#endif
    }

private:
    QTemporaryDir dir_;
    bool mounted_ = false;
    QString why_;
};

} // namespace skirmish::test
