#pragma once
// The lookahead asked at every ']' inside a value: does SGF follow, so that this ']'
// closes the value? In X3 terms it is
//
//   *whitespace >> (char_("[;()") | eoi | (identifier >> *whitespace >> '['))
//   whitespace = char_(" \t\r\n\v\f"),  identifier = char_("a-zA-Z") >> *char_("a-zA-Z0-9")
//
// and tests/unit/sgf/test_sgf_follows.cpp checks that this parser agrees with that
// expression. Written as one primitive because it runs once per value of every record
// (and reads the next property's name, which the token parser then reads again): through
// X3's layers that was about a tenth of reading a file.
#include <boost/spirit/home/x3.hpp>

namespace kifu::grammar::parser {

struct sgf_follows_parser : boost::spirit::x3::parser<sgf_follows_parser> {
    using attribute_type = boost::spirit::x3::unused_type;
    static bool const has_attribute = false;

    static bool is_whitespace(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
    }
    static bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
    static bool is_digit(char c) { return c >= '0' && c <= '9'; }

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, const Iterator& last, const Context&, RContext&, Attribute&) const {
        Iterator it = first;
        while (it != last && is_whitespace(*it)) ++it;
        if (it == last) {  // eoi
            first = it;
            return true;
        }
        const char c = *it;
        if (c == '[' || c == ';' || c == '(' || c == ')') {
            first = it + 1;
            return true;
        }
        if (!is_letter(c)) return false;
        ++it;
        while (it != last && (is_letter(*it) || is_digit(*it))) ++it;
        while (it != last && is_whitespace(*it)) ++it;
        if (it == last || *it != '[') return false;
        first = it + 1;
        return true;
    }
};

inline const sgf_follows_parser sgf_follows{};

}  // namespace kifu::grammar::parser
