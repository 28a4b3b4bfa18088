// The page's WebAssembly engine (build/web/kifu-engine.js) under node, as the page calls it:
// for each record of a jobs file, kifu_load, then kifu_update for each request; prints one
// line of JSON per request, the answer's `outcome` (the `kifu score --format json` object),
// or {"error": ...}. tests/unit/report/test_engine_matches_native.cpp compares the lines
// with the same code's answers natively.
//   usage: node engine_answers.js ENGINE_JS JOBS_JSON
//   JOBS_JSON: [{"record": <report/view_record.hpp's JSON>, "requests": [<view_session.hpp's request>, ...]}, ...]
'use strict';
const fs = require('fs');

const [enginePath, jobsPath] = process.argv.slice(2);
// The engine is built for the web (ENVIRONMENT=web, MODULARIZE): its module factory is a
// script-level `KifuEngine`, which a Function body returns.
globalThis.window = globalThis;
const KifuEngine = new Function(fs.readFileSync(enginePath, 'utf8') + '\nreturn KifuEngine;')();

function call(engine, name, text) {   // as src/report/view/page.js calls it
  const size = engine.lengthBytesUTF8(text) + 1;
  const pointer = engine._malloc(size);
  engine.stringToUTF8(text, pointer, size);
  try {
    return JSON.parse(engine.UTF8ToString(engine['_' + name](pointer)));
  } finally {
    engine._free(pointer);
  }
}

KifuEngine().then((engine) => {
  const out = [];
  for (const job of JSON.parse(fs.readFileSync(jobsPath, 'utf8'))) {
    const loaded = call(engine, 'kifu_load', JSON.stringify(job.record));
    for (const request of job.requests) {
      const answer = loaded.error ? loaded : call(engine, 'kifu_update', JSON.stringify(request));
      out.push(JSON.stringify(answer.error ? { error: answer.error } : answer.outcome));
    }
  }
  fs.writeSync(1, out.join('\n') + '\n');
}, (error) => {
  process.stderr.write('the engine did not start: ' + error + '\n');
  process.exit(1);
});
