#pragma once
// The Content-Security-Policy of kifu's HTML pages: nothing may be fetched, and only the
// page's own scripts and style run, named by their SHA-256 as CSP hash sources.
#include <string>
#include <string_view>

namespace kifu::report {

// "'sha256-<base64>'" of exactly these bytes (what the browser hashes: the text between
// <script> and </script>, or <style> and </style>).
std::string csp_hash(std::string_view text);

}  // namespace kifu::report
