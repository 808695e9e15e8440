// Issue 18: the man pages document every command of skirmish-cli, and its
// --help lists each one. The commands are read from the program itself (the
// "known:" list of its unknown-command errors, made from its dispatch tables),
// so a new command without documentation fails here.
#include <QProcess>
#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Run {
    std::string out;
    std::string err;
};

Run run_cli(const QStringList& args) {
    QProcess p;
    p.start(SKIRMISH_CLI, args);
    p.waitForFinished(60000);
    return {p.readAllStandardOutput().toStdString(), p.readAllStandardError().toStdString()};
}

/// The names after "known: " on the first line of `err`.
std::vector<std::string> known_names(const std::string& err) {
    const auto at = err.find("known: ");
    EXPECT_NE(at, std::string::npos) << err;
    if (at == std::string::npos) {
        return {};
    }
    std::istringstream list(err.substr(at + 7, err.find('\n', at) - at - 7));
    std::vector<std::string> out;
    for (std::string name; std::getline(list, name, ',');) {
        out.push_back(name.substr(name.find_first_not_of(' ')));
    }
    return out;
}

std::string read(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// roff's "-" is written "\-" in the pages.
std::string roff(std::string name) {
    for (std::size_t i = 0; (i = name.find('-', i)) != std::string::npos; i += 2) {
        name.insert(i, "\\");
    }
    return name;
}

} // namespace

TEST(ManPages, EveryCommandIsInHelpAndInTheManPage) {
    const std::string page = read(std::string(SKIRMISH_SOURCE_DIR) + "/docs/man/skirmish-cli.1");
    ASSERT_FALSE(page.empty());
    const std::string help = run_cli({"--help"}).out;
    const auto commands = known_names(run_cli({"no-such-command"}).err);
    ASSERT_GE(commands.size(), 6U);
    for (const std::string& c : commands) {
        EXPECT_NE(help.find("  " + c + " "), std::string::npos) << c << " is not in --help";
        EXPECT_NE(page.find("\\fB" + roff(c) + "\\fR"), std::string::npos)
            << c << " is not in skirmish-cli.1";
    }
    const std::string sample =
        std::string(SKIRMISH_SOURCE_DIR) + "/resources/encounters/dungeon.skirmish";
    const auto queries =
        known_names(run_cli({"query", QString::fromStdString(sample), "no-such-query"}).err);
    ASSERT_GE(queries.size(), 8U);
    for (const std::string& q : queries) {
        EXPECT_NE(help.find("query FILE " + q), std::string::npos) << q << " is not in --help";
        EXPECT_NE(page.find("\\fBquery\\fR \\fIFILE\\fR \\fB" + q + "\\fR"), std::string::npos)
            << "query " << q << " is not in skirmish-cli.1";
    }
}

TEST(ManPages, TheGuiPageHasEveryOption) {
    const std::string page = read(std::string(SKIRMISH_SOURCE_DIR) + "/docs/man/skirmish.1");
    ASSERT_FALSE(page.empty());
    QProcess p;
    p.start(SKIRMISH_GUI, {"--help"});
    p.waitForFinished(60000);
    const std::string help = p.readAllStandardOutput().toStdString();
    int options = 0;
    std::istringstream lines(help);
    for (std::string line; std::getline(lines, line);) {
        const auto dash = line.find("--");
        if (line.rfind("  ", 0) != 0 || dash == std::string::npos || dash > 8) {
            continue;
        }
        const std::string option =
            line.substr(dash + 2, line.find_first_of(" ,<", dash) - dash - 2);
        ++options;
        EXPECT_NE(page.find("\\-\\-" + roff(option)), std::string::npos)
            << "--" << option << " is not in skirmish.1";
    }
    EXPECT_GE(options, 6); // help, help-all, version, verbose, import, recover, screenshot
}
