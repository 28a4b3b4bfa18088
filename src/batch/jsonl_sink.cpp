#include "batch/jsonl_sink.hpp"

namespace kifu::batch {

void JsonlSink::write(const InputResult& result) {
    for (std::size_t i = 0; i < result_count(result); ++i) {
        const std::string_view line = json_line(result, i, scratch_);
        out_.write(line.data(), static_cast<std::streamsize>(line.size()));
        out_.put('\n');
    }
}

void JsonlSink::finish() { out_.flush(); }

}  // namespace kifu::batch
