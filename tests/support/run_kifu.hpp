#pragma once
// Runs the kifu command line in-process with captured streams, as a user's shell would.
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"

namespace kifu::testing {

struct Outcome {
    int status;
    std::string out;
    std::string err;
};

inline Outcome kifu(std::vector<std::string> args) {
    args.insert(args.begin(), "kifu");
    std::vector<const char*> argv;
    for (const std::string& a : args) argv.push_back(a.c_str());
    std::ostringstream out, err;
    const int status = cli::run_kifu(static_cast<int>(argv.size()), argv.data(), out, err);
    return {status, out.str(), err.str()};
}

}  // namespace kifu::testing
