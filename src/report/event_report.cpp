#include "report/event_report.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "report/json_text.hpp"

namespace kifu::report {
using json = nlohmann::ordered_json;

json event_problems_json(std::span<const event::EventProblem> problems) {
    json list = json::array();
    for (const event::EventProblem& p : problems) {
        json o;
        o["kind"] = std::string(event::kind_name(p.kind));
        o["property"] = p.property.empty() ? json(nullptr) : json(p.property);
        o["expected"] = p.expected ? json(*p.expected) : json(nullptr);
        o["found"] = p.found ? json(*p.found) : json(nullptr);
        o["sentence"] = p.sentence;
        list.push_back(std::move(o));
    }
    return list;
}

void add_event_columns(TableRow& row, std::span<const event::EventProblem> problems) {
    row.event_problems = static_cast<std::int64_t>(problems.size());
    std::string kinds, reasons;
    std::vector<event::ProblemKind> named;   // each kind once ("twice-in-round, twice-in-round" for both players)
    for (const event::EventProblem& p : problems) {
        if (std::find(named.begin(), named.end(), p.kind) == named.end()) {
            named.push_back(p.kind);
            kinds += (kinds.empty() ? "" : ", ") + std::string(event::kind_name(p.kind));
        }
        reasons += (reasons.empty() ? "" : "; ") + p.sentence;
    }
    row.event_problem_kinds = kinds;
    row.event_problem_reasons = reasons;
}

namespace {

void problem_lines(std::ostream& out, std::span<const event::EventProblem> problems) {
    for (const event::EventProblem& p : problems) out << fmt::format("    {:<16} {}\n", event::kind_name(p.kind), p.sentence);
}

}  // namespace

void write_event_problems_text(std::ostream& out, const event::Event& event, std::span<const event::EventProblem> problems) {
    if (problems.empty()) return;
    out << fmt::format("  Event      {} problem{} against {}\n", problems.size(), problems.size() == 1 ? "" : "s", event.name);
    problem_lines(out, problems);
}

void write_event_wide_text(std::ostream& out, const event::Event& event, std::span<const event::EventProblem> problems) {
    if (problems.empty()) return;
    out << fmt::format("{}  (event {})\n", event.name, event.file);
    out << fmt::format("  Event      {} problem{} of the event itself\n", problems.size(), problems.size() == 1 ? "" : "s");
    problem_lines(out, problems);
    out << '\n';
}

void write_event_wide_json(std::ostream& out, const event::Event& event, std::span<const event::EventProblem> problems) {
    if (problems.empty()) return;
    json o;
    o["file"] = nullptr;
    o["game"] = nullptr;
    o["event"] = event.name;
    o["event_file"] = event.file;
    o["event_problems"] = event_problems_json(problems);
    out << json_text(o) << '\n';
}

}  // namespace kifu::report
