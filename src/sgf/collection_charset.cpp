#include "sgf/collection_charset.hpp"

#include "sgf/charset.hpp"

#include <utility>

namespace kifu::sgf {
namespace {

bool has_non_ascii_text(const GameTree& tree) {
    for (NodeId id = 0; id < tree.node_count(); ++id)
        for (const Property& p : tree.properties(id))
            for (const RawValue& v : tree.values(p))
                for (const char c : v.text)
                    if (static_cast<unsigned char>(c) >= 0x80) return true;
    return false;
}

}  // namespace

std::optional<OtherCharset> declares_another_charset(const GameRecord& game, const std::string& file_charset) {
    if (game.index == 0 || game.tree.empty()) return std::nullopt;
    const std::optional<RawValue> ca = game.tree.first_value(game.tree.root(), "CA");
    if (!ca) return std::nullopt;
    const std::string declared = declared_charset_name(ca->text);
    if (declared.empty() || declared == file_charset || !has_non_ascii_text(game.tree)) return std::nullopt;
    std::string shown;
    for (const char c : ca->text.substr(0, 40)) shown += (c >= ' ' && c <= '~') ? c : '?';
    return OtherCharset{std::move(shown), game.tree.source().locate(ca->offset)};
}

}  // namespace kifu::sgf
