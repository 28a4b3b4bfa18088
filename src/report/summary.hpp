#pragma once
// The summary at the end of a run over many games, on standard error: games by verdict,
// illegal moves by kind, repetitions, how many recorded results do not stand and why,
// warnings and unreadable inputs. `kifu batch` adds its throughput and resume counts.
#include <ostream>
#include <string_view>

#include <nlohmann/json.hpp>

#include "analysis/tally.hpp"

namespace kifu::report {

// `kifu batch`: every line, with the time taken. `check_only`: nothing was counted.
void write_batch_summary(std::ostream& out, const analysis::Tally& tally, double seconds, bool check_only);

// `kifu check`, `score`, `info`, `annotate` over more than one game: `command` names the
// run ("kifu check"); `counted`: the positions were counted.
void write_games_summary(std::ostream& out, const analysis::Tally& tally, std::string_view command, bool judged,
                         bool counted);

// The same for scripts (--summary json): one JSON object, so that one run tells both that
// inputs were unreadable and that games had problems: `statuses` lists every exit status
// that applies (2 unreadable or errors, 3 problems of games, 1 warnings), `exit_status`
// the one returned. Keys in kifu(1), SUMMARY.
nlohmann::ordered_json summary_object(const analysis::Tally& tally, std::string_view command);
void write_summary_json(std::ostream& out, const analysis::Tally& tally, std::string_view command);

}  // namespace kifu::report
