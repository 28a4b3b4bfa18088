// kifu._core: the extension under the package kifu (kifu/__init__.py holds the public
// functions, their docstrings and the checks of argument types; kifu/_core.pyi types this).
// Each function reads and analyses without the GIL, then converts the report objects.
#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "analysis/analyse_game.hpp"
#include "analysis/describe_game.hpp"
#include "python/arguments.hpp"
#include "python/batch_iterator.hpp"
#include "python/batch_run.hpp"
#include "python/read_games.hpp"
#include "python/table_chunk.hpp"
#include "python/to_python.hpp"
#include "report/check_report.hpp"
#include "report/info_report.hpp"
#include "sgf/game_info.hpp"

namespace kifu::python {
namespace {

namespace py = pybind11;

// kifu.SgfError, made when the module is, and kept for the process.
PyObject* sgf_error_type = nullptr;

// Raises kifu.SgfError for an unreadable source: the message as the command line writes
// it (file:line:column: error: ...), and its parts as attributes (line and column None for
// a problem of the file as a whole).
void raise_sgf_error(const Unreadable& unreadable) {
    const py::object error = py::reinterpret_borrow<py::object>(sgf_error_type)(utf8_str(unreadable.what()));
    const SourceLocation where = unreadable.error.where;
    error.attr("file") = utf8_str(unreadable.file);
    error.attr("line") = where.line == 0 ? py::object(py::none()) : py::object(py::int_(where.line));
    error.attr("column") = where.line == 0 ? py::object(py::none()) : py::object(py::int_(where.column));
    error.attr("message") = utf8_str(unreadable.error.message);
    PyErr_SetObject(sgf_error_type, error.ptr());
}

// A path (`data` None) or SGF bytes named `name`.
Source source(std::string name, const std::optional<py::bytes>& data) {
    if (!data) return {std::move(name), std::nullopt};
    return {std::move(name), std::string(*data)};
}

// No cyclic garbage collection while the dicts are made (no Python code runs meanwhile):
// they hold no cycles, and a collection every few hundred new containers made the list of
// a 100,000-game collection take twice as long.
class CollectorPaused {
public:
    CollectorPaused() : was_enabled_(PyGC_Disable()) {}
    ~CollectorPaused() {
        if (was_enabled_ != 0) PyGC_Enable();
    }
    CollectorPaused(const CollectorPaused&) = delete;
    CollectorPaused& operator=(const CollectorPaused&) = delete;

private:
    int was_enabled_;
};

// The objects of every game of `source`, made by `object` without the GIL, as dicts.
py::list games(Source source, const Arguments& arguments, const GameObject& object) {
    std::vector<nlohmann::ordered_json> objects;
    bool interrupted = false;
    {
        const py::gil_scoped_release release;
        // Python runs its signal handlers (Ctrl-C's KeyboardInterrupt) only when asked: between
        // the inputs of a folder or an archive, as kifu.batch does. Without it Ctrl-C waited
        // for the whole archive (two minutes for 9,892 games) and then lost every result.
        objects = read_games(std::move(source), input_options(arguments), arguments.strict, object, [&interrupted] {
            const py::gil_scoped_acquire acquire;
            interrupted = PyErr_CheckSignals() != 0;
            return interrupted;
        });
    }
    if (interrupted) throw py::error_already_set();
    const CollectorPaused paused;
    py::list dicts(objects.size());
    for (std::size_t i = 0; i < objects.size(); ++i) dicts[i] = to_python(objects[i]);
    return dicts;
}

// kifu.info: the `kifu info` object of each game.
py::list info(std::string name, const std::optional<py::bytes>& data, bool strict, std::string glob) {
    Arguments arguments;
    arguments.strict = strict;
    arguments.glob = std::move(glob);
    return games(source(std::move(name), data), arguments, [strict](const std::string& file, sgf::GameRecord& game) {
        const sgf::GameInfo summary = analysis::describe_game(game);
        if (strict) analysis::make_strict(game.diagnostics);
        return report::info_object(file, game.index, summary, game.diagnostics);
    });
}

// kifu.check (arguments.score false) and kifu.score: the outcome's object.
py::list outcomes(std::string name, const std::optional<py::bytes>& data, const Arguments& arguments) {
    analysis::AnalysisOptions options = analysis_options(arguments);
    options.count_marked = !options.score;   // as `kifu check`: RE against the players' own TB/TW markup
    const report::CountKeys keys = options.score ? report::CountKeys::when_counted : report::CountKeys::never;
    return games(source(std::move(name), data), arguments,
                 [&options, keys](const std::string& file, sgf::GameRecord& game) {
                     const analysis::GameOutcome g = analysis::analyse_game(file, game, options);
                     // Not counted: a move past the end, or dead stones that do not fit the board. The
                     // command line writes no object then; the reason is the last error.
                     if (options.score && !g.score) throw std::invalid_argument(g.diagnostics.back().message);
                     return report::outcome_object(g, keys);
                 });
}

// kifu.batch (dicts) and kifu.frame (columns): the run, started.
std::unique_ptr<BatchIterator> start_batch(std::vector<std::string> inputs, unsigned jobs, const Arguments& arguments,
                                           const std::optional<std::string>& shard, bool columns) {
    batch::PipelineOptions pipeline;
    pipeline.jobs = jobs != 0 ? jobs : std::max(1U, std::thread::hardware_concurrency());
    pipeline.game.analysis = analysis_options(arguments);
    // The objects for the dicts, converted on the iterating thread; the rows for the columns.
    pipeline.game.json = columns ? batch::JsonForm::none : batch::JsonForm::objects;
    pipeline.game.keep_rows = columns;
    auto run = std::make_unique<BatchRun>(std::move(inputs), input_options(arguments), shard_filter(shard), pipeline);
    return std::make_unique<BatchIterator>(std::move(run),
                                           columns ? BatchIterator::Yields::columns : BatchIterator::Yields::games);
}

}  // namespace
}  // namespace kifu::python

PYBIND11_MODULE(_core, m) {
    namespace py = pybind11;
    using namespace kifu::python;  // NOLINT(google-build-using-namespace): this front end's own names
    m.doc() = "kifu's C++ core; use the package kifu";
    m.attr("__version__") = KIFU_VERSION;
    sgf_error_type = PyErr_NewExceptionWithDoc(
        "kifu.SgfError", "A source gave no game: file, line and column (None: the file as a whole), message.",
        PyExc_ValueError, nullptr);
    if (sgf_error_type == nullptr) throw py::error_already_set();
    m.attr("SgfError") = py::reinterpret_borrow<py::object>(sgf_error_type);
    py::register_exception_translator([](std::exception_ptr failure) {
        try {
            if (failure) std::rethrow_exception(failure);
        } catch (const Unreadable& unreadable) {
            raise_sgf_error(unreadable);
        }
    });
    m.attr("TABLE_COLUMNS") = column_names();

    m.def("info", &info, py::arg("name"), py::arg("data"), py::arg("strict"), py::arg("glob"));
    m.def(
        "check",
        [](std::string name, const std::optional<py::bytes>& data, bool strict, std::string glob,
           std::optional<std::string> rules) {
            Arguments arguments;
            arguments.rules = std::move(rules);
            arguments.strict = strict;
            arguments.score = false;
            arguments.glob = std::move(glob);
            return outcomes(std::move(name), data, arguments);
        },
        py::arg("name"), py::arg("data"), py::arg("strict"), py::arg("glob"), py::arg("rules"));
    m.def(
        "score",
        [](std::string name, const std::optional<py::bytes>& data, bool strict, std::string glob,
           std::optional<std::string> rules, std::optional<std::string> dead, std::optional<double> komi,
           const std::optional<py::int_>& move) {
            Arguments arguments;
            arguments.rules = std::move(rules);
            arguments.strict = strict;
            arguments.dead = std::move(dead);
            arguments.komi = komi;
            // Any Python int, checked as --move checks its digits: a C++ int would refuse 2**70
            // with a TypeError ("incompatible function arguments") before any check.
            if (move) arguments.move = move_number(std::string(py::repr(*move)));
            arguments.glob = std::move(glob);
            return outcomes(std::move(name), data, arguments);
        },
        py::arg("name"), py::arg("data"), py::arg("strict"), py::arg("glob"), py::arg("rules"), py::arg("dead"),
        py::arg("komi"), py::arg("move"));

    py::class_<BatchIterator>(m, "Batch")
        .def(py::init([](std::vector<std::string> inputs, unsigned jobs, bool check_only, bool strict, std::string glob,
                         std::optional<std::string> rules, std::optional<std::string> dead, std::optional<double> komi,
                         const std::optional<std::string>& shard, bool columns) {
                 Arguments arguments;
                 arguments.rules = std::move(rules);
                 arguments.strict = strict;
                 arguments.score = !check_only;
                 arguments.dead = std::move(dead);
                 arguments.komi = komi;
                 arguments.glob = std::move(glob);
                 return start_batch(std::move(inputs), jobs, arguments, shard, columns);
             }),
             py::arg("inputs"), py::arg("jobs"), py::arg("check_only"), py::arg("strict"), py::arg("glob"),
             py::arg("rules"), py::arg("dead"), py::arg("komi"), py::arg("shard"), py::arg("columns"))
        .def("__iter__", [](py::object self) { return self; })
        .def("__next__", &BatchIterator::next)
        .def("close", &BatchIterator::close);
}
