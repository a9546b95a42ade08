// teach/export.js — the current board for slides (as on the page, or with
// the "why Nim" marks) or the game graph: as an SVG file (styles and marker
// definitions inlined so it stands alone) and as a PNG at twice the size;
// and the position's link and text to copy.

import { h, s, put, download, copyText, statusLine, said, saidAttrs, errorText, withNodes } from '../kit/dom.js';
import { tr } from '../i18n/i18n.js';
import { picture, groupOf } from './boards.js';
import { notesFor } from './notes.js';
import { valueText, outcome } from '../kit/outcome.js';

// Presentation properties copied from the page's CSS into the exported file.
const PROPS = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap',
  'stroke-linejoin', 'opacity', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor',
  'dominant-baseline', 'visibility', 'display', 'paint-order'];
const DROP = '.ghost, .slot, .hit, [data-export="skip"]'; // editing aids, not part of a slide

/** About how wide a text is drawn, in units of a font of `size` (sans-serif;
 *  `bold`): a full-width character (Chinese) takes the whole size, another
 *  a little over half. For room in the file, not for layout. */
export function textWidth(text, size = 14, bold = false) {
  let w = 0;
  for (const ch of String(text)) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch) ? size : size * (bold ? 0.6 : 0.53);
  return w;
}

/** A standalone <svg> (a detached clone) of the given SVG elements on a white
 * background, with every style inlined, each cropped to what it draws (no
 * empty bands: room a board keeps for editing, a heap's empty slots) and
 * labelled. layout 'page' keeps them in the page's rows (side by side as on
 * screen); 'stack' puts them one under another. */
export function standalone(svgs, { caption, layout = 'stack', labels = [] } = {}) {
  const GAP = 24, PAD = 16, LABEL = labels.length ? 24 : 0;
  const rects = svgs.map((x) => x.getBoundingClientRect());
  // the page's rows: drawings whose tops are close are side by side
  const rows = [];
  svgs.forEach((src, i) => {
    const row = layout === 'page' && rows.find((r) => Math.abs(rects[r[0]].top - rects[i].top) < 24);
    if (row) row.push(i); else rows.push([i]);
  });
  const parts = [];
  let y = PAD, width = 0;
  for (const row of rows) {
    let x = PAD, tall = 0;
    for (const i of row.sort((a, b) => rects[a].left - rects[b].left)) {
      const src = svgs[i];
      const box = drawn(src);
      const copy = src.cloneNode(true);
      inline(src, copy);
      for (const el of copy.querySelectorAll(DROP)) el.remove();
      copy.setAttribute('viewBox', `${round(box.x)} ${round(box.y)} ${round(box.width)} ${round(box.height)}`);
      copy.setAttribute('x', round(x));
      copy.setAttribute('y', round(y + LABEL));
      copy.setAttribute('width', round(box.width));
      copy.setAttribute('height', round(box.height));
      copy.removeAttribute('style');
      copy.removeAttribute('class');
      parts.push(copy);
      if (labels[i]) parts.push(s('text', { x: round(x), y: round(y + LABEL - 8), 'font-family': 'sans-serif', 'font-size': 14, 'font-weight': 700, fill: '#1d232b' }, labels[i]));
      x += Math.max(box.width, textWidth(labels[i] ?? '', 14, true)) + GAP;
      tall = Math.max(tall, LABEL + box.height);
    }
    width = Math.max(width, x - GAP - PAD);
    y += tall + GAP;
  }
  if (caption) {
    parts.push(s('text', { x: PAD, y: y + 12, 'font-family': 'sans-serif', 'font-size': 14, fill: '#333' }, caption));
    y += 24;
    width = Math.max(width, textWidth(caption, 14));
  }
  width = Math.ceil(width + 2 * PAD);
  const height = Math.ceil(y - GAP + PAD);
  const file = s('svg', { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height },
    s('rect', { x: 0, y: 0, width, height, fill: '#ffffff' }), parts);
  file.prepend(definitions(file));
  return file;
}

/** What a drawing draws, in its own units: the box of everything it shows
 *  (not the editing aids an export drops, nor what is not displayed), with a
 *  margin for strokes; its viewBox when it shows nothing. */
function drawn(svg) {
  const MARGIN = 6;
  const skip = [...svg.querySelectorAll(DROP)];
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const el of svg.querySelectorAll('rect, circle, ellipse, line, path, polygon, polyline, text')) {
    if (el.closest('defs, marker, title') || skip.some((d) => d.contains(el))) continue;
    if (el.getClientRects().length === 0) continue; // not displayed
    const cs = getComputedStyle(el);
    const paints = (v) => v !== 'none' && !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(v);
    if (cs.visibility === 'hidden' || cs.opacity === '0' || (!paints(cs.fill) && !paints(cs.stroke))) continue; // a hit area, or nothing
    let b;
    try { b = el.getBBox(); } catch { continue; }
    if (!b.width && !b.height) continue;
    x0 = Math.min(x0, b.x); y0 = Math.min(y0, b.y); x1 = Math.max(x1, b.x + b.width); y1 = Math.max(y1, b.y + b.height);
  }
  if (x0 === Infinity) {
    const vb = svg.viewBox?.baseVal;
    return { x: 0, y: 0, width: vb?.width || 300, height: vb?.height || 150 };
  }
  return { x: x0 - MARGIN, y: y0 - MARGIN, width: x1 - x0 + 2 * MARGIN, height: y1 - y0 + 2 * MARGIN };
}

const REF = /url\(["']?#([^)"']+)["']?\)/g;

/**
 * The definitions a file's drawings point at with url(#id) — the arrowheads
 * of move marks and of the game graph — so that they stand alone: each one
 * is given an id of the file's own (several drawings may share an id, and a
 * preview shown in the page must not repeat the page's ids); one the file
 * lacks is copied from the page, its styles inlined. Returns a <defs>.
 */
function definitions(file) {
  const defs = s('defs');
  const local = new Map(); // element of the file → its new id
  let n = 0;
  const fresh = (id) => `export-${++n}-${id}`;
  for (const el of file.querySelectorAll('*')) {
    for (const at of [...el.attributes]) {
      if (!at.value.includes('url(')) continue;
      el.setAttribute(at.name, at.value.replace(REF, (all, id) => {
        // the nearest definition: inside the same drawing, else the page's
        const own = el.closest('svg')?.querySelector(`[id="${CSS.escape(id)}"]`);
        const def = own ?? document.getElementById(id);
        if (!def) return all;
        if (!local.has(def)) {
          const name = fresh(id);
          local.set(def, name);
          if (own) own.id = name;
          else {
            const copy = def.cloneNode(true);
            inline(def, copy);
            copy.id = name;
            defs.append(copy);
          }
        }
        return `url(#${local.get(def)})`;
      }));
    }
  }
  return defs;
}

const round = (v) => Math.round(v * 10) / 10;

function inline(src, copy) {
  const a = [src, ...src.querySelectorAll('*')];
  const b = [copy, ...copy.querySelectorAll('*')];
  for (let i = 0; i < a.length; i++) {
    const cs = getComputedStyle(a[i]);
    const style = PROPS.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';');
    b[i].setAttribute('style', style);
    b[i].removeAttribute('tabindex');
  }
}

export function svgText(svg) {
  return '<?xml version="1.0" encoding="UTF-8"?>\n' + new XMLSerializer().serializeToString(svg);
}

/** PNG bytes (a Blob) of a standalone SVG at `scale` times its size. */
export async function pngBlob(svg, scale = 2) {
  const w = Number(svg.getAttribute('width')), hgt = Number(svg.getAttribute('height'));
  const url = URL.createObjectURL(new Blob([svgText(svg)], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(hgt * scale);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise((ok, bad) => canvas.toBlob((b) => (b ? ok(b) : bad(Object.assign(new Error('the browser could not make a PNG'), { words: () => tr('the browser could not make a PNG') }))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A file name from the position text: name_3_4_5 for "name:3,4,5". */
export function fileName(position) {
  return (position.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 60) || 'position');
}

export function mountExport(root, ctx) {
  const what = saidAttrs(h('select', { name: 'source' },
    h('option', { value: 'board' }, said(() => tr('the board as on the page'))),
    h('option', { value: 'why' }, said(() => tr('the board with the "why Nim" marks'))),
    h('option', { value: 'graph' }, said(() => tr('the game graph (draw it in the Game graph tab)')))), { 'aria-label': () => tr('What to export') });
  const caption = h('input', { type: 'checkbox', name: 'caption', checked: true });
  const svgBtn = h('button', { type: 'button', class: 'teach-primary' }, said(() => tr('Download SVG')));
  const pngBtn = h('button', { type: 'button' }, said(() => tr('Download PNG')));
  const link = saidAttrs(h('input', { type: 'text', readonly: true, class: 'teach-link', spellcheck: 'false' }), { 'aria-label': () => tr('Link to this position') });
  const text = saidAttrs(h('input', { type: 'text', readonly: true, class: 'teach-link', spellcheck: 'false' }), { 'aria-label': () => tr('Position text') });
  const copyLink = h('button', { type: 'button' }, said(() => tr('Copy link')));
  const copyPos = h('button', { type: 'button' }, said(() => tr('Copy text')));
  const status = statusLine();
  const preview = h('div', { class: 'teach-export-preview' });
  put(root,
    h('p', { class: 'teach-lead' }, said(() => tr('The current board for slides and handouts, and the link that reopens it.'))),
    h('div', { class: 'teach-row' }, h('label', { class: 'teach-field' }, said(() => tr('Export')), ' ', what),
      h('label', { class: 'teach-field' }, caption, ' ', said(() => tr('with the position text under it')))),
    h('div', { class: 'teach-row' }, svgBtn, pngBtn),
    h('div', { class: 'teach-row' }, h('label', { class: 'teach-field teach-grow' }, said(() => tr('Link')), ' ', link), copyLink),
    h('div', { class: 'teach-row' }, h('label', { class: 'teach-field teach-grow' }, said(() => tr('Position')), ' ', text), copyPos),
    status, preview);

  const graphSvg = () => document.querySelector('.teach-graph-svg');

  function sources() {
    const a = ctx.app.analysis();
    if (what.value === 'graph') return graphSvg() ? [graphSvg()] : [];
    if (what.value === 'why' || !ctx.app.boardSvgs?.().length) {
      // Drawn off-screen so computed styles apply, then removed.
      return a.components.slice(0, 24).map((c) => picture(c, { note: what.value === 'why' ? notesFor(c, a) : null, turn: a.turn, group: groupOf(a, c) }).svg);
    }
    return ctx.app.boardSvgs();
  }

  function build() {
    const a = ctx.app.analysis();
    const src = sources();
    if (!src.length) throw Object.assign(new Error('There is no game graph to export: draw one in the Game graph tab first.'), { words: () => tr('There is no game graph to export: draw one in the Game graph tab first.') });
    if (what.value === 'graph') return standalone(src, { labels: [src[0].getAttribute('aria-label')] });
    const temp = src.filter((x) => !x.isConnected);
    const holder = h('div', { class: 'teach-offscreen', 'aria-hidden': 'true' }, temp);
    document.body.append(holder);
    try {
      const labels = a.components.slice(0, src.length).map((c) => `${c.index}. ${c.text.length > 40 ? c.text.slice(0, 39) + '…' : c.text} — ${valueText(c)}`);
      const words = a.play === 'misere' || a.nimsum == null // (outcome() names misère play)
        ? tr('{position} — {outcome}', { position: a.position, outcome: outcome(a) })
        : tr('{position} — nim-sum {x}, {outcome}', { position: a.position, x: a.nimsum, outcome: outcome(a) });
      return standalone(src, { labels, layout: what.value === 'board' && ctx.app.boardSvgs?.().length ? 'page' : 'stack', caption: caption.checked ? words : null });
    } finally {
      holder.remove();
    }
  }

  /** The file's name: the position's (or the graph's root), and what it shows. */
  function nameOf(a) {
    if (what.value === 'graph') return `${fileName(graphSvg()?.dataset.root ?? a.position)}_graph`;
    return what.value === 'why' ? `${fileName(a.position)}_why` : fileName(a.position);
  }

  svgBtn.addEventListener('click', () => {
    const a = ctx.app.analysis();
    if (!a) return;
    try {
      const svg = build();
      const file = `${nameOf(a)}.svg`;
      download(file, svgText(svg), 'image/svg+xml');
      put(preview, svg);
      status.say(() => withNodes(tr('Saved {file}'), { file: h('code', null, file) })); // a file name: notation
    } catch (e) {
      status.say(() => errorText(e));
    }
  });
  pngBtn.addEventListener('click', async () => {
    const a = ctx.app.analysis();
    if (!a) return;
    try {
      const svg = build();
      const blob = await pngBlob(svg, 2);
      const file = `${nameOf(a)}.png`;
      download(file, blob);
      put(preview, svg);
      status.say(() => withNodes(tr('Saved {file}'), { file: h('code', null, file) })); // a file name: notation
    } catch (e) {
      status.say(() => errorText(e));
    }
  });
  copyLink.addEventListener('click', async () => {
    const ok = await copyText(link.value, link);
    status.say(() => (ok ? tr('Link copied.') : tr('Select the link and copy it.')));
  });
  copyPos.addEventListener('click', async () => {
    const ok = await copyText(text.value, text);
    status.say(() => (ok ? tr('Position text copied.') : tr('Select the text and copy it.')));
  });

  function refresh() {
    const a = ctx.app.analysis();
    if (!a) return;
    text.value = a.position;
    link.value = ctx.app.link?.() ?? location.href;
  }
  ctx.app.onChange(refresh);
  return { show: refresh };
}
