// kifu view -d: sort the index by any column (click anywhere in its heading cell) and
// filter its rows. Each heading says how its column sorts (data-type): "number", "date"
// (the cells' keys are FF[4] dates, YYYY-MM-DD, which sort as text; a cell without a date
// last) or "text".
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

  // Empty keys go last whichever way the column is sorted.
  function compare(a, b, type) {
    if (a === '' || b === '') return (a === '') - (b === '');
    if (type === 'number') {
      var x = parseFloat(a), y = parseFloat(b);
      if (!isNaN(x) && !isNaN(y)) return x - y;
    }
    if (type === 'date') return a < b ? -1 : a > b ? 1 : 0;
    return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
  }

  function sortBy(heading, column) {
    var descending = heading.getAttribute('aria-sort') === 'ascending';
    var type = heading.dataset.type || 'text';
    Array.prototype.forEach.call(headings, function (h) { h.removeAttribute('aria-sort'); });
    heading.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = key(a, column), y = key(b, column);
      if (x === '' || y === '') return compare(x, y, type);
      var order = compare(x, y, type);
      return descending ? -order : order;
    });
    rows.forEach(function (row) { body.appendChild(row); });
  }

  Array.prototype.forEach.call(headings, function (heading, column) {
    heading.addEventListener('click', function () { sortBy(heading, column); });
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
