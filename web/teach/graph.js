// teach/graph.js — the game graph of one small component: every position
// reachable from it, every move, each node labelled with its SG value and
// coloured P/N. Clicking a node makes it the current position. Graphs above
// the limits are refused with a message before anything is drawn.

import { h, s, put, statusLine, said, saidAttrs, errorText } from '../kit/dom.js';
import { tr, sayMsg, onLang } from '../i18n/i18n.js';
import { buildGraph, layout, GraphTooLarge, MAX_NODES, MAX_EDGES } from './graphdata.js';
import { boards, need } from '../boards/index.js';
import { compText, groupText, afterParts } from '../kit/position.js';

const R = 15;      // node radius
const DY = 74;     // layer spacing
const DX = 64;      // minimal node spacing in a layer

export function mountGraph(root, ctx) {
  const input = saidAttrs(h('input', { type: 'text', name: 'component', size: 22, spellcheck: 'false' }), { 'aria-label': () => tr('Component') });
  const useSel = h('button', { type: 'button' }, said(() => tr('Use selected component')));
  const draw = h('button', { type: 'submit', class: 'teach-primary' }, said(() => tr('Draw graph')));
  const every = h('input', { type: 'checkbox', name: 'every' });
  const everyText = h('span');
  const everyField = h('label', { class: 'teach-check', hidden: true }, every, everyText);
  const status = statusLine();
  const alt = h('div', { class: 'teach-row' });
  const box = h('div', { class: 'teach-graph', tabindex: -1 });
  const legend = h('p', { class: 'teach-legend' },
    h('span', { class: 'swatch p' }), ' ', said(() => tr('P-position (SG 0): the player to move loses')), '  ',
    h('span', { class: 'swatch n' }), ' ', said(() => tr('N-position: the player to move wins')), '  ',
    h('span', { class: 'swatch to-p' }), ' ', said(() => tr('a move to a P-position (a winning move)')));
  const form = h('form', { class: 'teach-row' },
    h('label', { class: 'teach-field' }, said(() => tr('Component')), ' ', input), draw, useSel, everyField);
  const gameOfText = (t) => t.trim().match(/^[a-z]+/i)?.[0];
  let like = null; // the first component of the first two games' examples, as the engine reads them
  const examples = () => (like ??= Promise.all((ctx.app.info?.()?.games ?? []).slice(0, 2)
    .map(async (g) => compText((await ctx.engine.cost(g.example, { within: 0 })).parts[0]))).then((l) => (l.length ? l : null), () => null));
  const showEvery = () => { // games with moves outside normal play say what leaving them out means
    const only = boards[gameOfText(input.value)]?.graph?.normalOnly;
    everyField.hidden = !only;
    everyText.textContent = only ? ` ${tr('also moves outside normal play (unchecked: {what})', { what: only.replace(/^./, (x) => x.toLowerCase()) })}` : '';
  };
  input.addEventListener('input', () => { showEvery(); need([gameOfText(input.value)]).then(showEvery); });
  every.addEventListener('change', () => go());
  put(root,
    h('p', { class: 'teach-lead' },
      said(() => tr('Every position reachable from one component, and every move between them. Up to {nodes} positions and {edges} moves are drawn. Click a position to make it the current one.', { nodes: MAX_NODES, edges: MAX_EDGES }))),
    form, status, alt, legend, box);

  let graph = null;   // { root, nodes, edges } drawn now
  let origin = null;  // { component: k } the component of the position it came from

  function selectedText() {
    const a = ctx.app.analysis();
    const k = ctx.app.selected();
    return a?.components[k - 1]?.text ?? a?.components[0]?.text ?? '';
  }
  useSel.addEventListener('click', () => {
    input.value = selectedText();
    go();
  });

  let latest = 0; // the newest request; older results are dropped

  async function go(ev) {
    ev?.preventDefault();
    const me = ++latest;
    const text = input.value.trim();
    showEvery();
    put(alt);
    if (!text) {
      const like = await examples();
      if (me !== latest) return;
      status.say(() => tr('Type a component, like {examples}', { examples: !like ? tr('one of the board') : like.length === 2 ? tr('{a} or {b}', { a: like[0], b: like[1] }) : like.join('') }));
      return;
    }
    status.say(() => tr('Building the graph of {text}…', { text }));
    root.dataset.state = 'busy';
    await need([gameOfText(text)]);
    const only = boards[gameOfText(text)]?.graph?.normalOnly;
    try {
      const g = await buildGraph(ctx.engine, text, { normalOnly: !!only && !every.checked });
      if (me !== latest) return;
      graph = g;
      const a = ctx.app.analysis();
      const k = ctx.app.selected();
      // Drawn for a component of the board: its nodes replace that component.
      origin = a?.components[k - 1]?.text === g.root ? { component: k } : null;
      input.value = g.root;
      render();
      ctx.app.keep?.({ graph: g.root });
      const left = only && !every.checked;
      status.say(() => tr('{root}: {nodes} positions, {edges} moves.', { root: g.root, nodes: g.nodes.size, edges: g.edges.length })
        + (left ? ` ${tr('{what}.', { what: boards[gameOfText(g.root)]?.graph?.normalOnly ?? only })}` : ''));
      root.dataset.state = 'drawn';
    } catch (e) {
      if (me !== latest) return;
      refuse(() => errorText(e));
      if (!(e instanceof GraphTooLarge)) root.dataset.state = 'error';
      const instead = await insteadOf(text);
      if (instead && me === latest) alt.append(h('button', { type: 'button', onclick: () => { input.value = instead; go(); } }, said(() => tr('Draw {text} instead', { text: instead }))));
    }
  }
  form.addEventListener('submit', go);

  function refuse(words) {
    graph = null;
    put(box);
    status.say(words);
    root.dataset.state = 'refused';
  }

  /** What a board offers to draw in place of a component it will not draw. */
  async function insteadOf(text) {
    try {
      const c = (await ctx.engine.analyze(text, { moves: 'winning' })).components[0];
      await need([c.game]);
      return boards[c.game]?.graph?.instead?.(c) ?? null;
    } catch {
      return null;
    }
  }

  function render() {
    const { layers, pos } = layout(graph);
    const wide = Math.max(...layers.map((l) => l.length));
    const labelW = Math.max(...[...graph.nodes.values()].map((n) => n.body.length)) * 7 + 8;
    const dx = Math.max(DX, labelW);
    // A chain (a heap: one position per layer) reads best left to right, as
    // an arc diagram: moves to N-positions arc above, winning moves below.
    const chain = wide === 1;
    const arc = (span) => Math.min(16 + span * 11, 180);
    const maxSpan = Math.max(1, ...graph.edges.map((e) => pos.get(e.to).layer - pos.get(e.from).layer));
    const W = chain ? Math.max(320, layers.length * dx + 40) : Math.max(320, wide * dx + 40);
    const base = chain ? arc(maxSpan) / 2 + 30 : 0;
    const H = chain ? base + arc(maxSpan) / 2 + 50 : layers.length * DY + 30;
    const at = (t) => {
      const p = pos.get(t);
      if (chain) return { x: 20 + dx / 2 + p.layer * dx, y: base };
      const n = layers[p.layer].length;
      return { x: W / 2 + (p.index - (n - 1) / 2) * dx, y: 30 + p.layer * DY };
    };
    const svg = s('svg', {
      viewBox: `0 0 ${W} ${H}`, width: W, height: H, class: 'teach-graph-svg', role: 'group', 'data-root': graph.root,
      'aria-label': tr('Game graph of {text}', { text: graph.root }),
    }, s('defs', null,
      s('marker', { id: 'teach-arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
        s('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrowhead' }))));
    const current = currentText();
    const edgeG = s('g', { class: 'edges' });
    for (const e of graph.edges) {
      const a = at(e.from), b = at(e.to);
      const span = pos.get(e.to).layer - pos.get(e.from).layer;
      const toP = graph.nodes.get(e.to).outcome === 'P';
      let d;
      if (chain && span > 1) {
        const up = toP ? 1 : -1; // winning moves below the line
        const cx = (a.x + b.x) / 2, cy = a.y + up * arc(span);
        const [sx, sy] = shorten(cx, cy, a.x, a.y, R);
        const [ex, ey] = shorten(cx, cy, b.x, b.y, R + 2);
        d = `M${sx},${sy} Q${cx},${cy} ${ex},${ey}`;
      } else if (span > 1 && Math.abs(a.x - b.x) < dx / 2) { // skips layers in a column: bow out
        const side = pos.get(e.from).layer % 2 ? -1 : 1;
        const cx = (a.x + b.x) / 2 + side * (18 + span * 14), cy = (a.y + b.y) / 2;
        const [ex, ey] = shorten(cx, cy, b.x, b.y, R + 2);
        const [sx, sy] = shorten(cx, cy, a.x, a.y, R);
        d = `M${sx},${sy} Q${cx},${cy} ${ex},${ey}`;
      } else {
        const [ex, ey] = shorten(a.x, a.y, b.x, b.y, R + 2);
        const [sx, sy] = shorten(b.x, b.y, a.x, a.y, R);
        d = `M${sx},${sy} L${ex},${ey}`;
      }
      edgeG.append(s('path', { d, class: `edge${toP ? ' to-p' : ''}`, 'marker-end': 'url(#teach-arrow)' },
        s('title', null, `${sayMsg(e.label_msg, e.label)}: ${e.from} → ${e.to}`)));
    }
    const nodeG = s('g', { class: 'nodes' });
    for (const [t, n] of graph.nodes) {
      const { x, y } = at(t);
      const label = n.sg != null ? String(n.sg) : n.over ? '–' : '★';
      const what = n.sg != null ? `SG ${n.sg}` : n.over ? tr('the game is over') : tr('the player to move wins at once');
      const kind = n.outcome === 'P' ? tr('P-position') : tr('N-position');
      const g = s('g', {
        class: `node ${n.outcome === 'P' ? 'p' : 'n'}${t === current ? ' current' : ''}${t === graph.root ? ' root' : ''}`,
        tabindex: 0, role: 'button', 'data-text': t, 'data-sg': n.sg ?? '',
        // the name starts with what the node shows (its value, then its text)
        'aria-label': tr('{label} {body} — {text}: {what}, {kind}. Make it the current position.', { label, body: n.body, text: t, what, kind }),
        transform: `translate(${x},${y})`,
      }, s('title', null, `${t} — ${what} (${n.outcome})`),
      s('circle', { r: R }),
      s('text', { class: 'sg', y: 5, 'text-anchor': 'middle' }, `${label} `), // the space parts the words for assistive tools; SVG does not draw it
      s('text', { class: 'body', y: R + 13, 'text-anchor': 'middle' }, n.body));
      g.addEventListener('click', () => choose(t));
      g.addEventListener('keydown', (ev) => {
        if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); choose(t); }
      });
      nodeG.append(g);
    }
    svg.append(edgeG, nodeG);
    put(box, svg);
    box.scrollLeft = chain ? 0 : (box.scrollWidth - box.clientWidth) / 2; // where the root is
  }

  function currentText() {
    const a = ctx.app.analysis();
    if (!a || !origin) return null;
    return a.components[origin.component - 1]?.text ?? null;
  }

  /**
   * A node chosen: when the graph is of a component on the board, that
   * component becomes the node — in a game, as a move when one move leads
   * there, else as a new game (said in words); while editing, as an edit. A
   * graph of a typed component opens the node as the whole position.
   */
  async function choose(text) {
    const a = ctx.app.analysis();
    const i = origin?.component;
    try {
      if (a && i && a.components[i - 1]?.game === graph?.nodes.get(text)?.game) {
        const m = ctx.app.playing?.() && a.listed === 'all' && a.moves.find((x) => x.component === i && x.after_parts?.length && groupText(afterParts(x)) === text);
        if (m) {
          await ctx.app.move(m.move);
          status.say(() => tr('Played {move}: component {i} is now {text}.', { move: sayMsg(m.label_msg, m.label), i, text }));
        } else {
          const parts = a.components.map((c) => c.text);
          parts[i - 1] = text;
          await ctx.app.setPosition(parts.join('+') + (a.turn === 2 ? '@2' : ''));
          ctx.app.say?.('info', ctx.app.playing?.()
            ? tr('Component {i} is now {text} (chosen in the game graph): a new game starts from here.', { i, text })
            : tr('Component {i} is now {text} (chosen in the game graph).', { i, text }));
          status.say(() => tr('Component {i} is now {text}.', { i, text }));
        }
        origin = { component: i };
      } else {
        await ctx.app.setPosition(text);
        ctx.app.say?.('info', tr('Opened {text} from the game graph; Back returns to the previous position.', { text }));
        status.say(() => tr('Current position: {text}', { text }));
      }
    } catch (e) {
      status.say(() => errorText(e));
    }
  }

  // A change of language: the words drawn again, in place (the graph kept).
  onLang(() => {
    showEvery();
    if (graph) render();
  });

  // Keeps the "current" ring in step with the app's position.
  ctx.app.onChange(() => {
    if (!graph) return;
    const cur = currentText();
    for (const g of box.querySelectorAll('.node')) g.classList.toggle('current', g.dataset.text === cur);
  });

  return {
    draw(text) { input.value = text; return go(); },
    get graph() { return graph; },
    prefill() { // on first view: the graph of the selected component
      if (input.value || latest) return;
      input.value = selectedText();
      go();
    },
  };
}


function shorten(x1, y1, x2, y2, by) {
  const dx = x2 - x1, dy = y2 - y1, d = Math.hypot(dx, dy) || 1;
  return [x2 - (dx / d) * by, y2 - (dy / d) * by];
}
