#pragma once
// Boost-free entry to the SGF grammar: runs it over a whole text, reporting every token
// to the sink. Callers need not include Spirit.
#include <string_view>

#include "token_sink.hpp"

namespace kifu::sgf {

void tokenize(std::string_view text, grammar::TokenSink& sink);

}  // namespace kifu::sgf
