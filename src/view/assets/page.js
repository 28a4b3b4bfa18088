// kifu view: the game page's controls. Every state of the page (line of play, move, count
// shown, ruleset, dead stones) comes from kifu's engine, kifu's own C++ compiled to
// WebAssembly (src/web/engine.cpp); this script only asks it and puts its answer on the page.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('kifu-data').textContent);
  var $ = function (id) { return document.getElementById(id); };
  // Figures for scripts and tests: milliseconds since the page started loading.
  var timing = window.kifuTimings = { recounts: [], steps: [] };
  var engine = null;
  var request = data.request;          // the state on the page
  var moves = data.moves;              // the moves of the line shown
  // kifu's own dead stones: the page's first choice, unless that was a list (--dead POINTS).
  var ownDead = data.request.dead.kind === 'list' ? { kind: data.request.own_dead } : data.request.dead;
  var deadAt = {};                     // line and move -> the dead stones marked by hand there
  var pending = null;                  // a state asked for and not yet shown
  var scheduled = false;
  var shownHash = null;                // the address of the state the engine last showed

  function lastMove() { return moves; }
  function moveOf(r) { return r.move === null || r.move === undefined ? lastMove() : r.move; }
  function lineOf(r) { return (r.path || []).join('.'); }
  function markedAt(path, move) { return deadAt[path.join('.') + '@' + move]; }

  function note(text) { $('engine-note').textContent = text; }

  // One call into the engine: JSON text in, JSON out, through the module's memory.
  function call(name, text) {
    var size = engine.lengthBytesUTF8(text) + 1;
    var pointer = engine._malloc(size);
    engine.stringToUTF8(text, pointer, size);
    try {
      return JSON.parse(engine.UTF8ToString(engine['_' + name](pointer)));
    } finally {
      engine._free(pointer);
    }
  }

  function rulesetTitle(name) {
    var options = $('rules').options;
    for (var i = 0; i < options.length; ++i) if (options[i].value === name) return options[i].textContent;
    return name;
  }

  function markViewButtons(board) {
    var buttons = document.querySelectorAll('.view-toggle button');
    for (var i = 0; i < buttons.length; ++i)
      buttons[i].setAttribute('aria-pressed', buttons[i].dataset.view === board ? 'true' : 'false');
  }

  // Puts an answer on the page. A replay without a count leaves the last count in place,
  // greyed, until the count arrives.
  function show(answer) {
    var html = answer.html;
    var counted = answer.request.count;
    $('board-box').innerHTML = html.board;
    if (counted) {
      $('count').innerHTML = html.count;
      $('notes').innerHTML = html.notes;
    }
    $('count').classList.toggle('stale', !counted);
    $('notes').classList.toggle('stale', !counted);
    $('problems').innerHTML = html.problems;
    $('move').innerHTML = html.move;
    moves = answer.moves;
    $('slider').max = String(answer.moves);
    $('slider').value = String(answer.move);
    var own = answer.outcome.ruleset;
    var third = document.querySelector('.view-toggle [data-view="ruleset"]');
    third.hidden = own === 'japanese' || own === 'chinese';
    third.textContent = rulesetTitle(own) + ' count';
    markViewButtons(answer.request.board);
    $('command').textContent = answer.variation
      ? '(none: kifu score counts the main line, and this is a variation)'
      : 'kifu score ' + (answer.score_arguments ? answer.score_arguments + ' ' : '') + data.record.file;
    document.body.classList.toggle('by-hand', answer.by_hand);
    shownHash = '#move=' + answer.move + '&board=' + answer.request.board + (answer.request.rules ? '&rules=' + answer.request.rules : '') +
      (answer.request.path.length ? '&path=' + lineOf(answer.request) : '');
    if (location.hash !== shownHash) history.replaceState(null, '', shownHash);
  }

  // The address names the state shown: one the engine refused (#path=7, a branch the record
  // does not have) is not kept, or a reload or a shared link would ask for it again.
  function keepAddressTrue() {
    var shown = shownHash || location.pathname + location.search;
    if (location.hash !== (shownHash || '')) history.replaceState(null, '', shown);
  }

  function run() {
    scheduled = false;
    var asked = pending;
    pending = null;
    if (!asked) return;
    var start = performance.now();
    var answer = call('kifu_update', JSON.stringify(asked));
    if (answer.error) {
      note('kifu could not do that: ' + answer.error);
      keepAddressTrue();
      return;
    }
    request = answer.request;
    note('');   // what an earlier refusal said is of a state no longer shown
    if (asked.toggle) deadAt[lineOf(request) + '@' + moveOf(request)] = request.dead;
    show(answer);
    var took = performance.now() - start;
    if (request.count) {
      timing.recounts.push(took);
      timing.last = took;
      if (timing.firstCount === undefined) timing.firstCount = performance.now();
    } else {
      timing.steps.push(took);
    }
    document.body.dataset.updates = String(+(document.body.dataset.updates || 0) + 1);
    document.body.dataset.counted = String(request.count);
  }

  // Asks for a state (counted unless `changes` says count: false); stepping through moves
  // shows one state per frame, a click at once.
  function ask(changes, now) {
    pending = Object.assign({}, pending || request, changes);
    pending.count = changes.count !== false;
    delete pending.toggle;
    if (changes.toggle) pending.toggle = changes.toggle;
    if (!engine) return;
    if (now) return run();
    if (!scheduled) {
      scheduled = true;
      requestAnimationFrame(run);
    }
  }

  // Steps show the position at once; the count (which may judge life and death) follows
  // when the reader pauses.
  var countTimer = null;
  function goTo(move, path) {
    if (path === undefined) path = (pending || request).path;
    else moves = Infinity;   // another line: the engine says how long it is
    move = Math.max(0, Math.min(lastMove(), move));
    ask({ path: path, move: move, dead: markedAt(path, move) || ownDead, count: false });
    clearTimeout(countTimer);
    countTimer = setTimeout(function () { ask({}, true); }, 250);
  }

  function current() { return moveOf(pending || request); }

  function letter(v) { return String.fromCharCode(v < 26 ? 97 + v : 65 + v - 26); }

  // The SGF point under a click on the board, or null off the grid or on an empty point.
  function pointAt(event) {
    var svg = $('board');
    if (!svg || !svg.getScreenCTM()) return null;
    var p = svg.createSVGPoint();
    p.x = event.clientX;
    p.y = event.clientY;
    p = p.matrixTransform(svg.getScreenCTM().inverse());
    var cell = +svg.dataset.cell;
    var x = Math.round((p.x - +svg.dataset.x0) / cell), y = Math.round((p.y - +svg.dataset.y0) / cell);
    if (x < 0 || y < 0 || x >= +svg.dataset.columns || y >= +svg.dataset.rows) return null;
    var row = svg.dataset.position.split('/')[y];
    if (!row || row.charAt(x) === '.') return null;
    return letter(x) + letter(y);
  }

  function openLesson(topic) {
    var lesson = $('lesson-' + topic);
    if (!lesson) return;
    lesson.open = true;
    lesson.classList.add('highlight');
    setTimeout(function () { lesson.classList.remove('highlight'); }, 2500);
    lesson.scrollIntoView({ behavior: 'smooth', block: 'center' });
    lesson.querySelector('summary').focus({ preventScroll: true });
  }

  function wire() {
    $('first').addEventListener('click', function () { goTo(0); });
    $('prev').addEventListener('click', function () { goTo(current() - 1); });
    $('next').addEventListener('click', function () { goTo(current() + 1); });
    $('last').addEventListener('click', function () { goTo(lastMove()); });
    $('slider').addEventListener('input', function () { goTo(+this.value); });
    $('rules').addEventListener('change', function () { ask({ rules: this.value }, true); });
    $('reset-dead').addEventListener('click', function () {
      delete deadAt[lineOf(pending || request) + '@' + current()];
      ask({ dead: ownDead }, true);
    });
    document.addEventListener('click', function (event) {
      var target = event.target.closest('[data-view], a.to-move, a.to-line, a.lesson-link');
      if (target && target.dataset.view) return ask({ board: target.dataset.view }, true);
      if (target && target.classList.contains('to-move')) {
        event.preventDefault();
        return goTo(+target.dataset.move);
      }
      if (target && target.classList.contains('to-line')) {
        event.preventDefault();
        var path = target.dataset.path ? target.dataset.path.split('.').map(Number) : [];
        return goTo(+target.dataset.move, path);
      }
      if (target && target.classList.contains('lesson-link')) {
        event.preventDefault();
        return openLesson(target.dataset.lesson);
      }
    });
    $('board-box').addEventListener('click', function (event) {
      if (!engine) return;
      var point = pointAt(event);
      if (!point) return;
      var board = (pending || request).board;
      ask({ toggle: point, board: board === 'position' ? 'japanese' : board }, true);
    });
    document.addEventListener('keydown', function (event) {
      var tag = event.target.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || event.altKey || event.ctrlKey || event.metaKey) return;
      var to = { ArrowLeft: current() - 1, ArrowRight: current() + 1, Home: 0, End: lastMove() }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      goTo(to);
    });
  }

  // #move=N&board=chinese&rules=aga&path=0.2: the state a link opens.
  function fromHash() {
    var asked = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (pair) {
      var kv = pair.split('=');
      if (kv[0] === 'path' && /^\d+(\.\d+)*$/.test(kv[1])) asked.path = kv[1].split('.').map(Number);
      if (kv[0] === 'move' && /^\d+$/.test(kv[1])) asked.move = +kv[1];
      if (kv[0] === 'board' && /^(position|japanese|chinese|ruleset)$/.test(kv[1])) asked.board = kv[1];
      if (kv[0] === 'rules' && /^[a-z-]+$/.test(kv[1])) asked.rules = kv[1];
    });
    if (asked.rules) $('rules').value = asked.rules;
    return asked;
  }

  // The state the address asks for, when it is not the one shown. A move past the main
  // line's last is said, not silently shown as the last (a branch the record lacks is
  // refused by the engine, in words).
  function askAddress() {
    var asked = fromHash();
    if (!Object.keys(asked).some(function (k) { return String(asked[k]) !== String(k === 'move' ? moveOf(request) : request[k]); }))
      return;
    var wanted = asked.move;
    var past = asked.path === undefined && wanted !== undefined && wanted > lastMove();
    if (past) asked.move = lastMove();
    ask(asked, true);
    if (past) note('The record has ' + lastMove() + ' moves: move ' + wanted + ' is not there; this is move ' + lastMove() + '.');
  }

  function controls(enabled) {
    var all = document.querySelectorAll('.controls button, .controls input, #rules, #reset-dead, .view-toggle button');
    for (var i = 0; i < all.length; ++i) all[i].disabled = !enabled;
  }

  wire();
  if (!data.engine || typeof KifuEngine !== 'function') {
    controls(false);
    if (data.engine) {
      document.body.dataset.engine = 'failed';
      note('kifu\u2019s engine did not load: the page shows the count it was made with.');
    }
    return;
  }
  controls(false);
  KifuEngine().then(function (module) {
    engine = module;
    var loaded = call('kifu_load', JSON.stringify(data.record));
    if (loaded.error) throw new Error(loaded.error);
    timing.engineReady = performance.now();
    controls(true);
    document.body.dataset.engine = 'ready';
    note('');
    askAddress();
    // An address changed by hand (typed, or a link to the same page) asks for its state too:
    // the page stayed where it was while the address named another state.
    window.addEventListener('hashchange', function () {
      if (location.hash !== shownHash) askAddress();
    });
  }).catch(function (error) {
    document.body.dataset.engine = 'failed';
    note('kifu\u2019s engine failed: ' + error.message + '. The page shows the count it was made with.');
  });
})();
