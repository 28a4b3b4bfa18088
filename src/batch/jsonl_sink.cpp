#include "batch/jsonl_sink.hpp"

namespace kifu::batch {

void JsonlSink::write(const InputResult& result) {
    for (const nlohmann::ordered_json& game : result.games) {
        // As report::write_score_json: invalid UTF-8 (which the reader never lets through)
        // would be replaced rather than abort the run.
        line_ = game.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
        line_ += '\n';
        out_.write(line_.data(), static_cast<std::streamsize>(line_.size()));
    }
}

void JsonlSink::finish() { out_.flush(); }

}  // namespace kifu::batch
