#pragma once
// The nakade reading of the judge (life_and_death.hpp): random play-outs keep a group alive
// around the opponent's dead stones when they seldom find the killing sequence (capture
// the stones inside, then play again on the vital point of the eye space that leaves).
#include <vector>

#include "scoring/judge_params.hpp"
#include "scoring/judgement.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/reading_budget.hpp"

namespace kifu::scoring {

// A chain judged alive by fewer than JudgeParams::unread_share of the play-outs (never a
// certain one) around a nakade: its room inside the opponent's strong walls (room.hpp) holds
// opponent stones, all judged dead, and at most JudgeParams::enclosed_fight_points points
// with the outside liberties of walls that have short_wall_liberties or fewer (the opponent extends a wall onto one only where that
// reaches two empty points not read, or joins a chain with four liberties: the wall is
// then safe). The fight there is read out exactly (enclosed_fight.hpp);
// if the opponent, moving first, captures every stone of the chain's colour in the room
// (capturing the nakade and playing again on its vital point, as in dev KGS 2003-04-30-3),
// they are dead and the opponent's stones there alive, as sure as the walls are. Rooms
// with opponent stones judged alive inside (a seki's partner) are left to the seki reading.
// The rooms of a position are read on one part of `budget` (room_reading_budget).
void kill_chains_by_reading_their_room(const PlayoutBoard& board, std::vector<ChainJudgement>& chains,
                                       const JudgeParams& params, ReadingBudget& budget);

}  // namespace kifu::scoring
