#include "views/welcome_page.h"

#include <QFileInfo>
#include <QFont>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace skirmish::ui {
namespace {

QLabel* heading(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    label->setFont(f);
    return label;
}

QPushButton* bigButton(const QString& text, const QString& tip, QWidget* parent) {
    auto* b = new QPushButton(text, parent);
    b->setToolTip(tip);
    b->setAccessibleName(QString(text).remove('&'));
    b->setAccessibleDescription(tip);
    b->setMinimumHeight(40);
    return b;
}

} // namespace

WelcomePage::WelcomePage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("welcomePage"));
    setAccessibleName(tr("Welcome"));
    // One column, top to bottom, no wider than reads well; it fits beside
    // the docks of a laptop's screen.
    auto* centring = new QHBoxLayout(this);
    auto* body = new QWidget(this);
    body->setMaximumWidth(900);
    centring->addWidget(body);
    auto* outer = new QVBoxLayout(body);
    outer->setContentsMargins(24, 24, 24, 24);
    outer->setSpacing(10);
    auto* title = new QLabel(tr("Skirmish"), body);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 2.6);
    big.setBold(true);
    title->setFont(big);
    outer->addWidget(title);
    auto* intro = new QLabel(tr("A tactical battle map for game masters. Start an encounter, open "
                                "one, or try a sample fight."),
                             body);
    intro->setWordWrap(true);
    outer->addWidget(intro);
    outer->addSpacing(12);

    // Start.
    outer->addWidget(heading(tr("Start"), body));
    auto* start = new QHBoxLayout;
    auto* newButton =
        bigButton(tr("&New encounter..."),
                  tr("An empty map of the size and ruleset you choose (Ctrl+N)"), body);
    auto* openButton =
        bigButton(tr("&Open an encounter..."), tr("A .skirmish file you saved (Ctrl+O)"), body);
    auto* importButton = bigButton(
        tr("&Import a map..."),
        tr("A Universal VTT map (.dd2vtt, .uvtt, .df2vtt) from Dungeondraft or DungeonFog, with "
           "its walls, doors and lights"),
        body);
    recover_ = bigButton(tr("&Recover unsaved work..."),
                         tr("Encounters a crash left unsaved: pick the ones to open"), body);
    connect(newButton, &QPushButton::clicked, this, &WelcomePage::newRequested);
    connect(openButton, &QPushButton::clicked, this, &WelcomePage::openRequested);
    connect(importButton, &QPushButton::clicked, this, &WelcomePage::importRequested);
    connect(recover_, &QPushButton::clicked, this, &WelcomePage::recoverRequested);
    for (QPushButton* b : {newButton, openButton, importButton, recover_}) {
        start->addWidget(b);
    }
    start->addStretch(1);
    recover_->hide();
    outer->addLayout(start);
    outer->addSpacing(12);

    // Recent files.
    outer->addWidget(heading(tr("Recent encounters"), body));
    recent_ = new QListWidget(body);
    recent_->setAccessibleName(tr("Recent encounters"));
    recent_->setTextElideMode(Qt::ElideMiddle);
    recent_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    recent_->setSpacing(3);
    recent_->setMinimumHeight(80);
    recent_->setMaximumHeight(150);
    connect(recent_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const QString path = item->data(Qt::UserRole).toString();
        if (!path.isEmpty()) {
            emit fileRequested(path);
        }
    });
    outer->addWidget(recent_);
    outer->addSpacing(12);
    // Samples, two a row.
    outer->addWidget(heading(tr("Sample fights"), body));
    outer->addWidget(new QLabel(tr("One for each ruleset, ready to start:"), body));
    samplesLayout_ = new QGridLayout;
    samplesLayout_->setHorizontalSpacing(8);
    outer->addLayout(samplesLayout_);

    outer->addStretch(1);
    setRecentFiles({});
}

void WelcomePage::setRecentFiles(const QStringList& paths) {
    recent_->clear();
    for (const QString& path : paths) {
        const QFileInfo file(path);
        if (!file.exists()) {
            continue; // moved or deleted since
        }
        auto* item = new QListWidgetItem(
            QStringLiteral("%1\n%2").arg(file.completeBaseName(), file.absolutePath()), recent_);
        item->setData(Qt::UserRole, path);
        item->setToolTip(path);
    }
    if (recent_->count() == 0) {
        auto* item = new QListWidgetItem(
            tr("None yet: the encounters you open or save appear here."), recent_);
        item->setFlags(Qt::NoItemFlags);
    }
}

void WelcomePage::setSamples(const std::vector<Sample>& samples) {
    for (QPushButton* b : sampleButtons_) {
        delete b;
    }
    sampleButtons_.clear();
    for (const Sample& s : samples) {
        auto* b = bigButton(QStringLiteral("%1\n%2").arg(s.ruleset, s.title),
                            tr("Open \u201c%1\u201d, a %2 fight, as a new unsaved encounter")
                                .arg(s.title, s.ruleset),
                            this);
        b->setMinimumHeight(46);
        b->setStyleSheet(QStringLiteral("text-align: left; padding: 6px 12px;"));
        connect(b, &QPushButton::clicked, this,
                [this, path = s.path] { emit sampleRequested(path); });
        const int at = static_cast<int>(sampleButtons_.size());
        samplesLayout_->addWidget(b, at / 2, at % 2);
        sampleButtons_.push_back(b);
    }
}

void WelcomePage::setRecoverable(int count) {
    recover_->setVisible(count > 0);
    recover_->setText(tr("&Recover %n unsaved encounter(s)...", nullptr, count));
}

} // namespace skirmish::ui
