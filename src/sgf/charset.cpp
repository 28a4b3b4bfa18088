// How decode_to_utf8 decides what the bytes are. The rules, in order:
//
// 1. Byte-order mark: EF BB BF is UTF-8, FF FE is UTF-16LE, FE FF is UTF-16BE; the mark is
//    dropped. Without a mark, zero bytes in one position of the 16-bit units of the first 512
//    bytes (SGF is mostly ASCII, e.g. "(\0;\0") mean UTF-16LE/BE, with a warning
//    "no byte-order mark; detected UTF-16LE". The zeros must be a real share of the units
//    (a quarter of a short sample, up to 8), and bytes that open "(;" are never UTF-16.
//    A byte-order mark wins over any CA[].
// 2. Otherwise the first CA[...] property (find_declared_charset) is the declared charset.
// 3. No CA[]: valid UTF-8 (pure ASCII included) is kept as it is, silently. Anything else is
//    identified by uchardet and converted, with a warning "no CA[] and not UTF-8; detected X".
//    If uchardet names a single-byte charset, none, or UTF-8 (which the bytes are not), as it
//    does for CJK text too short for its models (a name), the CJK charsets of cjk_fallback.hpp
//    are tried first: the first that reads every byte as its own script wins, and the warning
//    names it ("read as EUC-KR, in which the text reads as Hangul (uchardet guessed
//    WINDOWS-1252, unsure on so little text)"); such a reading is a guess (DecodedText::guess).
//    If uchardet has no answer, the bytes are read as ISO-8859-1 (the SGF FF[4] default), with
//    a warning. If uchardet's answer is UTF-8 (the text is UTF-8 with a few broken bytes) only
//    the count of replaced bytes is reported.
// 4. CA[] present and iconv knows it (as written, or in a normalised spelling: UTF8 -> UTF-8,
//    ISO8859_1 -> ISO-8859-1, MS_KANJI -> SHIFT_JIS, underscores to hyphens, upper-case):
//    - CA[UTF-8]: valid UTF-8 is kept as it is.
//    - Any other CA[X]: pure ASCII needs no conversion (the charset is reported as X). Valid
//      UTF-8 with multi-byte sequences is kept, with a warning "CA[X] but the text is
//      UTF-8", when X is a one-byte alphabet (ISO-8859-n, WINDOWS-125n, KOI8...) or
//      uchardet also calls it UTF-8 (for the CJK charsets, where a short name can be valid
//      UTF-8 by chance). Anything else is converted from X.
//    - If the bytes are not valid X, the label is wrong, and they are read as under rule 3:
//      valid UTF-8 as UTF-8; else the CJK fallback when uchardet is unsure; else uchardet's
//      guess if it reads them without error. The warning says so ("CA[UTF-8] but the text
//      is not valid UTF-8; read as SHIFT_JIS, in which the text reads as Japanese ..." or
//      "...; read as Y (detected)"), and DecodedText::guess says the reading is a guess.
//      When none reads every byte, the text is read as X with replacements.
//    - CA[] that iconv does not know (warning "unknown charset CA[foo]"), or that does not
//      read ASCII bytes as ASCII, as UTF-16 and EBCDIC do (SGF's syntax is ASCII, so such a
//      label cannot be right), is ignored and rule 3 applies.
// 5. Conversion is done by iconv, except from UTF-8, which kifu checks itself (glibc's UTF-8
//    decoder passes code points past U+10FFFF). A byte that starts an invalid or incomplete
//    sequence becomes U+FFFD and reading resumes at the next byte; one warning gives the count
//    ("3 invalid byte sequences replaced"). The result is always valid UTF-8.
// 6. Shift_JIS is converted with iconv's CP932 (Windows' Shift_JIS, what Japanese SGF editors
//    write): glibc's SHIFT_JIS reads 0x5C as YEN SIGN and 0x7E as OVERLINE, which would turn
//    every SGF escape backslash into a yen sign.
// 7. Charset names are reported upper-case and canonical: uchardet's names as it gives them
//    (e.g. "SHIFT_JIS", "GB18030", "UHC"), declared names normalised as in rule 4.
#include "sgf/charset.hpp"

#include "sgf/cjk_fallback.hpp"
#include "sgf/iconv_cache.hpp"

#include <iconv.h>
#include <uchardet.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>
#include <utility>

namespace kifu::sgf {
namespace {

constexpr std::string_view utf8_bom = "\xEF\xBB\xBF";
constexpr std::string_view utf16le_bom = "\xFF\xFE";
constexpr std::string_view utf16be_bom = "\xFE\xFF";
constexpr std::string_view replacement_character = "\xEF\xBF\xBD";  // U+FFFD

// Length of the leading run of ASCII bytes, scanned 8 bytes at a time.
std::size_t ascii_prefix_length(std::string_view bytes) {
    constexpr std::uint64_t high_bits = 0x8080808080808080;
    std::size_t length = 0;
    while (bytes.size() - length >= sizeof(std::uint64_t)) {
        std::uint64_t block = 0;
        std::memcpy(&block, bytes.data() + length, sizeof block);
        if ((block & high_bits) != 0) break;
        length += sizeof block;
    }
    while (length < bytes.size() && static_cast<unsigned char>(bytes[length]) < 0x80) ++length;
    return length;
}

bool is_ascii(std::string_view bytes) { return ascii_prefix_length(bytes) == bytes.size(); }

// Length of the well-formed UTF-8 sequence that `bytes` starts with (its first byte is not
// ASCII), or 0 if it is not one. Per the Unicode Standard, table 3-7, the second byte's range
// depends on the lead byte: that is what excludes overlong forms, surrogates and code points
// past U+10FFFF.
std::size_t multibyte_sequence_length(std::string_view bytes) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(bytes[i]); };
    const unsigned char lead = byte(0);
    std::size_t length = 0;
    unsigned char second_low = 0x80;
    unsigned char second_high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead == 0xE0) {
        length = 3;
        second_low = 0xA0;
    } else if (lead == 0xED) {
        length = 3;
        second_high = 0x9F;
    } else if (lead >= 0xE1 && lead <= 0xEF) {
        length = 3;
    } else if (lead == 0xF0) {
        length = 4;
        second_low = 0x90;
    } else if (lead >= 0xF1 && lead <= 0xF3) {
        length = 4;
    } else if (lead == 0xF4) {
        length = 4;
        second_high = 0x8F;
    } else {
        return 0;
    }
    if (bytes.size() < length) return 0;
    if (byte(1) < second_low || byte(1) > second_high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if ((byte(i) & 0xC0) != 0x80) return 0;
    return length;
}

bool is_ascii_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

bool is_sgf_whitespace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_sgf_whitespace(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_sgf_whitespace(text.back())) text.remove_suffix(1);
    return text;
}

std::string upper_case(std::string_view text) {
    std::string upper(text);
    for (char& c : upper)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    return upper;
}

// The spelling kifu reports for a charset name, whoever wrote it (a user in CA[], uchardet).
std::string canonical_charset_name(std::string_view written) {
    std::string name = upper_case(trim(written));
    std::replace(name.begin(), name.end(), '_', '-');
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 9> aliases{{
        {"UTF8", "UTF-8"},
        {"SHIFT-JIS", "SHIFT_JIS"},  // the underscore is part of the registered name
        {"SJIS", "SHIFT_JIS"},
        {"MS-KANJI", "SHIFT_JIS"},
        {"CSSHIFTJIS", "SHIFT_JIS"},
        {"EUCJP", "EUC-JP"},
        {"EUCKR", "EUC-KR"},
        {"LATIN1", "ISO-8859-1"},
        {"ISO-LATIN-1", "ISO-8859-1"},
    }};
    for (const auto& [alias, canonical] : aliases)
        if (name == alias) return std::string(canonical);
    constexpr std::string_view unhyphenated_iso = "ISO8859-";
    // Built by appending: GCC 12 mis-warns (-Wrestrict) on std::string::insert here.
    if (name.starts_with(unhyphenated_iso)) return "ISO-" + name.substr(3);
    return name;
}

// Guards what reaches iconv_open: "" would mean the locale's charset, and suffixes such as
// "//IGNORE" would change how iconv treats errors.
bool is_plausible_charset_name(std::string_view name) {
    constexpr std::size_t longest_plausible = 64;
    if (name.empty() || name.size() > longest_plausible) return false;
    return std::all_of(name.begin(), name.end(), [](char c) {
        return is_ascii_letter(c) || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' ||
               c == ':' || c == '+';
    });
}

struct Conversion {
    std::string utf8;
    std::size_t replaced = 0;  // invalid or incomplete sequences, each now U+FFFD
};

// UTF-8 with every byte that does not belong to a well-formed sequence replaced by U+FFFD.
Conversion repair_utf8(std::string_view bytes) {
    Conversion result;
    result.utf8.reserve(bytes.size() + replacement_character.size());
    std::size_t at = 0;
    while (true) {
        const std::size_t ascii = ascii_prefix_length(bytes.substr(at));
        result.utf8.append(bytes.substr(at, ascii));
        at += ascii;
        if (at == bytes.size()) return result;
        if (const std::size_t length = multibyte_sequence_length(bytes.substr(at)); length > 0) {
            result.utf8.append(bytes.substr(at, length));
            at += length;
        } else {
            result.utf8.append(replacement_character);
            ++at;
            ++result.replaced;
        }
    }
}

// Reads bytes in one charset as UTF-8: iconv, through the thread's descriptor for that
// charset (iconv_cache.hpp), except from UTF-8 itself, which kifu checks on its own because
// glibc's UTF-8 decoder lets code points past U+10FFFF and five-byte forms through.
class Utf8Decoder {
public:
    static Utf8Decoder from_utf8() { return Utf8Decoder(nullptr, false); }

    // `unit`: the bytes of the charset's code unit (2 for UTF-16), the step taken past an
    // invalid one so that the rest of the text stays aligned.
    static std::optional<Utf8Decoder> open(const std::string& from_charset, std::size_t unit = 1) {
        if (!is_plausible_charset_name(from_charset)) return std::nullopt;
        const IconvToUtf8 cd = iconv_to_utf8(from_charset);
        if (!cd.ok()) return std::nullopt;
        return Utf8Decoder(cd.handle, cd.owned, unit);
    }

    Conversion convert(std::string_view bytes) {
        if (!handle_) return repair_utf8(bytes);
        Conversion converted = convert_with_iconv(bytes);
        // Other names for UTF-8 (ISO-IR-193, ...) reach glibc's lax UTF-8 decoder.
        if (is_valid_utf8(converted.utf8)) return converted;
        Conversion repaired = repair_utf8(converted.utf8);
        repaired.replaced += converted.replaced;
        return repaired;
    }

private:
    struct Closer {
        bool owned = false;  // a cached descriptor stays open for the next record
        void operator()(iconv_t handle) const {
            if (owned) iconv_close(handle);
        }
    };

    Utf8Decoder(iconv_t handle, bool owned, std::size_t unit = 1) : handle_(handle, Closer{owned}), unit_(unit) {}

    Conversion convert_with_iconv(std::string_view bytes) {
        // Room for any one character's output, or a replacement, before each iconv call.
        constexpr std::size_t minimum_room = 16;
        Conversion result;
        std::string& out = result.utf8;
        // Double-byte characters become three UTF-8 bytes; the buffer grows if that is not enough.
        out.resize(bytes.size() + bytes.size() / 2 + minimum_room);
        std::size_t written = 0;
        auto make_room = [&](std::size_t room) {
            if (out.size() - written < room) out.resize(std::max(out.size() * 2, written + room));
        };

        iconv(handle_.get(), nullptr, nullptr, nullptr, nullptr);  // the initial shift state
        // iconv's signature is not const-correct; it only reads the input.
        char* in = const_cast<char*>(bytes.data());
        std::size_t in_left = bytes.size();
        while (in_left > 0) {
            make_room(minimum_room);
            char* out_next = out.data() + written;
            std::size_t out_left = out.size() - written;
            const std::size_t status = iconv(handle_.get(), &in, &in_left, &out_next, &out_left);
            const int error = errno;
            written = static_cast<std::size_t>(out_next - out.data());
            if (status != static_cast<std::size_t>(-1)) continue;
            if (error == E2BIG) {
                make_room(out.size());
                continue;
            }
            // EILSEQ, or EINVAL for a sequence cut off by the end of the input: replace its first
            // code unit and resynchronise on the next one, so every iteration makes progress.
            // (By code units: one bad UTF-16 unit, such as a lone surrogate, stepped over one
            // byte at a time, would misalign every unit after it.)
            make_room(replacement_character.size());
            out.replace(written, replacement_character.size(), replacement_character);
            written += replacement_character.size();
            const std::size_t step = std::min(unit_, in_left);
            in += step;
            in_left -= step;
            ++result.replaced;
            iconv(handle_.get(), nullptr, nullptr, nullptr, nullptr);
        }
        out.resize(written);
        return result;
    }

    std::unique_ptr<std::remove_pointer_t<iconv_t>, Closer> handle_;
    std::size_t unit_ = 1;
};

// SGF's syntax is ASCII, so a charset that reads ASCII bytes as anything else (UTF-16,
// EBCDIC, UTF-7, glibc's SHIFT_JIS) cannot be what an SGF file's bytes are in.
bool reads_ascii_as_ascii(Utf8Decoder& decoder) {
    constexpr std::string_view sgf_ascii =
        "\t\n\r !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`"
        "abcdefghijklmnopqrstuvwxyz{|}~";
    const Conversion probe = decoder.convert(sgf_ascii);
    return probe.replaced == 0 && probe.utf8 == sgf_ascii;
}

struct Charset {
    std::string name;  // canonical
    Utf8Decoder decoder;
};

// The decoder for a charset: kifu's own for UTF-8; for the rest iconv's, with a substitute
// where glibc's own one does not suit SGF (rule 6), else the name as written, else its
// canonical spelling.
std::optional<Charset> open_charset(std::string_view written) {
    std::string name = canonical_charset_name(written);
    if (name == "UTF-8") return Charset{std::move(name), Utf8Decoder::from_utf8()};
    if (name == "SHIFT_JIS") {
        if (auto decoder = Utf8Decoder::open("CP932"))
            return Charset{std::move(name), std::move(*decoder)};
        return std::nullopt;
    }
    for (const std::string& spelling : {std::string(written), name})
        if (auto decoder = Utf8Decoder::open(spelling))
            return Charset{std::move(name), std::move(*decoder)};
    return std::nullopt;
}

// uchardet's guess, canonical, or nothing if it has none.
std::optional<std::string> guess_charset_name(std::string_view bytes) {
    const std::unique_ptr<std::remove_pointer_t<uchardet_t>, decltype(&uchardet_delete)> detector(
        uchardet_new(), &uchardet_delete);
    if (!detector) return std::nullopt;
    // uchardet reads about 2 MB a second of text with many non-ASCII bytes: a 100 MB record
    // took 50 s before it was read at all. Past `whole` bytes it gets a sample: the blocks
    // that hold non-ASCII bytes (ASCII tells no charset from another), up to `whole` of them.
    constexpr std::size_t whole = std::size_t{4} << 20, block = std::size_t{64} << 10;
    if (bytes.size() <= whole) {
        if (uchardet_handle_data(detector.get(), bytes.data(), bytes.size()) != 0) return std::nullopt;
    } else {
        std::size_t fed = 0;
        for (std::size_t at = 0; at < bytes.size() && fed < whole; at += block) {
            const std::string_view part = bytes.substr(at, block);
            if (std::all_of(part.begin(), part.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
                continue;
            if (uchardet_handle_data(detector.get(), part.data(), part.size()) != 0) return std::nullopt;
            fed += part.size();
        }
    }
    uchardet_data_end(detector.get());
    const char* name = uchardet_get_charset(detector.get());
    if (name == nullptr || *name == '\0') return std::nullopt;
    return canonical_charset_name(name);
}

// uchardet's guess, if iconv can use it for SGF.
std::optional<Charset> detect_charset(std::string_view bytes) {
    const auto name = guess_charset_name(bytes);
    if (!name) return std::nullopt;
    auto charset = open_charset(*name);
    if (!charset || !reads_ascii_as_ascii(charset->decoder)) return std::nullopt;
    return charset;
}

std::string latin1_to_utf8(std::string_view bytes) {
    std::string utf8;
    utf8.reserve(bytes.size() + bytes.size() / 4);
    for (const char c : bytes) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x80) {
            utf8 += c;
        } else {
            utf8 += static_cast<char>(0xC0 | (byte >> 6));
            utf8 += static_cast<char>(0x80 | (byte & 0x3F));
        }
    }
    return utf8;
}

// How a declared charset is quoted in warnings: the value may be any bytes, of any length, in
// a file whose charset is not known yet, and warnings must stay short and valid UTF-8.
std::string declared_label(std::string_view value) {
    constexpr std::size_t longest_shown = 40;
    std::string label = "CA[";
    for (const char c : value.substr(0, longest_shown)) label += (c >= ' ' && c <= '~') ? c : '?';
    if (value.size() > longest_shown) label += "...";
    return label + "]";
}

std::string replacement_warning(std::size_t replaced) {
    return std::to_string(replaced) +
           (replaced == 1 ? " invalid byte sequence replaced" : " invalid byte sequences replaced");
}

DecodedText converted_text(Conversion conversion, std::string charset,
                           std::vector<std::string> warnings, std::string guess = {}) {
    if (conversion.replaced > 0) warnings.push_back(replacement_warning(conversion.replaced));
    return {std::move(conversion.utf8), std::move(charset), std::move(warnings), std::move(guess),
            conversion.replaced};
}

DecodedText read_as_utf8(std::string bytes) {
    if (is_valid_utf8(bytes)) return {std::move(bytes), "UTF-8", {}};
    return converted_text(repair_utf8(bytes), "UTF-8", {});
}

// Unicode and the CJK charsets: uchardet names one of these only when its models for
// them agree with the text, which for CJK takes a fair amount of it.
bool is_multibyte(std::string_view charset) {
    static constexpr std::array<std::string_view, 13> names{
        "SHIFT_JIS", "EUC-JP", "ISO-2022-JP", "GB18030", "GB2312", "EUC-TW", "BIG5",
        "EUC-KR",    "UHC",    "CP949",       "ISO-2022-KR", "ISO-2022-CN", "HZ-GB-2312"};
    return charset.starts_with("UTF-") || std::find(names.begin(), names.end(), charset) != names.end();
}

struct CjkReading {
    std::string utf8;
    const CjkCandidate* candidate;
};

// The first candidate of cjk_fallback.hpp that reads every byte, as its script.
std::optional<CjkReading> read_as_cjk(std::string_view bytes) {
    for (const CjkCandidate& candidate : cjk_fallback_candidates()) {
        auto charset = open_charset(candidate.charset);
        if (!charset) continue;
        Conversion conversion = charset->decoder.convert(bytes);
        if (conversion.replaced == 0 && candidate.reads_as_script(bytes, conversion.utf8))
            return CjkReading{std::move(conversion.utf8), &candidate};
    }
    return std::nullopt;
}

// Rule 3's CJK fallback: when uchardet's answer is unsure (none, a single-byte charset, or
// UTF-8 for bytes that are not), the first CJK charset that reads the bytes as its script.
// Not UTF-8 (the callers know), so a guess of UTF-8 is as unsure as a single-byte one.
std::optional<DecodedText> read_as_cjk_fallback(std::string_view bytes, const std::optional<Charset>& detected,
                                                std::string_view reason, std::vector<std::string>& warnings) {
    if (detected && is_multibyte(detected->name) && detected->name != "UTF-8") return std::nullopt;
    auto cjk = read_as_cjk(bytes);
    if (!cjk) return std::nullopt;
    const std::string charset(cjk->candidate->charset);
    const std::string unsure = detected ? "uchardet guessed " + detected->name + ", unsure on so little text"
                                        : "uchardet had no usable guess";
    warnings.push_back(std::string(reason) + "; read as " + charset + ", in which the text reads as " +
                       std::string(cjk->candidate->script) + " (" + unsure + ")");
    return DecodedText{std::move(cjk->utf8), charset, std::move(warnings),
                       "read as " + charset + " because the text reads as " + std::string(cjk->candidate->script) +
                           " in it (" + unsure + ")"};
}

// Rule 3. `reason` opens the warning when the bytes are not UTF-8.
DecodedText read_undeclared(std::string bytes, std::string_view reason,
                            std::vector<std::string> warnings) {
    if (is_valid_utf8(bytes)) return {std::move(bytes), "UTF-8", std::move(warnings)};
    auto detected = detect_charset(bytes);
    if (auto cjk = read_as_cjk_fallback(bytes, detected, reason, warnings)) return std::move(*cjk);
    if (!detected) {
        warnings.push_back(std::string(reason) +
                           "; charset not detected, read as ISO-8859-1 (the SGF default)");
        return {latin1_to_utf8(bytes), "ISO-8859-1", std::move(warnings)};
    }
    if (detected->name != "UTF-8")
        warnings.push_back(std::string(reason) + "; detected " + detected->name);
    return converted_text(detected->decoder.convert(bytes), std::move(detected->name),
                          std::move(warnings));
}

// A charset of one byte per character for the Latin, Greek and Cyrillic alphabets. Text in
// one of them is almost never valid UTF-8 with multi-byte sequences (it would take a
// capital such as Ã before a symbol or a control byte, as in the "MÃ¼ller" UTF-8 turns
// into): valid UTF-8 under such a label is UTF-8, however short (one "ü" is too little
// for uchardet, which then guesses WINDOWS-1252). The two-byte CJK charsets keep
// uchardet's confirmation: a short GB2312 or EUC-KR name can be valid UTF-8 by chance.
bool single_byte_alphabet(std::string_view charset) {
    for (std::string_view prefix : {"ISO-8859-", "WINDOWS-125", "CP125", "KOI8-", "LATIN", "MAC", "CP437", "CP850",
                                    "US-ASCII", "ASCII"})
        if (charset.starts_with(prefix)) return true;
    return false;
}

// Whether ASCII bytes read as themselves in `charset`: not in the 7-bit stateful ones,
// whose ASCII escape sequences ("ESC $ B" in ISO-2022-JP, "~{" in HZ) switch to another
// character set.
bool ascii_reads_as_itself(std::string_view charset) {
    return !charset.starts_with("ISO-2022-") && charset != "HZ-GB-2312" && charset != "UTF-7";
}

// Rule 4, for a declared charset iconv can use.
DecodedText read_declared(std::string bytes, std::string_view written, Charset declared) {
    const std::string label = declared_label(written);
    if (declared.name == "UTF-8") {
        if (is_valid_utf8(bytes)) return {std::move(bytes), "UTF-8", {}};
    } else {
        if (is_ascii(bytes) && ascii_reads_as_itself(declared.name))
            return {std::move(bytes), std::move(declared.name), {}};
        if (is_valid_utf8(bytes) && (single_byte_alphabet(declared.name) || guess_charset_name(bytes) == "UTF-8"))
            return {std::move(bytes), "UTF-8", {label + " but the text is UTF-8"}};
    }
    Conversion as_declared = declared.decoder.convert(bytes);
    if (as_declared.replaced == 0)
        return {std::move(as_declared.utf8), std::move(declared.name), {}};

    // The bytes contradict the label: what they are is found as for a file without one
    // (rule 3, the CJK fallback included), and whatever it finds is a guess. Before, only
    // uchardet was asked, and on a name or two it named TIS-620 or Windows-1252 for GB2312
    // and Shift_JIS, or UTF-8, when the text was read as UTF-8 with replacements.
    const std::string reason = label + " but the text is not valid " + declared.name;
    const std::string contradicted = label + " is wrong: the text is not valid " + declared.name;
    std::vector<std::string> warnings;
    if (is_valid_utf8(bytes))
        return {std::move(bytes), "UTF-8", {reason + "; read as UTF-8"}, contradicted + "; it is valid UTF-8"};
    auto detected = detect_charset(bytes);
    if (auto cjk = read_as_cjk_fallback(bytes, detected, reason, warnings)) {
        cjk->guess = contradicted + "; " + cjk->guess;
        return std::move(*cjk);
    }
    if (detected && detected->name != declared.name) {
        Conversion as_detected = detected->decoder.convert(bytes);
        if (as_detected.replaced == 0) {
            std::string warning = reason + "; read as " + detected->name + " (detected)";
            std::string guess = contradicted + "; read as " + detected->name + ", uchardet's guess";
            return {std::move(as_detected.utf8), std::move(detected->name), {std::move(warning)}, std::move(guess)};
        }
    }
    // No charset reads every byte: the label's reading, with what it cannot read replaced.
    return converted_text(std::move(as_declared), std::move(declared.name), {});
}

// SGF text is mostly ASCII, so UTF-16 without a byte-order mark shows as zero bytes in one
// position of the code units, with the byte order given by which. Other encodings of SGF
// have no zero bytes at all, and random bytes have as many in either position.
std::optional<std::string> utf16_charset_from_zeros(std::string_view bytes) {
    constexpr std::size_t sample_limit = 512;
    const std::size_t sample = std::min(bytes.size(), sample_limit) & ~std::size_t{1};
    std::size_t zeros_at_even = 0;
    std::size_t zeros_at_odd = 0;
    for (std::size_t i = 0; i < sample; i += 2) {
        if (bytes[i] == '\0') ++zeros_at_even;
        if (bytes[i + 1] == '\0') ++zeros_at_odd;
    }
    // A file that opens a game tree as bytes ("(;", after any spaces) is 8-bit: in UTF-16
    // a zero byte stands between the two. Two NULs in a small record made it UTF-16.
    const std::size_t start = bytes.find_first_not_of(" \t\r\n");
    if (start != std::string_view::npos && bytes.substr(start).starts_with("(;")) return std::nullopt;
    // A comment in Chinese can make most code units non-ASCII, so a sixteenth is enough in
    // a long sample; CJK characters such as U+4E00 put a zero in the other position now and
    // then. A short sample needs a real share: a quarter of its units, up to 8.
    const std::size_t units = sample / 2;
    const std::size_t enough = std::max<std::size_t>({2, units / 16, std::min<std::size_t>(units / 4, 8)});
    auto dominates = [&](std::size_t zeros, std::size_t other) {
        return zeros >= enough && other * 4 < zeros;
    };
    if (dominates(zeros_at_odd, zeros_at_even)) return "UTF-16LE";
    if (dominates(zeros_at_even, zeros_at_odd)) return "UTF-16BE";
    return std::nullopt;
}

// UTF-16 is in every glibc; should iconv still fail to open it (a broken GCONV_PATH), the
// bytes are read as ISO-8859-1 rather than not at all.
DecodedText read_as_utf16(std::string_view bytes, const std::string& charset,
                          std::vector<std::string> warnings) {
    auto decoder = Utf8Decoder::open(charset, 2);
    if (!decoder) {
        warnings.push_back("iconv cannot convert from " + charset + "; read as ISO-8859-1");
        return {latin1_to_utf8(bytes), "ISO-8859-1", std::move(warnings)};
    }
    return converted_text(decoder->convert(bytes), charset, std::move(warnings));
}

}  // namespace

bool is_valid_utf8(std::string_view bytes) {
    std::size_t at = 0;
    while (true) {
        at += ascii_prefix_length(bytes.substr(at));
        if (at == bytes.size()) return true;
        const std::size_t length = multibyte_sequence_length(bytes.substr(at));
        if (length == 0) return false;
        at += length;
    }
}

std::optional<std::string> find_declared_charset(std::string_view bytes) {
    for (auto at = bytes.find("CA"); at != std::string_view::npos; at = bytes.find("CA", at + 1)) {
        if (at > 0 && is_ascii_letter(bytes[at - 1])) continue;  // e.g. the end of "PCA"
        std::size_t open = at + 2;
        while (open < bytes.size() && is_sgf_whitespace(bytes[open])) ++open;
        if (open == bytes.size() || bytes[open] != '[') continue;
        const std::size_t close = bytes.find(']', open + 1);
        if (close == std::string_view::npos) return std::nullopt;
        return std::string(trim(bytes.substr(open + 1, close - open - 1)));
    }
    return std::nullopt;
}

std::string declared_charset_name(std::string_view written) { return canonical_charset_name(trim(written)); }

bool looks_like_utf16(std::string_view bytes) {
    return bytes.starts_with(utf16le_bom) || bytes.starts_with(utf16be_bom) || utf16_charset_from_zeros(bytes);
}

DecodedText decode_to_utf8(std::string bytes) {
    if (bytes.starts_with(utf8_bom)) {
        bytes.erase(0, utf8_bom.size());
        return read_as_utf8(std::move(bytes));
    }
    const std::string_view view = bytes;
    if (view.starts_with(utf16le_bom))
        return read_as_utf16(view.substr(utf16le_bom.size()), "UTF-16LE", {});
    if (view.starts_with(utf16be_bom))
        return read_as_utf16(view.substr(utf16be_bom.size()), "UTF-16BE", {});
    if (const auto charset = utf16_charset_from_zeros(view))
        return read_as_utf16(view, *charset, {"no byte-order mark; detected " + *charset});

    const auto declared = find_declared_charset(view);
    if (!declared) return read_undeclared(std::move(bytes), "no CA[] and not UTF-8", {});
    const std::string label = declared_label(*declared);
    auto charset = open_charset(*declared);
    if (!charset)
        return read_undeclared(std::move(bytes), "the text is not UTF-8",
                               {"unknown charset " + label});
    if (!reads_ascii_as_ascii(charset->decoder))
        return read_undeclared(std::move(bytes), "the text is not UTF-8",
                               {label + " does not read ASCII as ASCII, so cannot be an SGF "
                                        "file's charset; ignored"});
    return read_declared(std::move(bytes), *declared, std::move(*charset));
}

}  // namespace kifu::sgf
