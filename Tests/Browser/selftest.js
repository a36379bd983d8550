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

    // Labels: no two placed boxes (labels, text lines) overlap; a spec with room for its
    // kind is labelled (inside, above, or in a row over the content).
    const boxes = inspector.labels();
    let overlapping = 0;
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
      if (a.x < b.x + b.w - 1e-6 && b.x < a.x + a.w - 1e-6 && a.y < b.y + b.h - 1e-6 && b.y < a.y + a.h - 1e-6) overlapping++;
    }));
    check(overlapping === 0, `no two labels overlap (${overlapping} pairs do)`);
    const texts = [...document.querySelectorAll('#picture text[data-label="label"]')].map((t) => t.textContent);
    const specs = data.elements.filter((e, i) => e.stroke && drawn[i]);
    if (specs.length) {
      check(specs.some((e) => texts.some((t) => t.startsWith(e.type))), 'specs are labelled with their kind');
    }

    // Tree row -> picture.
    rows[target].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    check(inspector.state.selected === target, 'clicking a row selects its element');
    check(same(inspector.selection(), inspector.frame(target)), 'the selection box is the element\'s frame');
    check(rows[target].classList.contains('selected'), 'the row is marked selected');
    const details = document.getElementById('details').textContent;
    check(details.includes(data.elements[target].class), 'details name the Texture class');
    check(details.includes('constrained'), 'details show the constrained range');
    const command = document.querySelector('#why .why-command');
    check(command && command.textContent === inspector.whyCommand(target)
      && command.textContent.startsWith('layoutspec why ') && command.textContent.includes(' --size '),
      'details give the why command of the selection (no server: no request)');

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

    // Variants: clicking each variant tab shows its elements at the same size and width,
    // the selection kept by key where the element exists there too; from the last tab to
    // the first, then the second again, so the screenshot shows a variant's own layout.
    const variants = [...document.querySelectorAll('#variants button')];
    check(variants.length === (inspector.variants.length > 1 ? inspector.variants.length : 0),
      `a variant tab per variant when there are several (${variants.length})`);
    for (const index of [...variants.keys()].reverse()) {
      const before = { key: inspector.data.elements[inspector.state.selected].key,
        width: inspector.data.tabs[inspector.state.tab].widths[inspector.state.layout - 1],
        tab: inspector.state.tab };
      variants[index].dispatchEvent(new MouseEvent('click', { bubbles: true }));
      const shown = inspector.data;
      check(inspector.state.variant === index && shown === inspector.variants[index],
        `clicking variant tab ${shown.name} shows that variant`);
      check(variants[index].getAttribute('aria-selected') === 'true', 'and marks its tab');
      check(document.querySelectorAll('.row').length === shown.elements.length,
        'the tree is the variant\'s');
      check(inspector.state.tab === before.tab, 'the size tab stays');
      const width = shown.tabs[inspector.state.tab].widths[inspector.state.layout - 1];
      check(width === before.width && inspector.frame(0).w === width,
        `the slider stays at ${before.width} (${width})`);
      const found = shown.elements.findIndex((e) => e.key === before.key);
      check(inspector.state.selected === (found >= 0 ? found : null),
        `the selection is kept where ${before.key} exists`);
      if (found >= 0) {
        check(same(inspector.selection(), inspector.frame(found)), 'its box is this variant\'s frame');
      } else {
        inspector.select(0);
      }
    }
    if (variants.length > 1) variants[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
  } catch (error) {
    out.push('FAIL exception ' + error);
  }
  const pre = document.createElement('pre');
  pre.id = 'selftest-result';
  pre.hidden = true;
  pre.textContent = out.join('\n');
  document.body.appendChild(pre);
})();
