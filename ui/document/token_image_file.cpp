#include "document/token_image_file.h"

#include "encounter/command_engine.h"
#include "io/image_format.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>

namespace skirmish::ui {

std::optional<TokenImage> readTokenImage(const QString& path, QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) {
            *error = why;
        }
        return std::nullopt;
    };
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QObject::tr("Cannot read %1: %2").arg(name, file.errorString()));
    }
    const QByteArray data = file.readAll();
    TokenImage image;
    image.bytes.assign(data.begin(), data.end());
    image.format = io::image_format_of(image.bytes);
    if (image.format.empty()) {
        return fail(QObject::tr("%1 is not a PNG, JPEG or WebP image").arg(name));
    }
    Unit probe;
    probe.image = image;
    if (auto why = token_image_problem(probe)) {
        return fail(QObject::tr("%1: %2").arg(name, QString::fromStdString(*why)));
    }
    if (QImage::fromData(data).isNull()) {
        return fail(QObject::tr("%1 does not decode as an image (damaged?)").arg(name));
    }
    return image;
}

bool looksLikeTokenImage(const QString& path) {
    const QString ext = QFileInfo(path).suffix().toLower();
    return ext == QLatin1String("png") || ext == QLatin1String("jpg") ||
           ext == QLatin1String("jpeg") || ext == QLatin1String("webp");
}

} // namespace skirmish::ui
