#pragma once
// Bounded diagnostics: the first `per_kind` of each kind are kept, the rest only counted,
// and one line per kind says how many more there were. A hostile file with ten million of
// one problem then costs a counter, not ten million messages, and what is kept still
// says what went wrong and where.
//
// A kind is a string literal naming the message's template, the same for every
// diagnostic of that kind: "empty variation '()' ignored", or a fmt template such as
// "property name '{}' contains a digit; ignored with its values".
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "base/diagnostic.hpp"

namespace kifu {

inline constexpr std::size_t diagnostics_kept_per_kind = 100;

// "4 more warnings like this: property name '...' contains a digit": the kind with each
// "{}" shown as "...".
inline std::string left_out_message(std::string_view kind, Severity severity, std::size_t count) {
    std::string shown;
    for (std::size_t at = 0; at < kind.size();) {
        if (kind.substr(at, 2) == "{}") {
            shown += "...";
            at += 2;
        } else {
            shown += kind[at++];
        }
    }
    return fmt::format("{} more {} like this: {}", count, severity == Severity::error ? "errors" : "warnings", shown);
}

// Counts diagnostics by kind. `Where` is how the owner places a diagnostic (a byte
// offset, a SourceLocation); the cap keeps the place of each kind's first left-out one.
template <class Where>
class DiagnosticCap {
public:
    explicit DiagnosticCap(std::size_t per_kind = diagnostics_kept_per_kind) : per_kind_(per_kind) {}

    // True while fewer than per_kind of this kind were kept: keep it. Otherwise it is
    // only counted.
    bool admit(std::string_view kind, Severity severity, const Where& where) {
        Count& count = count_of(kind, severity);
        if (count.kept < per_kind_) {
            ++count.kept;
            return true;
        }
        if (count.left_out++ == 0) count.first_left_out = where;
        return false;
    }

    // One line per kind that went over the cap, placed where its first left-out one was,
    // in the order the kinds were first seen.
    template <class Emit>  // void(Severity, const Where&, std::string message, std::size_t left_out)
    void for_each_summary(Emit&& emit) const {
        for (const Count& c : counts_)
            if (c.left_out > 0)
                emit(c.severity, c.first_left_out, left_out_message(c.kind, c.severity, c.left_out), c.left_out);
    }

    // Takes over another cap's counts, when its diagnostics join this owner's list. A kind
    // may then hold up to twice per_kind kept ones: still bounded.
    void absorb(const DiagnosticCap& other) {
        for (const Count& c : other.counts_) {
            Count& mine = count_of(c.kind, c.severity);
            if (mine.left_out == 0) mine.first_left_out = c.first_left_out;
            mine.kept += c.kept;
            mine.left_out += c.left_out;
        }
    }

    void clear() { counts_.clear(); }

private:
    struct Count {
        std::string_view kind;
        Severity severity;
        std::size_t kept = 0;
        std::size_t left_out = 0;
        Where first_left_out{};
    };

    // A game meets a handful of kinds: a linear search beats hashing.
    Count& count_of(std::string_view kind, Severity severity) {
        for (Count& c : counts_)
            if (c.kind == kind && c.severity == severity) return c;
        counts_.push_back({kind, severity});
        return counts_.back();
    }

    std::size_t per_kind_;
    std::vector<Count> counts_;
};

// A Diagnostics list filled through a cap: add() keeps or counts, finish() appends the
// "N more ... like this" lines. The message is formatted only when it is kept.
class CappedDiagnostics {
public:
    explicit CappedDiagnostics(Diagnostics& out) : out_(out) {}

    template <class... Args>
    void add(Severity severity, SourceLocation where, fmt::format_string<Args...> kind, Args&&... args) {
        const fmt::string_view pattern = kind;
        if (cap_.admit({pattern.data(), pattern.size()}, severity, where))
            out_.push_back({severity, where, fmt::format(kind, std::forward<Args>(args)...)});
    }

    // For messages made elsewhere (a decoder's problem text): `kind` names them.
    void add_made(Severity severity, SourceLocation where, std::string_view kind, std::string message) {
        if (cap_.admit(kind, severity, where)) out_.push_back({severity, where, std::move(message)});
    }

    void finish() {
        cap_.for_each_summary([&](Severity severity, const SourceLocation& where, std::string message, std::size_t n) {
            out_.push_back({severity, where, std::move(message), n});
        });
        cap_.clear();
    }

private:
    Diagnostics& out_;
    DiagnosticCap<SourceLocation> cap_;
};

}  // namespace kifu
