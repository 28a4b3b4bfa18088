#pragma once
// The lookahead asked at every ']' inside a value: does SGF follow, so that this ']'
// closes the value? In X3 terms it is
//
//   (name >> *whitespace >> (')' | (';' >> *whitespace >> identifier >> *whitespace >> '[')))
//   | (*blank >> (char_("[;()") | eoi | (identifier >> *whitespace >> '[')))
//   whitespace = char_(" \t\r\n\v\f"),  blank = whitespace | '\0',
//   identifier = char_("a-zA-Z") >> *char_("a-zA-Z0-9"),  name = +char_("A-Z")
//
// The first line is a property name with no value right after the ']' ("W[bb]XX;B[cc]",
// "SZ[9]XX;", "W[bb]XX)"): FF[4] closes the value at that ']' and the name is a property
// without a value (the reader warns and ignores it). Taking the ']' for text instead
// swallowed the moves after it into the value, and `kifu fix` wrote them out as a
// comment. Text with an unescaped ']' rarely goes on with a capitalised word and then a
// node or the end of the tree ("[A]B; then" does not: no property follows the ';').
//
// NULs after a ']' are a block of the file never written (a crash), not text of the value:
// looked past, so that the value closes and the NULs are reported where they are, rather
// than the value running on through them and swallowing the nodes after them.
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
    static bool is_blank(char c) { return is_whitespace(c) || c == '\0'; }
    static bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
    static bool is_digit(char c) { return c >= '0' && c <= '9'; }

    static bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }

    // The first alternative: a property name without a value, then the end of the tree or
    // a node that holds a property.
    template <class Iterator>
    static bool nameless_value_follows(Iterator& first, const Iterator& last) {
        Iterator it = first;
        if (it == last || !is_upper(*it)) return false;
        while (it != last && is_upper(*it)) ++it;
        while (it != last && is_whitespace(*it)) ++it;
        if (it == last) return false;
        if (*it == ')') {
            first = it + 1;
            return true;
        }
        if (*it != ';') return false;
        ++it;
        while (it != last && is_whitespace(*it)) ++it;
        if (it == last || !is_letter(*it)) return false;
        while (it != last && (is_letter(*it) || is_digit(*it))) ++it;
        while (it != last && is_whitespace(*it)) ++it;
        if (it == last || *it != '[') return false;
        first = it + 1;
        return true;
    }

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, const Iterator& last, const Context&, RContext&, Attribute&) const {
        if (nameless_value_follows(first, last)) return true;
        Iterator it = first;
        while (it != last && is_blank(*it)) ++it;
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
