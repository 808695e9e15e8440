#include "dialogs/user_guide_window.h"

#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QImage>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace skirmish::ui {

QString UserGuideWindow::guideFolder() {
    return QStringLiteral(":/guide");
}

UserGuideWindow::UserGuideWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setWindowTitle(tr("Skirmish User Guide"));
    setObjectName(QStringLiteral("userGuide"));
    resize(900, 760);
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    auto button = [this](const QString& text, const QString& theme, const QKeySequence& key) {
        auto* b = new QToolButton(this);
        b->setText(text);
        b->setIcon(QIcon::fromTheme(theme));
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setShortcut(key);
        b->setToolTip(QStringLiteral("%1 (%2)").arg(text, key.toString(QKeySequence::NativeText)));
        b->setAccessibleName(text);
        return b;
    };
    back_ = button(tr("Back"), QStringLiteral("go-previous"), QKeySequence::Back);
    forward_ = button(tr("Forward"), QStringLiteral("go-next"), QKeySequence::Forward);
    auto* home =
        button(tr("Contents"), QStringLiteral("go-home"), QKeySequence(Qt::ALT | Qt::Key_Home));
    bar->addWidget(back_);
    bar->addWidget(forward_);
    bar->addWidget(home);
    bar->addStretch(1);
    layout->addLayout(bar);
    browser_ = new QTextBrowser(this);
    browser_->setAccessibleName(tr("User guide page"));
    browser_->setOpenExternalLinks(true);
    browser_->setSearchPaths({guideFolder()});
    QFont f = browser_->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    browser_->setFont(f);
    layout->addWidget(browser_);
    connect(back_, &QToolButton::clicked, browser_, &QTextBrowser::backward);
    connect(forward_, &QToolButton::clicked, browser_, &QTextBrowser::forward);
    connect(home, &QToolButton::clicked, this, [this] { showPage(QStringLiteral("README.md")); });
    browser_->viewport()->installEventFilter(this);
    connect(browser_, &QTextBrowser::sourceChanged, this, &UserGuideWindow::fitPictures);
    connect(browser_, &QTextBrowser::backwardAvailable, back_, &QToolButton::setEnabled);
    connect(browser_, &QTextBrowser::forwardAvailable, forward_, &QToolButton::setEnabled);
    back_->setEnabled(false);
    forward_->setEnabled(false);
    showPage(QStringLiteral("README.md"));
}

bool UserGuideWindow::showPage(const QString& page) {
    const QString path = guideFolder() + QLatin1Char('/') + page;
    if (!QFile::exists(path)) {
        return false;
    }
    browser_->setSource(QUrl(QStringLiteral("qrc") + path), QTextDocument::MarkdownResource);
    return true;
}

bool UserGuideWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == browser_->viewport() && event->type() == QEvent::Resize) {
        fitPictures(); // the page's width is known only once laid out
    }
    return QWidget::eventFilter(watched, event);
}

void UserGuideWindow::fitPictures() {
    // Screenshots are as wide as the program's window; each is shown no
    // wider than the page.
    const qreal room = std::max(200, browser_->viewport()->width() - 40);
    QTextDocument* doc = browser_->document();
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat()) {
                continue;
            }
            QTextImageFormat picture = fragment.charFormat().toImageFormat();
            const QImage image(guideFolder() + QLatin1Char('/') + picture.name());
            if (image.isNull()) {
                continue;
            }
            const qreal width = std::min<qreal>(image.width(), room);
            if (picture.width() == width) {
                continue;
            }
            picture.setWidth(width);
            picture.setHeight(image.height() * width / image.width());
            QTextCursor cursor(doc);
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(picture);
        }
    }
}

QString UserGuideWindow::currentPage() const {
    return QFileInfo(browser_->source().path()).fileName();
}

} // namespace skirmish::ui
