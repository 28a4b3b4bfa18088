// The one translation unit that pays for compiling the SGF grammar's templates.
#include "sgf_config.hpp"
#include "sgf_grammar_def.hpp"

namespace kifu::grammar::parser {
BOOST_SPIRIT_INSTANTIATE(sgf_stream_type, iterator_type, context_type)
}
