// kifu view -d: sort the index by any column (click its heading) and filter its rows.
(function () {
  'use strict';
  var table = document.getElementById('games');
  var body = table.tBodies[0];
  var headings = table.tHead.rows[0].cells;

  function key(row, column) {
    var cell = row.cells[column];
    if (!cell) return '';
    return cell.dataset.sort !== undefined ? cell.dataset.sort : cell.textContent.trim();
  }

  function compare(a, b) {
    var x = parseFloat(a), y = parseFloat(b);
    var numbers = a !== '' && b !== '' && !isNaN(x) && !isNaN(y) && /^-?[\d.]+/.test(a) && /^-?[\d.]+/.test(b);
    if (numbers) return x - y;
    return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
  }

  Array.prototype.forEach.call(headings, function (heading, column) {
    heading.querySelector('button').addEventListener('click', function () {
      var descending = heading.getAttribute('aria-sort') === 'ascending';
      Array.prototype.forEach.call(headings, function (h) { h.removeAttribute('aria-sort'); });
      heading.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var order = compare(key(a, column), key(b, column));
        return descending ? -order : order;
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
  });

  var filter = document.getElementById('filter');
  var show = document.getElementById('show');
  function apply() {
    var words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    Array.prototype.forEach.call(body.rows, function (row) {
      var text = row.textContent.toLowerCase();
      var visible = words.every(function (w) { return text.indexOf(w) >= 0; }) &&
        (show.value === 'all' || row.classList.contains(show.value));
      row.hidden = !visible;
      if (visible) ++shown;
    });
    document.getElementById('shown-count').textContent = shown + ' of ' + body.rows.length + ' shown';
  }
  filter.addEventListener('input', apply);
  show.addEventListener('change', apply);
  apply();
})();
