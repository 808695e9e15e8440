#pragma once
/// @file WelcomePage: what the main window shows when no encounter is open
/// (issue 18): start a new encounter, open one, import a map, the recent
/// files, a sample for each ruleset, and the work a crash left behind.

#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QGridLayout;
class QListWidget;
class QPushButton;

namespace skirmish::ui {

class WelcomePage : public QWidget {
    Q_OBJECT
public:
    /// A sample encounter: its file (a resource path), its name and the
    /// name of its ruleset, as the encounter and the registry give them.
    struct Sample {
        QString path;
        QString title;
        QString ruleset;
    };

    explicit WelcomePage(QWidget* parent = nullptr);

    /// The recent files, newest first; those gone from the disk are left out,
    /// and the list says so when none is left.
    void setRecentFiles(const QStringList& paths);
    void setSamples(const std::vector<Sample>& samples);
    /// How many autosaved encounters a crash left; 0 hides "Recover".
    void setRecoverable(int count);

    QListWidget* recentList() const { return recent_; }
    QPushButton* recoverButton() const { return recover_; }
    /// The samples' buttons, in the order given.
    const std::vector<QPushButton*>& sampleButtons() const { return sampleButtons_; }

signals:
    void newRequested();
    void openRequested();
    void importRequested();
    void recoverRequested();
    /// A recent file was chosen.
    void fileRequested(const QString& path);
    /// A sample was chosen (its resource path).
    void sampleRequested(const QString& path);

private:
    QListWidget* recent_ = nullptr;
    QPushButton* recover_ = nullptr;
    QGridLayout* samplesLayout_ = nullptr;
    std::vector<QPushButton*> sampleButtons_;
};

} // namespace skirmish::ui
