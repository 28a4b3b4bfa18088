// Prepended to emscripten's module (--pre-js). With SINGLE_FILE the WebAssembly binary is a
// data: URI inside the script, which emscripten 3.1.6 first tries to fetch(); the page's
// Content-Security-Policy forbids every fetch (and a page opened from disk has no network
// to ask), so the engine compiles the bytes it already holds instead. wasmBinaryFile and
// tryParseAsDataURI are emscripten's own, in scope here.
Module['instantiateWasm'] = function (imports, receiveInstance) {
  WebAssembly.instantiate(tryParseAsDataURI(wasmBinaryFile), imports).then(function (output) {
    receiveInstance(output.instance, output.module);
  }, function (error) {
    if (Module['onAbort']) Module['onAbort'](error);
    throw error;
  });
  return {};   // the exports arrive through receiveInstance
};
