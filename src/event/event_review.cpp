#include "event/event_review.hpp"

#include <algorithm>
#include <set>
#include <span>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "duplicates/relation.hpp"
#include "event/official_comparison.hpp"
#include "event/record_checks.hpp"

namespace kifu::event {
namespace {

Outcome outcome_of(const std::optional<sgf::GameResult>& result) {
    if (!result) return Outcome::unknown;
    switch (result->winner) {
        case sgf::Winner::black: return Outcome::black_won;
        case sgf::Winner::white: return Outcome::white_won;
        case sgf::Winner::draw: return Outcome::draw;
        default: return Outcome::unknown;
    }
}

bool won_by_forfeit(const std::optional<sgf::GameResult>& result) {
    return result && result->kind == sgf::WinKind::forfeit;
}

std::string shown(const RecordKey& key) {
    return key.game == 0 ? key.file : fmt::format("{} (game {})", key.file, key.game + 1);
}

// The duplicate problem's words. Two records of the same moves that name other players or
// another result are not simply the game recorded twice: one of them is the wrong record,
// and the director must know which fields to look at.
// `same_black` and `same_white`: whether the two name one player (as the event places them,
// "Berg, Anna" is Anna Berg).
// A copy cut short (one file stops a move earlier) is said with both lengths.
// `turned`: the symmetry that takes the copy to the first record, when it is not the
// identity (the copy's board turned or mirrored, as kifu dups names it).
std::string duplicate_sentence(const RecordFacts& copy, const RecordFacts& first, bool same_black, bool same_white,
                               duplicates::Symmetry turned) {
    std::vector<std::string> differ;
    if (!same_black) differ.push_back(fmt::format("PB[{}] against PB[{}]", copy.info.black.name, first.info.black.name));
    if (!same_white) differ.push_back(fmt::format("PW[{}] against PW[{}]", copy.info.white.name, first.info.white.name));
    // RE[B+R] and RE[B+Resign] are one result.
    const auto result = [](const RecordFacts& f) { return f.info.result ? f.info.result->shown() : f.info.result_text; };
    // A record without RE (a copy cut short, most often) says no other result.
    if (!copy.info.result_text.empty() && !first.info.result_text.empty() && result(copy) != result(first))
        differ.push_back(fmt::format("RE[{}] against RE[{}]", copy.info.result_text, first.info.result_text));
    const std::string as_turned = turned == duplicates::Symmetry::identity
                                      ? std::string()
                                      : fmt::format(" on a board turned or mirrored ({})", duplicates::symmetry_name(turned));
    const std::string same = copy.moves.tokens.size() == first.moves.tokens.size()
                                 ? fmt::format("the same {} moves as {}{}", copy.info.moves, shown(first.key), as_turned)
                                 : fmt::format("the same game as {}{}, recorded to move {} there and to move {} here",
                                               shown(first.key), as_turned, first.info.moves, copy.info.moves);
    if (differ.empty()) return same + ": the game is recorded twice";
    std::string fields;
    for (std::size_t i = 0; i < differ.size(); ++i) fields += (i == 0 ? "" : ", ") + differ[i];
    return fmt::format("{}, but {}: one of the two is not this game's record", same, fields);
}

}  // namespace

EventReview::EventReview(Event event) : event_(std::move(event)), players_(event_.players) {
    rounds_ = event_.rounds.value_or(0);
}

void EventReview::add(RecordFacts facts) { facts_.push_back(std::move(facts)); }

bool EventReview::same_player(const sgf::PlayerInfo& a, const sgf::PlayerInfo& b) {
    const auto first = player_of(a), second = player_of(b);
    return first && second ? *first == *second : a.name == b.name;
}

std::optional<std::size_t> EventReview::player_of(const sgf::PlayerInfo& p) {
    if (p.name.empty()) return std::nullopt;
    const std::optional<Rank> rank = record_rank(p.rank);
    if (auto i = find_player(players_, p.name)) {
        // A player the records name, whose first record gave no rank: a later one may.
        if (const auto unknown = unranked_.find(*i); unknown != unranked_.end()) {
            if (rank) {
                players_[*i].rank = *rank;
                unranked_.erase(unknown);
            } else if (!p.rank.empty()) {
                unknown->second = p.rank;
            }
        }
        return i;
    }
    if (!event_.players.empty()) return std::nullopt;  // a list that does not name them
    Player added;
    added.name = p.name;
    // The lowest rank stands in for one no record gives; the caller says so.
    added.rank = rank.value_or(Rank{-29, false, 30});
    if (!rank) unranked_.emplace(players_.size(), p.rank);
    players_.push_back(std::move(added));
    return players_.size() - 1;
}

const RecordFacts& EventReview::facts_of(const RecordKey& key) const {
    // facts_ is in key order from finish() on.
    return *std::lower_bound(facts_.begin(), facts_.end(), key,
                             [](const RecordFacts& f, const RecordKey& k) { return f.key < k; });
}

const std::vector<EventProblem>* EventReview::problems_of(const RecordKey& key) const {
    const auto found = problems_.find(key);
    return found == problems_.end() ? nullptr : &found->second;
}

void EventReview::finish() {
    std::stable_sort(facts_.begin(), facts_.end(), [](const RecordFacts& a, const RecordFacts& b) { return a.key < b.key; });
    for (const RecordFacts& f : facts_) {
        problems_[f.key] = check_record(event_, event_.players, f);
        const auto black = player_of(f.info.black);
        const auto white = player_of(f.info.white);
        const int round = f.ro ? parse_round(*f.ro).value_or(0) : 0;   // 0: none
        std::string reason;
        if (!black) reason = f.info.black.name.empty() ? "no PB" : "PB[" + f.info.black.name + "] is not on the player list";
        else if (!white) reason = f.info.white.name.empty() ? "no PW" : "PW[" + f.info.white.name + "] is not on the player list";
        else if (*black == *white) reason = "PB and PW name the same player";
        else if (round < 1 || (event_.rounds && round > *event_.rounds))
            reason = f.ro ? "RO[" + *f.ro + "] is not a round of the event" : "no RO: the round is not known";
        else if (outcome_of(f.info.result) == Outcome::unknown)
            reason = f.info.result_text.empty() ? "no RE: the result is not known" : "RE[" + f.info.result_text + "] names no winner";
        // What keeps a record out of the results is a problem check --event reports: these
        // two passed the director's check and then went missing from the rating file.
        if (black && white && *black == *white)
            problems_[f.key].push_back({ProblemKind::same_player, "PW", f.info.black.name, f.info.white.name,
                                        fmt::format("PB[{}] and PW[{}] name the same player: the game cannot be "
                                                    "placed in the results",
                                                    f.info.black.name, f.info.white.name)});
        if (outcome_of(f.info.result) == Outcome::unknown)
            problems_[f.key].push_back(
                {ProblemKind::no_winner, "RE", std::nullopt,
                 f.info.result_text.empty() ? std::nullopt : std::optional<std::string>(f.info.result_text),
                 f.info.result_text.empty()
                     ? std::string("no RE: the result is not known, so the game cannot be placed in the results")
                     : fmt::format("RE[{}] names no winner: the game cannot be placed in the results",
                                   f.info.result_text)});
        if (!reason.empty()) {
            unplaced_.push_back({f.key, reason});
            continue;
        }
        PlacedGame g;
        g.key = f.key;
        g.round = round;
        g.black = *black;
        g.white = *white;
        g.outcome = outcome_of(f.info.result);
        g.handicap = f.handicap_stones();
        g.komi = f.info.komi;
        g.result_text = f.info.result_text;
        g.by_default = won_by_forfeit(f.info.result);
        placed_.push_back(std::move(g));
        rounds_ = std::max(rounds_, round);
    }
    check_duplicates();
    check_rounds();
    compare_official();
}

void EventReview::check_duplicates() {
    // Records of one game as kifu dups groups them (duplicates/relation.hpp): in the bucket
    // of their first moves, each group's records the start of its longest, so that a copy
    // cut short is the game recorded twice, not the pair's second game of the round. A copy
    // turned or mirrored is one too (a round's game that is another's moves on a turned
    // board went into the results unsaid); one with the colours exchanged is not judged.
    struct Group {
        const RecordFacts* first;
        const RecordFacts* longest;
    };
    std::map<std::uint64_t, std::vector<Group>> buckets;
    std::set<RecordKey> copies;
    for (const RecordFacts& f : facts_) {
        if (!f.bucket) continue;   // fewer than duplicate_min_moves moves
        std::vector<Group>& groups = buckets[*f.bucket];
        Group* group = nullptr;
        duplicates::Symmetry turned = duplicates::Symmetry::identity;
        for (std::size_t i = 0; i < groups.size() && !group; ++i) {
            const duplicates::GroupView view{&groups[i].first->moves, &groups[i].longest->moves};
            if (const auto at = duplicates::place(f.moves, std::span(&view, 1), false)) {
                group = &groups[i];
                turned = at->to_first.symmetry;
            }
        }
        if (!group) {
            groups.push_back({&f, &f});
            continue;
        }
        const RecordFacts& first = *group->first;
        if (f.moves.tokens.size() > group->longest->moves.tokens.size()) group->longest = &f;
        const bool same_black = same_player(f.info.black, first.info.black);
        const bool same_white = same_player(f.info.white, first.info.white);
        if (same_black && same_white) copies.insert(f.key);
        problems_[f.key].push_back({ProblemKind::duplicate, "", std::nullopt, shown(first.key),
                                    duplicate_sentence(f, first, same_black, same_white, turned)});
    }
    // A copy is not a game of its own: it leaves the crosstable and the results. Where the
    // two name other players kifu cannot tell which is the copy (the later one may be the
    // game the official results hold): both stay placed, each set against them.
    for (auto it = placed_.begin(); it != placed_.end();) {
        if (copies.count(it->key) == 0) {
            ++it;
            continue;
        }
        unplaced_.push_back({it->key, "the same game as an earlier record"});
        it = placed_.erase(it);
    }
}

void EventReview::check_rounds() {
    // Each player's first record in each round; later ones are the problem (and are not placed).
    std::map<std::pair<int, std::size_t>, RecordKey> seen;
    for (auto it = placed_.begin(); it != placed_.end();) {
        std::vector<std::string> clash;
        for (const std::size_t p : {it->black, it->white}) {
            const auto [at, fresh] = seen.emplace(std::make_pair(it->round, p), it->key);
            if (fresh) continue;
            problems_[it->key].push_back(
                {ProblemKind::twice_in_round, "RO", std::nullopt, std::to_string(it->round),
                 fmt::format("{} also plays in round {} in {}: one player twice in a round", players_[p].name, it->round,
                             shown(at->second))});
            clash.push_back(players_[p].name);
        }
        if (clash.empty()) {
            ++it;
            continue;
        }
        unplaced_.push_back({it->key, fmt::format("{} already {} a game in round {}", fmt::join(clash, " and "),
                                                  clash.size() == 1 ? "has" : "have", it->round)});
        it = placed_.erase(it);
    }
}

void EventReview::compare_official() {
    if (!event_.official) return;
    const OfficialResults& official = *event_.official;
    const auto as_player = official_players_among(official, players_);
    rounds_ = std::max(rounds_, official.rounds);
    std::vector<bool> recorded(official.games.size(), false);
    // Each official game is one record's at most: a pair's second record (a rematch in an
    // AGA file without round comments) takes the pair's other game, not the first again.
    // A record takes the game it agrees with (colours and winner) over one it contradicts:
    // first every record whose game agrees in full, then the rest, each the best left.
    std::vector<const OfficialGame*> matched(placed_.size(), nullptr);
    for (const int least : {full_agreement, 0})
        for (std::size_t p = 0; p < placed_.size(); ++p) {
            const PlacedGame& g = placed_[p];
            if (matched[p]) continue;
            const auto best = best_official_game(official, as_player, {g.black, g.white, g.round, g.outcome}, recorded, least);
            if (!best) continue;
            matched[p] = &official.games[*best];
            recorded[*best] = true;
        }
    for (std::size_t p = 0; p < placed_.size(); ++p) {
        PlacedGame& g = placed_[p];
        const OfficialGame* match = matched[p];
        const std::string& black = players_[g.black].name;
        const std::string& white = players_[g.white].name;
        if (!match) {
            problems_[g.key].push_back(
                {ProblemKind::no_official_game, "RO", std::nullopt, std::to_string(g.round),
                 fmt::format("round {}, {} vs {}: the official results ({}) have no such game", g.round, black, white,
                             official.file)});
            continue;
        }
        const OfficialComparison c =
            compare_with_official(official, *match, as_player, players_,
                                  {&facts_of(g.key).info, g.black, g.white, g.round, g.outcome, g.result_text, g.by_default},
                                  problems_[g.key]);
        g.official = c.official;
        g.disagrees = c.disagrees;
    }
    std::set<RecordKey> accounted;  // records with their official game: placed, or compared though not placed
    for (const PlacedGame& g : placed_) accounted.insert(g.key);
    for (const UnplacedRecord& u : unplaced_)
        if (compare_unplaced(u.key, official, as_player, recorded)) accounted.insert(u.key);
    // Records not placed still account for their official game, so that a record with,
    // say, a bad RO is not also reported as missing; one game each (a record without RO
    // hid every game of its pair), the one it agrees with first. Placed records have
    // theirs; a copy left out is the game its earlier record holds, so accounts for none.
    for (const RecordFacts& f : facts_) {
        if (accounted.count(f.key) != 0) continue;
        if (const auto* problems = problems_of(f.key);
            problems && std::any_of(problems->begin(), problems->end(),
                                    [](const EventProblem& p) { return p.kind == ProblemKind::duplicate; }))
            continue;
        const auto b = find_player(players_, f.info.black.name), w = find_player(players_, f.info.white.name);
        if (!b || !w) continue;
        const auto best = best_official_game(official, as_player,
                                             {*b, *w, f.ro ? parse_round(*f.ro) : std::nullopt, outcome_of(f.info.result)},
                                             recorded);
        if (best) recorded[*best] = true;
    }
    for (std::size_t i = 0; i < official.games.size(); ++i) {
        if (recorded[i]) continue;
        const OfficialGame& o = official.games[i];
        // The players as the event lists them, where it does.
        auto name = [&](std::size_t p) { return as_player[p] ? players_[*as_player[p]].name : official.players[p].name; };
        const std::string black = name(o.black);
        const std::string white = name(o.white);
        const std::string round = o.round ? fmt::format("round {}", o.round) : "a game";
        const std::string result = winner_words(o.outcome, black, white, o.colours_known);
        const std::string players = o.colours_known ? fmt::format("{} (Black) vs {} (White)", black, white)
                                                    : fmt::format("{} vs {} (colours not given)", black, white);
        event_wide_.push_back({ProblemKind::no_record, "", result, std::nullopt,
                               fmt::format("{}, {}, {} in the official results ({}, line {}): no record of this game",
                                           round, players, result, official.file, o.line)});
    }
}

bool EventReview::compare_unplaced(const RecordKey& key, const OfficialResults& official,
                                   const std::vector<std::optional<std::size_t>>& as_player, std::vector<bool>& recorded) {
    // A record left out of the crosstable (a copy, a player's second game of a round, no
    // winner, a bad round...) is still the record of an official game where its two players
    // and round say which: a director reads its colours and winner as those of a placed one.
    const RecordFacts& f = facts_of(key);
    std::vector<EventProblem>& problems = problems_[key];
    const auto listed = [&](const sgf::PlayerInfo& p) {
        return p.name.empty() ? std::nullopt : find_player(players_, p.name);
    };
    const auto black = listed(f.info.black), white = listed(f.info.white);
    const auto not_compared = [&](std::string property, Written found, const std::string& why) {
        problems.push_back({ProblemKind::not_compared, std::move(property), std::nullopt, std::move(found),
                            fmt::format("colours and winner not checked against the official results ({}): {}",
                                        official.file, why)});
        return false;
    };
    const std::string which = "so kifu cannot tell which official game this is";
    if (!black)
        return not_compared("PB", f.info.black.name.empty() ? Written() : Written(f.info.black.name),
                            (f.info.black.name.empty() ? "no PB" : "PB[" + f.info.black.name + "] is not on the player list") +
                                ", " + which);
    if (!white)
        return not_compared("PW", f.info.white.name.empty() ? Written() : Written(f.info.white.name),
                            (f.info.white.name.empty() ? "no PW" : "PW[" + f.info.white.name + "] is not on the player list") +
                                ", " + which);
    if (*black == *white) return not_compared("PW", f.info.white.name, "PB and PW name the same player, " + which);
    // A round the event does not have is no round: the pair's one official game is this record's.
    std::optional<int> round = f.ro ? parse_round(*f.ro) : std::nullopt;
    if (round && (*round < 1 || (event_.rounds && *round > *event_.rounds))) round.reset();
    const std::string& black_name = players_[*black].name;
    const std::string& white_name = players_[*white].name;
    const auto games = official_games_between(official, as_player, *black, *white, round);
    if (games.empty()) {
        problems.push_back(
            {ProblemKind::no_official_game, "RO", std::nullopt, round ? Written(std::to_string(*round)) : f.ro,
             round ? fmt::format("round {}, {} vs {}: the official results ({}) have no such game", *round, black_name,
                                 white_name, official.file)
                   : fmt::format("{} vs {}: the official results ({}) have no game between them in any round",
                                 black_name, white_name, official.file)});
        return false;
    }
    if (!round && games.size() > 1) {
        // By round where the file gives them, else by line: an AGA file without round
        // comments gave "rounds 0, 0", rounds it does not have.
        std::vector<int> rounds, lines;
        for (const std::size_t i : games) {
            rounds.push_back(official.games[i].round);
            lines.push_back(official.games[i].line);
        }
        const bool by_round = std::none_of(rounds.begin(), rounds.end(), [](int r) { return r == 0; });
        return not_compared("RO", f.ro,
                            fmt::format("{}, and {} and {} play {} games there ({} {}), {}",
                                        f.ro ? "RO[" + *f.ro + "] is not a round of the event" : "no RO", black_name,
                                        white_name, games.size(), by_round ? "rounds" : "lines",
                                        fmt::join(by_round ? rounds : lines, ", "), which));
    }
    recorded[games.front()] = true;
    compare_with_official(official, official.games[games.front()], as_player, players_,
                          {&f.info, *black, *white, round.value_or(0), outcome_of(f.info.result), f.info.result_text,
                           won_by_forfeit(f.info.result)},
                          problems);
    return true;
}

}  // namespace kifu::event
