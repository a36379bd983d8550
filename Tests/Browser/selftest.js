// Injected by run.py into a copy of an inspector page: drives the tree, the picture and
// the slider as a user would (click events, the slider's input event) and writes what it
// found into <pre id="selftest-result"> for run.py to read from Chromium's --dump-dom.
// The page is left with a selection and the slider moved, for the screenshot.
(function () {
  const out = [];
  const check = (condition, message) => out.push((condition ? 'ok ' : 'FAIL ') + message);
  try {
    const inspector = window.inspector;
    const data = inspector.data;
    const rows = [...document.querySelectorAll('.row')];
    check(rows.length === data.elements.length, `tree has a row per element (${rows.length})`);
    const drawn = data.elements.map((_, i) => inspector.drawn(i) !== null);
    const nodes = data.elements.map((e, i) => i).filter((i) => drawn[i] && !data.elements[i].stroke);
    const target = nodes.length ? nodes[nodes.length - 1] : 0;
    const same = (box, f) => box && f &&
      Math.abs(box.x.baseVal.value - f.x) < 1e-3 && Math.abs(box.y.baseVal.value - f.y) < 1e-3 &&
      Math.abs(box.width.baseVal.value - f.w) < 1e-3 && Math.abs(box.height.baseVal.value - f.h) < 1e-3;

    // Tree row -> picture.
    rows[target].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    check(inspector.state.selected === target, 'clicking a row selects its element');
    check(same(inspector.selection(), inspector.frame(target)), 'the selection box is the element\'s frame');
    check(rows[target].classList.contains('selected'), 'the row is marked selected');
    const details = document.getElementById('details').textContent;
    check(details.includes(data.elements[target].class), 'details name the Texture class');
    check(details.includes('constrained'), 'details show the constrained range');

    // Picture -> tree: the first drawn element other than the target (a spec's outline
    // or a node's box).
    const other = drawn.findIndex((d, i) => d && i !== target);
    if (other >= 0) {
      inspector.drawn(other).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      check(inspector.state.selected === other, 'clicking a box selects its element');
      check(inspector.selectedRow() === rows[other], 'and its tree row');
    }
    const kept = inspector.state.selected;

    // Slider: the narrowest and widest layouts of the sweep.
    const slider = document.getElementById('slider');
    const tab = data.tabs[inspector.state.tab];
    for (const position of [1, tab.widths.length, Math.ceil(tab.widths.length / 3)]) {
      slider.value = position;
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      const root = inspector.frame(0);
      check(inspector.state.layout === position, `slider at ${position} shows layout ${position}`);
      check(root && root.w === tab.widths[position - 1],
        `root is ${root && root.w} wide at width ${tab.widths[position - 1]}`);
      check(document.getElementById('width').textContent === tab.widths[position - 1] + ' pt',
        'the width is shown');
      check(inspector.state.selected === kept, 'the selection stays');
      const frame = inspector.frame(kept);
      check(!frame || same(inspector.selection(), frame), 'the selection box follows the layout');
    }
  } catch (error) {
    out.push('FAIL exception ' + error);
  }
  const pre = document.createElement('pre');
  pre.id = 'selftest-result';
  pre.hidden = true;
  pre.textContent = out.join('\n');
  document.body.appendChild(pre);
})();
