#pragma once
// Building the report objects key by key. nlohmann's ordered_json keeps keys in insertion
// order (the documented order of every report), but its operator[] first searches the keys
// already there: for the thirty keys of a `kifu check` object that search cost more than
// everything else in building it. Report builders add each key once, so append() adds it
// without the search; debug builds check that it really is new.
#include <cassert>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace kifu::report {

// An empty object with room for `keys` keys: growing it would copy every key so far (the
// keys are const inside the object, so they cannot be moved).
inline nlohmann::ordered_json object_with_room(std::size_t keys) {
    nlohmann::ordered_json object = nlohmann::ordered_json::object();
    object.get_ref<nlohmann::ordered_json::object_t&>().reserve(keys);
    return object;
}

inline void append(nlohmann::ordered_json& object, std::string_view key, nlohmann::ordered_json value) {
    assert(object.is_object() && !object.contains(key));
    object.get_ref<nlohmann::ordered_json::object_t&>().emplace_back(std::string(key), std::move(value));
}

}  // namespace kifu::report
