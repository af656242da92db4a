// The command line's refusals, checked the same way in every command's tests: each case runs
// `command` with its extra arguments and must end with exit code 2, a message containing what the
// case says, nothing on standard output, and none of `untouched` (files the command was told to
// write) written.
#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "run_cli.hpp"

namespace climbsim::test {

// Extra arguments and a part of the message they must give.
using Refusals = std::vector<std::pair<std::vector<std::string>, std::string>>;

inline void check_refusals(const std::vector<std::string>& command, const Refusals& cases, const std::vector<std::string>& untouched = {}) {
  for (const auto& [extra, said] : cases) {
    std::vector<std::string> args = command;
    args.insert(args.end(), extra.begin(), extra.end());
    const CliResult r = run_cli(args);
    INFO(args.front() << " " << (extra.empty() ? std::string() : extra.front()) << ": " << r.err);
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains(said));
    CHECK(r.out.empty());
    for (const std::string& file : untouched) CHECK(read_file(file).empty());
  }
}

}  // namespace climbsim::test
