#pragma once
/// @file The citation of a shared policy's seed section in refusals and log
/// lines.

#include <string>

namespace skirmish {

/// " (<source>)": the seed section a policy's rule comes from, as the rules'
/// refusals and log lines end with it. A non-empty `part` names the
/// subsection: " (<source>: Hold)". `Policy` is any policy with a `source`.
template <class Policy> std::string cite(const Policy& policy, const std::string& part = {}) {
    return " (" + policy.source + (part.empty() ? "" : ": " + part) + ")";
}

} // namespace skirmish
