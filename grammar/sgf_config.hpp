#pragma once
// The iterator and context types the SGF grammar is instantiated for. The caller
// (src/sgf/tokenize.cpp) must use exactly these, or linking fails.
#include <boost/spirit/home/x3.hpp>

#include "token_sink.hpp"

namespace kifu::grammar::parser {
namespace x3 = boost::spirit::x3;

struct sink_tag;  // x3::with<sink_tag>(TokenSink&) makes the sink reachable from actions

using iterator_type = const char*;
using context_type = x3::context<sink_tag, TokenSink, x3::unused_type>;

}  // namespace kifu::grammar::parser
