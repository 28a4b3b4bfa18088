#pragma once
// `kifu annotate`: what kifu found, written into the record itself so any SGF editor shows
// it. The record is never re-serialised: new properties and comment text are spliced into
// the source text (the file as UTF-8) at the nodes' own positions, so everything else stays
// byte for byte as it was.
//
// - At the final main-line node: TB / TW with each side's territory, dead stones' points
//   included (left out when that node already has TB or TW), MA on the dead stones, and a
//   comment with both counts, the recorded result and the explanation.
// - At each main-line move with a violation or a repeated position: a comment naming the
//   kind and what the game's ruleset makes of it.
// A node's existing comment is extended (after a blank line), never replaced; an existing
// MA gets the missing points. New properties go right after the node's last value.
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/game_outcome.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::report {

// What kifu found in one game of the source; both are borrowed. An outcome without a
// count (outcome->score empty) leaves the final node as it is.
struct GameFindings {
    const sgf::GameTree* tree = nullptr;
    const analysis::GameOutcome* outcome = nullptr;
};

struct AnnotatedText {
    std::string text;                     // the whole new file, UTF-8
    std::vector<std::string> warnings;    // e.g. the charset change; no location
};

// One splice: replace `erase` bytes at `offset` of the source with `insert`.
struct Splice {
    std::uint32_t offset = 0;
    std::uint32_t erase = 0;
    std::string insert;
};

// The splices that annotate a source's games, planned one game at a time as they are read:
// what it keeps is the splices, so a caller may drop each game and its outcome once added
// (a collection's games held to its end took some 63 KB a game: 200 MB for 3000 KGS games).
class AnnotationPlan {
public:
    // `source` and `warnings` are borrowed and must outlive the plan; warnings are appended.
    AnnotationPlan(const sgf::SourceText& source, std::vector<std::string>& warnings);
    ~AnnotationPlan();
    AnnotationPlan(const AnnotationPlan&) = delete;
    AnnotationPlan& operator=(const AnnotationPlan&) = delete;

    // Plans game number `index` (0-based, in file order) of `source`; both borrowed only
    // for the call. A game with no tree adds nothing.
    void add(const GameFindings& game, std::size_t index);
    // Every splice planned, sorted by offset (those at one offset in the order planned).
    [[nodiscard]] std::vector<Splice> take();

private:
    class Planner;
    std::unique_ptr<Planner> planner_;
};

// The splices that annotate `games` (all read from `source`, in any order), sorted by
// offset; splices at the same offset apply in the order given. Warnings are appended.
std::vector<Splice> plan_annotations(const sgf::SourceText& source, std::span<const GameFindings> games,
                                     std::vector<std::string>& warnings);

std::string apply_splices(std::string_view text, std::span<const Splice> splices);

// plan_annotations + apply_splices.
AnnotatedText annotate(const sgf::SourceText& source, std::span<const GameFindings> games);

// ---- the comment texts (plain text; sgf::escape_value makes them SGF) --------------------------

// "kifu: ko — Japanese Art. 14: White loses at move 87, Black wins"
std::string violation_note(const rules::Violation& violation, std::string_view consequence);
// "kifu: move 9 repeats the position after move 5 (a cycle of 4 moves) — Japanese Art. 12: ..."
std::string repetition_note(const rules::Repetition& repetition, std::string_view meaning);
// The final node's comment, one line per entry: the verdict when it is not ok and whether
// RE stands, then the counts, what RE says, and the explanation.
std::vector<std::string> score_note(const GameFindings& game);

}  // namespace kifu::report
