#include "cli/digest_tag.hpp"

#include "view/csp.hpp"

namespace kifu::cli {

std::string with_digest_tag(std::string text, std::size_t at, DigestTag tag) {
    const std::string digest = view::integrity_value(text);
    text.insert(at, std::string(tag.open) + digest + std::string(tag.close));
    return text;
}

SealState seal_state(std::string text, DigestTag tag) {
    const std::size_t open = text.find(tag.open);
    if (open == std::string::npos) return SealState::absent;
    const std::size_t close = text.find(tag.close, open);
    if (close == std::string::npos) return SealState::cut;
    const std::string digest = text.substr(open + tag.open.size(), close - open - tag.open.size());
    text.erase(open, close + tag.close.size() - open);
    return view::integrity_value(text) == digest ? SealState::intact : SealState::edited;
}

}  // namespace kifu::cli
