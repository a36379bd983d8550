// The inspector page's script: decodes the embedded data (InspectorData.swift), draws
// the selected layout as the svg format does (PictureMarks' colours, outlines stepped in
// by nesting, padding and gaps shaded, text lines as measured), and keeps the tree panel,
// the picture and the details in step; the details of the selected element end with its
// derivation (`why`), asked of the server or given as the command to run. State
// (variant, tab, slider, selection) survives new data and a change of variant: the
// variant by name, the selection by element key (variants are separate trees), the
// slider by width. `window.inspector` lets tests and the console drive it.

enum InspectorScript {
  static let source = #"""
    'use strict';
    const PALETTE = \#(paletteLiteral);
    const PADDING = '\#(PictureMarks.paddingFill)', GAP = '\#(PictureMarks.gapFill)';
    const STEP = \#(PictureMarks.outlineStep), LABEL_PX = 11, SVGNS = 'http://www.w3.org/2000/svg';
    const $ = (id) => document.getElementById(id);
    // `all`: the whole data; `data`: the variant shown ({name, elements, tabs}).
    let all = null, data = null, series = [];
    const state = { variant: 0, tab: 0, layout: 0, selected: null, hover: null };
    let rows = [], drawn = [], placed = null;

    // A series: `[start, step, count]` runs and bare values (InspectorData.swift).
    function runs(r) {
      const out = [];
      for (const item of r) {
        if (!Array.isArray(item)) { out.push(item); continue; }
        const [s, d, c] = item;
        for (let k = 0; k < c; k++) out.push(s === null ? null : s + k * d);
      }
      return out;
    }
    function frame(e, l) {
      const f = series[e];
      if (!f || f[0][l] === null || f[0][l] === undefined) return null;
      return { x: f[0][l], y: f[1][l], w: f[2][l], h: f[3][l],
        range: [f[4][l], f[5][l], f[6][l], f[7][l]], lines: f[8] ? f[8][l] : null,
        title: f[9] && f[9][l] !== null ? [f[9][l], f[10][l]] : null };
    }
    const num = (v) => v === null ? 'inf' : String(Math.round(v * 1000) / 1000);
    function rangeText(r) {
      return r[0] === r[2] && r[1] === r[3] ? `{{${num(r[0])}, ${num(r[1])}}}`
        : `{{${num(r[0])}, ${num(r[1])}}, {${num(r[2])}, ${num(r[3])}}}`;
    }
    const label = (el) => el.type + (el.name !== null ? ' ' + el.name : '');
    // A spec's label, as the svg's: its kind, then its name when it has one.
    const specLabel = (e) => e.type + (e.name ? ' ' + e.name : '');
    const GLYPH_WIDTH = \#(SVGFormat.glyphWidth), LABEL_ROWS = \#(SVGMarks.labelRows);

    /// The labels placed so far, bucketed by a grid of `cw` x `ch` cells: a new label is
    /// checked against the labels nearby, not all of them, as SVGLabelGrid does.
    class LabelGrid {
      // Boxes over more than 256 cells (a long text line) are kept aside and checked always.
      constructor(cw, ch) { this.cw = cw; this.ch = ch; this.cells = new Map(); this.big = []; this.all = []; }
      each(box, visit) {
        const c0 = Math.floor(box.x / this.cw), c1 = Math.floor((box.x + box.w) / this.cw);
        const r0 = Math.floor(box.y / this.ch), r1 = Math.floor((box.y + box.h) / this.ch);
        if (!isFinite(c0 + c1 + r0 + r1) || (c1 - c0 + 1) * (r1 - r0 + 1) > 256) return false;
        for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) visit(r + ',' + c);
        return true;
      }
      overlaps(box) {
        const hit = (o) => o.x < box.x + box.w && box.x < o.x + o.w && o.y < box.y + box.h && box.y < o.y + o.h;
        let found = this.big.some(hit);
        if (!this.each(box, (key) => { found = found || (this.cells.get(key) || []).some(hit); })) {
          found = found || this.all.some(hit);
        }
        return found;
      }
      insert(box) {
        this.all.push(box);
        const small = this.each(box, (key) => {
          const list = this.cells.get(key);
          if (list) { if (list[list.length - 1] !== box) list.push(box); } else this.cells.set(key, [box]);
        });
        if (!small) this.big.push(box);
      }
    }
    function el(tag, attrs, parent) {
      const node = document.createElementNS(SVGNS, tag);
      for (const k in attrs) node.setAttribute(k, attrs[k]);
      if (parent) parent.appendChild(node);
      return node;
    }

    /// What a new layout keeps: the selected element's key and the slider's width.
    function kept() {
      return { key: state.selected !== null && data ? data.elements[state.selected].key : null,
        width: data && state.layout > 0 ? data.tabs[state.tab].widths[state.layout - 1] : null };
    }

    /// Each element as the panels read it: its style line from the shared list, its class
    /// (and a spec's stroke and dash) from its type's entry.
    function expand(variant) {
      const kinds = {};
      for (const kind of variant.kinds) kinds[kind.type] = kind;
      for (const e of variant.elements) {
        Object.assign(e, kinds[e.type]);
        e.style = variant.styles[e.style];
      }
    }

    function load(next) {
      const name = all && all.variants[state.variant] ? all.variants[state.variant].name : null;
      const keep = kept();
      next.variants.forEach(expand);
      all = next;
      why = { query: null, answer: null, problem: null };
      $('file').textContent = all.file;
      const found = all.variants.findIndex((v) => v.name === name);
      state.variant = found >= 0 ? found : Math.max(0, Math.min(state.variant, all.variants.length - 1));
      buildVariants();
      if (!all.variants.length) {
        data = null;
        for (const id of ['tabs', 'tree', 'picture']) $(id).textContent = '';
        return;
      }
      showVariant(state.variant, keep);
    }

    function buildVariants() {
      const nav = $('variants');
      nav.textContent = '';
      nav.hidden = all.variants.length < 2;
      if (nav.hidden) return;
      const caption = document.createElement('span');
      caption.textContent = 'variant';
      nav.appendChild(caption);
      all.variants.forEach((variant, index) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = variant.name;
        b.title = index === 0 ? 'the document as written' : 'the document with its ' + variant.name + ' patches';
        b.setAttribute('role', 'tab');
        b.onclick = () => showVariant(index, kept());
        nav.appendChild(b);
      });
    }

    /// Shows variant `index` at the same size tab, keeping `keep` (see kept) where the
    /// element exists in this variant too.
    function showVariant(index, keep) {
      state.variant = index;
      data = all.variants[index];
      $('variants').querySelectorAll('button').forEach((b, i) => b.setAttribute('aria-selected', i === index));
      state.tab = Math.max(0, Math.min(state.tab, data.tabs.length - 1));
      state.selected = null;
      state.hover = null;
      if (keep.key !== null) {
        const found = data.elements.findIndex((e) => e.key === keep.key);
        state.selected = found >= 0 ? found : null;
      }
      buildTabs();
      if (!data.tabs.length) { $('tree').textContent = ''; $('picture').textContent = ''; return; }
      showTab(state.tab, keep.width);
    }

    function buildTabs() {
      const nav = $('tabs');
      nav.textContent = '';
      data.tabs.forEach((tab, index) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = tab.label;
        b.title = 'laid out in ' + tab.range;
        b.setAttribute('role', 'tab');
        b.onclick = () => showTab(index, null);
        nav.appendChild(b);
      });
    }

    function showTab(index, width) {
      state.tab = index;
      const tab = data.tabs[index];
      // A field given as a number has that earlier field's series.
      series = tab.frames.map((f) => {
        const out = [];
        f.forEach((r, k) => out.push(typeof r === 'number' ? out[r] : runs(r)));
        return out;
      });
      [...$('tabs').children].forEach((b, i) => b.setAttribute('aria-selected', i === index));
      const slider = $('slider');
      slider.min = 1;
      slider.max = tab.widths.length;
      state.layout = 0;
      if (width !== null) {
        let best = 0;
        tab.widths.forEach((w, i) => { if (Math.abs(w - width) < Math.abs(tab.widths[best] - width)) best = i; });
        state.layout = best + 1;
      }
      const root = frame(0, 0);
      if (state.layout === 0 && root) {
        let best = 0;
        tab.widths.forEach((w, i) => { if (Math.abs(w - root.w) < Math.abs(tab.widths[best] - root.w)) best = i; });
        slider.value = best + 1;
      } else {
        slider.value = state.layout;
      }
      buildTree();
      render();
    }

    function buildTree() {
      const tree = $('tree');
      tree.textContent = '';
      rows = data.elements.map((e, index) => {
        let depth = 0;
        for (let p = e.parent; p >= 0; p = data.elements[p].parent) depth++;
        const row = document.createElement('div');
        row.className = 'row';
        row.setAttribute('role', 'treeitem');
        row.dataset.index = index;
        row.style.paddingLeft = (8 + depth * 14) + 'px';
        row.textContent = label(e) + ' ';
        const cls = document.createElement('span');
        cls.className = 'class';
        cls.textContent = e.class;
        row.appendChild(cls);
        row.onclick = () => select(index);
        row.onmouseenter = () => hover(index);
        row.onmouseleave = () => hover(null);
        tree.appendChild(row);
        return row;
      });
    }

    function outlineStep(e) {
      let nesting = 0;
      for (let p = data.elements[e].parent; p >= 0; p = data.elements[p].parent) {
        if (data.elements[p].stroke) nesting++;
      }
      return (nesting % 4) * STEP;
    }

    function render() {
      if (!data || !data.tabs.length) return;
      const l = state.layout;
      const tab = data.tabs[state.tab];
      $('width').textContent = l === 0 ? tab.label : tab.widths[l - 1] + ' pt';
      $('given').classList.toggle('on', l === 0);
      const svg = $('picture');
      svg.textContent = '';
      const frames = data.elements.map((_, e) => frame(e, l));
      let minX = 0, minY = 0, maxX = 1, maxY = 1;
      frames.forEach((f) => {
        if (!f || !isFinite(f.x + f.y + f.w + f.h)) return;
        minX = Math.min(minX, f.x); minY = Math.min(minY, f.y);
        maxX = Math.max(maxX, f.x + f.w); maxY = Math.max(maxY, f.y + f.h);
      });
      const available = Math.max(200, $('canvas').clientWidth - 40);
      const zoom = Math.max(0.05, Math.min(3, available / (maxX - minX + 16)));
      const margin = 8;
      svg.setAttribute('width', (maxX - minX + 2 * margin) * zoom);
      const fontSize = LABEL_PX / zoom, lineHeight = fontSize * 1.2, px = 1 / zoom;
      const marks = el('g', {}, svg), labels = el('g', {}, svg);
      const children = data.elements.map(() => []);
      data.elements.forEach((e, i) => { if (e.parent >= 0 && frames[i]) children[e.parent].push(i); });
      drawn = [];
      placed = new LabelGrid(16 * fontSize, 2 * fontSize);
      const ok = (f) => f && isFinite(f.x + f.y + f.w + f.h);
      const textWidth = (text) => text.length * GLYPH_WIDTH * fontSize;
      // Whether a node inside element i lies over its top left w x h, where its name goes
      // (a cell's name under its first subnode's, say): that name is then left out.
      const cornerCovered = (i, w, h) => {
        const f = frames[i], pending = children[i].slice();
        while (pending.length) {
          const j = pending.pop(), g = frames[j];
          if (ok(g) && !data.elements[j].stroke && g.x < f.x + w && g.y < f.y + h
              && g.x + g.w > f.x && g.y + g.h > f.y) return true;
          pending.push(...children[j]);
        }
        return false;
      };
      // A label at the first free spot: `{x, y}` is its box's top left; null when none is.
      const place = (text, spots, colour, backed) => {
        const w = textWidth(text);
        for (const spot of spots) {
          const box = { x: spot.x, y: spot.y, w, h: lineHeight };
          if (placed.overlaps(box)) continue;
          placed.insert(box);
          if (backed) {
            el('rect', { x: box.x - px, y: box.y, width: w + 2 * px, height: lineHeight,
              fill: '#ffffff', 'fill-opacity': 0.8 }, labels);
          }
          el('text', { x: box.x, y: box.y + fontSize * 0.95, 'font-size': fontSize, fill: colour,
            'data-label': 'label' }, labels).textContent = text;
          return box;
        }
        return null;
      };
      const named = [];
      data.elements.forEach((e, i) => {
        const f = frames[i];
        if (!ok(f) || e.stroke) return;
        const colours = PALETTE[e.colour];
        drawn[i] = el('rect', { x: f.x, y: f.y, width: f.w, height: f.h, fill: colours[0],
          'fill-opacity': 0.85, stroke: colours[1], 'stroke-width': 1 / zoom, 'data-index': i }, marks);
        // A text's lines, or a button's title's where its spec placed the title.
        if (e.lineSets && f.lines !== null && (e.type !== 'button' || f.title)) {
          const set = e.lineSets[f.lines] || [];
          const x = f.title ? f.x + f.title[0] : f.x, y = f.title ? f.y + f.title[1] : f.y;
          set.forEach(([text, width], n) => {
            const top = y + n * e.font[1];
            if (top + e.font[1] > f.y + f.h + 0.5 || !text || width <= 0) return;
            placed.insert({ x, y: top, w: width, h: e.font[1] });
            el('text', { x, y: top + e.font[2], 'font-size': e.font[0], textLength: width,
              lengthAdjust: 'spacingAndGlyphs', fill: '#111', 'data-label': 'line' }, labels).textContent = text;
          });
        }
        if (e.name !== null && e.name.length && (!e.lineSets || e.type === 'button')) named.push(i);
      });
      // Names after every text line, so no line drawn later lands on one.
      for (const i of named) {
        const e = data.elements[i], f = frames[i], w = textWidth(e.name) + 4 * px;
        if (w > f.w || lineHeight > f.h || cornerCovered(i, w, lineHeight)) continue;
        place(e.name, [{ x: f.x + 2 * px, y: f.y + px }], '#1f1f1f', false);
      }
      const outlines = [];
      data.elements.forEach((e, i) => {
        const f = frames[i];
        if (!ok(f) || !e.stroke) return;
        const kids = children[i].map((c) => frames[c]).filter(ok);
        if (e.type === 'inset' && kids.length) {
          const c = kids[0];
          el('path', { d: `M${f.x} ${f.y}h${f.w}v${f.h}h${-f.w}z M${c.x} ${c.y}h${c.w}v${c.h}h${-c.w}z`,
            fill: PADDING, 'fill-opacity': 0.6, 'fill-rule': 'evenodd' }, marks);
        }
        if (e.direction) {
          const h = e.direction === 'horizontal';
          for (let k = 1; k < kids.length; k++) {
            const a = kids[k - 1], b = kids[k];
            if (h && b.x > a.x + a.w) {
              const top = e.wraps ? Math.min(a.y, b.y) : f.y, bottom = e.wraps ? Math.max(a.y + a.h, b.y + b.h) : f.y + f.h;
              el('rect', { x: a.x + a.w, y: top, width: b.x - a.x - a.w, height: bottom - top, fill: GAP, 'fill-opacity': 0.45 }, marks);
            } else if (!h && b.y > a.y + a.h) {
              const left = e.wraps ? Math.min(a.x, b.x) : f.x, right = e.wraps ? Math.max(a.x + a.w, b.x + b.w) : f.x + f.w;
              el('rect', { x: left, y: a.y + a.h, width: right - left, height: b.y - a.y - a.h, fill: GAP, 'fill-opacity': 0.45 }, marks);
            }
          }
        }
      });
      data.elements.forEach((e, i) => {
        const f = frames[i];
        if (!ok(f) || !e.stroke) return;
        const s = outlineStep(i), dx = Math.min(s, f.w / 4), dy = Math.min(s, f.h / 4);
        const o = { x: f.x + dx, y: f.y + dy, w: f.w - 2 * dx, h: f.h - 2 * dy };
        drawn[i] = el('rect', { x: o.x, y: o.y, width: o.w, height: o.h,
          fill: 'none', stroke: e.stroke, 'stroke-width': 1.5 / zoom,
          'stroke-dasharray': e.dash.split(' ').map((v) => v / zoom).join(' '),
          'pointer-events': 'stroke', 'data-index': i }, marks);
        outlines.push([i, o]);
      });
      // Specs: kind, name and size at the outline's top left, inside or just above it, where
      // one fits; else kind and name in a row above the content, with a leader line down.
      let top = minY;
      for (const [i, o] of outlines) {
        const e = data.elements[i], f = frames[i];
        const name = specLabel(e), x = o.x + 2 * px;
        let done = false;
        for (const text of [name + '  ' + num(f.w) + ' x ' + num(f.h), name, e.type]) {
          if (textWidth(text) + 3 * px > o.w) continue;
          const box = place(text, [{ x, y: o.y + px }, { x, y: o.y - lineHeight }], e.stroke, true);
          if (box) { top = Math.min(top, box.y); done = true; break; }
        }
        if (done) continue;
        const rows = [];
        for (let k = 1; k <= LABEL_ROWS; k++) rows.push({ x, y: minY - k * (lineHeight + 0.5 * px) - px });
        for (const text of [name, e.type]) {
          const box = place(text, rows, e.stroke, true);
          if (!box) continue;
          top = Math.min(top, box.y);
          el('line', { x1: x, y1: box.y + lineHeight, x2: x, y2: o.y, stroke: e.stroke,
            'stroke-width': 0.5 * px }, labels);
          break;
        }
      }
      svg.setAttribute('viewBox', `${minX - margin} ${top - margin} ${maxX - minX + 2 * margin} ${maxY - top + 2 * margin}`);
      svg.setAttribute('height', (maxY - top + 2 * margin) * zoom);
      drawn.forEach((r, i) => {
        if (!r) return;
        r.style.cursor = 'pointer';
        r.addEventListener('click', (event) => { event.stopPropagation(); select(i); });
        r.addEventListener('mouseenter', () => hover(i));
        r.addEventListener('mouseleave', () => hover(null));
      });
      rows.forEach((row, i) => row.classList.toggle('absent', !ok(frames[i])));
      highlight();
    }

    function highlight() {
      const svg = $('picture');
      svg.querySelectorAll('.highlight').forEach((n) => n.remove());
      const l = state.layout;
      for (const [i, colour, width] of [[state.hover, '#0969da', 1.5], [state.selected, '#ff2d55', 2.5]]) {
        const f = i === null ? null : frame(i, l);
        if (!f || !isFinite(f.x + f.y + f.w + f.h)) continue;
        const zoom = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width || 1;
        const box = el('rect', { x: f.x, y: f.y, width: f.w, height: f.h, fill: colour,
          'fill-opacity': 0.12, stroke: colour, 'stroke-width': width / zoom,
          'pointer-events': 'none', class: 'highlight', 'data-index': i }, svg);
        if (i === state.selected) box.setAttribute('id', 'selection');
      }
      rows.forEach((row, i) => {
        row.classList.toggle('selected', i === state.selected);
        row.classList.toggle('hover', i === state.hover);
      });
      details();
    }

    function details() {
      const i = state.hover !== null ? state.hover : state.selected;
      const box = $('details');
      box.textContent = '';
      if (i === null) { box.textContent = 'Hover or select an element.'; return; }
      const e = data.elements[i], f = frame(i, state.layout);
      const items = [['type', `${e.type} (${e.class})`], ['name', e.name === null ? '—' : e.name],
        ['frame', f ? `(${num(f.x)}, ${num(f.y)}) ${num(f.w)} x ${num(f.h)}` : 'not laid out here'],
        ['style', e.style], ['constrained', f ? rangeText(f.range) : '—'], ['source', 'line:column ' + e.source]];
      if (e.lineSets && f && f.lines !== null) items.push(['lines', (e.lineSets[f.lines] || []).map((l) => l[0]).join(' ⏎ ')]);
      const dl = document.createElement('dl');
      for (const [k, v] of items) {
        const dt = document.createElement('dt'), dd = document.createElement('dd');
        dt.textContent = k; dd.textContent = v;
        dl.append(dt, dd);
      }
      box.appendChild(dl);
      if (i === state.selected) box.appendChild(derivation(i));
    }

    // The selected element's derivation, as `layoutspec why` gives it: asked of the server
    // that sent the page (its `why` route, `why --format json`'s object), or in a file, the
    // command that prints it. `why`: the last request and its answer, or its problem.
    let why = { query: null, answer: null, problem: null };
    function elementPath(i) {
      const parts = [];
      for (let p = i; p >= 0; p = data.elements[p].parent) {
        const e = data.elements[p];
        if (e.path !== undefined) { parts.push(e.path); break; }
        parts.push(e.at !== undefined ? String(e.at) : e.name);
      }
      return parts.reverse().join('/');
    }
    /// The SIZE of the layout shown: the tab's, or the slider's width at the tab's heights.
    function whySize() {
      const tab = data.tabs[state.tab];
      if (state.layout === 0) return tab.size;
      return tab.widths[state.layout - 1] + tab.size.slice(tab.size.indexOf('x'));
    }
    const shellWord = (w) => /^[A-Za-z0-9_\/.,:=@%+-]+$/.test(w) ? w : "'" + w.replace(/'/g, "'\\''") + "'";
    function whyCommand(i) {
      const words = ['layoutspec', 'why', all.file, elementPath(i), '--size', whySize()];
      if (data.name !== 'default') words.push('--variant', data.name);
      if (all.scale !== 2) words.push('--scale', String(all.scale));
      return words.map(shellWord).join(' ');
    }
    function traceValue(v) {
      if (v.min) return `{{${num(v.min.width)}, ${num(v.min.height)}}, {${num(v.max.width)}, ${num(v.max.height)}}}`;
      if (v.x !== undefined) return `{${num(v.x)}, ${num(v.y)}, ${num(v.width)}, ${num(v.height)}}`;
      return `{${num(v.width)}, ${num(v.height)}}`;
    }
    function ask(query) {
      fetch(query).then(async (response) => {
        const text = await response.text();
        if (why.query !== query) return;
        if (response.ok) why.answer = JSON.parse(text); else why.problem = text.trim();
        details();
      }).catch(() => {
        if (why.query !== query) return;
        why.problem = 'the server did not answer';
        details();
      });
    }
    function derivation(i) {
      const section = document.createElement('div');
      section.id = 'why';
      const line = (text, className) => {
        const div = document.createElement('div');
        div.className = className;
        div.textContent = text;
        section.appendChild(div);
        return div;
      };
      line('derivation', 'why-heading');
      if (!LIVE) {
        line('run', 'why-note');
        line(whyCommand(i), 'why-command');
        return section;
      }
      const parameters = { element: elementPath(i), size: whySize() };
      if (data.name !== 'default') parameters.variant = data.name;
      const query = 'why?' + new URLSearchParams(parameters).toString();
      if (why.query !== query) {
        why = { query, answer: null, problem: null };
        // Asked once the slider or selection rests: each answer is a layout on the server.
        setTimeout(() => { if (why.query === query) ask(query); }, 150);
      }
      if (why.problem !== null) {
        line(why.problem, 'why-problem');
        line(whyCommand(i), 'why-command');
      } else if (why.answer === null) {
        line('asking the server…', 'why-note');
      } else {
        const measurements = why.answer.measurements;
        measurements.forEach((m, k) => {
          line(`measurement ${k + 1} of ${measurements.length}` + (m.kept ? ' (kept)' : ''), 'why-note');
          for (const step of m.steps) {
            const input = Object.values(step.inputs)[0], output = Object.values(step.output)[0];
            line(`${step.element}: ${step.text}: ${traceValue(input)} -> ${traceValue(output)} [${step.texture}]`, 'why-step');
          }
        });
      }
      return section;
    }

    function select(i) {
      state.selected = i;
      highlight();
      if (i !== null && rows[i]) rows[i].scrollIntoView({ block: 'nearest' });
    }
    function hover(i) { state.hover = i; highlight(); }

    $('slider').addEventListener('input', () => { state.layout = Number($('slider').value); render(); });
    $('given').addEventListener('click', () => { state.layout = 0; render(); });
    $('picture').addEventListener('click', () => select(null));
    window.addEventListener('resize', () => render());

    function problem(text) {
      const box = $('problem');
      box.hidden = text === null;
      box.textContent = text === null ? '' : text;
    }

    window.inspector = {
      get state() { return state; }, get data() { return data; }, get variants() { return all.variants; },
      select, render, showVariant: (i) => showVariant(i, kept()),
      frame: (i) => frame(i, state.layout),
      selectedRow: () => document.querySelector('.row.selected'),
      selection: () => document.getElementById('selection'),
      drawn: (i) => drawn[i] || null,
      labels: () => placed ? placed.all.slice() : [],
      elementPath, whyCommand,
    };

    load(JSON.parse($('layoutspec-data').textContent));
    if (LIVE) {
      const events = new EventSource('events');
      events.addEventListener('layout', (event) => {
        problem(null);
        load(JSON.parse(event.data));
        $('status').textContent = 'updated ' + new Date().toLocaleTimeString();
      });
      events.addEventListener('problem', (event) => {
        problem(JSON.parse(event.data));
        $('status').textContent = 'showing the last good layout';
      });
      events.onerror = () => { $('status').textContent = 'reconnecting…'; };
    }

    """#

  /// PictureMarks' palette as a JavaScript array of [fill, stroke].
  private static var paletteLiteral: String {
    "[" + PictureMarks.palette.map { "['\($0.fill)', '\($0.stroke)']" }.joined(separator: ", ")
      + "]"
  }
}
