#include "python/to_python.hpp"

#include <cmath>
#include <string>
#include <unordered_map>

namespace kifu::python {
namespace {

namespace py = pybind11;
using json = nlohmann::ordered_json;

// The few dozen key names, made once: every dict shares its key objects, and a key costs
// a lookup instead of a new str.
PyObject* key_object(const std::string& key) {
    static std::unordered_map<std::string, PyObject*> keys;  // guarded by the GIL; kept for the process
    if (auto found = keys.find(key); found != keys.end()) {
        Py_INCREF(found->second);
        return found->second;
    }
    PyObject* made = PyUnicode_DecodeUTF8(key.data(), static_cast<Py_ssize_t>(key.size()), "replace");
    if (made == nullptr) return nullptr;
    PyUnicode_InternInPlace(&made);
    Py_INCREF(made);
    keys.emplace(key, made);
    return made;
}

// A new reference, or null with a Python error set.
PyObject* convert(const json& value) {
    switch (value.type()) {
        case json::value_t::boolean: return PyBool_FromLong(value.get<bool>() ? 1 : 0);
        case json::value_t::number_integer: return PyLong_FromLongLong(value.get<std::int64_t>());
        case json::value_t::number_unsigned: return PyLong_FromUnsignedLongLong(value.get<std::uint64_t>());
        case json::value_t::number_float: {
            const double number = value.get<double>();
            if (std::isfinite(number)) return PyFloat_FromDouble(number);
            Py_RETURN_NONE;
        }
        case json::value_t::string: {
            const auto& text = value.get_ref<const std::string&>();
            return PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), "replace");
        }
        case json::value_t::array: {
            PyObject* list = PyList_New(static_cast<Py_ssize_t>(value.size()));
            if (list == nullptr) return nullptr;
            Py_ssize_t i = 0;
            for (const json& element : value) {
                PyObject* item = convert(element);
                if (item == nullptr) {
                    Py_DECREF(list);
                    return nullptr;
                }
                PyList_SET_ITEM(list, i++, item);  // steals the reference
            }
            return list;
        }
        case json::value_t::object: {
            PyObject* dict = PyDict_New();
            if (dict == nullptr) return nullptr;
            for (const auto& [name, element] : value.get_ref<const json::object_t&>()) {
                PyObject* key = key_object(name);
                PyObject* item = key != nullptr ? convert(element) : nullptr;
                const int failed = item == nullptr || PyDict_SetItem(dict, key, item) != 0;
                Py_XDECREF(key);
                Py_XDECREF(item);
                if (failed) {
                    Py_DECREF(dict);
                    return nullptr;
                }
            }
            return dict;
        }
        case json::value_t::null:
        case json::value_t::binary:      // the reports hold none
        case json::value_t::discarded: break;
    }
    Py_RETURN_NONE;
}

}  // namespace

py::object to_python(const json& value) {
    PyObject* object = convert(value);
    if (object == nullptr) throw py::error_already_set();
    return py::reinterpret_steal<py::object>(object);
}

py::str utf8_str(std::string_view text) {
    PyObject* object = PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), "replace");
    if (object == nullptr) throw py::error_already_set();
    return py::reinterpret_steal<py::str>(object);
}

}  // namespace kifu::python
