#include "base/coordinates.hpp"

#include <charconv>

namespace kifu {

std::string column_label(int column, int width) {
    if (width <= 25) return std::string(1, static_cast<char>('A' + column + (column >= 8 ? 1 : 0)));
    return std::string(1, static_cast<char>(column < 26 ? 'a' + column : 'A' + column - 26));
}

std::string player_coordinate(Point p, BoardSize size) {
    return column_label(p.x, size.width) + std::to_string(size.height - p.y);
}

std::optional<Point> parse_player_coordinate(std::string_view text, BoardSize size) {
    if (text.size() < 2 || size.width > 25) return std::nullopt;
    char letter = text.front();
    if (letter >= 'a' && letter <= 'z') letter = static_cast<char>(letter - 'a' + 'A');
    if (letter < 'A' || letter > 'Z' || letter == 'I') return std::nullopt;
    const int column = letter - 'A' - (letter > 'I' ? 1 : 0);
    int row = 0;
    const char* begin = text.data() + 1;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(begin, end, row);
    if (error != std::errc{} || stop != end || row < 1 || row > size.height || column >= size.width)
        return std::nullopt;
    return Point{static_cast<std::uint8_t>(column), static_cast<std::uint8_t>(size.height - row)};
}

}  // namespace kifu
