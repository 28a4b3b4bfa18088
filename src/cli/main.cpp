#include <iostream>

#include "cli/app.hpp"
#include "cli/stop_signals.hpp"

int main(int argc, char** argv) {
    kifu::cli::remove_unfinished_outputs_on_signals();
    return kifu::cli::run_kifu(argc, argv, std::cout, std::cerr);
}
