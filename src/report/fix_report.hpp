#pragma once
// What `kifu fix` says about each record it writes: every change with the original's
// line:column, the old and new value and why, and what it left as it was, as text (a
// block per record) or as one JSON object per record (keys in kifu(1), kifu fix).
#include <optional>
#include <ostream>
#include <string>

#include "sgf/fix_record.hpp"

namespace kifu::report {

// `output`: where the record was written (empty with --dry-run or when nothing was).
void write_fix_text(std::ostream& out, const std::string& file, const std::optional<std::string>& output,
                    const sgf::FixedRecord& fixed);
// `not_written`: why a record that was fixed was not written (the reason the error on
// standard error gives), or empty; the JSON's "not_written" (null when empty).
void write_fix_json(std::ostream& out, const std::string& file, const std::optional<std::string>& output,
                    const sgf::FixedRecord& fixed, const std::string& not_written = {});

}  // namespace kifu::report
