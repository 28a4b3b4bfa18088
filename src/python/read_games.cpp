#include "python/read_games.hpp"

#include <sstream>

#include "report/info_report.hpp"
#include "sgf/reader.hpp"

namespace kifu::python {
namespace {

Diagnostic first_error(const Diagnostics& diagnostics) {
    for (const Diagnostic& d : diagnostics)
        if (d.severity == Severity::error) return d;
    return {Severity::error, {}, "no SGF game tree found"};
}

class Reader {
public:
    Reader(bool strict, const GameObject& object) : object_(object) { options_.strict = strict; }

    // One input: its games, or, when it gave none, an Unreadable for the source itself
    // and the command line's object for anything found inside it.
    void read(const std::string& name, std::string bytes, bool is_the_source) {
        const sgf::FileOutcome outcome = sgf::read_sgf_bytes(
            name, std::move(bytes), options_, [&](sgf::GameRecord&& game) { objects_.push_back(object_(name, game)); });
        if (outcome.games == 0) unreadable(name, outcome.charset, outcome.diagnostics, is_the_source);
    }

    void unreadable(const std::string& name, const std::string& charset, const Diagnostics& diagnostics,
                    bool is_the_source) {
        if (is_the_source) throw Unreadable(name, first_error(diagnostics));
        objects_.push_back(report::unreadable_object(name, charset, diagnostics));
    }

    std::vector<nlohmann::ordered_json> take() { return std::move(objects_); }

private:
    const GameObject& object_;
    sgf::ReadOptions options_;
    std::vector<nlohmann::ordered_json> objects_;
};

}  // namespace

Unreadable::Unreadable(std::string file_, Diagnostic error_)
    : std::runtime_error(report::format_diagnostic(file_, error_)), file(std::move(file_)), error(std::move(error_)) {}

std::vector<nlohmann::ordered_json> read_games(Source source, const batch::InputOptions& reading, bool strict,
                                               const GameObject& object, const std::function<bool()>& stop) {
    Reader reader(strict, object);
    if (source.bytes) {
        reader.read(source.name, std::move(*source.bytes), true);
        return reader.take();
    }
    std::istringstream no_list;  // "-" (a list on standard input) is the command line's; kifu/__init__.py refuses it
    // A folder named that holds no record is its own error, as on the command line ("DIR:
    // error: no records found (looked for *.sgf)"): the source itself, so an SgfError, never
    // an empty list that a mistyped or empty folder would pass for a clean one with.
    batch::enumerate_inputs({source.name}, reading, no_list, {}, [&](batch::RawInput&& input) {
        if (stop && stop()) return false;
        // The source itself: a file named, not a file of a folder nor an archive's member or error.
        const bool is_the_source = input.archive.empty() && input.path == source.name;
        if (!input.error.empty())
            reader.unreadable(input.path, {}, {{Severity::error, {}, input.error}}, is_the_source);
        else
            reader.read(input.path, std::move(input.bytes), is_the_source);
        return true;
    });
    return reader.take();
}

}  // namespace kifu::python
