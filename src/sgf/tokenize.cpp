#include "sgf/tokenize.hpp"

#include "sgf_config.hpp"
#include "sgf_grammar.hpp"

namespace kifu::sgf {

void tokenize(std::string_view text, grammar::TokenSink& sink) {
    namespace x3 = boost::spirit::x3;
    grammar::parser::iterator_type first = text.data();
    const grammar::parser::iterator_type last = text.data() + text.size();
    // The grammar accepts every input (what is no token is reported as junk), so the
    // result needs no check: it always consumes the whole text.
    x3::parse(first, last, x3::with<grammar::parser::sink_tag>(sink)[grammar::sgf_stream()]);
}

}  // namespace kifu::sgf
