#include "duplicates/symmetry.hpp"

namespace kifu::duplicates {

std::string_view symmetry_name(Symmetry s) {
    switch (s) {
        case Symmetry::identity: return "identity";
        case Symmetry::rotate_90: return "rotate-90";
        case Symmetry::rotate_180: return "rotate-180";
        case Symmetry::rotate_270: return "rotate-270";
        case Symmetry::mirror_left_right: return "mirror-left-right";
        case Symmetry::mirror_top_bottom: return "mirror-top-bottom";
        case Symmetry::mirror_main_diagonal: return "mirror-main-diagonal";
        case Symmetry::mirror_anti_diagonal: return "mirror-anti-diagonal";
    }
    return "identity";
}

namespace {

bool swaps_sides(Symmetry s) {
    return s == Symmetry::rotate_90 || s == Symmetry::rotate_270 || s == Symmetry::mirror_main_diagonal ||
           s == Symmetry::mirror_anti_diagonal;
}

}  // namespace

BoardSize transformed_size(Symmetry s, BoardSize size) {
    return swaps_sides(s) ? BoardSize{size.height, size.width} : size;
}

}  // namespace kifu::duplicates
