#include "sgf/name_key.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <utility>
#include <vector>

#include <utf8proc.h>

namespace kifu::sgf {
namespace {

// Whether the code point belongs to a word: letters, marks (the accents a decomposed
// spelling keeps apart, the vowel signs of Indic scripts) and digits. Spaces of every
// kind (U+00A0, U+3000 ideographic), punctuation and symbols separate words.
bool word_character(utf8proc_int32_t c) {
    switch (utf8proc_category(c)) {
        case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL: case UTF8PROC_CATEGORY_LT:
        case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_LO:
        case UTF8PROC_CATEGORY_MN: case UTF8PROC_CATEGORY_MC: case UTF8PROC_CATEGORY_ME:
        case UTF8PROC_CATEGORY_ND: case UTF8PROC_CATEGORY_NL: case UTF8PROC_CATEGORY_NO:
            return true;
        default:
            return false;
    }
}

std::string sorted_words(std::vector<std::string> words) {
    std::sort(words.begin(), words.end());
    std::string key;
    for (const std::string& w : words) key += (key.empty() ? "" : " ") + w;
    return key;
}

// Text that is not UTF-8: ASCII lowered, every other byte kept as part of a word.
std::string byte_key(std::string_view name) {
    std::vector<std::string> words;
    std::string word;
    for (const char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) || u >= 0x80) word += static_cast<char>(std::tolower(u));
        else if (!word.empty()) words.push_back(std::exchange(word, {}));
    }
    if (!word.empty()) words.push_back(word);
    return sorted_words(std::move(words));
}

}  // namespace

std::string name_key(std::string_view name) {
    // Composed (NFC) and case-folded: "Émile" written with a combining accent and "émile"
    // read as "émile".
    utf8proc_uint8_t* mapped = nullptr;
    const utf8proc_ssize_t length =
        utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(name.data()), static_cast<utf8proc_ssize_t>(name.size()),
                     &mapped, static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_CASEFOLD));
    if (length < 0) return byte_key(name);   // not UTF-8 (mapped is left unset on error)
    const std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> owner(mapped, &std::free);
    std::vector<std::string> words;
    std::string word;
    utf8proc_ssize_t at = 0;
    while (at < length) {
        utf8proc_int32_t c = 0;
        const utf8proc_ssize_t n = utf8proc_iterate(mapped + at, length - at, &c);
        if (n <= 0) return byte_key(name);
        if (word_character(c)) word.append(reinterpret_cast<const char*>(mapped + at), static_cast<std::size_t>(n));
        else if (!word.empty()) words.push_back(std::exchange(word, {}));
        at += n;
    }
    if (!word.empty()) words.push_back(word);
    return sorted_words(std::move(words));
}

}  // namespace kifu::sgf
