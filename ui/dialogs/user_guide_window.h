#pragma once
/// @file UserGuideWindow: the user guide (docs/user-guide/, built into the
/// program as :/guide/) in a window of its own, opened from Help (issue 18).
/// Markdown pages, with their links and screenshots, in a QTextBrowser.

#include <QString>
#include <QWidget>

class QTextBrowser;
class QToolButton;

namespace skirmish::ui {

class UserGuideWindow : public QWidget {
    Q_OBJECT
public:
    /// The folder the guide is read from: the built-in copy.
    static QString guideFolder();

    explicit UserGuideWindow(QWidget* parent = nullptr);

    /// Shows `page` ("README.md", "keyboard-shortcuts.md", ...); false when
    /// the guide has no such page.
    bool showPage(const QString& page);
    /// The page shown, as its file name.
    QString currentPage() const;
    QTextBrowser* browser() const { return browser_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Scales the page's pictures down to the page's width.
    void fitPictures();

    QTextBrowser* browser_;
    QToolButton* back_;
    QToolButton* forward_;
};

} // namespace skirmish::ui
