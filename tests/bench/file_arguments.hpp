#pragma once
// The files a corpus tool reads: its arguments, where "-" stands for the paths on standard
// input, one per line (so a list of thousands needs no xargs).
#include <iostream>
#include <string>
#include <vector>

namespace kifu::bench {

inline std::vector<std::string> file_arguments(int argc, char** argv) {
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) != "-") {
            files.emplace_back(argv[i]);
            continue;
        }
        for (std::string line; std::getline(std::cin, line);)
            if (!line.empty()) files.push_back(line);
    }
    return files;
}

}  // namespace kifu::bench
