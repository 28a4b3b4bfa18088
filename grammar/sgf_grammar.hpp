#pragma once
// Declaration of the SGF grammar (definitions in sgf_grammar_def.hpp, instantiated once
// in sgf_grammar.cpp, following the layout of Spirit X3's own examples).
#include <boost/spirit/home/x3.hpp>

namespace kifu::grammar {
namespace parser {
namespace x3 = boost::spirit::x3;

struct sgf_stream_class;
using sgf_stream_type = x3::rule<sgf_stream_class>;
BOOST_SPIRIT_DECLARE(sgf_stream_type)

}  // namespace parser

// The whole input as a stream of SGF tokens, each reported to the TokenSink in the
// context. It accepts any input: text that is no token is reported as junk.
parser::sgf_stream_type const& sgf_stream();

}  // namespace kifu::grammar
