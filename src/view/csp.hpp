#pragma once
// The Content-Security-Policy of kifu's HTML pages: nothing may be fetched, and only the
// page's own scripts and style run, named by their SHA-256 as CSP hash sources.
#include <string>
#include <string_view>

namespace kifu::view {

// "'sha256-<base64>'" of exactly these bytes (what the browser hashes: the text between
// <script> and </script>, or <style> and </style>).
std::string csp_hash(std::string_view text);

// "sha256-<base64>": the same digest as a Subresource Integrity value, for the
// `integrity` attribute of a script a page loads from a file beside it (a folder's
// shared kifu-view.js): its policy then names it by hash too, so no other script
// placed beside the pages can run.
std::string integrity_value(std::string_view text);

}  // namespace kifu::view
