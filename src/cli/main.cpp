#include <iostream>

#include "cli/app.hpp"

int main(int argc, char** argv) { return kifu::cli::run_kifu(argc, argv, std::cout, std::cerr); }
