#pragma once
// RE as Chinese, Japanese and Korean servers and archives write it: "黑中盘胜" (Black wins
// by resignation), "白胜3又3/4子" (White by 3¾ stones, 7.5 points), "黒4目半勝" (Black by
// 4.5), "백 불계승" (White by resignation), "和棋" / "持碁" / "무승부" (a draw).
#include <optional>
#include <string_view>

#include "sgf/result.hpp"

namespace kifu::sgf {

// The result the text says, or none when it is not one of these forms.
std::optional<GameResult> decode_cjk_result(std::string_view text);

}  // namespace kifu::sgf
