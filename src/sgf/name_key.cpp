#include "sgf/name_key.hpp"

#include <algorithm>
#include <cctype>
#include <utility>
#include <vector>

namespace kifu::sgf {

std::string name_key(std::string_view name) {
    std::vector<std::string> words;
    std::string word;
    for (const char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) || u >= 0x80) word += static_cast<char>(std::tolower(u));
        else if (!word.empty()) words.push_back(std::exchange(word, {}));
    }
    if (!word.empty()) words.push_back(word);
    std::sort(words.begin(), words.end());
    std::string key;
    for (const std::string& w : words) key += (key.empty() ? "" : " ") + w;
    return key;
}

}  // namespace kifu::sgf
