#pragma once
// Seki that the fill test misses. TerritoryMap calls a shared liberty a seki liberty when
// neither side can fill it without putting its own string in atari. That finds the seki of
// two groups without eyes and two shared liberties, but not an eye against an eye (either
// side fills one of two shared liberties safely; whoever fills the last is captured by a
// stone in its eye), nor groups without eyes that share more liberties. Japanese rules
// (1989, Art. 8) count no eye of a seki as territory, so a map that sees no seki counts them.
//
// So the fight around a shared liberty is read out when it is small and closed: its
// strings, joined through their eyes, each side's group with at most one eye of at most two
// points (a false eye, one point whose diagonals the opponent holds, is no eye of its own:
// it is read as a point; an eye that holds dead stones of the opponent is read with those
// stones back on, whatever its size: taken off, a stone thrown into the eye and the points
// its capture costs the owner would make the eye look larger than it is), at most ten
// points to read (the groups' liberties and eye points), and no way out
// of them (onto empty points not read, or a string of the group's colour outside the
// fight: such a group lives or dies elsewhere on the board). Each side plays on those
// points or passes; a side that captures a stone of the other's group wins. The groups are
// in seki when neither side wins, whoever moves first, and a shared liberty is left after
// the referee's dame filling: each side fills the shared liberties it can fill without
// losing, every fill answered where it must be (a stone thrown into an eye of two points,
// and its capture), until no side can fill one. Two groups that live on their own fill
// every shared liberty; an eye against an eye leaves the last one.
//
// The reading is a question of the exact local reader (local_reader.hpp). Reading that runs
// out of its budget (one part of the position's for all the fights of a count), meets a ko,
// or captures stones beyond the points read proves nothing, and nothing is marked. Fights
// next to a seki already found are left alone: the seki review (confirmation.hpp) reads
// that area, and a wider area would hide its kills.
#include <vector>

#include "scoring/cleared_board.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/reading_budget.hpp"

namespace kifu::scoring {

// `board`: the position with the dead stones taken off, its empty regions, and the stones
// taken off. Sets in_seki[i] = 1 (indexed by the board's Locs) for every stone of the groups
// the reading finds in seki; the dead stones stay dead. The fights are read on one part of
// `budget` (seki_reading_budget).
void find_seki_by_reading(const ClearedBoard& board, std::vector<char>& in_seki, const JudgeParams& params,
                          ReadingBudget& budget);

}  // namespace kifu::scoring
