#pragma once
// Properties only the root may hold (FF[4] "root" type), plus HA and KM, which kifu reads
// from the root only: elsewhere they would silently change nothing. The game summary warns
// about them outside the root, and `kifu fix` leaves them out there.
#include <cstdint>

#include "sgf/identifier_code.hpp"

namespace kifu::sgf {

constexpr bool root_only(std::uint16_t code) {
    switch (code) {
        case identifier_code("AP"): case identifier_code("CA"): case identifier_code("FF"): case identifier_code("GM"):
        case identifier_code("ST"): case identifier_code("SZ"): case identifier_code("HA"): case identifier_code("KM"):
            return true;
        default: return false;
    }
}

}  // namespace kifu::sgf
