#include "logging.h"

#include <QDir>
#include <QStandardPaths>

#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <vector>

namespace skirmish::app {

void setup_logging(bool verbose, bool console_level_warn) {
    std::vector<spdlog::sink_ptr> sinks;
    auto console = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
    console->set_level(verbose              ? spdlog::level::debug
                       : console_level_warn ? spdlog::level::warn
                                            : spdlog::level::info);
    sinks.push_back(console);
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!dir.isEmpty() && QDir().mkpath(dir)) {
        try {
            const std::string file = QDir(dir).filePath("skirmish.log").toStdString();
            auto rotating =
                std::make_shared<spdlog::sinks::rotating_file_sink_mt>(file, 1024 * 1024 * 2, 3);
            rotating->set_level(verbose ? spdlog::level::debug : spdlog::level::info);
            sinks.push_back(rotating);
        } catch (const spdlog::spdlog_ex&) {
            // No log file (read-only home, say): stderr still works.
        }
    }
    auto logger = std::make_shared<spdlog::logger>("skirmish", sinks.begin(), sinks.end());
    logger->set_level(spdlog::level::debug);
    logger->flush_on(spdlog::level::warn);
    spdlog::set_default_logger(logger);
}

} // namespace skirmish::app
