// teach/teach.js — the teaching panel: one tab per feature, each a module of
// its own. The page mounts it with mountTeach(container, { engine, background,
// app }) where `app` is the page's side of the bargain:
//
//   app.analysis()       the current analysis (engine analyze() result)
//   app.selected()       the selected component, 1-based
//   app.select(k)        (optional) select component k on the board
//   app.setPosition(t)   make position text t current on purpose (async; throws on bad text)
//   app.move(m)          make move m ("2:7>4") of the position (async; throws when refused)
//   app.say(kind, text)  (optional) a message under the page's toolbar
//   app.limits()         (optional) the engine's limits
//   app.info()           (optional) the engine's info(): games, families, judges
//   app.onChange(fn)     call fn after the position or analysis changed
//   app.link()           (optional) the shareable link of the position
//   app.boardSvgs()      (optional) the board's <svg> elements, for export
//   app.canOverlay(), app.overlay(notes|null)   (optional) draw notes on the board
//   app.saved()          (optional) {tab, seq, graph, q} to show first (from a link)
//   app.onAddress(fn)    (optional) call fn() after an edited address asked
//                        the panel for something (then app.saved() says what)
//   app.keep(fields)     (optional) what the panel shows now ({tab}|{seq}|{graph}|{q}), for the link
//
// Every tab works with only analysis/selected/setPosition/onChange.
//
// Each tab's module loads when the tab is first opened (or a link asks for
// what it shows): adding a tab is its module and one line in TABS. A tab
// whose module lists every game (`all`) has every board loaded first.

import { h, said, saidAttrs } from '../kit/dom.js';
import { tr } from '../i18n/i18n.js';
import { loadAll, loadStyles, loadTeachWords } from '../boards/index.js';

const TABS = [
  // id          label (in the page's language)  the module's mount function, loaded on first use        lists every game
  ['mex',       () => tr('mex'),             () => import('./mex.js').then((m) => m.mountMex)],
  ['graph',     () => tr('Game graph'),      () => import('./graph.js').then((m) => m.mountGraph)],
  ['sequence',  () => tr('SG sequences'),    () => import('./sequence.js').then((m) => m.mountSequence),        { all: true }],
  ['claims',    () => tr('Check a claim'),   () => import('./claims.js').then((m) => m.mountClaims),            { all: true }],
  ['why',       () => tr('Why Nim'),         () => import('./explain.js').then((m) => m.mountExplain)],
  ['classroom', () => tr('Classroom'),       () => import('./classroom.js').then((m) => m.mountClassroom),      { all: true }],
  ['export',    () => tr('Export'),          () => import('./export.js').then((m) => m.mountExport)],
  ['exercises', () => tr('Exercises'),       () => import('./exercises.js').then((m) => m.mountExercises),      { all: true }],
  ['quotient',  () => tr('Misère quotient'), () => import('./quotient.js').then((m) => m.mountQuotient)],
  ['terms',     () => tr('Terms'),           () => import('./terms.js').then((m) => m.mountTerms)],
];

/** teach.css, added to the page once (so the page only needs the mount call);
 *  the panel waits for it (or its failure: the tools still work), so that no
 *  panel shows unstyled first. */
const styles = () => loadStyles([{ css: new URL('./teach.css', import.meta.url).href }]);

export function mountTeach(container, ctx) {
  const styled = Promise.all([styles(), loadTeachWords()]); // (each tab waits for its look and words)
  const listeners = [];
  const app = { ...ctx.app, onChange: (fn) => listeners.push(fn) };
  ctx.app.onChange(() => { for (const fn of listeners) fn(); });
  const inner = { ...ctx, app };

  const tablist = saidAttrs(h('div', { role: 'tablist', class: 'teach-tabs' }), { 'aria-label': () => tr('Teaching tools') });
  const panels = h('div', { class: 'teach-panels' });
  const api = {};
  const mounting = new Map(); // id → the promise of its mounted view
  /** The tab's view, its module loaded and mounted on first use. */
  const ensure = (id) => {
    if (!mounting.has(id)) {
      const [, , load, opts = {}] = TABS.find(([x]) => x === id);
      mounting.set(id, Promise.all([opts.all ? loadAll() : null, styled]).then(load).then((mount) => {
        api[id] = mount(document.getElementById(`teach-${id}`), inner);
        return api[id];
      }));
    }
    return mounting.get(id);
  };
  const tabs = TABS.map(([id, label], i) => {
    const tab = h('button', {
      type: 'button', role: 'tab', id: `teach-tab-${id}`, 'aria-controls': `teach-${id}`,
      'aria-selected': 'false', tabindex: i === 0 ? 0 : -1, 'data-tab': id,
    }, said(label));
    const panel = h('div', { role: 'tabpanel', id: `teach-${id}`, 'aria-labelledby': tab.id, class: `teach-panel teach-panel-${id}`, hidden: true });
    panels.append(panel);
    tab.addEventListener('click', () => open(id));
    return tab;
  });
  tablist.append(...tabs);
  tablist.addEventListener('keydown', (ev) => { // arrow keys move between tabs
    const i = tabs.indexOf(document.activeElement);
    if (i < 0 || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(ev.key)) return;
    ev.preventDefault();
    const j = ev.key === 'Home' ? 0 : ev.key === 'End' ? tabs.length - 1 : (i + (ev.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    tabs[j].focus();
    open(tabs[j].dataset.tab);
  });

  let current = null; // the tab asked for last
  /** Opens tab id (its panel shows once its view is mounted); resolves then. */
  async function open(id, keep = true) {
    if (!TABS.some(([x]) => x === id)) return;
    current = id;
    if (keep) ctx.app.keep?.({ tab: id });
    for (const t of tabs) {
      const on = t.dataset.tab === id;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
    }
    container.dataset.tab = id;
    await ensure(id);
    if (current !== id) return; // another tab was asked for meanwhile
    for (const t of tabs) document.getElementById(t.getAttribute('aria-controls')).hidden = t.dataset.tab !== id;
    api[id]?.show?.();
    api[id]?.prefill?.();
  }

  container.classList.add('teach');
  container.append(
    h('h2', { class: 'teach-title' }, said(() => tr('Teach: the Sprague–Grundy theorem'))),
    tablist, panels);
  /** Shows what a link asks of the panel ({tab, seq, graph, quot}): the
   *  sequence, the graph and the quotient first, then the tab (without one,
   *  the first tab on mounting; the tab shown when the address is edited). */
  function follow(saved, first = false) {
    return Promise.all([
      saved.seq ? ensure('sequence').then((v) => v.restore?.(saved.seq)) : null,
      saved.graph ? ensure('graph').then((v) => v.draw?.(saved.graph)) : null,
      saved.quot ? ensure('quotient').then((v) => v.restore?.(saved.quot)) : null,
    ]).then(() => {
      const tab = TABS.some(([x]) => x === saved.tab) ? saved.tab : first ? 'mex' : null;
      return tab && open(tab, false);
    });
  }
  const ready = follow(ctx.app.saved?.() ?? {}, true);
  ctx.app.onAddress?.(() => follow(ctx.app.saved?.() ?? {}));
  return { open, api, ready };
}
