#include "batch/jsonl_sink.hpp"

namespace kifu::batch {

void JsonlSink::write(const InputResult& result) {
    for (const std::string& line : result.lines) {
        out_.write(line.data(), static_cast<std::streamsize>(line.size()));
        out_.put('\n');
    }
}

void JsonlSink::finish() { out_.flush(); }

}  // namespace kifu::batch
