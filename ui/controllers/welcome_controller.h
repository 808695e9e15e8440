#pragma once
/// @file WelcomeController: the welcome page in the main window's centre
/// when no encounter is open (issue 18), what its buttons do, and the
/// offer of the work a crash left (issue 16), from the start or the page.

#include "views/welcome_page.h"

#include <QObject>
#include <QString>

#include <vector>

class QScrollArea;
class QStackedWidget;

namespace skirmish::ui {

class DocumentController;
class EncounterDocument;
class MainWindow;
class MapView;

class WelcomeController : public QObject {
    Q_OBJECT
public:
    /// Puts the welcome page and `view` in `centre`, the view showing. Any
    /// encounter put in the document (opened, made, imported, recovered)
    /// hides the page.
    WelcomeController(MainWindow* window, EncounterDocument* doc, DocumentController* files,
                      QStackedWidget* centre, MapView* view);

    /// Shows the page with the recent files, the samples and "Recover" when
    /// autosaves are waiting.
    void show();
    bool isShown() const;
    WelcomePage* page() const { return page_; }

    /// See MainWindow::recoverLeftWork().
    bool recoverLeftWork(const QString& slot);

    /// The sample encounters built into the program (:/samples/), one for
    /// each ruleset, in the registry's order.
    static std::vector<WelcomePage::Sample> samples();

private:
    void openSample(const QString& path);

    MainWindow* window_;
    EncounterDocument* doc_;
    DocumentController* files_;
    QStackedWidget* centre_;
    MapView* view_;
    QScrollArea* scroll_;
    WelcomePage* page_;
};

} // namespace skirmish::ui
